import { defineCollection, type StoredChange, type StoreService } from '../src/store';
import { query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';
import { eventually } from './helpers/wait';

interface Board {
  id: string;
  title: string;
}

const boards = defineCollection<Board>({ name: 'boards', seed: () => [] });
/** Notices are removed this soon here, so that a test sees them go. */
const RETENTION_MS = 400;

const db = storesOnTestDatabase();

/** A server's store on the shared database, and what its change feed hears. */
async function server(audience?: readonly string[]) {
  const store: StoreService = await db.stores.create({
    database: { url: db.url, migrate: true, poolSize: 4, noticeRetentionMs: RETENTION_MS },
  });
  const collection = store.collection(boards);
  await store.open(collection);
  if (audience) store.changes.audienceOf = () => audience;
  const heard: StoredChange[] = [];
  let gaps = 0;
  store.changes.subscribe((changes) => heard.push(...changes));
  store.changes.onGap = () => gaps++;
  return { store, boards: collection, heard, gaps: () => gaps };
}

const notices = async () =>
  Number(
    (await query<{ count: string }>(db.url, 'select count(*) from store_change_notices'))[0].count,
  );

describe('change notices too large for NOTIFY (through store_change_notices)', () => {
  it('bring a change with its whole audience to another server, then go', async () => {
    // 400 accounts a record belongs to: about 16 KB, twice what NOTIFY takes.
    const audience = Array.from(
      { length: 400 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    expect(Buffer.byteLength(JSON.stringify(audience))).toBeGreaterThan(8000);
    const a = await server(audience);
    const b = await server();
    // A notice an earlier server left behind, long past its time.
    await query(db.url, `insert into store_change_notices (payload, created_at) values ('{}', 0)`);

    const board = await a.boards.insert({ id: 'b1', title: 'Shared by many' });
    await eventually(() => b.heard.some((change) => change.id === 'b1'));

    expect(b.heard).toEqual([
      {
        collection: 'boards',
        id: 'b1',
        kind: 'created',
        version: expect.any(String),
        actor: null,
        audience,
        record: board,
      },
    ]);
    expect(b.heard[0].version).toBe(a.heard[0].version);
    expect(b.gaps()).toBe(0);
    // Its own notice, and the one left long ago, are removed after the retention.
    await eventually(async () => (await notices()) === 0, 5000);
  });

  it('bring every change of a commit of very many to another server', async () => {
    const a = await server();
    const b = await server();
    const many = Array.from({ length: 600 }, (_, n) => ({ id: `r${n}`, title: `Board ${n}` }));

    await a.store.mutateTogether<[Board], void>([{ collection: a.boards }], () => ({
      lists: [many],
      result: undefined,
    }));
    await eventually(() => b.heard.length >= 600);

    expect(b.heard.map((change) => [change.id, change.kind])).toEqual(
      many.map((board) => [board.id, 'created']),
    );
    expect(b.heard[599].record).toEqual(many[599]);
    expect(b.gaps()).toBe(0);
    await eventually(async () => (await notices()) === 0, 5000);
  });
});
