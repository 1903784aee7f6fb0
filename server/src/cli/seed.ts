/**
 * `npm run seed` writes the sample data of every collection that has no file yet;
 * `npm run seed -- --reset` rewrites every collection from its sample data (stop the
 * server first: a running server keeps its own copy in memory). With DATABASE_URL both
 * work on the database instead (a collection without a row there counts as new).
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfigService } from '../config/config';
import { redactedUrl } from '../store/postgres/database';

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot({ store: reset ? 'reset' : 'open' }),
    { logger: ['error', 'warn'] },
  );
  const { dataDir, database } = context.get(AppConfigService).values;
  await context.close();
  const where = database ? redactedUrl(database.url) : dataDir;
  console.log(`${reset ? 'Reset' : 'Seeded'} the sample data in ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
