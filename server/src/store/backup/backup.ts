import type { Kysely } from 'kysely';
import { exportDataFolder } from '../postgres/transfer';
import type { StoreDatabase } from '../postgres/schema';
import {
  prepareTarget,
  refuseNonEmpty,
  secretsOf,
  snapshotDataFolder,
  writeCollections,
  writeSecrets,
} from './backup-folder';
import { copyLogFolders } from '../log-folders';
import { type ManifestContent, writeManifest } from './manifest';

/** What a backup wrote: its manifest's content. */
export type BackupSummary = ManifestContent;

/**
 * A backup of a JSON data folder into `target` (new or empty), taken while a server may
 * be writing (see `snapshotDataFolder`): the collections as of one point of the log, the
 * stored files they name and the `secrets` named, then the manifest, written last.
 * The backup is itself a data folder: the JSON driver opens it and db:import reads it.
 */
export async function backupDataFolder(
  dataDir: string,
  target: string,
  options: { secrets: readonly string[] },
): Promise<BackupSummary> {
  const lock = await prepareTarget(target, 'backup');
  try {
    const { state, takenAt, files } = await snapshotDataFolder(dataDir, target);
    const collections = await writeCollections(target, state.collections);
    const secrets = await secretsOf(dataDir, options.secrets);
    await writeSecrets(target, secrets);
    // The logs as they are now, a moment after the collections' point: only ever
    // appended, so they hold at least every entry of that point (with what the
    // write-ahead log holds of them up to the point).
    const logs = await copyLogFolders(dataDir, target, state.logs);
    const summary: BackupSummary = {
      driver: 'json',
      source: dataDir,
      takenAt,
      ...(state.point ? { log: state.point } : {}),
      collections,
      files,
      secrets: secrets.map((secret) => secret.name),
      logs,
    };
    await writeManifest(target, summary);
    return summary;
  } finally {
    await lock.release();
  }
}

/**
 * A backup of a PostgreSQL store into `target` (new or empty): db:export's one
 * read-only REPEATABLE READ transaction over every table (collections, stored files,
 * secrets), so it holds exactly the transactions committed before its snapshot, while
 * servers go on writing; then the manifest, written last.
 */
export async function backupDatabase(
  db: Kysely<StoreDatabase>,
  target: string,
  source: string,
): Promise<BackupSummary> {
  await refuseNonEmpty(target, 'backup');
  const exported = await exportDataFolder(db, target);
  const summary: BackupSummary = {
    driver: 'postgresql',
    source,
    takenAt: exported.takenAt,
    collections: exported.collections,
    files: exported.files,
    secrets: exported.secrets,
    logs: exported.logs,
  };
  await writeManifest(target, summary);
  return summary;
}
