import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** write-file-atomic's temp files: the target's name plus a hexadecimal suffix. */
const TEMP_FILE = /\.json\.[0-9a-f]+$/;

/**
 * Removes the temp files that writes killed half-way left beside the collections. Safe
 * only while this process holds the data folder's lock (no other writer is running).
 * Answers how many were removed.
 */
export async function sweepTempFiles(dataDir: string): Promise<number> {
  const leftovers = (await readdir(dataDir)).filter((name) => TEMP_FILE.test(name));
  await Promise.all(leftovers.map((name) => rm(join(dataDir, name), { force: true })));
  return leftovers.length;
}
