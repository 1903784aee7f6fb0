import { assignPositions, POSITION_GAP } from './positions';

const list = (...ids: string[]) => ids.map((id) => ({ id }));
const positions = (entries: Record<string, number>) => new Map(Object.entries(entries));

/** Every record's position after applying the changes to the current ones, in list order. */
function after(ids: string[], current: Map<string, number>): number[] {
  const changed = assignPositions(list(...ids), current);
  return ids.map((id) => changed.get(id) ?? current.get(id)!);
}

function ascending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || values[index - 1] < value);
}

describe('assignPositions', () => {
  it('numbers a new list with gaps', () => {
    expect(assignPositions(list('a', 'b', 'c'), new Map())).toEqual(
      positions({ a: 0, b: POSITION_GAP, c: 2 * POSITION_GAP }),
    );
  });

  it('writes nothing for a list whose order did not change, removals included', () => {
    expect(assignPositions(list('a', 'c'), positions({ a: 0, b: 5, c: 10 }))).toEqual(new Map());
  });

  it('puts new records in the gaps and past the ends, moving no other', () => {
    const current = positions({ a: 0, b: 1024 });
    const changed = assignPositions(list('start', 'a', 'mid', 'b', 'end'), current);
    expect([...changed.keys()].sort()).toEqual(['end', 'mid', 'start']);
    expect(ascending(after(['start', 'a', 'mid', 'b', 'end'], current))).toBe(true);
  });

  it('moves only the records out of order', () => {
    const current = positions({ a: 0, b: 10, c: 20, d: 30 });
    const changed = assignPositions(list('d', 'a', 'b', 'c'), current);
    expect([...changed.keys()]).toEqual(['d']);
    expect(ascending(after(['d', 'a', 'b', 'c'], current))).toBe(true);
  });

  it('numbers everything again when a gap is too narrow', () => {
    const current = positions({ a: 0, b: 1 });
    const changed = assignPositions(list('a', 'x', 'b'), current);
    expect(changed).toEqual(positions({ x: POSITION_GAP, b: 2 * POSITION_GAP }));
  });

  it('keeps lists in order through many random changes', () => {
    let ids = ['a', 'b', 'c'];
    let current = new Map<string, number>();
    let next = 0;
    for (let round = 0; round < 500; round++) {
      const copy = [...ids];
      const at = Math.floor(Math.random() * (copy.length + 1));
      if (Math.random() < 0.6) copy.splice(at, 0, `n${next++}`);
      else if (copy.length > 1) copy.splice(at % copy.length, 1);
      if (Math.random() < 0.1) copy.reverse();
      const changed = assignPositions(list(...copy), current);
      current = new Map(copy.map((id) => [id, changed.get(id) ?? current.get(id)!]));
      ids = copy;
      expect(ascending(ids.map((id) => current.get(id)!))).toBe(true);
    }
  });
});
