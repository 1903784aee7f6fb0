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
});
