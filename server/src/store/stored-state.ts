import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogEntry } from './append-log';
import type { Entity } from './entity';
import { type CollectionOps, replay } from './records';
import { type Commit, counts, parseLog } from './wal-file';
import {
  LOG_FILE,
  logFileName,
  logGenerations,
  MARKER_FILE,
  NEXT_SUFFIX,
  readMarker,
} from './wal-folder';

/**
 * What a restart would load from a data folder, read without changing anything: every
 * collection file with the logged commits replayed over it (a compaction past its
 * commit point counted as finished). For tests and tools; safe while a server runs: a
 * line being appended counts as not there yet, and a read that a compaction overlapped
 * is done again.
 */
export async function readStoredCollections(dataDir: string): Promise<Map<string, Entity[]>> {
  return (await readStoredState(dataDir)).collections;
}

/**
 * Where in the write-ahead log a read of the folder stopped: the commits it counted end
 * at `bytes` of the log generation `generation` (the newest), the last one numbered `seq`.
 */
export interface LogPoint {
  generation: number;
  bytes: number;
  seq: number;
}

export interface StoredState {
  collections: Map<string, Entity[]>;
  /**
   * The append-only logs' entries the write-ahead log holds, by log: most are in the logs'
   * own files too, but those of the last moments before a crash may not be yet.
   */
  logs: Map<string, LogEntry[]>;
  /** Undefined when the folder holds no log (a clean stop, or never started). */
  point: LogPoint | undefined;
  /** The log and compaction files' names when it was read (see `logLayout`). */
  layout: string;
}

/** `readStoredCollections`, with where in the log the read stopped. */
export async function readStoredState(dataDir: string): Promise<StoredState> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await logLayout(dataDir);
    const stored = await readOnce(dataDir);
    if ((await logLayout(dataDir)) === before) return { ...stored, layout: before };
  }
  throw new Error(`The data folder ${dataDir} kept changing while it was read`);
}

/**
 * The names that change when a compaction runs (its rotation starts a new log
 * generation first): equal before and after a read, no compaction overlapped it.
 */
export async function logLayout(dataDir: string): Promise<string> {
  return (await readdir(dataDir))
    .filter((name) => LOG_FILE.test(name) || name === MARKER_FILE || name.endsWith(NEXT_SUFFIX))
    .sort()
    .join('\n');
}

async function readOnce(dataDir: string): Promise<Omit<StoredState, 'layout'>> {
  const marker = await readMarker(dataDir);
  const absorbed = new Set(marker?.absorbs ?? []);
  const renamed = new Set(marker?.files ?? []);
  const logged = new Map<string, CollectionOps[]>();
  const logs = new Map<string, LogEntry[]>();
  const generations = (await logGenerations(dataDir)).filter((g) => !absorbed.has(g));
  const onDisk = new Set(generations);
  let point: LogPoint | undefined;
  for (const generation of generations) {
    const file = join(dataDir, logFileName(generation));
    const bytes = await readIfThere(file);
    if (!bytes) continue;
    const content = parseLog(file, bytes);
    let seq = point?.seq ?? 0;
    for (const commit of content.commits) {
      seq = Math.max(seq, commit.seq);
      if (!counts(commit, onDisk)) continue;
      for (const op of commit.ops) logged.set(op.c, [...(logged.get(op.c) ?? []), op]);
      for (const [name, entries] of Object.entries(commit.logs ?? {})) {
        const held = logs.get(name) ?? [];
        for (const entry of entries) held.push(entry);
        logs.set(name, held);
      }
    }
    point = { generation, bytes: content.wholeBytes, seq };
  }
  const names = new Set(logged.keys());
  for (const name of await readdir(dataDir)) {
    if (name.endsWith('.json') && name !== MARKER_FILE) names.add(name.slice(0, -'.json'.length));
  }
  const stored = new Map<string, Entity[]>();
  for (const name of [...names].sort()) {
    const ops = logged.get(name) ?? [];
    let base: Entity[] = [];
    if (!ops.some((op) => op.replace)) {
      const file = join(dataDir, `${name}.json`);
      const text =
        (renamed.has(name) ? await readIfThere(`${file}${NEXT_SUFFIX}`) : undefined) ??
        (await readIfThere(file));
      if (text) base = JSON.parse(text.toString('utf8')) as Entity[];
    }
    stored.set(name, replay(base, ops));
  }
  return { collections: stored, logs, point };
}

/**
 * The commits appended to the newest log after `point`, read without changing anything
 * (a line being appended is not there yet). Undefined when the log generation has
 * changed since (a compaction rotated it).
 */
export async function commitsAfter(
  dataDir: string,
  point: LogPoint,
): Promise<Commit[] | undefined> {
  const file = join(dataDir, logFileName(point.generation));
  const bytes = await readIfThere(file);
  if (!bytes || bytes.length < point.bytes) return undefined;
  return parseLog(file, bytes.subarray(point.bytes)).commits;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
