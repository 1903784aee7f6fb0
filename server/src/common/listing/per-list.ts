/**
 * Results worked out from a collection's list (a sort order, say), kept while the list is
 * the same: a repository answers the same frozen array until a change makes a new one, so
 * a change is what lets go of them. Keys per list are bounded (`maxKeys`, the oldest
 * forgotten first), so that keys made from requests (a search, a page) cannot grow
 * without end.
 */
export class PerList<T, R> {
  private readonly results = new WeakMap<readonly T[], Map<string, R>>();

  constructor(private readonly maxKeys = 100) {}

  get(list: readonly T[], key: string, compute: (list: readonly T[]) => R): R {
    let byKey = this.results.get(list);
    if (!byKey) this.results.set(list, (byKey = new Map()));
    let result = byKey.get(key);
    if (result === undefined) {
      result = compute(list);
      if (byKey.size >= this.maxKeys) byKey.delete(byKey.keys().next().value as string);
      byKey.set(key, result);
    }
    return result;
  }
}
