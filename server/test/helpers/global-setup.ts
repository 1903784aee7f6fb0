/**
 * Jest global setup of the API suite: on PostgreSQL (TEST_STORE=postgres), names this
 * run's databases for the workers (see pg-databases.ts). Nothing on the JSON files.
 */
import { PREFIX_VARIABLE } from './pg-databases';

export default function setup(): void {
  if (process.env.TEST_STORE !== 'postgres') return;
  process.env[PREFIX_VARIABLE] = `talento_test_${process.pid}_${Date.now().toString(36)}`;
}
