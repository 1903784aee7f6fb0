/** Jest global teardown of the API suite: removes what the global setup made for the run. */
import { rm } from 'node:fs/promises';
import {
  dropRunDatabases,
  PREFIX_VARIABLE,
  runsOnPostgres,
  type JestProject,
} from './pg-databases';
import { SEEDS_VARIABLE } from './seeded-folders';

export default async function teardown(
  _globalConfig: unknown,
  project: JestProject,
): Promise<void> {
  const seeds = process.env[SEEDS_VARIABLE];
  if (seeds) await rm(seeds, { recursive: true, force: true });
  const prefix = process.env[PREFIX_VARIABLE];
  if (!runsOnPostgres(project) || !prefix) return;
  await dropRunDatabases(prefix);
}
