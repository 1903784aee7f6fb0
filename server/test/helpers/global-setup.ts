/**
 * Jest global setup of the API suite: a folder for the run's seeded data folders
 * (seeded-folders.ts), and on PostgreSQL (TEST_STORE=postgres) the prefix of the run's
 * databases for the workers (pg-databases.ts). The workers inherit both through the
 * environment.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREFIX_VARIABLE } from './pg-databases';
import { SEEDS_VARIABLE } from './seeded-folders';

export default function setup(): void {
  process.env[SEEDS_VARIABLE] = mkdtempSync(join(tmpdir(), 'talento-seeds-'));
  if (process.env.TEST_STORE !== 'postgres') return;
  process.env[PREFIX_VARIABLE] = `talento_test_${process.pid}_${Date.now().toString(36)}`;
}
