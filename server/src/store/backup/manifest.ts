import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { fsyncFolder } from '../atomic-json-file';
import { PRIVATE_WRITE } from '../private-files';
import type { LogCount } from '../log-folders';
import type { LogPoint } from '../stored-state';

/**
 * The last file a backup writes: a backup folder without it is not complete (the backup
 * stopped half-way) and restore refuses it. Its name does not end in `.json`, so the
 * folder stays a data folder that the JSON driver and db:import read as they are.
 */
export const MANIFEST_FILE = 'backup-manifest';

const KIND = 'talento-admin-backup';
const FORMAT = 1;

/** What a backup holds and the point of the store it was taken at. */
export interface BackupManifest {
  kind: typeof KIND;
  format: typeof FORMAT;
  /** The driver it was taken from (a backup restores into either). */
  driver: 'json' | 'postgresql';
  /** The data folder, or the database's URL without its password. */
  source: string;
  /** When the state it holds was the store's (ISO 8601). */
  takenAt: string;
  /** JSON files: the last commit of the write-ahead log it holds, when there was a log. */
  log?: LogPoint;
  collections: { name: string; records: number }[];
  /** Stored files (`files/<area>/<name>`). */
  files: number;
  secrets: string[];
  /** The append-only logs (`logs/<name>/`); none in backups made before they existed. */
  logs?: LogCount[];
}

export type ManifestContent = Omit<BackupManifest, 'kind' | 'format'>;

/** The folder is not a complete backup of this product; nothing was changed. */
export class NotABackupError extends Error {
  constructor(folder: string, why: string) {
    super(`${folder} is not a complete backup: ${why}. Nothing was changed.`);
    this.name = 'NotABackupError';
  }
}

export async function writeManifest(folder: string, content: ManifestContent): Promise<void> {
  const manifest: BackupManifest = { kind: KIND, format: FORMAT, ...content };
  await writeFileAtomic(
    join(folder, MANIFEST_FILE),
    `${JSON.stringify(manifest, null, 2)}\n`,
    PRIVATE_WRITE,
  );
  await fsyncFolder(folder);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new NotABackupError(folder, `it has no ${MANIFEST_FILE} (written last)`);
    }
    throw error;
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new NotABackupError(folder, `its ${MANIFEST_FILE} is not JSON`);
  }
  if (manifest.kind !== KIND || manifest.format !== FORMAT) {
    throw new NotABackupError(folder, `its ${MANIFEST_FILE} is not of format ${FORMAT}`);
  }
  if (!Array.isArray(manifest.collections) || typeof manifest.files !== 'number') {
    throw new NotABackupError(folder, `its ${MANIFEST_FILE} lists no collections`);
  }
  return manifest as BackupManifest;
}
