import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder } from './atomic-json-file';
import { PRIVATE_WRITE } from './private-files';

/**
 * The files of the write-ahead log in a data folder:
 *
 * - `wal-<generation>.jsonl`: the log. Commits are appended to the highest generation;
 *   compaction starts a new one and removes the older ones once their content is in the
 *   collection files.
 * - `<collection>.json.next`: a collection file written by a compaction, renamed over
 *   `<collection>.json` once every one of them is on disk and the marker says so.
 * - `compaction.json`: the marker, the commit point of a compaction: which generations
 *   it absorbs and which `.next` files hold their content.
 */
export const LOG_FILE = /^wal-(\d+)\.jsonl$/;
export const MARKER_FILE = 'compaction.json';
export const NEXT_SUFFIX = '.next';

export function logFileName(generation: number): string {
  return `wal-${generation}.jsonl`;
}

export interface CompactionMarker {
  /** Log generations whose every commit is in the collection files once the renames ran. */
  absorbs: number[];
  /** Collections whose `<name>.json.next` replaces `<name>.json`. */
  files: string[];
}

/** The log generations in the folder, oldest first. */
export async function logGenerations(dataDir: string): Promise<number[]> {
  return (await readdir(dataDir))
    .map((name) => LOG_FILE.exec(name)?.[1])
    .filter((generation): generation is string => generation !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export async function readMarker(dataDir: string): Promise<CompactionMarker | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, MARKER_FILE), 'utf8')) as CompactionMarker;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The commit point of a compaction: written whole (temp file, fsync, rename) or not at all. */
export async function writeMarker(dataDir: string, marker: CompactionMarker): Promise<void> {
  await writeFileAtomic(join(dataDir, MARKER_FILE), `${JSON.stringify(marker)}\n`, PRIVATE_WRITE);
  await fsyncFolder(dataDir);
}

/**
 * Finishes what a compaction left. Past its marker (the commit point) it is finished:
 * the remaining `.next` files are renamed over the collection files, the absorbed logs
 * and the marker removed. Before it, its `.next` files are dropped: the logs still hold
 * everything. Safe to run again at any point, which makes compaction crash-proof.
 * Answers what it did, for the log.
 */
export async function settleCompaction(dataDir: string): Promise<'none' | 'finished' | 'dropped'> {
  const marker = await readMarker(dataDir);
  if (marker) {
    await finishCompaction(dataDir, marker);
    return 'finished';
  }
  const leftovers = (await readdir(dataDir)).filter((name) => name.endsWith(`.json${NEXT_SUFFIX}`));
  if (leftovers.length === 0) return 'none';
  await Promise.all(leftovers.map((name) => rm(join(dataDir, name), { force: true })));
  await fsyncFolder(dataDir);
  return 'dropped';
}

/** The steps after the marker, each of which may already have been done. */
export async function finishCompaction(
  dataDir: string,
  marker: CompactionMarker,
  afterRenames?: () => Promise<void>,
): Promise<void> {
  for (const name of marker.files) {
    const target = join(dataDir, `${name}.json`);
    await rename(`${target}${NEXT_SUFFIX}`, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // renamed before the crash
    });
  }
  // The renames are durable before the logs that they replace go.
  await fsyncFolder(dataDir);
  await afterRenames?.();
  for (const generation of marker.absorbs) {
    await rm(join(dataDir, logFileName(generation)), { force: true });
  }
  await rm(join(dataDir, MARKER_FILE), { force: true });
  await fsyncFolder(dataDir);
}
