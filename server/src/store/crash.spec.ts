import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineCollection, type Entity } from './entity';
import { StoreService } from './store.service';
import { readStoredCollections } from './stored-state';

const repoRoot = resolve(__dirname, '../../..');
const script = join(repoRoot, 'server/test/fixtures/write-burst.ts');

interface BurstOutcome {
  /** Acknowledged ids per collection name: every insert whose promise had resolved. */
  acked: Map<string, string[]>;
  ackCount: number;
  signal: NodeJS.Signals | null;
}

/**
 * Runs the write-burst child over `dir`, and SIGKILLs it `delayMs` after it has
 * acknowledged at least `killAfter` inserts. Resolves once its stdout is fully read.
 */
function burstAndKill(
  dir: string,
  run: string,
  killAfter: number,
  delayMs: number,
): Promise<BurstOutcome> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir, run], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked = new Map<string, string[]>();
    let ackCount = 0;
    let partial = '';
    let stderr = '';
    let killScheduled = false;

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const [name, id] = line.split(' ');
        if (!name || !id) {
          child.kill('SIGKILL');
          fail(new Error(`unexpected output from write-burst: ${line}`));
          return;
        }
        acked.set(name, [...(acked.get(name) ?? []), id]);
        ackCount++;
      }
      if (!killScheduled && ackCount >= killAfter) {
        killScheduled = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (signal !== 'SIGKILL') {
        fail(new Error(`write-burst ended by itself (code ${code}, signal ${signal}):\n${stderr}`));
        return;
      }
      // A line cut short by the kill was never fully acknowledged; it is not counted.
      done({ acked, ackCount, signal });
    });
  });
}

describe('a process killed in the middle of a burst of writes', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'crash-spec-'));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves every file parseable and holding every acknowledged write, kill after kill', async () => {
    // One folder for all three runs: each run restarts over the files the last kill left.
    const runs = [
      { run: 'r1', killAfter: 300, delayMs: 0 },
      { run: 'r2', killAfter: 350, delayMs: 7 },
      { run: 'r3', killAfter: 400, delayMs: 23 },
    ];
    const everAcked = new Map<string, Set<string>>();

    for (const { run, killAfter, delayMs } of runs) {
      const outcome = await burstAndKill(dir, run, killAfter, delayMs);
      expect(outcome.signal).toBe('SIGKILL');
      expect(outcome.ackCount).toBeGreaterThanOrEqual(killAfter);
      for (const [name, ids] of outcome.acked) {
        const all = everAcked.get(name) ?? new Set<string>();
        for (const id of ids) all.add(id);
        everAcked.set(name, all);
      }

      // Every collection file parses, whatever the kill interrupted (a compaction too).
      const jsonFiles = (await readdir(dir))
        .filter((name) => name.endsWith('.json') && name !== 'compaction.json')
        .sort();
      expect(jsonFiles).toEqual(['burst-a.json', 'burst-b.json']);
      for (const name of jsonFiles) {
        const text = await readFile(join(dir, name), 'utf8');
        let records: Entity[] = [];
        expect(() => (records = JSON.parse(text) as Entity[])).not.toThrow();
        expect(Array.isArray(records)).toBe(true);
      }

      // What a restart loads (the files with the log replayed) holds every acknowledged
      // write, once.
      const stored = await readStoredCollections(dir);
      for (const collection of ['burst-a', 'burst-b']) {
        const records = stored.get(collection) ?? [];
        const onDisk = new Set(records.map((record) => record.id));
        const missing = [...(everAcked.get(collection) ?? [])].filter((id) => !onDisk.has(id));
        expect({ collection, run, missing }).toEqual({ collection, run, missing: [] });
        expect(onDisk.size).toBe(records.length);
      }
    }

    expect(everAcked.get('burst-a')?.size).toBeGreaterThan(300 / 2);
    expect(everAcked.get('burst-b')?.size).toBeGreaterThan(300 / 2);

    // And the store itself opens what the last kill left, acknowledged writes included.
    const store = new StoreService({ dataDir: dir, onStart: 'open' });
    try {
      for (const [name, ids] of everAcked) {
        const collection = store.collection(defineCollection({ name, seed: () => [] }));
        await expect(store.open(collection)).resolves.toBe('loaded');
        for (const id of ids) expect(collection.get(id)).toBeDefined();
      }
    } finally {
      await store.close();
    }
  }, 30_000);
});
