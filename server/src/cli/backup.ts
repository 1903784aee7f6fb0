/**
 * `npm run backup -- <folder>` writes a consistent backup of the configured store into
 * a new or empty folder, while servers go on writing:
 *
 * - JSON files (DATA_DIR): the collections as of one point of the write-ahead log (whole
 *   commits only), the stored files they name and the secrets, read without taking the
 *   folder's lock (a running server keeps it; the folder may be mounted read-only);
 * - PostgreSQL (DATABASE_URL): one read-only REPEATABLE READ transaction over every table.
 *
 * Either way the folder is a JSON data folder with a `backup-manifest`, written last;
 * `npm run restore -- <folder>` puts it back, into either driver.
 */
import { resolve } from 'node:path';
import { toAppConfig, validateEnvironment } from '../config/environment';
import { backupDatabase, backupDataFolder } from '../store/backup/backup';
import { connect, redactedUrl } from '../store/postgres/database';
import { backupSummary, positionalFolder, TRANSFERRED_SECRETS } from './transfer-arguments';

async function main(): Promise<void> {
  const to = resolve(positionalFolder(process.argv.slice(2), 'backup -- <folder>'));
  const { dataDir, database } = toAppConfig(validateEnvironment(process.env));
  if (!database) {
    const summary = await backupDataFolder(dataDir, to, { secrets: TRANSFERRED_SECRETS });
    console.log(`Backed up ${dataDir} into ${to}: ${backupSummary(summary)}`);
    return;
  }
  const source = redactedUrl(database.url);
  const db = connect({ ...database, poolSize: 1 });
  try {
    const summary = await backupDatabase(db, to, source);
    console.log(`Backed up ${source} into ${to}: ${backupSummary(summary)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
