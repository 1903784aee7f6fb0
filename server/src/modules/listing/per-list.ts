/**
 * Results worked out from a collection's list (a sort order, say), kept while the list is
 * the same: a repository answers the same frozen array until a change makes a new one, so
 * a change is what lets go of them. A few keys per list at most (sort x order).
 */
export class PerList<T, R> {
  private readonly results = new WeakMap<readonly T[], Map<string, R>>();

  get(list: readonly T[], key: string, compute: (list: readonly T[]) => R): R {
    let byKey = this.results.get(list);
    if (!byKey) this.results.set(list, (byKey = new Map()));
    let result = byKey.get(key);
    if (result === undefined) byKey.set(key, (result = compute(list)));
    return result;
  }
}
