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

/**
 * What one notification carries: the changes without their records, and who sent them;
 * or, for a commit of very many changes, only that there were too many to tell (`many`).
 */
interface Envelope {
  o: string;
  c: Omit<StoredChange, 'record'>[];
  many?: true;
}

/** Past this many changes in one commit, the others are told to refetch instead. */
const MANY_CHANGES = 500;

/**
 * Carries committed changes between the servers sharing one database: each server
 * NOTIFYs its own (small: collection, id, kind, version, actor, audience) and LISTENs on
 * a connection of its own, outside the pool, for the others'. Its own notifications come
 * back too and are skipped by their origin. A change whose payload is still too large
 * alone goes without its audience, which the receiving server works out from its copy.
 */
export class PgChangeChannel {
  private readonly origin = randomUUID();
  private client: Client | undefined;
  private stopped = false;
  private attempt = 0;
  /** The connection was lost since the last LISTEN: notifications may have been missed. */
  private lost = false;

  constructor(
    private readonly url: string,
    private readonly db: Kysely<StoreDatabase>,
    private readonly logger: StoreLogger,
    private readonly receive: (changes: readonly StoredChange[]) => void,
    /**
     * Called once listening again after the connection was lost, or when another server
     * made too many changes at once to tell: readers should refetch.
     */
    private readonly resumed: () => void = () => undefined,
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
    const payloads: string[] = [];
    if (changes.length > MANY_CHANGES) {
      payloads.push(JSON.stringify({ o: this.origin, c: [], many: true }));
      changes = [];
    }
    let batch: Envelope['c'] = [];
    const flush = () => {
      if (batch.length > 0) payloads.push(JSON.stringify({ o: this.origin, c: batch }));
      batch = [];
    };
    for (const change of changes) {
      const slim = slimmed(change);
      const alone = JSON.stringify({ o: this.origin, c: [slim] });
      const fitting =
        alone.length <= MAX_PAYLOAD ? slim : { ...slim, audience: undefined as undefined };
      const next = JSON.stringify({ o: this.origin, c: [...batch, fitting] });
      if (Buffer.byteLength(next) > MAX_PAYLOAD) flush();
      batch.push(fitting);
    }
    flush();
    try {
      for (const payload of payloads) {
        await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(this.db);
      }
    } catch (error) {
      this.logger.warn(`Could not tell other servers of a change: ${(error as Error).message}`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private heard(payload: string): void {
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === this.origin || !Array.isArray(envelope.c)) return;
      if (envelope.many) this.resumed();
      else this.receive(envelope.c);
    } catch {
      this.logger.warn('Skipped a change notification that does not parse');
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
