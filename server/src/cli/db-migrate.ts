/**
 * `npm run db:migrate` runs the pending PostgreSQL migrations on DATABASE_URL (the store
 * tables; see server/src/store/postgres/migrations). Safe while servers run, and twice:
 * Kysely's migrator takes a lock and skips what already ran. Without DATABASE_URL there
 * is nothing to migrate (the JSON files need none).
 */
import { toAppConfig, validateEnvironment } from '../config/environment';
import { connect, migrateToLatest, redactedUrl } from '../store/postgres/database';

async function main(): Promise<void> {
  const { database } = toAppConfig(validateEnvironment(process.env));
  if (!database) {
    throw new Error('DATABASE_URL is not set: the JSON files need no migration');
  }
  const db = connect({ ...database, poolSize: 1 });
  try {
    const ran = await migrateToLatest(db);
    const where = redactedUrl(database.url);
    console.log(ran.length > 0 ? `Migrated ${where}: ${ran.join(', ')}` : `${where} is up to date`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
