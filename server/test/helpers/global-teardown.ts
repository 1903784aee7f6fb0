/** Jest global teardown of the API suite: removes what the global setup made for the run. */
import { rm } from 'node:fs/promises';
import { dropRunDatabases, PREFIX_VARIABLE } from './pg-databases';
import { SEEDS_VARIABLE } from './seeded-folders';

export default async function teardown(): Promise<void> {
  const seeds = process.env[SEEDS_VARIABLE];
  if (seeds) await rm(seeds, { recursive: true, force: true });
  const prefix = process.env[PREFIX_VARIABLE];
  if (process.env.TEST_STORE !== 'postgres' || !prefix) return;
  await dropRunDatabases(prefix);
}
