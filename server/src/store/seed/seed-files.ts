import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** data/seed at the top of the tree, from both server/src/store/seed and dist/server/store/seed. */
export const SEED_DIR = resolve(__dirname, '../../../../data/seed');

/**
 * data/images: the sample images (avatars, ...) the server serves under /api/images, one
 * folder deep. Shipped with the code (the Docker image copies data/), never written.
 */
export const IMAGES_DIR = resolve(__dirname, '../../../../data/images');

/** Hand-written sample data kept under data/seed (read at seeding time only). */
export function readSeedJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(SEED_DIR, relativePath), 'utf8')) as T;
}

/** An ISO time `minutes` before `now`: sample data stays recent whenever it is seeded. */
export function minutesAgo(minutes: number, now = new Date()): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}
