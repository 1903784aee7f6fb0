import { expectEqual } from '../../test/helpers/expect-equal';
import {
  answerAsStored,
  type CollectionOps,
  Draft,
  RecordSet,
  replay,
  sameButStamps,
} from './records';

interface Item {
  id: string;
  v: number;
}

const item = (id: string, v = 0): Item => ({ id, v });
const ids = (items: readonly Item[]) => items.map((entry) => entry.id);

/** A record set holding `items`, frozen as the store keeps them. */
function recordSet(items: Item[]): RecordSet<Item> {
  const records = new RecordSet<Item>();
  records.reset(Object.freeze(items.map((entry) => Object.freeze(entry))));
  return records;
}

/** The ops of one whole-list change from `before` to `next`, or undefined. */
function opsOf(before: Item[], next: (items: readonly Item[]) => Item[]) {
  const records = recordSet(before);
  const draft = new Draft('items', records);
  const given = draft.items();
  return draft.prepare(given, next(given))?.ops;
}

/** A small deterministic random source, so that a failure can be replayed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Runs `steps` random changes through drafts and record sets as the journal does (a
 * batch of a few changes, then absorbed), mixing record-level ops and whole-list
 * changes, with ids sometimes reused after removal, and checks them against a plain
 * array. Answers the start, the ops logged and the final list.
 */
function randomHistory(seed: number, steps: number, recordLevelOnly = false) {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const start = Array.from({ length: 6 }, (_, i) => item(`i${i}`));
  const records = recordSet(start);
  let model: Item[] = [...start];
  const ops: CollectionOps[] = [];
  let counter = 0;
  const freshId = () =>
    !recordLevelOnly && random() < 0.2 ? `i${Math.floor(random() * 8)}` : `n${counter++}`;
  const taken = (id: string) => model.some((entry) => entry.id === id);
  for (let step = 0; step < steps;) {
    const draft = new Draft<Item>('items', records);
    const batch = 1 + Math.floor(random() * 3);
    for (let b = 0; b < batch; b++, step++) {
      const choice = random();
      let logged: CollectionOps | undefined;
      if (choice < 0.2) {
        const added = item(freshId(), step);
        const at = random() < 0.5 ? 'start' : 'end';
        if (taken(added.id)) {
          expect(() => draft.prepareInsert(added, at)).toThrow('duplicate id');
          continue;
        }
        const s = draft.prepareInsert(added, at);
        s.apply();
        logged = s.ops;
        model = at === 'start' ? [added, ...model] : [...model, added];
      } else if (choice < 0.35 && model.length > 0) {
        const { id } = pick(model);
        const s = draft.prepareUpdate(id, { v: step });
        s.apply();
        logged = s.ops;
        model = model.map((entry) => (entry.id === id ? { ...entry, v: step } : entry));
      } else if (choice < 0.5 && model.length > 0) {
        const { id } = pick(model);
        const s = draft.prepareRemove(id);
        s.apply();
        logged = s.ops;
        model = model.filter((entry) => entry.id !== id);
      } else if (!recordLevelOnly) {
        const current = draft.items();
        expectEqual(ids(current), ids(model));
        const next = [...current];
        const kind = random();
        if (kind < 0.25 && next.length > 0) next.splice(Math.floor(random() * next.length), 1);
        else if (kind < 0.5) {
          const added = freshId();
          if (!taken(added)) {
            next.splice(Math.floor(random() * (next.length + 1)), 0, item(added, step));
          }
        } else if (kind < 0.7 && next.length > 1) {
          // Move one record elsewhere: a reorder.
          const [moved] = next.splice(Math.floor(random() * next.length), 1);
          next.splice(Math.floor(random() * (next.length + 1)), 0, moved);
        } else if (next.length > 0) {
          const at = Math.floor(random() * next.length);
          next[at] = { ...next[at], v: step };
        }
        const prepared = draft.prepare(current, next);
        if (prepared) draft.apply(prepared);
        logged = prepared?.ops;
        model = [...next];
      }
      if (logged) ops.push(JSON.parse(JSON.stringify(logged)) as CollectionOps);
    }
    records.absorb(draft);
    for (const entry of model) expectEqual(records.get(entry.id), entry);
    expectEqual(records.size, model.length);
    // Lists are read now and then only, so that edits pile up between reads.
    if (random() < 0.3) expectEqual(records.list(), model);
  }
  expect(records.list()).toEqual(model);
  return { start, ops, final: records.list() };
}

