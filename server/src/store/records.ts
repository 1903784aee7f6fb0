import { isDeepStrictEqual } from 'node:util';
import { deepFreeze } from './deep-freeze';
import type { Entity } from './entity';
import { KeyIndex, type KeyOf } from './key-index';

/**
 * The fields a write sets to its own time (when the record was last written). A record
 * that differs from the stored one in these alone is not changed: the stored one stays,
 * nothing is logged and its version holds, so a record sent back as it was read refuses
 * nobody's edit. Fields a write sets on purpose (a board's `lastActivity`, an import
 * session's `touchedAt`) are not stamps: they change the record.
 */
const STAMP_FIELDS: readonly string[] = ['updatedAt', 'modifiedAt'];
const STAMPS: ReadonlySet<string> = new Set(STAMP_FIELDS);

/**
 * Whether `next` holds what `stored` holds but for its stamps: the same keys, each value
 * the same (deep-equal for an object). Records are plain JSON data; most values are
 * primitives, so `===` settles them and only objects and arrays are compared deeply
 * (prototypes included: a value of a DTO class is written, as any change is).
 */
export function sameButStamps(stored: object, next: object): boolean {
  const before = stored as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  if (keys.length !== Object.keys(before).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(before, key)) return false;
    if (STAMPS.has(key)) continue;
    const a = before[key];
    const b = after[key];
    if (a === b) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (!isDeepStrictEqual(a, b)) return false;
  }
  return true;
}

/**
 * A record written by a commit. A record that is new carries where it goes (`at` the
 * start or the end, or right `after` another record); a record that already existed
 * keeps its place. Replaying a put of a record that exists again replaces it in place,
 * so a put can be applied twice.
 */
export interface PutOp<T extends Entity = Entity> {
  r: T;
  at?: 'start' | 'end';
  after?: string;
}

/**
 * What one commit did to one collection, as a log line stores it: the records removed
 * (by id), the records written, and the full id order only when records that already
 * existed changed places. `replace` (the whole list, from `reset` mode) comes alone.
 * Applied in that order: del, put, order.
 */
export interface CollectionOps<T extends Entity = Entity> {
  c: string;
  replace?: T[];
  del?: string[];
  put?: PutOp<T>[];
  order?: string[];
}

export class InvalidChangeError extends Error {
  constructor(collection: string, problem: string) {
    super(`${collection}: ${problem}`);
    this.name = 'InvalidChangeError';
  }
}

export function isEntity(value: unknown): value is Entity {
  return typeof value === 'object' && value !== null && typeof (value as Entity).id === 'string';
}

/**
 * A record-level edit waiting to be folded into a list: lists are rebuilt lazily, so a
 * write costs the same whatever the size of its collection. `prev` is the value before
 * the edit; for the first edit of a record that was in the base list, that is the very
 * object in the base list (found again with indexOf, which is fast).
 */
type Edit<T> =
  | { kind: 'insert'; id: string; at: 'start' | 'end' }
  | { kind: 'put' | 'delete'; id: string; prev: T };

