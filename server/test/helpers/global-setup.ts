/**
 * Jest global setup of the API suite, on either driver: a folder for the run's seeded data
 * folders (seeded-folders.ts), and on PostgreSQL the prefix of the run's databases for the
 * workers (pg-databases.ts). The workers inherit both through the environment. Jest calls
 * it once per project that names it, so whatever one call made the next keeps.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREFIX_VARIABLE, runsOnPostgres, type JestProject } from './pg-databases';
import { SEEDS_VARIABLE } from './seeded-folders';

export default function setup(_globalConfig: unknown, project: JestProject): void {
  process.env[SEEDS_VARIABLE] ??= mkdtempSync(join(tmpdir(), 'talento-seeds-'));
  if (!runsOnPostgres(project)) return;
  process.env[PREFIX_VARIABLE] ??= `talento_test_${process.pid}_${Date.now().toString(36)}`;
}
