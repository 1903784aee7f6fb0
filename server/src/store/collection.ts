import { Low } from 'lowdb';
import { AtomicJsonFile, CorruptCollectionFileError } from './atomic-json-file';
import type { ChangeFeed } from './change-feed';
import { deepFreeze } from './deep-freeze';
import type { CollectionDefinition, Entity } from './entity';
import type { Journal, JournalMember } from './journal';
import type { CollectionContract } from './repository';
import { checkingVersion, currentExpectation } from './record-version';
import {
  answerAsStored,
  type Draft,
  freezeList,
  isEntity,
  RecordSet,
  replay,
  type Step,
} from './records';

/**
 * A change computes the next list from the committed one; it must not mutate its input.
 * `removeFiles` names files (`BlobArea.storedPath`, never reused) that go with the change:
 * the JSON files delete them once it is durable, and again should a crash come first;
 * PostgreSQL deletes their rows in the change's own transaction.
 */
export type Change<T, R> = (items: readonly T[]) => {
  items: readonly T[];
  result: R;
  removeFiles?: readonly string[];
};

export type OpenMode = 'open' | 'reset';

/**
 * One collection as the store's drivers offer it (the JSON files' `JsonCollection`, or
 * PostgreSQL's `PgCollection`): the repository contract plus what the store needs to
 * name and open it. Repositories and `StoreService.mutateTogether` take this type only.
 */
export interface Collection<T extends Entity> extends CollectionContract<T> {
  readonly name: string;
  readonly definition: CollectionDefinition<T>;
  readonly isOpen: boolean;
  /** The JSON driver's file holding the collection; PostgreSQL has none. */
  readonly file?: string;
}

/** What a write works out against the draft of its collection, before it is submitted. */
export type Prepare<T extends Entity, R> = (
  draft: Draft<T>,
) => Step<T, R> & { removeFiles?: readonly string[] };

/**
 * What both drivers' collections share: the records kept in memory, read synchronously
 * (through the running change's draft while one runs), and the writes, each a step worked
 * out against a draft and handed to the driver's write path (`submit`).
 */
export abstract class CollectionFront<T extends Entity> implements Collection<T> {
  readonly records = new RecordSet<T>();
  /** While a change of this collection runs, its draft (see runSeeingDrafts). */
  inChange: Draft<Entity> | undefined;
  /** Told of each committed write (the store's feed, set when it makes the collection). */
  changeFeed: ChangeFeed | undefined;
  protected state: 'closed' | 'opening' | 'open' = 'closed';

  abstract readonly definition: CollectionDefinition<T>;

