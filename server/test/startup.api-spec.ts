import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { replaceStored, storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { itJsonOnly, storeEnvironment } from './helpers/test-store';
import { WIDGET_SEED, WidgetsModule } from './helpers/widgets.module';

const repoRoot = resolve(__dirname, '../..');

/** server/src/main.ts in a child process, as `npm start` runs it: its exit code and output. */
async function runMain(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--require', join(repoRoot, 'server/test/fixtures/register-ts.cjs'), 'server/src/main.ts'],
    { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, output };
}

/** What the JSON-only cases read and write. */
const COLLECTION_FILES = 'hand-written collection files';

describe('start-up', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds every collection on first start and keeps changes across restarts', async () => {
    const first = await createTestApp({ dataDir, imports: [WidgetsModule] });
    expect(await storedRecords(dataDir, 'widgets')).toEqual(WIDGET_SEED);
    await first.close();

    const changed = [{ id: 'kept', name: 'Kept', size: 1 }];
    await replaceStored(dataDir, 'widgets', changed);
    const second = await createTestApp({ dataDir, imports: [WidgetsModule] });
    expect(await storedRecords(dataDir, 'widgets')).toEqual(changed);
    await second.close();
  });

  itJsonOnly(
    COLLECTION_FILES,
    'refuses to start on a collection file that does not parse, naming it and leaving it alone',
    async () => {
      const file = join(dataDir, 'widgets.json');
      const broken = '[{"id": "a", "name": "half a rec';
      await writeFile(file, broken);
      await expect(createTestApp({ dataDir, imports: [WidgetsModule] })).rejects.toThrow(file);
      expect(await readFile(file, 'utf8')).toBe(broken);
    },
  );

  itJsonOnly(
    COLLECTION_FILES,
    'refuses to start on a file that parses but holds no list of records',
    async () => {
      const file = join(dataDir, 'widgets.json');
      await writeFile(file, '{"id": "not-a-list"}');
      await expect(createTestApp({ dataDir, imports: [WidgetsModule] })).rejects.toThrow(
        /widgets\.json.*list of records/,
      );
      expect(await readFile(file, 'utf8')).toBe('{"id": "not-a-list"}');
    },
  );

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer number'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of the following values'],
    [{ BODY_LIMIT: 'huge' }, 'BODY_LIMIT must be a size such as 100kb or 1mb'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of the following values'],
    [{ PUBLIC_URL: 'talento.example' }, 'PUBLIC_URL must be an http(s) address'],
  ])('refuses invalid configuration %p', async (env, message) => {
    await expect(createTestApp({ dataDir, env })).rejects.toThrow(message);
  });

  it('stops with the settings to change when PORT is taken, exiting non-zero', async () => {
    const taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, output } = await runMain({
        ...(await storeEnvironment(dataDir)),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        PASSWORD_HASH_COST: '12',
        HOST: '127.0.0.1',
        PORT: String(port),
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `The server could not listen on 127.0.0.1:${port} (HOST, PORT): ` +
          `listen EADDRINUSE: address already in use 127.0.0.1:${port}; ` +
          'another process listens there: stop it, or set PORT to a free port',
      );
    } finally {
      taken.close();
    }
  });

  describe('refuses a DATA_DIR it cannot use, as invalid configuration', () => {
    it('a regular file, or a path below one', async () => {
      const file = join(dataDir, 'not-a-folder');
      await writeFile(file, 'x');
      await expect(createTestApp({ dataDir, env: { DATA_DIR: file } })).rejects.toThrow(
        `Invalid configuration:\n  - DATA_DIR ${file} is a file, not a folder`,
      );
      const below = join(file, 'db');
      await expect(createTestApp({ dataDir, env: { DATA_DIR: below } })).rejects.toThrow(
        `Invalid configuration:\n  - DATA_DIR ${below} cannot be created: ${file} is a file`,
      );
    });

    // Folders nobody can create or write, even as root (a chmod would not stop root).
    it.each(['/proc/talento-data/db', '/proc'])('%s, without hanging', async (path) => {
      await expect(createTestApp({ dataDir, env: { DATA_DIR: path } })).rejects.toThrow(
        `Invalid configuration:\n  - DATA_DIR ${path} is not a folder the server can write to`,
      );
    });
  });

  it('hashes passwords at the production cost (scrypt N=2^17) unless configured otherwise', async () => {
    const testApp = await createTestApp({ dataDir, env: { PASSWORD_HASH_COST: '' } });
    await testApp.close();
    const [admin] = await storedRecords<{ passwordHash: string }>(dataDir, 'accounts');
    expect(admin.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
