import type { OnModuleInit } from '@nestjs/common';
import type { Change, Collection } from './collection';
import type { CollectionDefinition, Entity } from './entity';
import type { StoreService } from './store.service';

/**
 * What a store driver offers for one collection, and all that services may rely on: no
 * lowdb, file or log types in it, so that another driver (a database) can implement the
 * same contract. Records come back frozen; a promise settles once its change is durable.
 */
export interface CollectionContract<T extends Entity> {
  list(): readonly T[];
  get(id: string): T | undefined;
  count(): number;
  /**
   * The records whose key `name` (CollectionDefinition.keys) is `key`; inside a change,
   * as that change's commit sees them.
   */
  withKey(name: string, key: string): readonly T[];
  insert(item: T, at?: 'start' | 'end'): Promise<T>;
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  /** As `insert`, the record made inside the write: a check it makes holds in the commit. */
  insertWith(make: () => T, at?: 'start' | 'end'): Promise<T>;
  /** As `update`, the patch worked out from the current record inside the write. */
  updateWith(id: string, change: (current: T) => Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
  replaceAll(items: readonly T[]): Promise<void>;
  mutate<R>(change: Change<T, R>): Promise<R>;
}

/**
 * Base of every module's repository: the typed door to one collection. Services use
 * repositories and never lowdb. Records come back frozen; change them through these
 * methods only, or several repositories at once through `StoreService.mutateTogether`.
 */
export abstract class Repository<T extends Entity> implements CollectionContract<T>, OnModuleInit {
  /** The collection behind this repository (what `StoreService.mutateTogether` takes). */
  readonly collection: Collection<T>;

  protected constructor(
    private readonly store: StoreService,
    definition: CollectionDefinition<T>,
  ) {
    this.collection = store.collection(definition);
  }

  /** Opens the collection; the outcome tells a repository whether it was just seeded. */
  onModuleInit(): Promise<'loaded' | 'seeded'> {
    return this.store.open(this.collection);
  }

  list(): readonly T[] {
    return this.collection.list();
  }

  get(id: string): T | undefined {
    return this.collection.get(id);
  }

  count(): number {
    return this.collection.count();
  }

  withKey(name: string, key: string): readonly T[] {
    return this.collection.withKey(name, key);
  }

  insert(item: T, at: 'start' | 'end' = 'end'): Promise<T> {
    return this.collection.insert(item, at);
  }

  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.collection.update(id, patch);
  }

  insertWith(make: () => T, at: 'start' | 'end' = 'end'): Promise<T> {
    return this.collection.insertWith(make, at);
  }

  updateWith(id: string, change: (current: T) => Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.collection.updateWith(id, change);
  }

  remove(id: string): Promise<boolean> {
    return this.collection.remove(id);
  }

  replaceAll(items: readonly T[]): Promise<void> {
    return this.collection.replaceAll(items);
  }

  mutate<R>(change: Change<T, R>): Promise<R> {
    return this.collection.mutate(change);
  }
}