/** Folds `edits` into `base`; `current` answers each record's value after them. */
function materialise<T extends Entity>(
  base: readonly T[],
  edits: readonly Edit<T>[],
  current: (id: string) => T | undefined,
): readonly T[] {
  if (edits.length === 0) return base;
  const inserts: { id: string; index: number; atStart: boolean }[] = [];
  const lastInsert = new Map<string, number>();
  const baseTouched = new Map<string, T>();
  edits.forEach((edit, index) => {
    if (edit.kind === 'insert') {
      inserts.push({ id: edit.id, index, atStart: edit.at === 'start' });
      lastInsert.set(edit.id, index);
    } else if (!lastInsert.has(edit.id) && !baseTouched.has(edit.id)) {
      baseTouched.set(edit.id, edit.prev);
    }
  });
  // A base record keeps its slot unless it was removed (or removed and inserted again).
  const inBaseSlot = (id: string) => (lastInsert.has(id) ? undefined : current(id));
  let middle: readonly T[];
  if (baseTouched.size === 0) {
    middle = base;
  } else if (baseTouched.size <= 32) {
    const copy: (T | undefined)[] = Array.from(base);
    let holes = 0;
    for (const [id, original] of baseTouched) {
      const index = base.indexOf(original);
      if (index === -1) throw new Error(`store: record ${id} is missing from its list`);
      const value = inBaseSlot(id);
      copy[index] = value;
      if (value === undefined) holes++;
    }
    middle = holes === 0 ? (copy as T[]) : (copy.filter((item) => item !== undefined) as T[]);
  } else {
    const rebuilt: T[] = [];
    for (const item of base) {
      if (!baseTouched.has(item.id)) rebuilt.push(item);
      else {
        const value = inBaseSlot(item.id);
        if (value !== undefined) rebuilt.push(value);
      }
    }
    middle = rebuilt;
  }
  const starts: T[] = [];
  const ends: T[] = [];
  for (const { id, index, atStart } of inserts) {
    if (lastInsert.get(id) !== index) continue;
    const value = current(id);
    if (value !== undefined) (atStart ? starts : ends).push(value);
  }
  const out: T[] = [];
  for (let i = starts.length - 1; i >= 0; i--) out.push(starts[i]);
  for (const item of middle) out.push(item);
  for (const item of ends) out.push(item);
  return Object.freeze(out);
}

/**
 * The committed records of one collection: an id map for lookups and the list in order,
 * rebuilt only when someone reads it (or when enough edits have piled up). Records are
 * frozen as they come in, never all over again.
 */
export class RecordSet<T extends Entity> {
  private byId = new Map<string, T>();
  private base: readonly T[] = Object.freeze([]);
  private edits: Edit<T>[] = [];
  /** The indexes of the keys looked up so far, by key name, each made on first use. */
  private readonly keyIndexes = new Map<string, KeyIndex<T>>();

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** The records whose key `name` (computed by `keyOf`) is `key`. */
  withKey(name: string, keyOf: KeyOf<T>, key: string): T[] {
    return this.idsWithKey(name, keyOf, key).map((id) => this.byId.get(id)!);
  }

  /** The ids behind `withKey`: a draft leaves out those its batch changed. */
  idsWithKey(name: string, keyOf: KeyOf<T>, key: string): readonly string[] {
    let index = this.keyIndexes.get(name);
    if (index === undefined) {
      index = new KeyIndex(keyOf, this.byId.values());
      this.keyIndexes.set(name, index);
    }
    return index.idsOf(key);
  }

  get size(): number {
    return this.byId.size;
  }

  list(): readonly T[] {
    if (this.edits.length > 0) {
      this.base = materialise(this.base, this.edits, (id) => this.byId.get(id));
      this.edits = [];
    }
    return this.base;
  }

  /** A whole new list, already frozen (opening, reset). */
  reset(items: readonly T[]): void {
    this.base = items;
    this.edits = [];
    this.byId = new Map(items.map((item) => [item.id, item]));
    this.keyIndexes.clear();
  }

  /** Takes over what a draft committed: O(changes) unless the draft holds a whole list. */
  absorb(draft: Draft<T>): void {
    if (draft.replaced) {
      this.reset(draft.items());
      return;
    }
    if (draft.hasList) {
      this.base = draft.items();
      this.edits = [];
    } else {
      for (const edit of draft.pendingEdits) this.edits.push(edit);
    }
    for (const [id, value] of draft.changed) {
      const previous = this.byId.get(id);
      for (const index of this.keyIndexes.values()) index.replace(id, previous, value ?? undefined);
      if (value === null) this.byId.delete(id);
      else this.byId.set(id, value);
    }
    // Bounds the edits kept: folding them costs one pass over the list.
    if (this.edits.length > 256 + this.base.length / 4) this.list();
  }
}

/** One change worked out against a draft: its answer, its ops, and how to apply it. */
export interface Step<T extends Entity, R> {
  result: R;
  /** Absent when the change changes nothing. */
  ops?: CollectionOps<T>;
  apply: () => void;
}

