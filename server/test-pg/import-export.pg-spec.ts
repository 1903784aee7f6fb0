import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { defineCollection, readStoredCollections, StoreService } from '../src/store';
import { TRANSFERRED_SECRETS } from '../src/cli/transfer-arguments';
import { FileAppendLog } from '../src/store/file-append-log';
import { connect, migrateToLatest } from '../src/store/postgres/database';
import { MIGRATIONS } from '../src/store/postgres/migrations';
import {
  exportDataFolder,
  importDataFolder,
  TransferRefusedError,
} from '../src/store/postgres/transfer';
import type { Entity } from '../src/store';
import { bearer, signIn } from '../test/helpers/auth';
import { createTestApp, makeTempDir } from '../test/helpers/test-app';
import { createTestDatabase, query, type TestDatabase } from './helpers/database';

const root = join(__dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');

interface Task {
  id: string;
  title: string;
}

const databases: TestDatabase[] = [];
const folders: string[] = [];
/** The seeded JSON data folder, with a change still in its write-ahead log. */
let source: string;
let original: Map<string, Entity[]>;
const RENAMED = 'Renamed before the import (in the log only)';
const IMPORT = { secrets: TRANSFERRED_SECRETS };
const SECRETS = ['booking-secret', 'jwt-secret'];

async function database(): Promise<TestDatabase> {
  const created = await createTestDatabase();
  databases.push(created);
  return created;
}

async function folder(): Promise<string> {
  const made = await makeTempDir('talento-transfer-');
  folders.push(made);
  return made;
}

/** Runs `task` with a store connection to `url`, let go afterwards. */
async function on<R>(
  url: string,
  task: (db: ReturnType<typeof connect>) => Promise<R>,
): Promise<R> {
  const db = connect({ url, poolSize: 2 });
  try {
    return await task(db);
  } finally {
    await db.destroy();
  }
}

/** Every collection the database holds, records in order, as the store reads them. */
async function databaseContent(url: string): Promise<Map<string, unknown[]>> {
  const names = await query<{ name: string }>(
    url,
    'select name from store_collections order by name',
  );
  const content = new Map<string, unknown[]>();
  for (const { name } of names) {
    const rows = await query<{ data: unknown }>(
      url,
      'select data from store_records where collection = $1 order by position, id',
      [name],
    );
    content.set(
      name,
      rows.map((row) => row.data),
    );
  }
  return content;
}

async function hasStoreTables(url: string): Promise<boolean> {
  const [row] = await query<{ exists: boolean }>(
    url,
    "select to_regclass('store_collections') is not null as exists",
  );
  return row.exists;
}

/** Each file of a folder with its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir, { recursive: true })).sort()) {
    files[name] = await readFile(join(dir, name), 'utf8').catch(() => '<folder>');
  }
  return files;
}

/** The stored files of a folder (`files/<area>/<name>`) with their bytes, in base64. */
async function storedFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const root = join(dir, 'files');
  for (const name of (await readdir(root, { recursive: true })).sort()) {
    const path = join(root, name);
    if ((await stat(path)).isFile()) files[name] = (await readFile(path)).toString('base64');
  }
  return files;
}

/** The stored files a database holds, as `storedFiles` answers them. */
async function databaseFiles(url: string): Promise<Record<string, string>> {
  const rows = await query<{ area: string; name: string; bytes: Buffer; size: number }>(
    url,
    'select area, name, bytes, size from store_blobs order by area, name',
  );
  const files: Record<string, string> = {};
  for (const row of rows) {
    expect(row.size).toBe(row.bytes.length);
    files[`${row.area}/${row.name}`] = row.bytes.toString('base64');
  }
  return files;
}

/** Compares collection for collection, record for record (ids, order, content). */
function expectSameCollections(actual: Map<string, unknown[]>, expected: Map<string, Entity[]>) {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  for (const [name, records] of expected) {
    const copied = actual.get(name)!;
    expect({ name, ids: copied.map((record) => (record as Entity).id) }).toEqual({
      name,
      ids: records.map((record) => record.id),
    });
    expect({ name, records: copied }).toStrictEqual({ name, records });
  }
}

function cli(script: string, args: string[], url: string) {
  return spawnSync(tsx, [join(root, 'server/src/cli', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'warn' },
  });
}

/** Audit entries of two days, as the JSON files' driver keeps them (logs/audit/). */
const TRAIL = [
  '2026-05-01T09:00:00.000Z',
  '2026-05-01T17:30:00.000Z',
  '2026-05-02T08:00:00.000Z',
].map((at, n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  at,
  action: 'read',
  actorId: null,
  actorEmail: 'auditor@talento.test',
  ip: '10.1.1.1',
  collection: 'applicants',
  recordId: `applicant-${n}`,
}));

