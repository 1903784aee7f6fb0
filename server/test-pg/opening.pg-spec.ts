import { Client } from 'pg';
import { defineCollection } from '../src/store';
import { MIGRATIONS } from '../src/store/postgres/migrations';
import { closeConnections, query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';
import { sleep } from './helpers/wait';

interface Item {
  id: string;
  name: string;
}

const seed = jest.fn(() => [
  { id: 'i1', name: 'One' },
  { id: 'i2', name: 'Two' },
]);
const items = defineCollection<Item>({ name: 'items', seed });

const db = storesOnTestDatabase();

beforeEach(() => seed.mockClear());

describe('opening the PostgreSQL store', () => {
  it('refuses a database whose migrations have not run, saying how to run them', async () => {
    const store = await db.stores.create({ database: { url: db.url, migrate: false } });

    const refusal = await store.open(store.collection(items)).catch((error: Error) => error);

    expect((refusal as Error).message).toContain(
      `lacks migrations (${Object.keys(MIGRATIONS).join(', ')}): ` +
        'run `npm run db:migrate`, or start with DB_MIGRATE=true',
    );
    expect(Object.keys(MIGRATIONS)).toEqual(expect.arrayContaining(['0001-store-tables']));
    // The URL is named without its password.
    const password = new URL(db.url).password;
    if (password) {
      expect((refusal as Error).message).toContain(':***@');
      expect((refusal as Error).message).not.toContain(password);
    }
  });

  it('seeds a collection once when two servers open it at the same time', async () => {
    const [a, b] = [await db.stores.create(), await db.stores.create()];
    const [onA, onB] = [a.collection(items), b.collection(items)];

    const outcomes = await Promise.all([a.open(onA), b.open(onB)]);

    expect(outcomes.sort()).toEqual(['loaded', 'seeded']);
    expect(onA.list()).toEqual(onB.list());
    expect(onA.list()).toEqual(seed.mock.results[0].value);
    const rows = await query<{ count: string }>(db.url, 'select count(*) from store_records');
    expect(rows[0].count).toBe('2');
  });

  it('loads a collection while another server holds it for a write, as last committed', async () => {
    const first = await db.stores.create();
    const collection = first.collection(items);
    await first.open(collection);
    await collection.insert({ id: 'i3', name: 'Three' });
    // Another server in the middle of a write: the collection's row is locked.
    const writer = new Client({ connectionString: db.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`select version from store_collections where name = 'items' for update`);
      await writer.query(
        `update store_records set data = '{"id":"i1","name":"Uno"}' where id = 'i1'`,
      );

      const second = await db.stores.create();
      const onSecond = second.collection(items);
      const opening = second.open(onSecond);
      const waited = new Promise<'waited'>((resolve) => setTimeout(resolve, 5_000, 'waited'));

      // A start does not wait on the write, and sees none of it.
      await expect(Promise.race([opening, waited])).resolves.toBe('loaded');
      expect(
        second
          .collection(items)
          .list()
          .map((item) => item.name),
      ).toEqual(['One', 'Two', 'Three']);
    } finally {
      await writer.query('rollback');
      await writer.end();
    }
  });

  it('rewrites every collection from its seed in reset mode', async () => {
    const first = await db.stores.create();
    const collection = first.collection(items);
    await first.open(collection);
    await collection.insert({ id: 'extra', name: 'Extra' });
    await db.stores.closeAll();

    const reset = await db.stores.create({ onStart: 'reset' });
    const again = reset.collection(items);

    await expect(reset.open(again)).resolves.toBe('seeded');
    expect(again.list().map((item) => item.id)).toEqual(['i1', 'i2']);
  });

  it('lives through the database closing its connections, and answers again', async () => {
    const store = await db.stores.create();
    await store.open(store.collection(items));
    expect(await store.status(1)).toMatchObject({ status: 'ok', writable: true });

    await closeConnections(db.url);
    await sleep(100);

    // The pool drops the closed connections and opens new ones.
    expect(await store.status(10_000)).toMatchObject({ status: 'ok' });
    const collection = store.collection(items);
    await expect(collection.insert({ id: 'after', name: 'After' })).resolves.toBeDefined();
  });
});
