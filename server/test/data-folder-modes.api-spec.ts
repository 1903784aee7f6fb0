import { chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { StoreService } from '../src/store';
import { signIn } from './helpers/auth';
import { apiAs, applicantInput, companyInput, pdfBytes } from './helpers/recruitment';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { describeJsonOnly } from './helpers/test-store';

/** Every entry under `root` with its permission bits, as `path: mode` in octal. */
async function modesUnder(root: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      modes[relative(root, path)] = ((await stat(path)).mode & 0o777).toString(8);
      if (entry.isDirectory()) await walk(path);
    }
  };
  await walk(root);
  return modes;
}

/** The entries whose mode is not 0600 (files) or 0700 (folders). */
async function looseEntries(root: string): Promise<Record<string, string>> {
  const loose: Record<string, string> = {};
  for (const [path, mode] of Object.entries(await modesUnder(root))) {
    const isFolder = (await stat(join(root, path))).isDirectory();
    if (mode !== (isFolder ? '700' : '600')) loose[path] = mode;
  }
  return loose;
}

describeJsonOnly('reads the modes of the data folder’s files', 'the data folder’s modes', () => {
  let umask: number;
  let root: string;

  beforeEach(async () => {
    umask = process.umask(0o022);
    root = await makeTempDir('talento-modes-');
  });
  afterEach(async () => {
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  it('keeps every file 0600 and every folder 0700 under umask 022: collections, log, lock, secrets, uploads, compaction', async () => {
    const dataDir = join(root, 'data', 'db');
    const testApp = await createTestApp({ dataDir });
    try {
      const api = apiAs(testApp.app, await signIn(testApp.app));
      await api.post('/api/companies').send(companyInput()).expect(201);
      const applicant = (await api.post('/api/applicants').send(applicantInput()).expect(201))
        .body as { id: string };
      await api
        .post(`/api/applicants/${applicant.id}/cv`)
        .attach('file', pdfBytes(), { filename: 'cv.pdf', contentType: 'application/pdf' })
        .expect(200);
      const running = await modesUnder(root);
      // What the check is about is there: the log, the lock, the secrets, the uploaded CV.
      expect(Object.keys(running)).toEqual(
        expect.arrayContaining([
          'data',
          'data/db',
          'data/db/accounts.json',
          'data/db/applicants.json',
          'data/db/wal-1.jsonl',
          'data/db/.lock',
          'data/db/jwt-secret',
          'data/db/files/cv',
        ]),
      );
      expect(Object.keys(running).some((path) => path.startsWith('data/db/files/cv/'))).toBe(true);
      expect(await looseEntries(root)).toEqual({});

      // Compaction writes the collection files anew (.next files, its marker, a new log).
      await testApp.app.get(StoreService).compact();
      expect(await looseEntries(root)).toEqual({});
    } finally {
      await testApp.close();
    }
    expect(await looseEntries(root)).toEqual({});
  });

  it('tightens a data folder left open to others to 0700 at start', async () => {
    const dataDir = join(root, 'db');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(join(dataDir, 'notes.txt'), 'kept as it is');
    const testApp = await createTestApp({ dataDir });
    try {
      expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await testApp.close();
    }
  });
});
