import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { fsyncFolder } from '../atomic-json-file';
import { LOGS_FOLDER } from '../append-log';
import { BLOBS_FOLDER } from '../blob-area';
import { DataFolderLock } from '../data-folder-lock';
import { importDataFolder, TransferRefusedError } from '../postgres/transfer';
import type { StoreDatabase } from '../postgres/schema';
import { copyLogFolders, readLogFolders } from '../log-folders';
import { makePrivateFolder } from '../private-files';
import { readStoredCollections } from '../stored-state';
import { LOG_FILE, MARKER_FILE, NEXT_SUFFIX } from '../wal-folder';
import {
  BackupRefusedError,
  copyDurably,
  copyStoredFiles,
  entriesOf,
  secretsOf,
  storedFilesOf,
  writeSecrets,
} from './backup-folder';
import { type BackupManifest, MANIFEST_FILE, NotABackupError, readManifest } from './manifest';

const FORCE_HINT =
  'Run restore with --force to replace what it holds with the backup (take a backup of ' +
  'it first if it may be needed).';

export interface RestoreOptions {
  /** Replace what the target holds instead of refusing (restore --force). */
  replace: boolean;
}

/**
 * The backup's manifest, once the folder is checked against it: complete (the manifest
 * is written last), each collection there with its number of records, each stored file.
 */
export async function checkBackup(folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  const stored = await readStoredCollections(folder);
  for (const { name, records } of manifest.collections) {
    const found = stored.get(name)?.length;
    if (found !== records) {
      throw new NotABackupError(
        folder,
        `its manifest lists ${records} record(s) in ${name}, the folder holds ${found ?? 'no file'}`,
      );
    }
  }
  const files = (await storedFilesOf(folder)).length;
  if (files !== manifest.files) {
    throw new NotABackupError(
      folder,
      `its manifest lists ${manifest.files} stored file(s), the folder holds ${files}`,
    );
  }
  const logs = await readLogFolders(folder);
  for (const { name, entries } of manifest.logs ?? []) {
    const found = logs.get(name)?.length ?? 0;
    if (found !== entries) {
      throw new NotABackupError(
        folder,
        `its manifest lists ${entries} entries in the log ${name}, the folder holds ${found}`,
      );
    }
  }
  return manifest;
}

/** The names in a data folder that belong to a store (anything else is left alone). */
async function storeEntries(dataDir: string, secrets: readonly string[]): Promise<string[]> {
  const names = (await entriesOf(dataDir)) ?? [];
  const files = (await entriesOf(join(dataDir, BLOBS_FOLDER))) ?? [];
  const logs = (await entriesOf(join(dataDir, LOGS_FOLDER))) ?? [];
  return names.filter(
    (name) =>
      (name.endsWith('.json') && name !== MANIFEST_FILE) ||
      name.endsWith(`.json${NEXT_SUFFIX}`) ||
      /\.json\.[0-9a-f]+$/.test(name) ||
      LOG_FILE.test(name) ||
      name === MARKER_FILE ||
      secrets.includes(name) ||
      (name === BLOBS_FOLDER && files.length > 0) ||
      (name === LOGS_FOLDER && logs.length > 0),
  );
}

/**
 * Restores a backup into a JSON data folder that no server runs on (its lock is taken
 * meanwhile, so a running server makes this refuse and none can start half-way). A
 * folder holding a store (collection files, a log, stored files, secrets, a trail) is
 * refused unless `replace`: those are then removed first; anything else in the folder is
 * left.
 * The stored files, secrets and logs are copied first and the collections last, each
 * fsynced.
 */
export async function restoreDataFolder(
  backup: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const manifest = await checkBackup(backup);
  await makePrivateFolder(dataDir);
  const lock = new DataFolderLock(dataDir);
  await lock.acquire();
  try {
    const held = await storeEntries(dataDir, manifest.secrets);
    if (held.length > 0 && !options.replace) {
      throw new BackupRefusedError(
        `The data folder ${dataDir} already holds a store (${listed(held)}): restore fills ` +
          `an empty one only. Nothing was changed. ${FORCE_HINT}`,
      );
    }
    for (const name of held) await rm(join(dataDir, name), { recursive: true, force: true });
    if (held.length > 0) await fsyncFolder(dataDir);
    await copyStoredFiles(backup, dataDir, await storedFilesOf(backup));
    await writeSecrets(dataDir, await secretsOf(backup, manifest.secrets));
    await copyLogFolders(backup, dataDir);
    for (const { name } of manifest.collections) {
      await copyDurably(join(backup, `${name}.json`), join(dataDir, `${name}.json`));
    }
    await fsyncFolder(dataDir);
    return manifest;
  } finally {
    await lock.release();
  }
}

/**
 * Restores a backup into the PostgreSQL database in one transaction (db:import's, after
 * pending migrations): refused when the database holds any collection, file or secret,
 * unless `replace`, which deletes them in that same transaction. Servers on the database
 * may run meanwhile; they reload the restored collections at their next request.
 */
export async function restoreDatabase(
  db: Kysely<StoreDatabase>,
  backup: string,
  options: RestoreOptions,
): Promise<BackupManifest> {
  const manifest = await checkBackup(backup);
  try {
    await importDataFolder(db, backup, { secrets: manifest.secrets, replace: options.replace });
  } catch (error) {
    if (!(error instanceof TransferRefusedError)) throw error;
    throw new BackupRefusedError(`${error.message} ${FORCE_HINT}`);
  }
  return manifest;
}

function listed(names: readonly string[]): string {
  const shown = [...names].sort().slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