/** A change checked against the list it was given, ready to be applied to a draft. */
export interface PreparedChange<T extends Entity> {
  next: readonly T[];
  /** Absent when the change changes nothing (its records all kept, see `kept`). */
  ops?: CollectionOps<T>;
  changed: Map<string, T | null>;
  /**
   * The records the change gave back equal to the stored ones but for their stamps, each
   * with the stored record that stays in its place (in `next` too), when there are any.
   */
  kept?: ReadonlyMap<T, T>;
}

/**
 * The working state of one collection during one batch of the write queue: the committed
 * records plus what the batch's changes did so far. Readers never see it; the collection
 * absorbs it once the batch is on disk.
 */
export class Draft<T extends Entity> {
  /** Records written (a value) or removed (null) by this batch. */
  readonly changed = new Map<string, T | null>();
  /** Record edits since `list` was last known, or since the batch began. */
  pendingEdits: Edit<T>[] = [];
  private list: readonly T[] | undefined;
  replaced = false;

  constructor(
    readonly name: string,
    private readonly records: RecordSet<T>,
  ) {}

  get hasList(): boolean {
    return this.list !== undefined;
  }

  /** Whether the batch changed anything here (records, or only their order). */
  get touched(): boolean {
    return this.changed.size > 0 || this.list !== undefined || this.replaced;
  }

  get(id: string): T | undefined {
    const value = this.changed.get(id);
    if (value === null) return undefined;
    return value ?? (this.replaced ? undefined : this.records.get(id));
  }

  /**
   * The records whose key `name` is `key` as the batch left them: the committed holders it
   * did not touch, and those among the records it wrote.
   */
  withKey(name: string, keyOf: KeyOf<T>, key: string): T[] {
    const found: T[] = [];
    if (!this.replaced) {
      for (const id of this.records.idsWithKey(name, keyOf, key)) {
        if (!this.changed.has(id)) found.push(this.records.get(id)!);
      }
    }
    for (const value of this.changed.values()) {
      if (value !== null && keyOf(value) === key) found.push(value);
    }
    return found;
  }

  items(): readonly T[] {
    if (this.list === undefined && this.pendingEdits.length === 0) return this.records.list();
    const base = this.list ?? this.records.list();
    this.list = materialise(base, this.pendingEdits, (id) => this.get(id));
    this.pendingEdits = [];
    return this.list;
  }

  /** A new record (frozen) at the start or the end; refused when its id is taken. */
  prepareInsert(item: T, at: 'start' | 'end'): Step<T, T> {
    if (!isEntity(item)) throw new InvalidChangeError(this.name, 'a record needs a string id');
    if (this.get(item.id) !== undefined) {
      throw new InvalidChangeError(this.name, `duplicate id ${item.id}`);
    }
    const record = deepFreeze(item);
    return {
      result: record,
      ops: { c: this.name, put: [{ r: record, at }] },
      apply: () => {
        this.changed.set(record.id, record);
        this.pendingEdits.push({ kind: 'insert', id: record.id, at });
      },
    };
  }

  /** The record with `patch` shallow-merged (same id), or undefined when the id is unknown. */
  prepareUpdate(id: string, patch: Partial<Omit<T, 'id'>>): Step<T, T | undefined> {
    const current = this.get(id);
    if (current === undefined) return { result: undefined, apply: () => {} };
    const merged = { ...current, ...patch, id } as T;
    // Only its stamps moved: the record stays as stored, and nothing is written.
    if (sameButStamps(current, merged)) return { result: current, apply: () => {} };
    const record = deepFreeze(merged);
    return {
      result: record,
      ops: { c: this.name, put: [{ r: record }] },
      apply: () => {
        this.changed.set(id, record);
        this.pendingEdits.push({ kind: 'put', id, prev: current });
      },
    };
  }

  prepareRemove(id: string): Step<T, boolean> {
    const current = this.get(id);
    if (current === undefined) return { result: false, apply: () => {} };
    return {
      result: true,
      ops: { c: this.name, del: [id] },
      apply: () => {
        this.changed.set(id, null);
        this.pendingEdits.push({ kind: 'delete', id, prev: current });
      },
    };
  }

