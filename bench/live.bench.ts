/**
 * Live events benchmark: `npx tsx bench/live.bench.ts [--streams 100] [--writes 200]`
 * (or `npm run bench`).
 *
 * Starts the built product (JSON files), then measures a write (a contact created) with
 * no stream open, and again with `--streams` streams of GET /api/events open: how long
 * the write takes, and how long until its event has reached every stream (p50, p99).
 * Writes go one after another. Only loopback addresses are used. See bench/README.md.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, signInAsAdmin, startProduct, stop } from './support/product';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const STREAMS = Math.min(100, argument('streams', 100));
const WRITES = argument('writes', 200);

/** A stream that calls `heard(id)` with each record id its `change` events name. */
function openStream(origin: string, token: string, heard: (id: string) => void) {
  const url = new URL('/api/events', origin);
  return new Promise<() => void>((resolve, reject) => {
    const request = httpRequest(url, { headers: { Authorization: `Bearer ${token}` } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream: ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) heard((JSON.parse(data) as { id: string }).id);
        }
      });
      resolve(() => request.destroy());
    });
    request.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function run(origin: string, token: string, streams: number) {
  const waiting = new Map<string, { left: number; done: () => void }>();
  const early = new Map<string, number>();
  const heard = (id: string) => {
    const entry = waiting.get(id);
    if (entry) {
      if (--entry.left === 0) entry.done();
    } else early.set(id, (early.get(id) ?? 0) + 1);
  };
  const closers = await Promise.all(
    Array.from({ length: streams }, () => openStream(origin, token, heard)),
  );
  const writeMs: number[] = [];
  const deliveredMs: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/apps/contacts/contact`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { id } = (await response.json()) as { id: string };
    writeMs.push(performance.now() - started);
    if (streams === 0) continue;
    const left = streams - (early.get(id) ?? 0);
    if (left > 0) {
      await new Promise<void>((done) => waiting.set(id, { left, done }));
    }
    deliveredMs.push(performance.now() - started);
  }
  closers.forEach((close) => close());
  return { writeMs, deliveredMs };
}

const row = (name: string, values: number[]) =>
  `${name.padEnd(44)} p50 ${percentile(values, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(
    values,
    99,
  )
    .toFixed(2)
    .padStart(7)} ms`;

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-live-bench-'));
  const { origin, child } = await startProduct(folder, {
    LIVE_STREAMS_PER_ACCOUNT: '100',
    LIVE_STREAMS_MAX: '1000',
  });
  try {
    const token = await signInAsAdmin(origin);
    const quiet = await run(origin, token, 0);
    const busy = await run(origin, token, STREAMS);
    console.log(`${WRITES} writes, one after another`);
    console.log(row('write, no stream open', quiet.writeMs));
    console.log(row(`write, ${STREAMS} streams open`, busy.writeMs));
    console.log(row(`write until its event reached ${STREAMS} streams`, busy.deliveredMs));
  } finally {
    await stop(child);
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
