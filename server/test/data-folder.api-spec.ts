import { spawnSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { describeJsonOnly } from './helpers/test-store';

/** The id of a process that has ended, as a crashed server's lock would hold. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

// On PostgreSQL several servers share DATA_DIR on purpose (server/test-pg/app.pg-spec.ts).
describeJsonOnly('the data folder lock and temp files', 'one process per data folder', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await makeTempDir();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on a folder in use, and lets it start once the first stops', async () => {
    const first = await createTestApp({ dataDir });
    const lock = JSON.parse(await readFile(join(dataDir, '.lock'), 'utf8'));
    expect(lock.pid).toBe(process.pid);
    await expect(createTestApp({ dataDir })).rejects.toThrow(
      /data folder .* is in use by another server \(process \d+\)/,
    );
    await first.close();
    expect(await readdir(dataDir)).not.toContain('.lock');
    const second = await createTestApp({ dataDir });
    await second.close();
  });

  it('refuses a folder locked by another live process', async () => {
    // The parent of this test process is alive and is not this process.
    await writeFile(join(dataDir, '.lock'), JSON.stringify({ pid: process.ppid }));
    await expect(createTestApp({ dataDir })).rejects.toThrow(`process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(join(dataDir, '.lock'), JSON.stringify({ pid: deadPid() }));
    const app = await createTestApp({ dataDir });
    expect(JSON.parse(await readFile(join(dataDir, '.lock'), 'utf8')).pid).toBe(process.pid);
    await app.close();
  });

  it('sweeps the temp files that interrupted writes left behind', async () => {
    const first = await createTestApp({ dataDir });
    await first.close();
    await writeFile(join(dataDir, 'accounts.json.3b9ac4f1'), '[{"id": "half');
    await writeFile(join(dataDir, 'sessions.json.12ab'), '');
    const second = await createTestApp({ dataDir });
    try {
      const names = await readdir(dataDir);
      expect(names.filter((name) => /\.json\.[0-9a-f]+$/.test(name))).toEqual([]);
      expect(names).toContain('accounts.json');
    } finally {
      await second.close();
    }
  });
});
