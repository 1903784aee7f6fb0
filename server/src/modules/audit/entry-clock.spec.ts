import { EntryClock } from './entry-clock';

const msOf = (at: string) => Date.parse(at);

describe('the audit entries’ clock', () => {
  it('gives entries of the same millisecond one millisecond each, in order', () => {
    const clock = new EntryClock();
    const times = [1000, 1000, 1000, 1005].map((now) => msOf(clock.next(now)));
    expect(times).toEqual([1000, 1001, 1002, 1005]);
  });

  it('keeps going forward when the system clock is set back', () => {
    const clock = new EntryClock();
    expect(msOf(clock.next(5000))).toBe(5000);
    expect(msOf(clock.next(4000))).toBe(5001);
  });

  it('follows the system clock', () => {
    const before = Date.now();
    const at = msOf(new EntryClock().next());
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('writes each time as toISOString does, across seconds, days and years', () => {
    const starts = [
      Date.UTC(2026, 11, 31, 23, 59, 59, 990), // into a new year
      Date.UTC(2028, 1, 28, 23, 59, 58, 5), // a leap day
      Date.UTC(1969, 11, 31, 23, 59, 59, 500), // before 1970: negative times
    ];
    for (const start of starts) {
      const clock = new EntryClock();
      for (let step = 0; step < 1600; step += 7) {
        const now = start + step;
        expect(clock.next(now)).toBe(new Date(now).toISOString());
      }
    }
  });
});
