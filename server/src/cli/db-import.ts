/**
 * `npm run db:import -- --from <data folder>` copies a JSON data folder into the empty
 * PostgreSQL database DATABASE_URL names, in one transaction (migrating it first when
 * needed). It refuses, changing nothing, a database that already holds collections, and a
 * folder a running server owns. The uploaded files (files/) and the secrets (jwt-secret,
 * booking-secret) go in with the collections, in the same transaction.
 */
import { resolve } from 'node:path';
import { toAppConfig, validateEnvironment } from '../config/environment';
import { connect, redactedUrl } from '../store/postgres/database';
import { importDataFolder } from '../store/postgres/transfer';
import { AFTER_IMPORT, folderArgument, summary, TRANSFERRED_SECRETS } from './transfer-arguments';

async function main(): Promise<void> {
  const from = resolve(folderArgument(process.argv.slice(2), '--from', 'db:import'));
  const { database } = toAppConfig(validateEnvironment(process.env));
  if (!database) throw new Error('DATABASE_URL is not set: name the database to import into');
  const db = connect({ ...database, poolSize: 1 });
  try {
    const imported = await importDataFolder(db, from, { secrets: TRANSFERRED_SECRETS });
    const { migrated } = imported;
    const where = redactedUrl(database.url);
    if (migrated.length > 0) console.log(`Migrated ${where}: ${migrated.join(', ')}`);
    console.log(`Imported ${from} into ${where}: ${summary(imported)}`);
    console.log(AFTER_IMPORT);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