  /** The whole list at once, whatever was there (reset mode): logged as `replace`. */
  prepareReplace(items: readonly T[]): Step<T, void> {
    const next = freezeList(items, this.name);
    return {
      result: undefined,
      ops: { c: this.name, replace: [...next] },
      apply: () => {
        this.replaced = true;
        this.changed.clear();
        for (const item of next) this.changed.set(item.id, item);
        this.list = next;
        this.pendingEdits = [];
      },
    };
  }

  /**
   * Checks the list a change returned against the one it was given and works out the
   * ops, without applying anything: undefined when it holds the records given, without
   * ops when the records it changed differ in their stamps only (`kept`). Throws on a
   * list that is not one of records with unique string ids.
   */
  prepare(given: readonly T[], next: unknown): PreparedChange<T> | undefined {
    if (next === given) return undefined;
    if (!Array.isArray(next)) {
      throw new InvalidChangeError(this.name, 'a change must return a list of records');
    }
    const prepared = diffLists(this.name, given, next as readonly T[], (id) => this.get(id));
    return prepared;
  }

  apply(prepared: PreparedChange<T>): void {
    // Nothing changed: the draft stays untouched, so nothing is committed.
    if (prepared.ops === undefined) return;
    for (const [id, value] of prepared.changed) this.changed.set(id, value);
    this.list = prepared.next;
    this.pendingEdits = [];
  }
}

/**
 * The records of `next` a diff keeps as stored: a record given back equal to the stored
 * one but for its stamps is replaced, in a copy of `next` made at the first, by the
 * stored one, so that the list and the lookups hold the same objects and nothing is put.
 */
class KeptRecords<T extends Entity> {
  private list: T[] | undefined;
  private copies: Map<T, T> | undefined;

  constructor(private readonly next: readonly T[]) {}

  /** Keeps `stored` in place of `next[at]` when only stamps tell them apart. */
  keep(at: number, stored: T): boolean {
    const copy = this.next[at];
    if (!sameButStamps(stored, copy)) return false;
    (this.copies ??= new Map()).set(copy, stored);
    (this.list ??= [...this.next])[at] = stored;
    return true;
  }

  /** The change, its list as stored (frozen); undefined when it changes and keeps nothing. */
  prepared(
    ops: CollectionOps<T> | undefined,
    changed: Map<string, T | null>,
  ): PreparedChange<T> | undefined {
    if (ops === undefined && this.copies === undefined) return undefined;
    const next = this.list ?? this.next;
    const frozen = Object.isFrozen(next) ? next : Object.freeze(next);
    return { next: frozen, ops, changed, kept: this.copies };
  }
}

/**
 * The ops that turn `prev` into `next`. One pass in the common cases (records changed in
 * place, added, removed, the others keeping their order), comparing objects first so
 * that untouched records cost no lookup; a full comparison only when existing records
 * changed places, which is logged as the whole id order. Only a record whose object
 * changed is compared with the stored one, to keep it when its stamps alone moved.
 */
function diffLists<T extends Entity>(
  name: string,
  prev: readonly T[],
  next: readonly T[],
  lookup: (id: string) => T | undefined,
): PreparedChange<T> | undefined {
  const put: PutOp<T>[] = [];
  const del: string[] = [];
  const changed = new Map<string, T | null>();
  const added = new Set<string>();
  const kept = new KeptRecords(next);
  let i = 0;
  let reordered = false;
  for (let j = 0; j < next.length && !reordered; j++) {
    const item = next[j];
    if (i < prev.length && item === prev[i]) {
      i++;
      continue;
    }
    if (!isEntity(item)) throw new InvalidChangeError(name, 'every record needs a string id');
    if (i < prev.length && item.id === prev[i].id) {
      if (!kept.keep(j, prev[i])) {
        put.push({ r: item });
        changed.set(item.id, item);
      }
      i++;
      continue;
    }
    if (lookup(item.id) === undefined) {
      if (added.has(item.id)) throw new InvalidChangeError(name, `duplicate id ${item.id}`);
      added.add(item.id);
      put.push(j === 0 ? { r: item, at: 'start' } : { r: item, after: next[j - 1].id });
      changed.set(item.id, item);
      continue;
    }
    // An existing record further on: the ones skipped were removed, unless it came from
    // further back (a reorder, or a duplicate), which the full comparison sorts out.
    const skipped: string[] = [];
    while (i < prev.length && prev[i].id !== item.id) skipped.push(prev[i++].id);
    if (i === prev.length) {
      reordered = true;
      break;
    }
    for (const id of skipped) {
      del.push(id);
      changed.set(id, null);
    }
    if (item !== prev[i] && !kept.keep(j, prev[i])) {
      put.push({ r: item });
      changed.set(item.id, item);
    }
    i++;
  }
  if (reordered) return diffReordered(name, prev, next, lookup);
  for (; i < prev.length; i++) {
    del.push(prev[i].id);
    changed.set(prev[i].id, null);
  }
  if (changed.size === 0) return kept.prepared(undefined, changed);
  for (const { r } of put) deepFreeze(r);
  const ops: CollectionOps<T> = { c: name };
  if (del.length > 0) ops.del = del;
  if (put.length > 0) ops.put = put;
  return kept.prepared(ops, changed);
}