describe('Draft.prepare: the ops of a whole-list change', () => {
  const before = [item('a'), item('b'), item('c')];

  it('logs nothing for the same list, or a new list with the same records', () => {
    expect(opsOf(before, (items) => items as Item[])).toBeUndefined();
    expect(opsOf(before, (items) => [...items])).toBeUndefined();
  });

  it('logs a changed record as a put without a position', () => {
    expect(opsOf(before, (items) => items.map((e) => (e.id === 'b' ? item('b', 1) : e)))).toEqual({
      c: 'items',
      put: [{ r: item('b', 1) }],
    });
  });

  it('logs a new record with where it goes: at the start, or after its neighbour', () => {
    expect(opsOf(before, (items) => [item('n'), ...items])).toEqual({
      c: 'items',
      put: [{ r: item('n'), at: 'start' }],
    });
    expect(opsOf(before, (items) => [items[0], item('n'), item('m'), ...items.slice(1)])).toEqual({
      c: 'items',
      put: [
        { r: item('n'), after: 'a' },
        { r: item('m'), after: 'n' },
      ],
    });
  });

  it('logs removed records by id', () => {
    expect(opsOf(before, (items) => items.filter((e) => e.id !== 'b'))).toEqual({
      c: 'items',
      del: ['b'],
    });
  });

  it('logs the whole id order only when existing records changed places', () => {
    expect(opsOf(before, (items) => [...items].reverse())).toEqual({
      c: 'items',
      order: ['c', 'b', 'a'],
    });
  });

  it('refuses duplicate ids and records without an id', () => {
    expect(() => opsOf(before, (items) => [...items, item('a')])).toThrow('items: duplicate id a');
    expect(() => opsOf(before, (items) => [...items, item('n'), item('n')])).toThrow(
      'duplicate id n',
    );
    expect(() => opsOf(before, (items) => [...items, { v: 1 } as never])).toThrow(
      'every record needs a string id',
    );
  });
});

describe('RecordSet', () => {
  it('answers lookups at once and rebuilds the list only when it is read', () => {
    const records = recordSet([item('a'), item('b'), item('c')]);
    const before = records.list();
    const draft = new Draft<Item>('items', records);
    draft.prepareInsert(item('s'), 'start').apply();
    draft.prepareInsert(item('e'), 'end').apply();
    draft.prepareUpdate('b', { v: 2 }).apply();
    draft.prepareRemove('c').apply();
    expect(records.list()).toBe(before);

    records.absorb(draft);

    expect(records.get('b')).toEqual(item('b', 2));
    expect(records.get('c')).toBeUndefined();
    expect(records.size).toBe(4);
    const after = records.list();
    expect(ids(after)).toEqual(['s', 'a', 'b', 'e']);
    expect(Object.isFrozen(after)).toBe(true);
    expect(records.list()).toBe(after);
  });

  it('keeps lists and lookups equal to a plain array under random changes', () => {
    // randomHistory checks every batch against a plain array.
    for (let seed = 1; seed <= 100; seed++) randomHistory(seed, 80);
  });
});

