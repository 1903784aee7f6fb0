import { EntryClock } from './entry-clock';

describe('the audit entries’ clock', () => {
  it('gives entries of the same millisecond one millisecond each, in order', () => {
    const clock = new EntryClock();
    const times = [1000, 1000, 1000, 1005].map((now) => clock.next(now).getTime());
    expect(times).toEqual([1000, 1001, 1002, 1005]);
  });

  it('keeps going forward when the system clock is set back', () => {
    const clock = new EntryClock();
    expect(clock.next(5000).getTime()).toBe(5000);
    expect(clock.next(4000).getTime()).toBe(5001);
  });

  it('follows the system clock', () => {
    const before = Date.now();
    const at = new EntryClock().next().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
