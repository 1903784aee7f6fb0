import { sql } from 'kysely';
import {
  type AppendLog,
  checkLogName,
  type LogEntry,
  type LogQuery,
  WriteQueue,
} from '../append-log';
import type { StorageState } from '../storage-full';
import type { BlobDatabase } from './pg-blobs';

/** Rows per insert (4 parameters each). */
const ROWS_PER_STATEMENT = 500;

/**
 * A log of the PostgreSQL driver: one row of `store_logs` per entry, so every server
 * appends to and reads the same log, and the entries are backed up with the records.
 * Appends waiting together go in one insert (one transaction, one commit).
 */
export class PgAppendLog<T extends LogEntry> implements AppendLog<T> {
  private readonly queue = new WriteQueue<T>((entries) => this.write(entries));

  constructor(
    private readonly pg: BlobDatabase,
    readonly name: string,
    private readonly storage?: StorageState,
  ) {
    checkLogName(name);
  }

  append(entries: readonly T[]): Promise<void> {
    return this.queue.append(entries);
  }

  async read(query: LogQuery<T> = {}): Promise<T[]> {
    await this.pg.start();
    let select = this.pg.db.selectFrom('store_logs').select('data').where('log', '=', this.name);
    if (query.from !== undefined) select = select.where('at', '>=', new Date(query.from));
    if (query.to !== undefined) select = select.where('at', '<', new Date(query.to));
    for (const [field, value] of Object.entries(query.where ?? {}) as [string, unknown][]) {
      if (value !== undefined) {
        select = select.where(sql<string>`data->>${field}`, '=', String(value));
      }
    }
    const rows = await select.orderBy('at').orderBy('id').execute();
    return rows.map((row) => row.data as T);
  }

  async removeBefore(before: Date): Promise<number> {
    await this.pg.start();
    const result = await this.pg.db
      .deleteFrom('store_logs')
      .where('log', '=', this.name)
      .where('at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The pool is the store's, closed with it; the appends under way are waited for. */
  close(): Promise<void> {
    return this.queue.exclusive(() => Promise.resolve());
  }

  private async write(entries: readonly T[]): Promise<void> {
    await this.pg.start();
    try {
      await this.pg.db.transaction().execute(async (trx) => {
        for (let at = 0; at < entries.length; at += ROWS_PER_STATEMENT) {
          const rows = entries.slice(at, at + ROWS_PER_STATEMENT).map((entry) => ({
            log: this.name,
            id: entry.id,
            at: entry.at,
            data: JSON.stringify(entry),
          }));
          await trx
            .insertInto('store_logs')
            .values(rows)
            .onConflict((conflict) => conflict.columns(['log', 'id']).doNothing())
            .execute();
        }
      });
      this.storage?.noteWrite();
    } catch (error) {
      this.storage?.noteWrite(error);
      throw error;
    }
  }
}