function diffReordered<T extends Entity>(
  name: string,
  prev: readonly T[],
  next: readonly T[],
  lookup: (id: string) => T | undefined,
): PreparedChange<T> {
  const nextIds = new Set<string>();
  const changed = new Map<string, T | null>();
  const put: PutOp<T>[] = [];
  const kept = new KeptRecords(next);
  next.forEach((item, at) => {
    if (!isEntity(item)) throw new InvalidChangeError(name, 'every record needs a string id');
    if (nextIds.has(item.id)) throw new InvalidChangeError(name, `duplicate id ${item.id}`);
    nextIds.add(item.id);
    const stored = lookup(item.id);
    if (stored === item || (stored !== undefined && kept.keep(at, stored))) return;
    put.push({ r: deepFreeze(item) });
    changed.set(item.id, item);
  });
  const del = prev.filter((item) => !nextIds.has(item.id)).map((item) => item.id);
  for (const id of del) changed.set(id, null);
  const ops: CollectionOps<T> = { c: name, order: next.map((item) => item.id) };
  if (del.length > 0) ops.del = del;
  if (put.length > 0) ops.put = put;
  return kept.prepared(ops, changed)!;
}

/**
 * A change's answer with the records it kept (`PreparedChange.kept`: each copy it gave
 * back, to the stored record that stayed) answered as stored, so that it shows the stored
 * stamps: the answer itself, or an item or a field of it (`{ updated, member }`). A
 * service that answers something made from the record answers the record from its
 * change and makes that after.
 */
export function answerAsStored<R>(
  result: R,
  kept: readonly (ReadonlyMap<Entity, Entity> | undefined)[],
): R {
  const storedOf = new Map<unknown, Entity>(
    kept.flatMap((map) => (map === undefined ? [] : [...map])),
  );
  if (storedOf.size === 0 || typeof result !== 'object' || result === null) return result;
  const stored = storedOf.get(result);
  if (stored !== undefined) return stored as R;
  const swap = (value: unknown) => storedOf.get(value) ?? value;
  if (Array.isArray(result)) {
    const items = result.map(swap);
    return items.some((item, at) => item !== result[at]) ? (items as R) : result;
  }
  if (Object.getPrototypeOf(result) !== Object.prototype) return result;
  const given = result as Record<string, unknown>;
  const fields = Object.entries(given).map(([key, value]) => [key, swap(value)] as const);
  const swapped = fields.some(([key, value]) => value !== given[key]);
  return swapped ? (Object.fromEntries(fields) as R) : result;
}

/** Deep-freezes a list read or seeded as a whole, checking that it holds records. */
export function freezeList<T extends Entity>(items: readonly T[], name: string): readonly T[] {
  const ids = new Set<string>();
  for (const item of items) {
    if (!isEntity(item)) throw new InvalidChangeError(name, 'every record needs a string id');
    if (ids.has(item.id)) throw new InvalidChangeError(name, `duplicate id ${item.id}`);
    ids.add(item.id);
  }
  return deepFreeze(items);
}

interface Link<T> {
  value: T;
  prev: Link<T> | undefined;
  next: Link<T> | undefined;
}

