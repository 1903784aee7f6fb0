/**
 * Backup benchmark: `npx tsx bench/backup.bench.ts`.
 *
 * The seeded data plus 50,000 applications with their stage histories: the time of a
 * backup (`npm run backup`'s code, in this process) and its size, then of a restore into
 * an empty store. On the JSON files the backup is taken while the built product runs on
 * the folder (idle: the backup needs neither its lock nor its help). On PostgreSQL
 * (PG_BENCH_URL, or PG_TEST_URL) the folder is first imported into a new database, then
 * backed up and restored into a second one. No goal: the figures size a schedule.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { TRANSFERRED_SECRETS } from '../server/src/cli/transfer-arguments';
import { backupDatabase, backupDataFolder } from '../server/src/store/backup/backup';
import { restoreDatabase, restoreDataFolder } from '../server/src/store/backup/restore';
import { connect } from '../server/src/store/postgres/database';
import { importDataFolder } from '../server/src/store/postgres/transfer';
import { addApplications } from './support/applications';
import { createBenchDatabase, pgBenchUrl } from './support/database';
import { root, startProduct, stop } from './support/product';

const APPLICATIONS = 50_000;

/** Bytes of every file under a folder. */
async function sizeOf(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return bytes;
}

async function timed<R>(task: () => Promise<R>): Promise<{ ms: number; result: R }> {
  const started = performance.now();
  const result = await task();
  return { ms: performance.now() - started, result };
}

function report(
  driver: string,
  backup: { ms: number; result: { collections: { records: number }[]; files: number } },
  bytes: number,
  restoreMs: number,
): void {
  const records = backup.result.collections.reduce((sum, one) => sum + one.records, 0);
  console.log(
    `${driver.padEnd(12)} backup ${(backup.ms / 1000).toFixed(2)} s, ` +
      `${(bytes / 2 ** 20).toFixed(1)} MiB (${records.toLocaleString('en')} records, ` +
      `${backup.result.files} files); restore ${(restoreMs / 1000).toFixed(2)} s`,
  );
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-backup-bench-'));
  const dataDir = join(folder, 'data');
  try {
    // Seeded by the product's first start, then given the applications while stopped.
    await stop((await startProduct(dataDir)).child);
    await addApplications(dataDir, APPLICATIONS);
    console.log(
      `Seeded data plus ${APPLICATIONS.toLocaleString('en')} applications, Node ${process.version}\n`,
    );

    const product = await startProduct(dataDir);
    const jsonBackup = join(folder, 'json-backup');
    let backup;
    try {
      backup = await timed(() =>
        backupDataFolder(dataDir, jsonBackup, { secrets: TRANSFERRED_SECRETS }),
      );
    } finally {
      await stop(product.child);
    }
    const restored = await timed(() =>
      restoreDataFolder(jsonBackup, join(folder, 'restored'), { replace: false }),
    );
    report('JSON files', backup, await sizeOf(jsonBackup), restored.ms);

    const server = pgBenchUrl();
    if (!server) {
      console.log('PostgreSQL: skipped (set PG_BENCH_URL or PG_TEST_URL)');
      return;
    }
    const source = await createBenchDatabase(server);
    const target = await createBenchDatabase(server);
    const sourceDb = connect({ url: source.url, poolSize: 2 });
    const targetDb = connect({ url: target.url, poolSize: 2 });
    try {
      await importDataFolder(sourceDb, jsonBackup, { secrets: TRANSFERRED_SECRETS });
      const pgBackup = join(folder, 'pg-backup');
      const taken = await timed(() => backupDatabase(sourceDb, pgBackup, 'bench'));
      const put = await timed(() => restoreDatabase(targetDb, pgBackup, { replace: false }));
      report('PostgreSQL', taken, await sizeOf(pgBackup), put.ms);
    } finally {
      await sourceDb.destroy();
      await targetDb.destroy();
      await source.drop();
      await target.drop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