describe('replay', () => {
  it('rebuilds exactly what the changes left, from any random history', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { start, ops, final } = randomHistory(seed, 40);
      expect({ seed, list: replay(start, ops) }).toEqual({ seed, list: [...final] });
    }
  });

  it('is idempotent for what insert, update and remove log (puts and deletes by id)', () => {
    // Replayed over what they already produced, they change nothing: a put of a record
    // that exists replaces it in place, a delete of one that is gone does nothing. (With
    // reorders and ids used again, positions could differ: compaction never replays a
    // log over a file that already holds it, so exactness never depends on this.)
    for (let seed = 1; seed <= 200; seed++) {
      const { start, ops, final } = randomHistory(seed, 40, true);
      const once = replay(start, ops);
      expect({ seed, list: replay(once, ops) }).toEqual({ seed, list: [...final] });
    }
  });

  it('starts from the last replace, whatever came before', () => {
    const ops: CollectionOps[] = [
      { c: 'items', put: [{ r: item('x'), at: 'end' }] },
      { c: 'items', replace: [item('s1'), item('s2')] },
      { c: 'items', put: [{ r: item('s3'), after: 's1' }] },
    ];
    expect(ids(replay([item('a')], ops))).toEqual(['s1', 's3', 's2']);
  });

  it('puts a new record whose neighbour is gone at the end, and ignores unknown deletes', () => {
    const ops: CollectionOps[] = [
      { c: 'items', del: ['nope'] },
      { c: 'items', put: [{ r: item('n'), after: 'gone' }] },
    ];
    expect(ids(replay([item('a'), item('b')], ops))).toEqual(['a', 'b', 'n']);
  });
});

interface Stamped {
  id: string;
  name: string;
  tags: string[];
  dims: { w: number; h: number };
  updatedAt: string;
  modifiedAt?: string;
  lastActivity?: string;
}

const THEN = '2024-01-01T00:00:00.000Z';
const NOW = '2025-06-01T12:00:00.000Z';

const stamped = (id: string, name = id.toUpperCase()): Stamped => ({
  id,
  name,
  tags: ['a', 'b'],
  dims: { w: 1, h: 2 },
  updatedAt: THEN,
  modifiedAt: THEN,
  lastActivity: THEN,
});

/** A draft over frozen stamped records, as the store keeps them. */
function stampedDraft(): { records: RecordSet<Stamped>; draft: Draft<Stamped> } {
  const records = new RecordSet<Stamped>();
  records.reset(deepFrozen([stamped('a'), stamped('b'), stamped('c')]));
  return { records, draft: new Draft('stamped', records) };
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const field of Object.values(value)) deepFrozen(field);
    Object.freeze(value);
  }
  return value;
}

/**
 * A copy with fresh objects all the way down: equal by value, by reference nowhere. (Not
 * structuredClone: under Jest its objects come from another realm, with other prototypes.)
 */
const cloned = (record: Stamped): Stamped => JSON.parse(JSON.stringify(record)) as Stamped;

