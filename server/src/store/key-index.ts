import type { Entity } from './entity';

/**
 * A record's value of one key (CollectionDefinition.keys), or undefined when it holds none.
 * Declared as a method, whose parameter TypeScript checks both ways, so that the records of
 * a collection of applicants still pass for records of entities (as `@types/react` does).
 */
export type KeyOf<T> = { of(record: T): string | undefined }['of'];

/**
 * The ids of the records holding each value of one key, kept up to date record by record,
 * so that "who holds this e-mail?" costs a look-up instead of a pass over the collection.
 * Most values have one holder: they are kept as the id alone, an array only when shared.
 */
export class KeyIndex<T extends Entity> {
  private readonly holders = new Map<string, string | string[]>();

  constructor(
    private readonly keyOf: KeyOf<T>,
    records: Iterable<T>,
  ) {
    for (const record of records) this.add(record.id, this.keyOf(record));
  }

  /** The ids of the records whose key is `key`. */
  idsOf(key: string): readonly string[] {
    const held = this.holders.get(key);
    if (held === undefined) return [];
    return typeof held === 'string' ? [held] : held;
  }

  /** A record written (`next`), removed (`next` undefined) or new (`previous` undefined). */
  replace(id: string, previous: T | undefined, next: T | undefined): void {
    const before = previous === undefined ? undefined : this.keyOf(previous);
    const after = next === undefined ? undefined : this.keyOf(next);
    if (before === after) return;
    this.remove(id, before);
    this.add(id, after);
  }

  private add(id: string, key: string | undefined): void {
    if (key === undefined) return;
    const held = this.holders.get(key);
    if (held === undefined) this.holders.set(key, id);
    else if (typeof held === 'string') this.holders.set(key, [held, id]);
    else held.push(id);
  }

  private remove(id: string, key: string | undefined): void {
    if (key === undefined) return;
    const held = this.holders.get(key);
    if (held === id) this.holders.delete(key);
    else if (Array.isArray(held)) {
      const rest = held.filter((other) => other !== id);
      this.holders.set(key, rest.length === 1 ? rest[0] : rest);
    }
  }
}
