/**
 * A server's memory as its own Prometheus metrics tell it (METRICS_PORT): resident set
 * size and V8 heap in use, each read right after a full garbage collection (the server
 * started with `COLLECT_ON_SIGNAL`), the median of a few reads kept.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Memory {
  rssBytes: number;
  heapUsedBytes: number;
}

/** The environment that lets `settledMemory` collect the server's garbage before reading. */
export const COLLECT_ON_SIGNAL = {
  NODE_OPTIONS: `--expose-gc --require ${join(__dirname, 'collect-on-signal.cjs')}`,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gauge(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`the metrics have no ${name}`);
  return Number(line.split(' ')[1]);
}

async function readOnce(metricsOrigin: string): Promise<Memory> {
  const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
  return {
    rssBytes: gauge(text, 'process_resident_memory_bytes'),
    heapUsedBytes: gauge(text, 'nodejs_heap_size_used_bytes'),
  };
}

/**
 * The server's memory once it has been left alone `settleMs`: `samples` reads, each
 * after a full garbage collection, and the median of each figure.
 */
export async function settledMemory(
  server: ChildProcess,
  metricsOrigin: string,
  settleMs = 3000,
  samples = 5,
): Promise<Memory> {
  await sleep(settleMs);
  const reads: Memory[] = [];
  for (let i = 0; i < samples; i++) {
    server.kill('SIGWINCH');
    await sleep(1000);
    reads.push(await readOnce(metricsOrigin));
  }
  return {
    rssBytes: median(reads.map((r) => r.rssBytes)),
    heapUsedBytes: median(reads.map((r) => r.heapUsedBytes)),
  };
}
