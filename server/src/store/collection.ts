import { Low } from 'lowdb';
import { AtomicJsonFile, CorruptCollectionFileError } from './atomic-json-file';
import { deepFreeze } from './deep-freeze';
import type { CollectionDefinition, Entity } from './entity';

/** A change computes the next list from the committed one; it must not mutate its input. */
export type Change<T, R> = (items: readonly T[]) => { items: readonly T[]; result: R };

interface PendingChange<T> {
  change: Change<T, unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

export type OpenMode = 'open' | 'reset';

/**
 * One lowdb file holding a list of records.
 *
 * Changes are queued and applied one after another, so a change always sees every
 * change queued before it. Changes that arrive while a write is in flight are applied
 * together and written in one atomic write (group commit); each caller's promise settles
 * only once the file holding its change is on disk. Readers see committed data only.
 */
export class Collection<T extends Entity> {
  private readonly db: Low<readonly T[]>;
  private readonly adapter: AtomicJsonFile<unknown>;
  private committed: readonly T[] = [];
  private byId = new Map<string, T>();
  private pending: PendingChange<T>[] = [];
  private draining = false;
  private opened = false;

  constructor(
    readonly definition: CollectionDefinition<T>,
    readonly file: string,
  ) {
    this.adapter = new AtomicJsonFile<unknown>(file);
    this.db = new Low<readonly T[]>(this.adapter as AtomicJsonFile<readonly T[]>, []);
  }

  get name(): string {
    return this.definition.name;
  }

  get isOpen(): boolean {
    return this.opened;
  }

  /**
   * Loads the file, or writes the seed when the file does not exist yet (or when
   * resetting). A file that does not parse is left untouched and the error names it.
   */
  async open(mode: OpenMode = 'open'): Promise<'loaded' | 'seeded'> {
    const stored = mode === 'reset' ? null : await this.adapter.read();
    if (stored === null) {
      this.db.data = deepFreeze(this.definition.seed());
      await this.db.write();
      this.commit(this.db.data);
      this.opened = true;
      return 'seeded';
    }
    if (!Array.isArray(stored) || !stored.every(isEntity)) {
      throw new CorruptCollectionFileError(this.file, 'does not hold a list of records with ids');
    }
    const loaded = stored as unknown as readonly T[];
    const upgraded = this.definition.upgrade?.(loaded) ?? loaded;
    this.db.data = deepFreeze(upgraded);
    if (upgraded !== loaded) await this.db.write();
    this.commit(this.db.data);
    this.opened = true;
    return 'loaded';
  }

  list(): readonly T[] {
    return this.committed;
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  count(): number {
    return this.committed.length;
  }

  insert(item: T, at: 'start' | 'end' = 'end'): Promise<T> {
    return this.mutate((items) => {
      if (items.some((existing) => existing.id === item.id)) {
        throw new Error(`${this.name}: duplicate id ${item.id}`);
      }
      return { items: at === 'start' ? [item, ...items] : [...items, item], result: item };
    });
  }

  /** Shallow-merges `patch` into the record; undefined when the id is unknown. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.mutate((items) => {
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) return { items, result: undefined };
      const updated = { ...items[index], ...patch, id } as T;
      return { items: items.with(index, updated), result: updated };
    });
  }

  remove(id: string): Promise<boolean> {
    return this.mutate((items) => {
      const next = items.filter((item) => item.id !== id);
      // Nothing removed: hand back the same list, so nothing is written.
      return next.length === items.length
        ? { items, result: false }
        : { items: next, result: true };
    });
  }

  replaceAll(items: readonly T[]): Promise<void> {
    return this.mutate(() => ({ items: [...items], result: undefined }));
  }

  /** The general form: check and change in one step, with nothing else in between. */
  mutate<R>(change: Change<T, R>): Promise<R> {
    if (!this.opened) return Promise.reject(new Error(`Collection ${this.name} is not open`));
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ change, resolve: resolve as (result: unknown) => void, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0);
        let items = this.committed;
        const applied: { pending: PendingChange<T>; result: unknown }[] = [];
        for (const pending of batch) {
          try {
            const outcome = pending.change(items);
            items = outcome.items;
            applied.push({ pending, result: outcome.result });
          } catch (error) {
            pending.reject(error);
          }
        }
        if (applied.length === 0) continue;
        if (items === this.committed) {
          // Nothing changed (an update of an unknown id, say): nothing to write.
          for (const { pending, result } of applied) pending.resolve(result);
          continue;
        }
        this.db.data = deepFreeze(items);
        try {
          await this.db.write();
        } catch (error) {
          this.db.data = this.committed;
          for (const { pending } of applied) pending.reject(error);
          continue;
        }
        this.commit(items);
        for (const { pending, result } of applied) pending.resolve(result);
      }
    } finally {
      this.draining = false;
    }
  }

  private commit(items: readonly T[]): void {
    this.committed = items;
    this.byId = new Map(items.map((item) => [item.id, item]));
  }
}

function isEntity(value: unknown): value is Entity {
  return typeof value === 'object' && value !== null && typeof (value as Entity).id === 'string';
}
