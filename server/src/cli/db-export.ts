/**
 * `npm run db:export -- --to <folder>` writes every collection of the database
 * DATABASE_URL names (one consistent snapshot) as a JSON data folder the JSON driver opens:
 * one `<collection>.json` each, the uploaded files under files/ and the secrets (jwt-secret,
 * booking-secret) as files. The folder must be new or empty (refused otherwise, changing
 * nothing).
 */
import { resolve } from 'node:path';
import { toAppConfig, validateEnvironment } from '../config/environment';
import { connect, redactedUrl } from '../store/postgres/database';
import { exportDataFolder } from '../store/postgres/transfer';
import { AFTER_EXPORT, folderArgument, summary } from './transfer-arguments';

async function main(): Promise<void> {
  const to = resolve(folderArgument(process.argv.slice(2), '--to', 'db:export'));
  const { database } = toAppConfig(validateEnvironment(process.env));
  if (!database) throw new Error('DATABASE_URL is not set: name the database to export');
  const db = connect({ ...database, poolSize: 1 });
  try {
    const exported = await exportDataFolder(db, to);
    console.log(`Exported ${redactedUrl(database.url)} into ${to}: ${summary(exported)}`);
    console.log(AFTER_EXPORT);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
