import { StoreService } from '../index';
import { postgresDriver } from './load-driver';

/** The packages loaded so far in this file's module registry. */
function loadedPackages(): Set<string> {
  return new Set(
    Object.keys(require.cache).flatMap(
      (path) => /node_modules\/(kysely|pg)\//.exec(path)?.[1] ?? [],
    ),
  );
}

describe('the PostgreSQL driver', () => {
  it('is not loaded with the store, only when a store on a database asks for it', () => {
    expect(StoreService).toBeDefined();
    expect(loadedPackages()).toEqual(new Set());
    expect(postgresDriver().PgStore).toBeDefined();
    expect(loadedPackages()).toEqual(new Set(['kysely', 'pg']));
  });
});
