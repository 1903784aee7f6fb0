import { createTestApp, type TestApp, type TestAppOptions } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from './database';

export interface SharedDatabaseServers {
  /** The servers started and not closed yet, in the order they started. */
  readonly apps: TestApp[];
  /** The test file's database (once its `beforeAll` has run). */
  readonly url: string;
  /** One more server on the database; start them one at a time (createTestApp sets process.env). */
  start: () => Promise<TestApp>;
}

/**
 * Servers of the whole application on one throw-away database, as production servers
 * share one: the test file's database is made before its tests, and after them every
 * server still open is closed (`beforeClose` first, to let its work settle) and the
 * database dropped. Each server has a data folder of its own.
 */
export function serversOnOneDatabase(
  options: Pick<TestAppOptions, 'env' | 'imports'> & {
    beforeClose?: (server: TestApp) => Promise<void>;
  } = {},
): SharedDatabaseServers {
  let database: TestDatabase | undefined;
  const apps: TestApp[] = [];
  const url = () => {
    if (!database) throw new Error('The database is made in beforeAll: use it inside a test');
    return database.url;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const app of apps.splice(0)) {
      await options.beforeClose?.(app);
      await app.close();
    }
    await database?.drop();
  });

  return {
    apps,
    get url() {
      return url();
    },
    start: async () => {
      const app = await createTestApp({
        imports: options.imports,
        env: { DATABASE_URL: url(), DB_MIGRATE: 'true', ...options.env },
      });
      apps.push(app);
      return app;
    },
  };
}
