import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Entity } from './entity';
import { type CollectionOps, replay } from './records';
import { counts, parseLog } from './wal-file';
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
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await layout(dataDir);
    const stored = await readOnce(dataDir);
    if ((await layout(dataDir)) === before) return stored;
  }
  throw new Error(`The data folder ${dataDir} kept changing while it was read`);
}

/** The names that change when a compaction runs. */
async function layout(dataDir: string): Promise<string> {
  return (await readdir(dataDir))
    .filter((name) => LOG_FILE.test(name) || name === MARKER_FILE || name.endsWith(NEXT_SUFFIX))
    .sort()
    .join('\n');
}

async function readOnce(dataDir: string): Promise<Map<string, Entity[]>> {
  const marker = await readMarker(dataDir);
  const absorbed = new Set(marker?.absorbs ?? []);
  const renamed = new Set(marker?.files ?? []);
  const logged = new Map<string, CollectionOps[]>();
  const generations = (await logGenerations(dataDir)).filter((g) => !absorbed.has(g));
  const onDisk = new Set(generations);
  for (const generation of generations) {
    const file = join(dataDir, logFileName(generation));
    const bytes = await readIfThere(file);
    if (!bytes) continue;
    for (const commit of parseLog(file, bytes).commits) {
      if (!counts(commit, onDisk)) continue;
      for (const op of commit.ops) logged.set(op.c, [...(logged.get(op.c) ?? []), op]);
    }
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
  return stored;
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
