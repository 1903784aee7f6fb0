import { type Kysely, sql } from 'kysely';
import type { StoreDatabase } from './schema';

/**
 * What several servers on one database share besides the records: request counters,
 * leases and jobs (migration 0003-cluster-tables). Each operation is one statement, so it
 * is atomic across servers without a transaction of its own. Times are milliseconds since
 * the epoch by the database's clock (`NOW`): servers whose clocks drift still agree.
 */
type Db = Kysely<StoreDatabase>;

/** The statement's start (one value however often a statement names it), in ms. */
const NOW = sql<string>`floor(extract(epoch from statement_timestamp()) * 1000)::bigint`;

/** A count within a window, and the milliseconds left of that window. */
export interface Tally {
  count: number;
  msLeft: number;
}

/** What @nestjs/throttler's storage answers, in milliseconds. */
export interface ThrottleTally {
  hits: number;
  msToExpire: number;
  blocked: boolean;
  msToUnblock: number;
}

interface TallyRow {
  hits: number;
  ms_left: string;
}

/**
 * A request counted against a limit (the throttlers' rule): hits count within a window
 * that starts at the first; the hit past `limit` blocks the key for `blockMs`, during which
 * hits are refused and not counted; once the block ends the key starts afresh.
 */
export async function throttleHit(
  db: Db,
  key: string,
  ttlMs: number,
  limit: number,
  blockMs: number,
): Promise<ThrottleTally> {
  const blocked = sql`c.blocked_until > ${NOW}`;
  const counting = sql`c.blocked_until = 0 and c.window_ends > ${NOW}`;
  const hits = sql`case when ${blocked} then c.hits when ${counting} then c.hits + 1 else 1 end`;
  const { rows } = await sql<{ hits: number; ms_to_expire: string; ms_to_unblock: string }>`
    insert into store_counters as c (key, hits, window_ends, blocked_until)
    values (${key}, 1, ${NOW} + ${ttlMs},
            case when 1 > ${limit} then ${NOW} + ${blockMs} else 0 end)
    on conflict (key) do update set
      hits = ${hits},
      window_ends = case when ${blocked} or ${counting} then c.window_ends
                         else ${NOW} + ${ttlMs} end,
      blocked_until = case when ${blocked} then c.blocked_until
                           when ${hits} > ${limit} then ${NOW} + ${blockMs}
                           else 0 end
    returning hits, window_ends - ${NOW} as ms_to_expire, blocked_until - ${NOW} as ms_to_unblock`.execute(
    db,
  );
  const row = rows[0];
  const msToUnblock = Number(row.ms_to_unblock);
  return {
    hits: row.hits,
    msToExpire: Number(row.ms_to_expire),
    blocked: msToUnblock > 0,
    msToUnblock,
  };
}

/** Adds one to a key's count; a key without a live window (or at zero) starts one. */
export async function incrementCounter(db: Db, key: string, windowMs: number): Promise<Tally> {
  const live = sql`c.window_ends > ${NOW} and c.hits > 0`;
  const { rows } = await sql<TallyRow>`
    insert into store_counters as c (key, hits, window_ends, blocked_until)
    values (${key}, 1, ${NOW} + ${windowMs}, 0)
    on conflict (key) do update set
      hits = case when ${live} then c.hits + 1 else 1 end,
      window_ends = case when ${live} then c.window_ends else ${NOW} + ${windowMs} end,
      blocked_until = 0
    returning hits, window_ends - ${NOW} as ms_left`.execute(db);
  return { count: rows[0].hits, msLeft: Number(rows[0].ms_left) };
}

/** Takes one off a live count (never below zero; a count at zero is as good as gone). */
export async function decrementCounter(db: Db, key: string): Promise<void> {
  await sql`
    update store_counters set hits = hits - 1
    where key = ${key} and hits > 0 and window_ends > ${NOW}`.execute(db);
}

export async function removeCounter(db: Db, key: string): Promise<void> {
  await sql`delete from store_counters where key = ${key}`.execute(db);
}

/** A key's live count (0 once its window ended). */
export async function counterValue(db: Db, key: string): Promise<number> {
  const { rows } = await sql<{ hits: number }>`
    select hits from store_counters where key = ${key} and window_ends > ${NOW}`.execute(db);
  return rows[0]?.hits ?? 0;
}

/** Deletes the counters whose window and block both ended; answers how many. */
export async function removeExpiredCounters(db: Db): Promise<number> {
  const result = await sql`
    delete from store_counters where window_ends <= ${NOW} and blocked_until <= ${NOW}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Takes a lease for `ms` unless another owner holds it unexpired; answers whether it did. */
export async function acquireLease(
  db: Db,
  name: string,
  owner: string,
  ms: number,
): Promise<boolean> {
  const { rows } = await sql`
    insert into store_leases as l (name, owner, expires_at)
    values (${name}, ${owner}, ${NOW} + ${ms})
    on conflict (name) do update set owner = excluded.owner, expires_at = excluded.expires_at
    where l.expires_at <= ${NOW} or l.owner = excluded.owner
    returning name`.execute(db);
  return rows.length > 0;
}

/** Renews every lease and job the owner holds, for `ms` from now. */
export async function renewOwned(db: Db, owner: string, ms: number): Promise<void> {
  await sql`update store_leases set expires_at = ${NOW} + ${ms} where owner = ${owner}`.execute(db);
  await sql`update store_jobs set lease_until = ${NOW} + ${ms} where owner = ${owner}`.execute(db);
}

export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await sql`delete from store_leases where name = ${name} and owner = ${owner}`.execute(db);
}

/** Of `names`, those whose lease a server holds unexpired. */
export async function liveLeases(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`
    select name from store_leases
    where name = any(${[...names]}::text[]) and expires_at > ${NOW}`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Claims a job for `leaseMs` unless a server runs it now (its lease unexpired) or it last
 * ended less than `everyMs` ago; answers whether this owner got it.
 */
export async function claimJob(
  db: Db,
  name: string,
  owner: string,
  leaseMs: number,
  everyMs: number,
): Promise<boolean> {
  const { rows } = await sql`
    insert into store_jobs as j (name, owner, lease_until, last_done)
    values (${name}, ${owner}, ${NOW} + ${leaseMs}, null)
    on conflict (name) do update set owner = excluded.owner, lease_until = excluded.lease_until
    where j.lease_until <= ${NOW} and (j.last_done is null or j.last_done <= ${NOW} - ${everyMs})
    returning name`.execute(db);
  return rows.length > 0;
}

/** Lets a claimed job go; `done` records now as its last end (a failed run does not). */
export async function endJob(db: Db, name: string, owner: string, done: boolean): Promise<void> {
  await sql`
    update store_jobs
    set owner = null, lease_until = 0,
        last_done = case when ${done} then ${NOW} else last_done end
    where name = ${name} and owner = ${owner}`.execute(db);
}
