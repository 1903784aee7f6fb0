import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** data/seed at the top of the tree, from both server/src/store and dist/server/store. */
export const SEED_DIR = resolve(__dirname, '../../../data/seed');

/** Hand-written sample data kept under data/seed (read at seeding time only). */
export function readSeedJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(SEED_DIR, relativePath), 'utf8')) as T;
}

/** An ISO time `minutes` before `now`: sample data stays recent whenever it is seeded. */
export function minutesAgo(minutes: number, now = new Date()): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}
