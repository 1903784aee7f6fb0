import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreService, type StoreOptions } from '../../src/store';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * Stores on one database, as several servers would hold them (each with its own data
 * folder for files), all let go by `closeAll`.
 */
export class TestStores {
  private readonly stores: StoreService[] = [];
  private readonly dirs: string[] = [];

  constructor(private readonly url: string) {}

  async create(options: Partial<StoreOptions> = {}): Promise<StoreService> {
    const dataDir = await mkdtemp(join(tmpdir(), 'talento-pg-store-'));
    this.dirs.push(dataDir);
    return this.createOn(dataDir, options);
  }

  /** A store whose data folder is made now, synchronously named (for factories). */
  createOn(dataDir: string, options: Partial<StoreOptions> = {}): StoreService {
    const store = new StoreService({
      dataDir,
      onStart: 'open',
      database: { url: this.url, migrate: true, poolSize: 4 },
      ...options,
    });
    this.stores.push(store);
    return store;
  }

  async closeAll(): Promise<void> {
    for (const store of this.stores.splice(0)) await store.close();
  }

  async dispose(): Promise<void> {
    await this.closeAll();
    for (const dir of this.dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  }
}

/** A database of the test's own (or the file's) and the stores opened on it. */
export interface StoresOnTestDatabase {
  readonly url: string;
  readonly stores: TestStores;
}

/**
 * Registers the hooks that make a new database with its `TestStores` before each test
 * (`each`) or once for the file (`all`), and close the stores and drop it after.
 */
export function storesOnTestDatabase(scope: 'each' | 'all' = 'each'): StoresOnTestDatabase {
  let database: TestDatabase | undefined;
  let stores: TestStores | undefined;
  (scope === 'each' ? beforeEach : beforeAll)(async () => {
    database = await createTestDatabase();
    stores = new TestStores(database.url);
  });
  (scope === 'each' ? afterEach : afterAll)(async () => {
    await stores?.dispose();
    await database?.drop();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test database exists only inside a test');
    return value;
  };
  return {
    get url() {
      return made(database).url;
    },
    get stores() {
      return made(stores);
    },
  };
}
