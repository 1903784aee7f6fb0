import { PerList } from './per-list';

describe('PerList', () => {
  it('works a result out once per list and key, and again for a new list', () => {
    const sorted = new PerList<number, number[]>();
    let runs = 0;
    const sort = (list: readonly number[]) => {
      runs += 1;
      return [...list].sort((a, b) => a - b);
    };
    const first = Object.freeze([3, 1, 2]);
    expect(sorted.get(first, 'asc', sort)).toEqual([1, 2, 3]);
    expect(sorted.get(first, 'asc', sort)).toBe(sorted.get(first, 'asc', sort));
    expect(runs).toBe(1);
    sorted.get(first, 'desc', sort);
    expect(runs).toBe(2);
    // A change gives a new array: the old results are not used for it.
    expect(sorted.get(Object.freeze([3, 1, 2, 0]), 'asc', sort)).toEqual([0, 1, 2, 3]);
    expect(runs).toBe(3);
  });
});

describe('PerList bound', () => {
  it('keeps at most maxKeys results per list, forgetting the oldest', () => {
    const pages = new PerList<number, string>(2);
    const list = Object.freeze([1, 2, 3]);
    let runs = 0;
    const page = (key: string) =>
      pages.get(list, key, () => {
        runs += 1;
        return key;
      });
    page('a');
    page('b');
    page('c');
    expect(runs).toBe(3);
    page('c');
    page('b');
    expect(runs).toBe(3);
    page('a');
    expect(runs).toBe(4);
  });
});
