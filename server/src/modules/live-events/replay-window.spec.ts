import { ReplayWindow } from './replay-window';

describe('ReplayWindow', () => {
  it('answers the events after a sequence number, numbering them in order', () => {
    const window = new ReplayWindow<string>(10, 60_000);
    expect([window.add('a', 0), window.add('b', 0), window.add('c', 0)]).toEqual([1, 2, 3]);
    expect(window.since(1, 0)).toEqual([
      { seq: 2, at: 0, event: 'b' },
      { seq: 3, at: 0, event: 'c' },
    ]);
    expect(window.since(3, 0)).toEqual([]);
    expect(window.since(4, 0)).toBe('gap');
  });

  it('answers a gap once what was missed is past its count or its age', () => {
    const window = new ReplayWindow<string>(2, 1000);
    for (const event of ['a', 'b', 'c']) window.add(event, 0);
    expect(window.since(0, 0)).toBe('gap');
    expect(window.since(1, 0)).toHaveLength(2);
    expect(window.since(1, 1001)).toBe('gap');
  });

  it('answers a gap for a reader from before what it forgot', () => {
    const window = new ReplayWindow<string>(10, 60_000);
    window.add('a', 0);
    window.add('b', 0);
    window.forget();
    window.add('c', 0);
    expect(window.since(1, 0)).toBe('gap');
    expect(window.since(2, 0)).toEqual([{ seq: 3, at: 0, event: 'c' }]);
  });

  it('keeps exactly the last events of a full window, add after add', () => {
    const window = new ReplayWindow<number>(3, 60_000);
    for (let n = 1; n <= 20; n++) {
      window.add(n, 0);
      const oldest = Math.max(1, n - 2);
      expect(window.since(oldest - 1, 0)).toEqual(
        Array.from({ length: n - oldest + 1 }, (_, i) => ({
          seq: oldest + i,
          at: 0,
          event: oldest + i,
        })),
      );
      if (oldest > 1) expect(window.since(oldest - 2, 0)).toBe('gap');
    }
  });

  it('drops events by age from wherever the window starts', () => {
    const window = new ReplayWindow<number>(4, 1000);
    for (let n = 1; n <= 6; n++) window.add(n, n * 100);
    // Kept: 3 to 6. At 1,450 the events of 100 to 400 are past their age.
    expect(window.since(3, 1450)).toBe('gap');
    expect(window.since(4, 1450)).toEqual([
      { seq: 5, at: 500, event: 5 },
      { seq: 6, at: 600, event: 6 },
    ]);
    window.add(7, 1500);
    expect(window.since(4, 1500)).toHaveLength(3);
    expect(window.since(6, 2550)).toBe('gap');
  });

  it('keeps nothing with a window of no events, and tells every reader so', () => {
    const window = new ReplayWindow<string>(0, 60_000);
    window.add('a', 0);
    window.add('b', 0);
    expect(window.since(1, 0)).toBe('gap');
    expect(window.since(2, 0)).toEqual([]);
  });

  it('answers a gap for a sequence number that is not a whole number', () => {
    const window = new ReplayWindow<string>(10, 60_000);
    window.add('a', 0);
    window.add('b', 0);
    expect(window.since(Number.NaN, 0)).toBe('gap');
    expect(window.since(0.5, 0)).toBe('gap');
  });
});