  get name(): string {
    return this.definition.name;
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  list(): readonly T[] {
    return this.inChange ? (this.inChange.items() as readonly T[]) : this.records.list();
  }

  get(id: string): T | undefined {
    return this.inChange ? (this.inChange.get(id) as T | undefined) : this.records.get(id);
  }

  count(): number {
    return this.inChange ? this.inChange.items().length : this.records.size;
  }

  withKey(name: string, key: string): readonly T[] {
    const keyOf = this.definition.keys?.[name];
    if (keyOf === undefined) throw new Error(`Collection ${this.name} has no key "${name}"`);
    return this.inChange
      ? (this.inChange as unknown as Draft<T>).withKey(name, keyOf, key)
      : this.records.withKey(name, keyOf, key);
  }

  insert(item: T, at: 'start' | 'end' = 'end'): Promise<T> {
    return this.run((draft) => draft.prepareInsert(item, at));
  }

  /** Shallow-merges `patch` into the record; undefined when the id is unknown. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.run((draft) => draft.prepareUpdate(id, patch));
  }

  /**
   * As `insert`, with the record made inside the write, where reads (`get`, `withKey`) see
   * what the commit sees: a check `make` makes (an e-mail nobody holds) holds in the
   * commit. `make` throws to refuse, and nothing is written.
   */
  insertWith(make: () => T, at: 'start' | 'end' = 'end'): Promise<T> {
    return this.run((draft) => draft.prepareInsert(make(), at));
  }

  /**
   * As `update`, with the patch worked out from the current record inside the write (see
   * `insertWith`); undefined, without calling `change`, when the id is unknown. Unlike
   * `mutate`, it costs the record, not a pass over the collection.
   */
  updateWith(id: string, change: (current: T) => Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    return this.run((draft) => {
      const current = draft.get(id);
      return draft.prepareUpdate(id, current === undefined ? {} : change(current));
    });
  }

  remove(id: string): Promise<boolean> {
    return this.run((draft) => draft.prepareRemove(id));
  }

  replaceAll(items: readonly T[]): Promise<void> {
    return this.mutate(() => ({ items: [...items], result: undefined }));
  }

  /** The general form: check and change in one step, with nothing else in between. */
  mutate<R>(change: Change<T, R>): Promise<R> {
    return this.run((draft) => {
      const given = draft.items();
      const { items, result, removeFiles } = change(given);
      const { kept, ...step } = prepareList(draft, given, items);
      // A record the change gave back with its stamps alone moved is answered as stored.
      return { ...step, result: answerAsStored(result, [kept]), removeFiles };
    });
  }

  private run<R>(prepare: Prepare<T, R>): Promise<R> {
    if (this.state !== 'open') {
      return Promise.reject(new Error(`Collection ${this.name} is not open`));
    }
    // Taken now, in the caller's context: the change itself runs in the write queue's.
    const expectation = currentExpectation();
    const checked: Prepare<T, R> = expectation
      ? (draft) => checkingVersion(expectation, [draft as Draft<Entity>], () => prepare(draft))
      : prepare;
    if (!this.changeFeed) return this.submit(checked);
    const recorded = this.changeFeed.record((drafts) => checked(drafts[0] as Draft<T>));
    return this.submit((draft) => recorded.work([draft as Draft<Entity>])).then((result) => {
      recorded.publish();
      return result;
    });
  }

  /** The driver's write path: runs `prepare` on a fresh draft and commits what it gives. */
  protected abstract submit<R>(prepare: Prepare<T, R>): Promise<R>;
}

/**
 * One collection: a list of records kept in memory, loaded from its JSON file (through
 * lowdb) and the write-ahead log, changed through the data folder's one write queue.
 *
 * Changes are queued and applied one after another, so a change always sees every change
 * queued before it. Changes that arrive while a batch is being written form the next
 * batch, written with one append and one fsync (group commit); each caller's promise
 * settles only once its change is on disk. Readers see committed data only. A write
 * costs the records it touches, not the size of the collection: the list is rebuilt
 * only when read.
 */
export class JsonCollection<T extends Entity> extends CollectionFront<T> implements JournalMember {
  private readonly adapter: AtomicJsonFile<unknown>;
  private readonly db: Low<readonly T[]>;

  constructor(
    readonly definition: CollectionDefinition<T>,
    readonly file: string,
    private readonly journal: Journal,
    /** The records written when the collection is first created or reset. */
    private readonly seed: () => readonly T[],
  ) {
    super();
    this.adapter = new AtomicJsonFile<unknown>(file);
    this.db = new Low<readonly T[]>(this.adapter as AtomicJsonFile<readonly T[]>, []);
  }

  /**
   * Loads the file and replays the collection's logged commits over it, or writes the
   * seed when neither exists yet. In `reset` mode the seed replaces everything, through
   * the log. A file that does not parse is left untouched and the error names it.
   */
  async open(mode: OpenMode = 'open'): Promise<'loaded' | 'seeded'> {
    if (this.state !== 'closed') throw new Error(`Collection ${this.name} is already open`);
    if (!this.journal.isOpen) throw new Error(`The store of collection ${this.name} is not open`);
    this.state = 'opening';
    try {
      const outcome = mode === 'reset' ? await this.reset() : await this.load();
      this.state = 'open';
      return outcome;
    } catch (error) {
      this.state = 'closed';
      throw error;
    }
  }

