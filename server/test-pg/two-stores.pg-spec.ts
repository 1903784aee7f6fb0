import { defineCollection } from '../src/store';
import { query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';

interface Stock {
  id: string;
  left: number;
}

interface Taken {
  id: string;
  by: string;
}

const stock = defineCollection<Stock>({ name: 'stock', seed: () => [{ id: 'reward', left: 10 }] });
const taken = defineCollection<Taken>({ name: 'taken', seed: () => [] });

const db = storesOnTestDatabase();

/** A server's store: its own process memory, the shared database. */
async function server() {
  const store = await db.stores.create();
  const stockCollection = store.collection(stock);
  const takenCollection = store.collection(taken);
  await store.open(stockCollection);
  await store.open(takenCollection);
  return { store, stock: stockCollection, taken: takenCollection };
}

describe('two stores on one database (as two servers)', () => {
  it('hand out exactly the stock to 200 concurrent takers split over both', async () => {
    const [a, b] = [await server(), await server()];

    const take = (on: Awaited<ReturnType<typeof server>>, i: number) =>
      on.store.mutateTogether<[Stock, Taken], boolean>(
        [{ collection: on.stock }, { collection: on.taken }],
        ([stockList, takenList]) => {
          const item = stockList[0];
          if (item.left === 0) throw new Error('out of stock');
          return {
            lists: [
              [{ ...item, left: item.left - 1 }],
              [...takenList, { id: `take-${i}`, by: on === a ? 'a' : 'b' }],
            ],
            result: true,
          };
        },
      );
    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => take(i % 2 === 0 ? a : b, i)),
    );

    const won = settled.filter((outcome) => outcome.status === 'fulfilled');
    const refused = settled.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toEqual(new Error('out of stock'));
    }
    await a.store.sync();
    await b.store.sync();
    for (const on of [a, b]) {
      expect(on.stock.list()).toEqual([{ id: 'reward', left: 0 }]);
      expect(on.taken.list()).toHaveLength(10);
    }
    expect(a.taken.list()).toEqual(b.taken.list());
    const rows = await query<{ count: string }>(
      db.url,
      `select count(*) from store_records where collection = 'taken'`,
    );
    expect(rows[0].count).toBe('10');
  });

  it('keep a check inside a change across servers with plain mutate too', async () => {
    const [a, b] = [await server(), await server()];

    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? a : b).stock.mutate((items) => {
          if (items[0].left === 0) throw new Error('out of stock');
          return { items: [{ ...items[0], left: items[0].left - 1 }], result: i };
        }),
      ),
    );

    expect(settled.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    await a.store.sync();
    await b.store.sync();
    expect(a.stock.get('reward')?.left).toBe(0);
    expect(b.stock.get('reward')?.left).toBe(0);
  });

  it('see a record removed through one store gone from the other after its sync', async () => {
    const [a, b] = [await server(), await server()];
    await a.taken.insert({ id: 'session-1', by: 'a' });
    await b.store.sync();
    expect(b.taken.get('session-1')).toEqual({ id: 'session-1', by: 'a' });

    await a.taken.remove('session-1');
    expect(b.taken.get('session-1')).toBeDefined();
    await b.store.sync();

    expect(b.taken.get('session-1')).toBeUndefined();
    expect(b.taken.list()).toEqual([]);
  });

  it('let a write on a store that missed changes work on the fresh records', async () => {
    const [a, b] = [await server(), await server()];
    await a.taken.insert({ id: 'one', by: 'a' });

    // b has not synced: its write reloads the collection inside its transaction.
    await b.taken.insert({ id: 'two', by: 'b' });

    expect(b.taken.list().map((item) => item.id)).toEqual(['one', 'two']);
    await a.store.sync();
    expect(a.taken.list()).toEqual(b.taken.list());
  });

  it('answer a sync asked while another runs with one that starts after it', async () => {
    const [a, b] = [await server(), await server()];

    const first = b.store.sync();
    await a.taken.insert({ id: 'late', by: 'a' });
    await Promise.all([b.store.sync(), b.store.sync(), first]);

    expect(b.taken.get('late')).toEqual({ id: 'late', by: 'a' });
  });
});

describe('a store opened again on the same database', () => {
  it('reads back what another store wrote, identically (keys in their order too)', async () => {
    const a = await server();
    await a.taken.insert({ id: 'x', by: 'a' });
    await a.stock.mutate((items) => ({
      items: [
        { id: 'first', left: 1, nested: { z: 1, a: [1, 2, { k: 'v' }] }, unicode: 'ğüş – 😀' },
        ...items,
      ] as Stock[],
      result: undefined,
    }));
    await a.taken.mutate((items) => ({ items: [...items].reverse(), result: undefined }));
    const stockBefore = JSON.stringify(a.stock.list());
    const takenBefore = JSON.stringify(a.taken.list());
    await db.stores.closeAll();

    const again = await server();

    expect(JSON.stringify(again.stock.list())).toBe(stockBefore);
    expect(JSON.stringify(again.taken.list())).toBe(takenBefore);
  });
});
