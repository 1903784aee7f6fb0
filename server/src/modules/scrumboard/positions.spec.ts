import { inOrder, MAX_POSITION, POSITION_STEP, positionAfterLast, settle } from './positions';

const item = (id: string, position: number) => ({ id, position });

describe('scrumboard positions', () => {
  it('appends one step after the last', () => {
    expect(positionAfterLast([])).toBe(POSITION_STEP);
    expect(positionAfterLast([item('a', 65_536), item('b', 196_608)])).toBe(262_144);
  });

  it('keeps sound positions as they are (the same objects)', () => {
    const a = item('a', 65_536);
    const b = item('b', 98_304);
    const c = item('c', 131_072);
    const settled = settle([c, a, b]);
    expect(settled).toEqual([a, b, c]);
    expect(settled[0]).toBe(a);
    expect(settled[1]).toBe(b);
  });

  it('renumbers at 65,536 steps when no integer gap is left', () => {
    const settled = settle([item('a', 1), item('b', 1.5), item('c', 2)]);
    expect(settled).toEqual([item('a', 65_536), item('b', 131_072), item('c', 196_608)]);
  });

  it('renumbers two records sharing a position, the moved one first', () => {
    const settled = settle(
      [item('a', 65_536), item('x', 98_304), item('y', 98_304)],
      new Set(['y']),
    );
    expect(settled.map((one) => one.id)).toEqual(['a', 'y', 'x']);
    expect(settled.map((one) => one.position)).toEqual([65_536, 131_072, 196_608]);
  });

  it('renumbers positions out of bounds', () => {
    expect(settle([item('a', 0)])).toEqual([item('a', 65_536)]);
    expect(settle([item('a', MAX_POSITION + 1)])).toEqual([item('a', 65_536)]);
  });

  it('orders ties by id when nothing moved', () => {
    expect(inOrder([item('b', 1), item('a', 1)]).map((one) => one.id)).toEqual(['a', 'b']);
  });
});