beforeAll(async () => {
  // The app's own seeding on a JSON data folder...
  source = await folder();
  const app = await createTestApp({ dataDir: source });
  try {
    // While a server owns the folder, the import refuses and the database stays as it was.
    const refused = await database();
    await expect(on(refused.url, (db) => importDataFolder(db, source, IMPORT))).rejects.toThrow(
      /in use by another server/,
    );
    expect(await hasStoreTables(refused.url)).toBe(false);
  } finally {
    await app.close();
  }
  // ...then a change that only the write-ahead log holds (closed without compacting).
  const store = new StoreService({ dataDir: source, onStart: 'open' });
  const tasks = store.collection(defineCollection<Task>({ name: 'tasks' }));
  await store.open(tasks);
  await tasks.update(tasks.list()[1].id, { title: RENAMED });
  await store.close({ compact: false });
  // ...and an audit trail over two days.
  const trail = new FileAppendLog(source, 'audit');
  await trail.append(TRAIL);
  await trail.close();

  original = await readStoredCollections(source);
  const logged = (await readdir(source)).filter((name) => /^wal-\d+\.jsonl$/.test(name));
  const log = (await Promise.all(logged.map((name) => readFile(join(source, name), 'utf8')))).join(
    '',
  );
  expect(log).toContain(RENAMED);
  expect(await readFile(join(source, 'tasks.json'), 'utf8')).not.toContain(RENAMED);
}, 60_000);

afterAll(async () => {
  for (const created of databases.splice(0)) await created.drop();
  for (const made of folders.splice(0)) await rm(made, { recursive: true, force: true });
});

