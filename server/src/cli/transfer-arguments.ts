import type { Transferred } from '../store/postgres/transfer';

/** What db:import and db:export leave to the operator. */
export const NOT_COPIED =
  'Not copied (not in the database): uploaded files (files/) and the secrets ' +
  '(jwt-secret, booking-secret). Keep that folder as the shared DATA_DIR of the servers ' +
  '(or copy them across yourself).';

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