/**
 * Applies logged ops to a list (opening, reading a data folder). A linked list keyed by
 * id makes each op cost the same whatever the size of the list. Replay is idempotent: a
 * put of a record that exists replaces it in place, a delete of one that does not is a
 * no-op, so ops applied twice in a row leave what applying them once leaves.
 */
export function replay<T extends Entity>(base: readonly T[], all: readonly CollectionOps[]): T[] {
  let from = 0;
  for (let k = all.length - 1; k >= 0; k--) {
    if (all[k].replace) {
      from = k;
      break;
    }
  }
  const ops = all.slice(from);
  if (ops.length === 0) return [...base];
  const links = new Map<string, Link<T>>();
  let head: Link<T> | undefined;
  let tail: Link<T> | undefined;
  const unlink = (link: Link<T>) => {
    if (link.prev) link.prev.next = link.next;
    else head = link.next;
    if (link.next) link.next.prev = link.prev;
    else tail = link.prev;
    link.prev = link.next = undefined;
  };
  const linkAfter = (link: Link<T>, before: Link<T> | undefined) => {
    link.prev = before;
    link.next = before ? before.next : head;
    if (link.next) link.next.prev = link;
    else tail = link;
    if (before) before.next = link;
    else head = link;
  };
  const load = (items: readonly T[]) => {
    links.clear();
    head = tail = undefined;
    for (const value of items) {
      const link: Link<T> = { value, prev: tail, next: undefined };
      if (tail) tail.next = link;
      else head = link;
      tail = link;
      links.set(value.id, link);
    }
  };
  load(ops[0].replace ? (ops[0].replace as T[]) : base);
  for (const op of ops) {
    if (op.replace) continue;
    for (const id of op.del ?? []) {
      const link = links.get(id);
      if (!link) continue;
      unlink(link);
      links.delete(id);
    }
    for (const { r, at, after } of op.put ?? []) {
      const record = r as T;
      const existing = links.get(record.id);
      if (existing) {
        existing.value = record;
        continue;
      }
      const link: Link<T> = { value: record, prev: undefined, next: undefined };
      const anchor = after === undefined ? undefined : links.get(after);
      // A new record goes where it was put; should its neighbour be gone, at the end.
      linkAfter(link, at === 'start' ? undefined : (anchor ?? tail));
      links.set(record.id, link);
    }
    if (op.order) {
      // Records the order does not name (none when replaying onto the list the commit
      // saw; some when replaying onto a newer list) stay right after the record they
      // follow now, so that replaying twice changes nothing.
      const named = new Set(op.order);
      const following = new Map<string | undefined, T[]>();
      let anchor: string | undefined;
      for (let link = head; link; link = link.next) {
        if (named.has(link.value.id)) anchor = link.value.id;
        else following.set(anchor, [...(following.get(anchor) ?? []), link.value]);
      }
      const ordered: T[] = [...(following.get(undefined) ?? [])];
      for (const id of op.order) {
        const link = links.get(id);
        if (!link) continue;
        ordered.push(link.value, ...(following.get(id) ?? []));
      }
      load(ordered);
    }
  }
  const out: T[] = [];
  for (let link = head; link; link = link.next) out.push(link.value);
  return out;
}

/** A collection whose reads can answer a change's draft while that change runs. */
export interface ChangeView {
  inChange: Draft<Entity> | undefined;
}

/**
 * Runs a change (synchronously) with each member's `list`/`get`/`count` answering the
 * member's draft: what the commit sees, other servers' latest commits and the earlier
 * changes of its batch included. So a check reading another module's records through
 * its usual finders holds in the commit, as long as that module's collection is one of
 * the commit's (StoreService.mutateTogether). Nothing else runs meanwhile: the change is
 * synchronous, so no request ever reads a draft.
 */
export function runSeeingDrafts<R>(
  members: readonly ChangeView[],
  drafts: readonly Draft<Entity>[],
  run: () => R,
): R {
  members.forEach((member, index) => (member.inChange = drafts[index]));
  try {
    return run();
  } finally {
    for (const member of members) member.inChange = undefined;
  }
}
