/**
 * `npm run backup` / `npm run restore` as a tested path, on the suite's driver (the JSON
 * files, or PostgreSQL with TEST_STORE=postgres): a backup taken while the app writes
 * holds every write acknowledged before it started and nothing half-written, restores
 * into an empty store, and an app started on the restored store serves it.
 */
import { copyFile, readdir, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { TRANSFERRED_SECRETS } from '../src/cli/transfer-arguments';
import { readStoredCollections } from '../src/store';
import { backupDatabase, backupDataFolder, type BackupSummary } from '../src/store/backup/backup';
import { BackupRefusedError } from '../src/store/backup/backup-folder';
import { MANIFEST_FILE, readManifest } from '../src/store/backup/manifest';
import { restoreDatabase, restoreDataFolder } from '../src/store/backup/restore';
import { readLogFolders } from '../src/store/log-folders';
import { connect } from '../src/store/postgres/database';
import { logFileName } from '../src/store/wal-folder';
import { query } from '../test-pg/helpers/database';
import { bearer, signIn } from './helpers/auth';
import { expectEqual } from './helpers/expect-equal';
import { pdfBytes } from './helpers/recruitment';
import { storedLog, storedRecords } from './helpers/stored';
import { storedFile, storedFileNames, storedSecret } from './helpers/stored-files';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { databaseOf, ON_POSTGRES, STORE_DRIVER, storeEnvironment } from './helpers/test-store';

type Entity = { id: string } & Record<string, unknown>;

interface Acknowledged {
  id: string;
  title: string;
  sentAt: number;
  ackedAt: number;
}

interface Invoice extends Entity {
  memberId: string;
  status: string;
  file: { id: string } | null;
}

/** Notes written before the backup starts, and sent after it ended, at least. */
const WRITES = 20;

/** Entries in id order, to compare logs whatever order each reads them in. */
const byId = <T extends { id: string }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.id.localeCompare(b.id));

/** Resolves once `condition` holds (checked every 10 ms). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The store of a data folder, whichever driver runs: every collection, in order. */
async function storeContent(dataDir: string, names: readonly string[]) {
  const folder = databaseOf(dataDir) ? undefined : await readStoredCollections(dataDir);
  const content = new Map<string, Entity[]>();
  for (const name of names) {
    content.set(
      name,
      (folder?.get(name) as Entity[]) ?? (await storedRecords<Entity>(dataDir, name)),
    );
  }
  return content;
}

const folders: string[] = [];

/** A temp folder, removed once the file's tests end. */
async function temp(prefix: string): Promise<string> {
  const folder = await makeTempDir(prefix);
  folders.push(folder);
  return folder;
}

/** The collections the store of a data folder holds. */
async function collectionNames(dataDir: string): Promise<string[]> {
  const url = databaseOf(dataDir);
  if (!url) return [...(await readStoredCollections(dataDir)).keys()];
  const rows = await query<{ name: string }>(url, 'select name from store_collections');
  return rows.map((row) => row.name);
}

/** Takes a backup of the test app's store, as `npm run backup` does on its driver. */
async function backUp(source: TestApp, target: string): Promise<BackupSummary> {
  const url = databaseOf(source.dataDir);
  if (!url) return backupDataFolder(source.dataDir, target, { secrets: TRANSFERRED_SECRETS });
  const db = connect({ url, poolSize: 1 });
  try {
    return await backupDatabase(db, target, 'the test database');
  } finally {
    await db.destroy();
  }
}

/** Restores a backup into the store of `dataDir`, as `npm run restore` does. */
async function restore(backup: string, dataDir: string, replace = false): Promise<void> {
  const url = (await storeEnvironment(dataDir)).DATABASE_URL;
  if (!url) {
    await restoreDataFolder(backup, dataDir, { replace });
    return;
  }
  const db = connect({ url, poolSize: 1 });
  try {
    await restoreDatabase(db, backup, { replace });
  } finally {
    await db.destroy();
  }
}

/**
 * The JSON folder as it stood at the backup's point: its collection files (no compaction
 * ran: the log is far below the threshold) with the log cut at the point, read as a
 * restart would.
 */
async function folderAtPoint(dataDir: string, manifest: BackupSummary) {
  const copy = await temp('talento-at-point-');
  for (const name of await readdir(dataDir)) {
    if (name.endsWith('.json') || name.endsWith('.jsonl')) {
      await copyFile(join(dataDir, name), join(copy, name));
    }
  }
  const { generation, bytes } = manifest.log!;
  await truncate(join(copy, logFileName(generation)), bytes);
  return readStoredCollections(copy);
}

