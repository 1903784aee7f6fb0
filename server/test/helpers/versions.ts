/**
 * A record as a list shows it: without the `version` that an answer of one record carries
 * (server/src/common/http/record-versions.ts).
 */
export function unversioned<T extends object>(record: T): Omit<T, 'version'> {
  const { version: _version, ...rest } = record as T & { version?: unknown };
  void _version;
  return rest;
}
