import type * as Driver from './driver';

let loaded: typeof Driver | undefined;

/**
 * The PostgreSQL driver, loaded the first time a store on a database asks for it. Kysely
 * and pg are some 280 modules that a server on the JSON files never runs, so a start
 * without DATABASE_URL does not load them.
 */
export function postgresDriver(): typeof Driver {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on PostgreSQL only
  loaded ??= require('./driver') as typeof Driver;
  return loaded;
}