describe(`backup and restore (${STORE_DRIVER})`, () => {
  let source: TestApp;
  let token: string;
  const api = () => request(source.app.getHttpServer());

  beforeAll(async () => {
    source = await createTestApp();
    token = await signIn(source.app);
  });

  afterAll(async () => {
    await source.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('backs up under write load, restores into an empty store, and the app serves it', async () => {
    const member = (
      await api()
        .post('/api/members')
        .set(bearer(token))
        .send({
          name: 'Berta',
          surname: 'Respaldo',
          email: 'berta@backup.test',
          documentId: 'BK-1',
        })
        .expect(201)
    ).body as { id: string };
    const names = await collectionNames(source.dataDir);
    const before = await storeContent(source.dataDir, names);

    const notes: Acknowledged[] = [];
    const sentNotes: { title: string; sentAt: number }[] = [];
    let invoices = 0;
    let writing = true;
    const errors: unknown[] = [];
    // Notes, one after the other, each a commit of one collection.
    const noteWriter = async () => {
      for (let n = 0; writing; n++) {
        const title = `Under load ${n}`;
        const sentAt = performance.now();
        sentNotes.push({ title, sentAt });
        const response = await api()
          .post('/api/apps/notes')
          .set(bearer(token))
          .send({ note: { title, content: `Written while the backup ran (${n})` } });
        if (response.status !== 201) throw new Error(`note: ${response.status}`);
        notes.push({ id: response.body.id, title, sentAt, ackedAt: performance.now() });
      }
    };
    // Invoices with a file replaced (the first file is removed by that commit), then
    // approved: one commit over the invoice, the member's points and the ledger.
    const invoiceWriter = async () => {
      for (let n = 0; writing; n++) {
        const created = await api()
          .post('/api/invoices')
          .set(bearer(token))
          .send({
            memberId: member.id,
            number: `BK-${n}`,
            vendor: 'Respaldo S.A.',
            amount: 250 + n,
            currency: 'MXN',
            issuedAt: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          })
          .expect(201);
        const id = created.body.id as string;
        for (let upload = 0; upload < 2; upload++) {
          await api()
            .post(`/api/invoices/${id}/file`)
            .set(bearer(token))
            .attach('file', pdfBytes(), { filename: 'factura.pdf', contentType: 'application/pdf' })
            .expect(200);
        }
        await api().post(`/api/invoices/${id}/approve`).set(bearer(token)).expect(200);
        invoices++;
      }
    };
    const writers = [noteWriter(), noteWriter(), invoiceWriter()].map((writer) =>
      writer.catch((error: unknown) => errors.push(error)),
    );

    const backup = join(await temp('talento-backup-'), 'backup');
    let backupStart = 0;
    let backupEnd = 0;
    let manifest: BackupSummary;
    try {
      await until(() => notes.length >= WRITES && invoices >= 2);
      backupStart = performance.now();
      manifest = await backUp(source, backup);
      backupEnd = performance.now();
      await until(() => sentNotes.filter((one) => one.sentAt > backupEnd).length >= WRITES);
    } finally {
      // Whatever happened, the writers stop (a test that failed must not write on).
      writing = false;
      await Promise.all(writers);
    }
    expect(errors).toEqual([]);
    // The load really ran across the backup.
    expect(notes.filter((note) => note.ackedAt < backupStart).length).toBeGreaterThanOrEqual(
      WRITES,
    );
    expect(notes.filter((note) => note.sentAt > backupEnd).length).toBeGreaterThanOrEqual(WRITES);

    expect(await readdir(backup)).toContain(MANIFEST_FILE);
    expect(await readManifest(backup)).toEqual({
      kind: 'talento-admin-backup',
      format: 1,
      ...manifest!,
    });
    const backedUp = (await readStoredCollections(backup)) as Map<string, Entity[]>;
    expect([...backedUp.keys()].sort()).toEqual([...names].sort());

    // Notes: every one acknowledged before the backup started is there, whole; none sent
    // after it ended is; those in between are there whole or not at all.
    const backedNotes = new Map(backedUp.get('notes')!.map((note) => [note.id, note]));
    for (const note of notes.filter((one) => one.ackedAt < backupStart)) {
      expect(backedNotes.get(note.id)).toMatchObject({ title: note.title });
    }
    const titles = new Set([...backedNotes.values()].map((note) => note.title as string));
    for (const sent of sentNotes.filter((one) => one.sentAt > backupEnd)) {
      expect(titles.has(sent.title)).toBe(false);
    }

    // Nothing half-written: every invoice's file is in the backup, and every member's
    // points are the sum of their ledger entries.
    const backedInvoices = backedUp.get('invoices') as Invoice[];
    const invoiceFiles = await readdir(join(backup, 'files', 'invoices'));
    for (const invoice of backedInvoices.filter((one) => one.file)) {
      expect(invoiceFiles).toContain(invoice.file!.id);
    }
    const ledger = backedUp.get('points-ledger') as (Entity & {
      memberId: string;
      delta: number;
    })[];
    for (const one of backedUp.get('members') as (Entity & { points: number })[]) {
      const sum = ledger
        .filter((entry) => entry.memberId === one.id)
        .reduce((s, e) => s + e.delta, 0);
      expect({ member: one.id, points: one.points }).toEqual({ member: one.id, points: sum });
    }
    expect(
      backedInvoices.some((one) => one.memberId === member.id && one.status === 'approved'),
    ).toBe(true);

    // The audit trail: the member's creation, recorded before the backup, is there, and
    // the manifest counts what the folder holds.
    const backedTrail = (await readLogFolders(backup)).get('audit') ?? [];
    expect(backedTrail).toContainEqual(
      expect.objectContaining({ action: 'create', collection: 'members', recordId: member.id }),
    );
    expect(manifest.logs).toEqual([{ name: 'audit', entries: backedTrail.length }]);

    // Every other record: what the store held before the load and still holds after it
    // (the load did not touch it) is in the backup as it is.
    const after = await storeContent(source.dataDir, names);
    for (const name of names) {
      const backedById = new Map(backedUp.get(name)!.map((record) => [record.id, record]));
      const afterById = new Map(after.get(name)!.map((record) => [record.id, record]));
      for (const record of before.get(name)!) {
        if (JSON.stringify(afterById.get(record.id)) !== JSON.stringify(record)) continue;
        expectEqual({ name, record: backedById.get(record.id) }, { name, record });
      }
    }

    // On the JSON files, the backup is exactly the folder at the point of its log.
    if (!ON_POSTGRES) {
      expect(manifest.log).toBeDefined();
      expectEqual(backedUp, await folderAtPoint(source.dataDir, manifest));
    }

    // Restored into an empty store: every record and file of the backup, and the keys.
    const restored = await temp('talento-restored-');
    await restore(backup, restored);
    expectEqual(await storeContent(restored, names), backedUp);
    for (const area of await readdir(join(backup, 'files'))) {
      const files = (await readdir(join(backup, 'files', area))).sort();
      expect({ area, files: await storedFileNames(restored, area) }).toEqual({ area, files });
      const [first] = files;
      expect(await storedFile(restored, area, first)).toEqual(
        await readFile(join(backup, 'files', area, first)),
      );
    }
    for (const secret of TRANSFERRED_SECRETS) {
      expect(await storedSecret(restored, secret)).toBe(await storedSecret(source.dataDir, secret));
    }
    expect(byId(await storedLog(restored, 'audit'))).toEqual(byId(backedTrail));

    // A second restore over it is refused, changing nothing, unless forced.
    await expect(restore(backup, restored)).rejects.toThrow(BackupRefusedError);
    await expect(restore(backup, restored)).rejects.toThrow(/--force/);
    await restore(backup, restored, true);
    expectEqual(await storeContent(restored, names), backedUp);

    // An app on the restored store: the signing key came back, so does the session.
    const restoredApp = await createTestApp({ dataDir: restored });
    try {
      const served = await request(restoredApp.app.getHttpServer())
        .get('/api/apps/notes/all')
        .set(bearer(token))
        .expect(200);
      const servedIds = new Set((served.body as Entity[]).map((note) => note.id));
      for (const note of notes.filter((one) => one.ackedAt < backupStart)) {
        expect(servedIds.has(note.id)).toBe(true);
      }
      const health = await request(restoredApp.app.getHttpServer()).get('/api/health').expect(200);
      expect(health.body.ledger).toMatchObject({ status: 'ok', mismatchedMembers: 0 });
    } finally {
      await restoredApp.close();
    }
  }, 60_000);

  it('refuses a target folder that is not empty, and a folder that is no backup', async () => {
    const target = await temp('talento-backup-');
    await copyFile(join(__dirname, 'backup.api-spec.ts'), join(target, 'something'));
    await expect(backUp(source, target)).rejects.toThrow(/not empty/);
    expect(await readdir(target)).toEqual(['something']);

    const empty = await temp('talento-restored-');
    await expect(restore(target, empty)).rejects.toThrow(/not a complete backup/);
  });
});
