import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { defineCollection } from './entity';
import type { StoreObserver } from './store-observer';
import { StoreService } from './store.service';

interface Widget {
  id: string;
  size: number;
}

const widgets = defineCollection<Widget>({ name: 'widgets', seed: () => [] });

/** An observer that writes down what the store told it. */
function recorder() {
  const heard: { event: string; seconds: number; detail?: unknown }[] = [];
  const observer: StoreObserver = {
    committed: (seconds, changes) => heard.push({ event: 'committed', seconds, detail: changes }),
    commitFailed: (seconds) => heard.push({ event: 'commitFailed', seconds }),
    synced: (seconds) => heard.push({ event: 'synced', seconds }),
    compacted: (seconds, outcome) => heard.push({ event: 'compacted', seconds, detail: outcome }),
    connectionFailed: () => heard.push({ event: 'connectionFailed', seconds: 0 }),
  };
  const of = (event: string) => heard.filter((entry) => entry.event === event);
  return { observer, heard, of };
}

describe('what the JSON store tells its observer', () => {
  let dir: string;
  let store: StoreService;

  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'store-observer-spec-'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await store.close({ compact: false });
    await rm(dir, { recursive: true, force: true });
  });

  async function open(observer: StoreObserver) {
    store = new StoreService({ dataDir: dir, onStart: 'open', observer });
    const collection = store.collection(widgets);
    await store.open(collection);
    return collection;
  }

  it('times each batch with its changes and each fsync, and reports the log and its queue', async () => {
    const { observer, of } = recorder();
    const w = await open(observer);
    expect(store.figures()).toEqual({ driver: 'json', journal: { bytes: 0, queued: 0 } });

    // The first insert is written at once; the other 99 queue behind it: two batches.
    const inserting = Array.from({ length: 100 }, (_, i) => w.insert({ id: `w${i}`, size: i }));
    expect(store.figures().journal?.queued).toBe(99);
    await Promise.all(inserting);

    expect(of('committed').map((entry) => entry.detail)).toEqual([1, 99]);
    expect(of('synced')).toHaveLength(2);
    for (const { seconds } of [...of('committed'), ...of('synced')]) {
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(60);
    }
    expect(store.figures().journal).toEqual({ bytes: expect.any(Number), queued: 0 });
    expect(store.figures().journal!.bytes).toBeGreaterThan(100 * 20);
  });

  it('reports a batch the disk refused, and each compaction with its outcome', async () => {
    const { observer, of } = recorder();
    const w = await open(observer);
    await w.insert({ id: 'kept', size: 1 });
    jest.spyOn(fs, 'write').mockImplementationOnce(((...args: unknown[]) => {
      const callback = args[args.length - 1] as (e: unknown) => void;
      callback(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    }) as never);

    await expect(w.insert({ id: 'lost', size: 2 })).rejects.toThrow('disk full');
    expect(of('commitFailed')).toHaveLength(1);
    expect(of('committed')).toHaveLength(1);

    await store.compact();
    expect(of('compacted').map((entry) => entry.detail)).toEqual(['done']);
    expect(store.figures().journal?.bytes).toBe(0);
  });
});