describe('a write that moves only its own stamps', () => {
  it('compares records by value, stamps aside, the set of keys included', () => {
    const stored = deepFrozen(stamped('a'));
    expect(sameButStamps(stored, { ...cloned(stored), updatedAt: NOW, modifiedAt: NOW })).toBe(
      true,
    );
    expect(sameButStamps(stored, { ...stored, name: 'Other' })).toBe(false);
    expect(sameButStamps(stored, { ...stored, tags: ['a', 'c'] })).toBe(false);
    expect(sameButStamps(stored, { ...stored, dims: { w: 1, h: 3 } })).toBe(false);
    // A field a write sets on purpose is not a stamp.
    expect(sameButStamps(stored, { ...stored, lastActivity: NOW })).toBe(false);
    // A field added, even empty, or one left out.
    expect(sameButStamps(stored, { ...stored, extra: undefined })).toBe(false);
    const { modifiedAt: _dropped, ...without } = stored;
    expect(sameButStamps(stored, without)).toBe(false);
    expect(sameButStamps(without, stored)).toBe(false);
  });

  it('update: answers the stored record and logs nothing', () => {
    const { draft } = stampedDraft();
    const stored = draft.get('a')!;

    const step = draft.prepareUpdate('a', { name: 'A', tags: ['a', 'b'], updatedAt: NOW });
    step.apply();

    expect(step.result).toBe(stored);
    expect(step.ops).toBeUndefined();
    expect(draft.touched).toBe(false);
    expect(draft.get('a')).toBe(stored);
  });

  it('update: still logs a change of a field, or of one a write sets on purpose', () => {
    const { draft } = stampedDraft();

    const renamed = draft.prepareUpdate('a', { name: 'Other', updatedAt: NOW });
    const touched = draft.prepareUpdate('b', { lastActivity: NOW, updatedAt: NOW });

    expect(renamed.ops).toEqual({
      c: 'stamped',
      put: [{ r: { ...stamped('a', 'Other'), updatedAt: NOW } }],
    });
    expect(touched.ops?.put?.[0].r).toMatchObject({ id: 'b', lastActivity: NOW, updatedAt: NOW });
  });

  it('a whole list: a copy equal by value but for its stamps is kept as stored', () => {
    const { records, draft } = stampedDraft();
    const given = draft.items();
    const copy = { ...cloned(given[1]), updatedAt: NOW, modifiedAt: NOW };

    const prepared = draft.prepare(given, given.with(1, copy));

    expect(prepared?.ops).toBeUndefined();
    expect(prepared?.kept).toEqual(new Map([[copy, given[1]]]));
    draft.apply(prepared!);
    expect(draft.touched).toBe(false);
    records.absorb(draft);
    expect(records.list()).toBe(given);
  });

  it('a whole list: logs the records that changed, keeping the others as stored', () => {
    const { records, draft } = stampedDraft();
    const given = draft.items();
    const kept = { ...cloned(given[0]), updatedAt: NOW };
    const changed = { ...given[2], name: 'Changed', updatedAt: NOW };

    const prepared = draft.prepare(given, [kept, given[1], changed])!;

    expect(prepared.ops).toEqual({ c: 'stamped', put: [{ r: changed }] });
    expect(prepared.next[0]).toBe(given[0]);
    draft.apply(prepared);
    records.absorb(draft);
    expect(records.get('a')).toBe(given[0]);
    expect(records.list()[0]).toBe(given[0]);
    expect(records.list()[2]).toEqual(changed);
  });

  it('a whole list in another order: logs the order, and keeps a copy as stored', () => {
    const { records, draft } = stampedDraft();
    const given = draft.items();
    const copy = { ...cloned(given[0]), updatedAt: NOW };

    const prepared = draft.prepare(given, [given[2], given[1], copy])!;

    expect(prepared.ops).toEqual({ c: 'stamped', order: ['c', 'b', 'a'] });
    expect(prepared.next[2]).toBe(given[0]);
    draft.apply(prepared);
    records.absorb(draft);
    expect(records.list()).toEqual([given[2], given[1], given[0]]);
    expect(records.list()[2]).toBe(given[0]);
  });

  it('answers a change with the stored records in place of the copies it kept', () => {
    const { draft } = stampedDraft();
    const given = draft.items();
    const copy = { ...cloned(given[0]), updatedAt: NOW };
    const other = { id: 'x', updatedAt: NOW };
    const { kept } = draft.prepare(given, given.with(0, copy))!;

    expect(answerAsStored(copy, [kept])).toBe(given[0]);
    expect(answerAsStored({ updated: copy, other }, [undefined, kept])).toEqual({
      updated: given[0],
      other,
    });
    expect(answerAsStored([given[1], copy], [kept])).toEqual([given[1], given[0]]);
    // Something made from the copy is not looked into: services answer the record itself.
    const made = { ...copy, count: 2 };
    expect(answerAsStored(made, [kept])).toBe(made);
    // Anything else is answered as it is, the very same object.
    for (const answer of [other, [other], { other }, 'done', null]) {
      expect(answerAsStored(answer, [kept])).toBe(answer);
    }
    expect(answerAsStored(copy, [undefined])).toBe(copy);
  });
});
