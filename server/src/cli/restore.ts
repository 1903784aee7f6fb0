/**
 * `npm run restore -- <folder> [--force]` puts a backup (`npm run backup`) back into the
 * configured store, whichever driver took it:
 *
 * - JSON files (DATA_DIR): only while no server runs on the folder (its lock is taken);
 *   the stored files, secrets and collection files are copied in;
 * - PostgreSQL (DATABASE_URL): in one transaction, migrating the database first.
 *
 * A store that already holds data is refused, changing nothing; `--force` replaces it
 * (its collections, stored files and secrets are deleted, then the backup's written).
 * The backup is checked against its manifest first: an incomplete one is refused.
 */
import { resolve } from 'node:path';
import { toAppConfig, validateEnvironment } from '../config/environment';
import { restoreDatabase, restoreDataFolder } from '../store/backup/restore';
import { connect, redactedUrl } from '../store/postgres/database';
import { backupSummary, positionalFolder } from './transfer-arguments';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--force');
  const from = resolve(
    positionalFolder(
      args.filter((arg) => arg !== '--force'),
      'restore -- <folder> [--force]',
    ),
  );
  const { dataDir, database } = toAppConfig(validateEnvironment(process.env));
  if (!database) {
    const manifest = await restoreDataFolder(from, dataDir, { replace });
    console.log(`Restored ${from} into ${dataDir}: ${backupSummary(manifest)}`);
    return;
  }
  const db = connect({ ...database, poolSize: 1 });
  try {
    const manifest = await restoreDatabase(db, from, { replace });
    console.log(`Restored ${from} into ${redactedUrl(database.url)}: ${backupSummary(manifest)}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
