/** Jest global teardown of the API suite: drops the run's databases (see pg-databases.ts). */
import { dropRunDatabases, PREFIX_VARIABLE } from './pg-databases';

export default async function teardown(): Promise<void> {
  const prefix = process.env[PREFIX_VARIABLE];
  if (process.env.TEST_STORE !== 'postgres' || !prefix) return;
  await dropRunDatabases(prefix);
}
