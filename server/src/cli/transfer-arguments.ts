import { JWT_SECRET_FILE } from '../modules/auth/jwt-secret';
import { BOOKING_SECRET_FILE } from '../modules/interview-slots/booking-token';
import type { Transferred } from '../store/postgres/transfer';

/** The secret files of a data folder that db:import carries into the database. */
export const TRANSFERRED_SECRETS: readonly string[] = [JWT_SECRET_FILE, BOOKING_SECRET_FILE];

/** What db:import means for the data folder. */
export const AFTER_IMPORT =
  'Copied with the collections: the uploaded files (files/) and the secrets ' +
  '(jwt-secret, booking-secret). Servers on the database need nothing of this folder ' +
  '(nor a shared DATA_DIR); keep it as a backup or remove it.';

/** What db:export writes besides the collections. */
export const AFTER_EXPORT =
  'Written with the collections: the uploaded files (files/) and the secrets ' +
  '(jwt-secret, booking-secret), where the JSON driver reads them.';

/** The folder after `flag` (`--from <folder>` or `--from=<folder>`). */
export function folderArgument(args: readonly string[], flag: string, script: string): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag && args[i + 1]) return args[i + 1];
    if (args[i].startsWith(`${flag}=`) && args[i].length > flag.length + 1) {
      return args[i].slice(flag.length + 1);
    }
  }
  throw new Error(`Usage: npm run ${script} -- ${flag} <folder>`);
}

export function summary(transferred: Omit<Transferred, 'migrated'>): string {
  const { collections, files, secrets, logs = [] } = transferred;
  const records = collections.reduce((sum, collection) => sum + collection.records, 0);
  const entries = logs.reduce((sum, log) => sum + log.entries, 0);
  return (
    `${collections.length} collection(s), ${records} record(s), ${files} file(s), ` +
    `${secrets.length} secret(s)${secrets.length > 0 ? ` (${secrets.join(', ')})` : ''}, ` +
    `${entries} log entries (the audit trail)`
  );
}

/** The one folder named on the command line (`npm run <usage>`); anything else is refused. */
export function positionalFolder(args: readonly string[], usage: string): string {
  const folders = args.filter((arg) => arg !== '');
  if (folders.length !== 1 || folders[0].startsWith('-')) {
    throw new Error(`Usage: npm run ${usage}`);
  }
  return folders[0];
}

/** A backup's content, as its manifest lists it. */
export function backupSummary(manifest: {
  takenAt: string;
  collections: { name: string; records: number }[];
  files: number;
  secrets: readonly string[];
  logs?: { name: string; entries: number }[];
}): string {
  const logs = manifest.logs ?? [];
  return `${summary({ ...manifest, secrets: [...manifest.secrets], logs })}, as of ${manifest.takenAt}`;
}
