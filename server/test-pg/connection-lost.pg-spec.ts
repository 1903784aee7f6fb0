import { type Kysely, sql } from 'kysely';
import { connect } from '../src/store/postgres/database';
import type { StoreDatabase } from '../src/store/postgres/schema';
import { closeConnections, createTestDatabase, type TestDatabase } from './helpers/database';
import { eventually, sleep } from './helpers/wait';

/**
 * A connection the database closes (a restart, a failover, an administrator) must not end
 * the server: node-postgres emits 'error' on the connection's client, and the pool listens
 * only while the client is idle.
 */
describe('a connection the database closes', () => {
  let database: TestDatabase;
  let db: Kysely<StoreDatabase>;
  let lost: Error[];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  beforeEach(() => {
    lost = [];
    db = connect({ url: database.url, poolSize: 2 }, (error) => lost.push(error));
  });
  afterEach(() => db.destroy());

  it('fails the transaction that held it, is reported once, and the pool goes on', async () => {
    // The connection stays checked out from the pool for the whole transaction.
    const transaction = db.transaction().execute(async (trx) => {
      await sql`select 'in a transaction' as held_marker`.execute(trx);
      await eventually(async () => (await closeConnections(database.url, 'held_marker')) > 0);
      await eventually(() => lost.length > 0);
      await sql`select 1`.execute(trx);
    });

    await expect(transaction).rejects.toThrow(/terminat|not queryable/i);
    await sleep(200);
    expect(lost).toHaveLength(1);
    expect(lost[0].message).toMatch(/terminat/i);

    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('reports an idle connection it closes once, and the pool opens another', async () => {
    await sql`select 'warm' as idle_marker`.execute(db);
    await eventually(async () => (await closeConnections(database.url, 'idle_marker')) > 0);

    await eventually(() => lost.length > 0);
    await sleep(200);
    expect(lost).toHaveLength(1);

    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
