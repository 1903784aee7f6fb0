import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { BlobStore, ClusterService, StoreService } from '../../store';
import {
  filesOf,
  IMPORTS_AREA,
  type ImportSessionRecord,
  ImportSessions,
  ORPHAN_AFTER_MS,
  PROGRESS_WRITE_MS,
  SESSION_IDLE_MS,
  SESSIONS_IN_ALL,
  SESSIONS_PER_ACCOUNT,
  STEP_BEAT_MS,
  STEP_STALE_MS,
} from './import-sessions';
import { ImportSessionsRepository } from './sheet.repository';

const ROWS = [
  { line: 2, cells: ['a@b.co', 'Ana'] },
  { line: 3, cells: ['c@d.co'] },
];

const upload = (accountId: string) => ({
  accountId,
  kind: 'applicants' as const,
  fileName: 'people.csv',
  format: 'csv' as const,
  headers: ['email', 'name'],
  mapping: [],
});

describe('import sessions (stored, the JSON files)', () => {
  let dataDir: string;
  let store: StoreService;
  let repository: ImportSessionsRepository;
  let cluster: ClusterService;
  let sessions: ImportSessions;
  let now: number;

  const make = async () => {
    store = new StoreService({ dataDir, onStart: 'open' });
    repository = new ImportSessionsRepository(store);
    await repository.onModuleInit();
    cluster = new ClusterService(store);
    sessions = new ImportSessions(repository, new BlobStore(store), cluster);
  };
  const area = () => new BlobStore(store).area(IMPORTS_AREA);
  const stored = async () => (await area().list()).map((file) => file.name).sort();

  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'import-sessions-spec-'));
    now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    await make();
  });
  afterEach(async () => {
    sessions.onModuleDestroy();
    cluster.onModuleDestroy();
    jest.restoreAllMocks();
    await store.close({ compact: false });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores an upload for its account only, its rows as a file any server reads', async () => {
    const session = await sessions.add(upload('ana'), ROWS);
    expect(session).toMatchObject({
      state: 'uploaded',
      rowCount: 2,
      sample: [
        ['a@b.co', 'Ana'],
        ['c@d.co', ''],
      ],
    });
    expect(repository.get(session.id)).toEqual(session);
    expect(sessions.find(session.id, 'ana')).toEqual(session);
    expect(sessions.find(session.id, 'bo')).toBeUndefined();
    await expect(sessions.open(session.id, 'bo')).rejects.toMatchObject({ code: 'import-expired' });
    // Another server (here: a second reader of the same storage) reads the rows from the file.
    expect(JSON.parse((await area().read(session.sheetFile))!.toString())).toEqual(ROWS);
    const other = new ImportSessions(repository, new BlobStore(store), cluster);
    await expect(other.rows(session)).resolves.toEqual(ROWS);
  });

  it('lets an upload go 30 minutes after its last use, unless a step runs on it', async () => {
    const idle = await sessions.add(upload('ana'), ROWS);
    const other = await sessions.add(upload('ana'), ROWS);
    const busy = await sessions.begin(other.id, 'ana', () => ({ state: 'importing' }), false);
    // The heartbeat of the step's server (as its tracker writes it).
    const beat = () =>
      repository.mutate((items) => ({
        items: items.map((one) => (one.id === busy.id ? { ...one, beatAt: now } : one)),
        result: null,
      }));
    now += SESSION_IDLE_MS - 1;
    expect((await sessions.open(idle.id, 'ana')).touchedAt).toBe(now);
    now += SESSION_IDLE_MS - 1;
    await beat();
    expect(sessions.find(idle.id, 'ana')).toBeDefined();
    now += 2;
    await beat();
    expect(sessions.find(idle.id, 'ana')).toBeUndefined();
    await expect(sessions.open(idle.id, 'ana')).rejects.toMatchObject({ code: 'import-expired' });
    expect(sessions.find(busy.id, 'ana')).toMatchObject({ state: 'importing' });
  });

  it('keeps a few uploads per account and ten in all, the least recently used going with their files', async () => {
    const first = await sessions.add(upload('ana'), ROWS);
    const kept: ImportSessionRecord[] = [];
    for (let n = 1; n < SESSIONS_PER_ACCOUNT; n += 1) {
      now += 1;
      kept.push(await sessions.add(upload('ana'), ROWS));
    }
    now += 2 * 60_000;
    await sessions.open(first.id, 'ana');
    now += 1;
    const other = await sessions.add(upload('bo'), ROWS);
    const fourth = await sessions.add(upload('ana'), ROWS);
    expect(sessions.find(first.id, 'ana')).toBeDefined();
    expect(sessions.find(kept[0].id, 'ana')).toBeUndefined();
    expect(sessions.find(other.id, 'bo')).toBeDefined();
    expect(await stored()).not.toContain(kept[0].sheetFile);
    expect(await stored()).toContain(fourth.sheetFile);

    for (let n = 0; n < SESSIONS_IN_ALL; n += 1) {
      now += 1;
      await sessions.add(upload(`account-${n}`), ROWS);
    }
    expect(repository.count()).toBe(SESSIONS_IN_ALL);
    expect(await stored()).toEqual(repository.list().flatMap(filesOf).sort());
  });

  it('reads a step whose server stopped beating as failed, and lets a new step take over', async () => {
    const session = await sessions.add(upload('ana'), ROWS);
    const run = await sessions.begin(session.id, 'ana', () => ({ state: 'previewing' }), true);
    expect(sessions.find(session.id, 'ana')).toMatchObject({ state: 'previewing' });
    await expect(
      sessions.begin(session.id, 'ana', () => ({ state: 'previewing' }), true),
    ).rejects.toMatchObject({ code: 'import-state' });

    // Its server died: no heartbeat for longer than the limit.
    now += STEP_STALE_MS + 1;
    expect(sessions.find(session.id, 'ana')).toMatchObject({
      state: 'failed',
      progress: null,
      error: { code: 'import-interrupted', lines: [] },
    });
    const again = await sessions.begin(session.id, 'ana', () => ({ state: 'previewing' }), true);
    expect(again.runId).not.toBe(run.runId);

    // Should the first run still finish, it holds nothing any more; its file goes.
    const orphan = await sessions.savePreview({ mapping: [], duplicates: 'skip', plans: [] }, []);
    await expect(sessions.finish(run, { state: 'previewed' }, [orphan])).resolves.toBe(false);
    expect(await stored()).not.toContain(orphan);
    expect(sessions.find(session.id, 'ana')).toMatchObject({ state: 'previewing' });
    await expect(sessions.finish(again, { state: 'previewed' })).resolves.toBe(true);
    expect(sessions.find(session.id, 'ana')).toMatchObject({ state: 'previewed', beatAt: null });
  });

  it('writes a running step’s progress and heartbeat while it runs, not at every row', async () => {
    const many = Array.from({ length: 1000 }, (_, n) => ({ line: n + 2, cells: [`p${n}@x.co`] }));
    const session = await sessions.add(upload('ana'), many);
    const run = await sessions.begin(session.id, 'ana', () => ({ state: 'previewing' }), true);
    // The tracker's clock and interval are fake from `now` on; the store's writes are real.
    jest.restoreAllMocks();
    jest.useFakeTimers({
      now,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    const mutate = jest.spyOn(repository, 'mutate');
    /** Moves the clock and timers on by `ms`, then waits for the writes they started. */
    const runFor = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      await Promise.all(mutate.mock.results.map((result) => result.value as Promise<unknown>));
    };
    const tracker = sessions.track(run);
    try {
      for (let done = 1; done <= 1000; done += 1) tracker.set(done);
      // A thousand rows, two and a half write periods: one write, with the last count.
      await runFor(PROGRESS_WRITE_MS * 2.5);
      expect(mutate).toHaveBeenCalledTimes(1);
      const writtenAt = now + PROGRESS_WRITE_MS;
      expect(repository.get(session.id)).toMatchObject({
        progress: { done: 1000, total: 1000 },
        beatAt: writtenAt,
      });
      // No row moves: nothing more is written until the heartbeat is due.
      await runFor(writtenAt + STEP_BEAT_MS - 1 - Date.now());
      expect(mutate).toHaveBeenCalledTimes(1);
      await runFor(PROGRESS_WRITE_MS);
      expect(mutate).toHaveBeenCalledTimes(2);
      expect(repository.get(session.id)!.beatAt).toBeGreaterThanOrEqual(writtenAt + STEP_BEAT_MS);
      expect(tracker.gone).toBe(false);
    } finally {
      tracker.stop();
      jest.useRealTimers();
    }
  });

  it('fails, at a start on the JSON files, a step the last process left running', async () => {
    const session = await sessions.add(upload('ana'), ROWS);
    await sessions.begin(session.id, 'ana', () => ({ state: 'importing' }), false);
    await store.close({ compact: false });
    await make();
    await sessions.onApplicationBootstrap();
    expect(repository.get(session.id)).toMatchObject({
      state: 'failed',
      error: { code: 'import-interrupted' },
    });
  });

  it('sweeps once per period of the cluster: expired uploads with their files, and old orphaned files', async () => {
    const runOnce = jest.spyOn(cluster, 'runOnce');
    const expired = await sessions.add(upload('ana'), ROWS);
    const previewFile = await sessions.savePreview(
      { mapping: [], duplicates: 'skip', plans: [] },
      [],
    );
    await sessions.change(expired.id, 'ana', (session) => ({
      session: { ...session, previewFile, state: 'previewed' },
      result: null,
    }));
    const start = now;
    const sweepAt = start + SESSION_IDLE_MS + 1000;
    now += SESSION_IDLE_MS - 60_000;
    const fresh = await sessions.add(upload('bo'), ROWS);
    const aged = async (age: number) => {
      const name = await area().save(Buffer.from('[]'), 'json');
      const at = new Date(sweepAt - age);
      await utimes(join(dataDir, 'files', IMPORTS_AREA, name), at, at);
      return name;
    };
    await aged(ORPHAN_AFTER_MS + 60_000);
    const youngOrphan = await aged(60_000);
    now = sweepAt;

    await sessions.sweep();

    expect(runOnce).toHaveBeenCalledWith(
      'import-sessions-sweep',
      expect.any(Number),
      expect.any(Function),
    );
    expect(repository.get(expired.id)).toBeUndefined();
    expect(repository.get(fresh.id)).toBeDefined();
    expect(await stored()).toEqual([fresh.sheetFile, youngOrphan].sort());
  });
});