describe('db:import and db:export', () => {
  it('copies a JSON folder into an empty database and back, record for record', async () => {
    expect(original.size).toBeGreaterThan(10);
    const target = await database();

    const imported = await on(target.url, (db) => importDataFolder(db, source, IMPORT));

    expect(imported.migrated).toEqual(Object.keys(MIGRATIONS));
    expect(imported.collections).toEqual(
      [...original].map(([name, records]) => ({ name, records: records.length })),
    );
    // The stored files (the seeded mailbox and file manager) and the secrets, too.
    const sourceFiles = await storedFiles(source);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(5);
    expect(imported.files).toBe(Object.keys(sourceFiles).length);
    expect(imported.secrets).toEqual(SECRETS);
    expect(await databaseFiles(target.url)).toEqual(sourceFiles);
    const secrets = await query<{ name: string; value: string }>(
      target.url,
      'select name, value from store_secrets order by name',
    );
    for (const { name, value } of secrets) {
      expect(value).toBe((await readFile(join(source, name), 'utf8')).trim());
    }
    expect(secrets.map((secret) => secret.name)).toEqual(SECRETS);
    const inDatabase = await databaseContent(target.url);
    expectSameCollections(inDatabase, original);
    const tasks = inDatabase.get('tasks') as Task[];
    expect(tasks[1].title).toBe(RENAMED);
    expect(imported.logs).toEqual([{ name: 'audit', entries: TRAIL.length }]);
    expect(
      (
        await query<{ data: unknown }>(
          target.url,
          "select data from store_logs where log = 'audit' order by at",
        )
      ).map((row) => row.data),
    ).toEqual(TRAIL);
    // The folder is left as it was, and unlocked.
    expect(await readdir(source)).not.toContain('.lock');

    const exported = join(await folder(), 'exported');
    const written = await on(target.url, (db) => exportDataFolder(db, exported));

    expect(written).toEqual({ ...imported, migrated: [], takenAt: expect.any(String) });
    expectSameCollections(await readStoredCollections(exported), original);
    expect((await readdir(exported)).sort()).toEqual(
      [...[...original.keys()].map((name) => `${name}.json`), ...SECRETS, 'files', 'logs'].sort(),
    );
    for (const day of ['2026-05-01.jsonl', '2026-05-02.jsonl']) {
      expect(await readFile(join(exported, 'logs', 'audit', day), 'utf8')).toBe(
        await readFile(join(source, 'logs', 'audit', day), 'utf8'),
      );
    }
    expect(await storedFiles(exported)).toEqual(sourceFiles);
    for (const name of SECRETS) {
      expect(await readFile(join(exported, name), 'utf8')).toBe(
        await readFile(join(source, name), 'utf8'),
      );
      expect((await stat(join(exported, name))).mode & 0o777).toBe(0o600);
    }

    // The JSON driver opens the exported folder and serves what was imported.
    const reopened = await createTestApp({ dataDir: exported });
    try {
      const token = await signIn(reopened.app);
      const served = (
        await request(reopened.app.getHttpServer())
          .get('/api/apps/tasks/all')
          .set(bearer(token))
          .expect(200)
      ).body as Task[];
      expect(served.map((task) => task.id)).toEqual(
        (original.get('tasks') as Task[]).map((task) => task.id),
      );
      expect(served[1].title).toBe(RENAMED);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('refuses a database that already holds records, changing nothing', async () => {
    const target = await database();
    // A folder of two small collections: what is refused does not depend on the size.
    const small = await folder();
    await writeFile(join(small, 'notes.json'), '[{"id":"n1","title":"First"}]\n');
    await writeFile(join(small, 'tags.json'), '[{"id":"t1"},{"id":"t2"}]\n');
    await on(target.url, (db) => importDataFolder(db, small, IMPORT));
    const before = await databaseContent(target.url);
    expect(before.size).toBe(2);
    const versions = await query(target.url, 'select * from store_collections order by name');
    const folderBefore = await snapshot(small);

    const refusal = await on(target.url, (db) => importDataFolder(db, small, IMPORT)).catch(
      (error: Error) => error,
    );

    expect(refusal).toBeInstanceOf(TransferRefusedError);
    expect((refusal as Error).message).toMatch(
      /already holds \d+ collection\(s\) with \d+ record\(s\).*Nothing was changed/,
    );
    expect(await databaseContent(target.url)).toEqual(before);
    expect(await query(target.url, 'select * from store_collections order by name')).toEqual(
      versions,
    );
    expect(await snapshot(small)).toEqual(folderBefore);
  }, 60_000);

  it('refuses a database that holds only a secret (a server started on it), changing nothing', async () => {
    const target = await database();
    await on(target.url, (db) => migrateToLatest(db));
    await query(target.url, "insert into store_secrets values ('jwt-secret', 'made-by-a-server')");

    await expect(on(target.url, (db) => importDataFolder(db, source, IMPORT))).rejects.toThrow(
      /holds 0 collection\(s\) with 0 record\(s\), 0 file\(s\), 1 secret\(s\) and 0 log entries/,
    );

    expect(await databaseContent(target.url)).toEqual(new Map());
    expect(await databaseFiles(target.url)).toEqual({});
  }, 60_000);

  it('imports in one transaction: a collection that cannot be stored leaves none behind', async () => {
    const target = await database();
    const broken = await folder();
    await writeFile(join(broken, 'accepted.json'), '[{"id":"a1"},{"id":"a2"}]\n');
    // The same id twice: the second row breaks the primary key, after the first collection.
    await writeFile(join(broken, 'twice.json'), '[{"id":"t1"},{"id":"t1"}]\n');

    await expect(on(target.url, (db) => importDataFolder(db, broken, IMPORT))).rejects.toThrow(
      /duplicate key/,
    );

    expect(await databaseContent(target.url)).toEqual(new Map());
    expect(await databaseFiles(target.url)).toEqual({});
    expect(await readdir(broken)).not.toContain('.lock');
  }, 60_000);

  it('refuses a target folder that is not empty, changing nothing', async () => {
    const target = await database();
    // A database already migrated (`npm run db:migrate`) but empty takes an import too.
    await on(target.url, (db) => migrateToLatest(db));
    const imported = await on(target.url, (db) => importDataFolder(db, source, IMPORT));
    expect(imported.migrated).toEqual([]);
    const occupied = await folder();
    await writeFile(join(occupied, 'notes.txt'), 'kept\n');

    await expect(on(target.url, (db) => exportDataFolder(db, occupied))).rejects.toThrow(
      /is not empty.*Nothing was changed/,
    );

    expect(await snapshot(occupied)).toEqual({ 'notes.txt': 'kept\n' });
  }, 60_000);

  it('runs as CLIs: db:export writes a folder with its files and secrets; db:import refuses', async () => {
    const target = await database();
    await on(target.url, (db) => importDataFolder(db, source, IMPORT));
    const exported = join(await folder(), 'by-cli');

    const exporting = cli('db-export.ts', ['--to', exported], target.url);

    expect(exporting.stderr).toBe('');
    expect(exporting.status).toBe(0);
    expect(exporting.stdout).toMatch(
      new RegExp(`Exported .* into ${exported}: ${original.size} collection\\(s\\)`),
    );
    expect(exporting.stdout).toMatch(
      /\d+ record\(s\), \d+ file\(s\), 2 secret\(s\) \(booking-secret, jwt-secret\)/,
    );
    expect(exporting.stdout).toMatch(
      /Written with the collections: the uploaded files \(files\/\)/,
    );
    const password = new URL(target.url).password;
    if (password) expect(exporting.stdout).not.toContain(password);
    expectSameCollections(await readStoredCollections(exported), original);

    const importing = cli('db-import.ts', [`--from=${source}`], target.url);

    expect(importing.status).toBe(1);
    expect(importing.stderr).toMatch(/already holds .*Nothing was changed/);

    const usage = cli('db-import.ts', [], target.url);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run db:import -- --from <folder>');
  }, 120_000);
});
