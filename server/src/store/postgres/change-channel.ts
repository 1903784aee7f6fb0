import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Client } from 'pg';
import type { StoredChange } from '../change-feed';
import type { StoreLogger } from './pg-store';
import type { StoreDatabase } from './schema';

/** The channel every server NOTIFYs its committed changes on, and LISTENs to. */
export const CHANGE_CHANNEL = 'talento_store_changes';

/** NOTIFY refuses payloads of 8000 bytes or more; this leaves room for the envelope. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = [250, 1000, 5000];
/** How long a notice carried through the table is kept for the other servers to read. */
export const NOTICE_RETENTION_MS = 60_000;

/**
 * What one notification carries: the changes without their records, and who sent them;
 * or the id of a notice in `store_change_notices` holding such an envelope (`n`), when it
 * is too large for NOTIFY. `many` (only that there were too many changes to tell) is still
 * understood, from servers of an older version.
 */
interface Envelope {
  o: string;
  c: Omit<StoredChange, 'record'>[];
  n?: string;
  many?: true;
}

/** A notification to send: said inline, or written to the table and told by its id. */
type Parcel = { inline: string } | { table: string };

/** Past this many changes in one commit, they go as one notice through the table. */
const MANY_CHANGES = 500;

/**
 * Carries committed changes between the servers sharing one database: each server
 * NOTIFYs its own (small: collection, id, kind, version, actor, audience) and LISTENs on
 * a connection of its own, outside the pool, for the others'. Its own notifications come
 * back too and are skipped by their origin. What does not fit in a notification (a
 * change with a large audience, a commit of very many changes) is written to
 * `store_change_notices` and only its id NOTIFYed; the listeners read it by id, and the
 * row is removed after `retentionMs`. Notifications are handled in the order they came.
 */
export class PgChangeChannel {
  private readonly origin = randomUUID();
  private client: Client | undefined;
  private stopped = false;
  private attempt = 0;
  /** The connection was lost since the last LISTEN: notifications may have been missed. */
  private lost = false;
  /** The notifications heard, handled one after another (a notice read by id takes a query). */
  private handling: Promise<void> = Promise.resolve();
  /** The removals this server scheduled of its own notices. */
  private readonly removals = new Set<NodeJS.Timeout>();

  constructor(
    private readonly url: string,
    private readonly db: Kysely<StoreDatabase>,
    private readonly logger: StoreLogger,
    private readonly receive: (changes: readonly StoredChange[]) => void,
    /**
     * Called once listening again after the connection was lost, or when another server
     * told of a notice that is gone already: readers should refetch.
     */
    private readonly resumed: () => void = () => undefined,
    private readonly retentionMs = NOTICE_RETENTION_MS,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.logger.warn(`The change channel's connection failed: ${error.message}`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) this.heard(message.payload);
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (this.lost) this.resumed();
    this.lost = false;
    this.attempt = 0;
  }

  /** NOTIFYs the changes, as few notifications as fit. Failures are logged: writes stand. */
  async send(changes: readonly StoredChange[]): Promise<void> {
    try {
      for (const parcel of this.parcelsOf(changes)) {
        if ('inline' in parcel) {
          await sql`select pg_notify(${CHANGE_CHANNEL}, ${parcel.inline})`.execute(this.db);
        } else {
          await this.sendThroughTable(parcel.table);
        }
      }
    } catch (error) {
      this.logger.warn(`Could not tell other servers of a change: ${(error as Error).message}`);
    }
  }

  /** The notifications that tell `changes`, in their order. */
  private parcelsOf(changes: readonly StoredChange[]): Parcel[] {
    const envelope = (c: Envelope['c']) => JSON.stringify({ o: this.origin, c });
    const slim = changes.map(slimmed);
    // Screens refetch after a commit of very many changes; the servers still hear them all.
    if (slim.length > MANY_CHANGES) return [{ table: envelope(slim) }];
    const parcels: Parcel[] = [];
    let batch: Envelope['c'] = [];
    const flush = () => {
      if (batch.length > 0) parcels.push({ inline: envelope(batch) });
      batch = [];
    };
    for (const change of slim) {
      const alone = envelope([change]);
      if (Buffer.byteLength(alone) > MAX_PAYLOAD) {
        flush();
        parcels.push({ table: alone });
        continue;
      }
      if (Buffer.byteLength(envelope([...batch, change])) > MAX_PAYLOAD) flush();
      batch.push(change);
    }
    flush();
    return parcels;
  }

  /**
   * Writes the envelope to the table and NOTIFYs its id, in one statement (so the row is
   * there before anyone hears of it); removes it after the retention, and with it any
   * notice older than that (a server that stopped before removing its own).
   */
  private async sendThroughTable(payload: string): Promise<void> {
    const { rows } = await sql<{ id: string }>`
      with notice as (insert into store_change_notices (payload) values (${payload}) returning id)
      select id, pg_notify(
               ${CHANGE_CHANNEL},
               json_build_object('o', ${this.origin}::text, 'c', '[]'::json, 'n', id::text)::text
             )
        from notice`.execute(this.db);
    const id = rows[0].id;
    const removal = setTimeout(() => {
      this.removals.delete(removal);
      void this.removeNotices(id);
    }, this.retentionMs);
    removal.unref();
    this.removals.add(removal);
  }

  private async removeNotices(id: string): Promise<void> {
    try {
      await sql`
        delete from store_change_notices
         where id = ${id}
            or created_at < floor(extract(epoch from statement_timestamp()) * 1000) - ${this.retentionMs}`.execute(
        this.db,
      );
    } catch (error) {
      this.logger.warn(`Could not remove old change notices: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // What is left is removed by the next server to send a notice after the retention.
    for (const removal of this.removals) clearTimeout(removal);
    this.removals.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private heard(payload: string): void {
    this.handling = this.handling.then(() => this.handle(payload));
  }

  private async handle(payload: string): Promise<void> {
    try {
      let envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === this.origin || !Array.isArray(envelope.c)) return;
      if (envelope.many) return this.resumed();
      if (typeof envelope.n === 'string') {
        const notice = await this.db
          .selectFrom('store_change_notices')
          .select('payload')
          .where('id', '=', envelope.n)
          .executeTakeFirst();
        // Gone already (read later than its retention): what it said is lost, so refetch.
        if (!notice) return this.resumed();
        envelope = JSON.parse(notice.payload) as Envelope;
        if (!Array.isArray(envelope.c)) return;
      }
      this.receive(envelope.c);
    } catch (error) {
      if (error instanceof SyntaxError) {
        this.logger.warn('Skipped a change notification that does not parse');
        return;
      }
      // The notice could not be read: what it said is lost, so refetch.
      this.logger.warn(`Could not read a change notice: ${(error as Error).message}`);
      this.resumed();
    }
  }

  private reconnect(client: Client): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.lost = true;
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => {
      this.start().catch((error: unknown) => {
        this.logger.warn(`The change channel could not reconnect: ${(error as Error).message}`);
        // Try again, later each time, until the store closes.
        if (this.client) this.reconnect(this.client);
      });
    }, delay).unref();
  }
}

function slimmed(change: StoredChange): Envelope['c'][number] {
  const { record: _record, ...rest } = change;
  return rest;
}