  private async reset(): Promise<'seeded'> {
    const seed = this.seed();
    // Whatever the file and the log held is superseded by the `replace` line.
    this.journal.goLive(this);
    await this.journal.submit([this], ([draft]) =>
      outcomeOf((draft as Draft<T>).prepareReplace(seed)),
    );
    return 'seeded';
  }

  private async load(): Promise<'loaded' | 'seeded'> {
    const logged = this.journal.loggedOps(this.name);
    // After a `replace` line the file's content no longer matters (nor whether it parses).
    const stored = logged.some((op) => op.replace) ? [] : await this.readFile();
    if (stored === null && logged.length === 0) {
      const seed = freezeList(this.seed(), this.name);
      await this.writeFile(seed);
      this.records.reset(seed);
      this.journal.goLive(this);
      return 'seeded';
    }
    // Read again: nothing can have changed them while the file was read, but this is
    // where they are taken, in one step with going live.
    const ops = this.journal.loggedOps(this.name);
    const current = ops.length === 0 ? (stored ?? []) : replay(stored ?? [], ops);
    this.takeOver(deepFreeze(current));
    const upgraded = this.definition.upgrade?.(this.records.list()) ?? this.records.list();
    if (upgraded === this.records.list()) {
      this.journal.goLive(this);
      return 'loaded';
    }
    if (ops.length === 0) {
      // No log line names this collection: the upgrade is written straight to its file.
      const list = freezeList(upgraded, this.name);
      await this.writeFile(list);
      this.records.reset(list);
      this.journal.goLive(this);
      return 'loaded';
    }
    this.journal.goLive(this);
    const given = this.records.list();
    await this.journal.submit([this], ([draft]) =>
      outcomeOf(prepareList(draft as Draft<T>, given, upgraded)),
    );
    return 'loaded';
  }

  private async readFile(): Promise<T[] | null> {
    const stored = await this.adapter.read();
    if (stored === null) return null;
    if (!Array.isArray(stored) || !stored.every(isEntity)) {
      throw new CorruptCollectionFileError(this.file, 'does not hold a list of records with ids');
    }
    this.journal.noteFileBytes(this.name, this.adapter.bytes);
    return stored as T[];
  }

  private takeOver(items: readonly T[]): void {
    this.records.reset(items);
    if (this.records.size !== items.length) {
      throw new CorruptCollectionFileError(this.file, 'holds two records with the same id');
    }
  }

  private async writeFile(items: readonly T[]): Promise<void> {
    this.db.data = items;
    await this.db.write();
    this.journal.noteFileBytes(this.name, this.adapter.bytes);
  }

  protected submit<R>(prepare: Prepare<T, R>): Promise<R> {
    return this.journal.submit([this], ([draft]) => outcomeOf(prepare(draft as Draft<T>)));
  }
}

/**
 * A whole new list checked against the one it came from, as a step; `kept` maps the
 * records it gave back differing from the stored ones in their stamps alone to the stored
 * ones, which stay (see `answerAsStored`).
 */
export function prepareList<T extends Entity>(
  draft: Draft<T>,
  given: readonly T[],
  next: readonly T[],
): Step<T, undefined> & { kept?: ReadonlyMap<T, T> } {
  const prepared = draft.prepare(given, next);
  return {
    result: undefined,
    ops: prepared?.ops,
    kept: prepared?.kept,
    apply: () => {
      if (prepared) draft.apply(prepared);
    },
  };
}

function outcomeOf<T extends Entity, R>(step: Step<T, R> & { removeFiles?: readonly string[] }) {
  return {
    result: step.result,
    ops: step.ops ? [step.ops] : [],
    removeFiles: step.removeFiles ?? [],
    apply: step.apply,
  };
}

/**
 * A change removing the records `drop` picks, answering how many; when it picks none the
 * list is left as it is, so nothing is written.
 */
export function removeWhere<T>(drop: (item: T) => boolean): Change<T, number> {
  return (items) => {
    const kept = items.filter((item) => !drop(item));
    return kept.length === items.length
      ? { items, result: 0 }
      : { items: kept, result: items.length - kept.length };
  };
}
