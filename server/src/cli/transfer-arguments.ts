import type { Transferred } from '../store/postgres/transfer';

/** What db:import leaves in the data folder. */
export const NOT_IMPORTED =
  'Not copied (not in the database): uploaded files (files/) and the secrets ' +
  '(jwt-secret, booking-secret). Keep this folder as the DATA_DIR of the servers on the ' +
  'database (shared by all of them), or copy those into theirs.';

/** What db:export leaves to the operator. */
export const NOT_EXPORTED =
  'Not copied (not in the database): uploaded files (files/) and the secrets ' +
  '(jwt-secret, booking-secret). Copy them from the DATA_DIR the servers used into this ' +
  'folder before a server starts on it.';

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

export function summary(collections: Transferred['collections']): string {
  const records = collections.reduce((sum, collection) => sum + collection.records, 0);
  return `${collections.length} collection(s), ${records} record(s)`;
}
