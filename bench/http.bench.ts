/**
 * HTTP benchmark: `npx tsx bench/http.bench.ts [--duration 10]` (or `npm run bench`).
 *
 * Starts the built product (as `npm start` runs it, NODE_ENV=production) and json-server
 * 0.17.4 over the same products, and drives each pair with autocannon (50 connections):
 * the paged product list and a PATCH of one product, then `GET /api/health` beside a
 * plain node:http server, the floor any framework stands on. Prints both results and the
 * ratio. Only loopback addresses are used; every run stops by itself. See bench/README.md.
 *
 * Then the same list and PATCH on PostgreSQL (PG_BENCH_URL, else PG_TEST_URL: a server
 * whose role may create databases; without one those rows are skipped with a note): one
 * server on a database of its own, then two servers on that database behind one port (a
 * round-robin proxy of connections, bench/support/round-robin.ts), beside the JSON files'
 * figures.
 */
import { type ChildProcess, execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase, pgBenchUrl } from './support/database';
import {
  ADMIN,
  ADMIN_ENV,
  freePort,
  HOST,
  root,
  signInAsAdmin,
  start,
  startProduct,
  stop,
  waitFor,
} from './support/product';
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from '../scripts/production-start';
import { changingBodies } from './support/changing-bodies';
import { roundRobin } from './support/round-robin';
import { numberArg } from './support/args';

const CONNECTIONS = 50;
const DURATION_S = numberArg('--duration', 10);

interface Result {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function drive(options: autocannon.Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function row(name: string, result: Result): string {
  return `${name.padEnd(40)} ${result.requests.toFixed(0).padStart(8)} req/s   p50 ${String(
    result.p50,
  ).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms${
    result.errors ? `   ${result.errors} errors` : ''
  }`;
}

async function main(): Promise<void> {
  execSync('npx tsx scripts/ensure-build.ts', { cwd: root, stdio: 'inherit' });
  const folder = await mkdtemp(join(tmpdir(), 'talento-http-bench-'));
  const children: ChildProcess[] = [];
  let plain: Server | undefined;
  try {
    const productPort = await freePort();
    const product = `http://${HOST}:${productPort}`;
    children.push(
      start(process.execPath, [...PRODUCTION_NODE_FLAGS, SERVER_ENTRY], {
        ...process.env,
        NODE_ENV: 'production',
        HOST,
        PORT: String(productPort),
        DATA_DIR: join(folder, 'data'),
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100000',
        ...ADMIN_ENV,
      }),
    );
    await waitFor(`${product}/api/health`);
    const signIn = await fetch(`${product}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const exported = (await (
      await fetch(`${product}/api/apps/ecommerce/inventory/products?page=0&size=100`, {
        headers: auth,
      })
    ).json()) as { products: { id: string; stock: number }[] };
    const products = exported.products;
    const target = products[0];

    const jsonServerPort = await freePort();
    const jsonServer = `http://${HOST}:${jsonServerPort}`;
    const dbFile = join(folder, 'db.json');
    writeFileSync(dbFile, JSON.stringify({ products }, null, 2));
    children.push(
      start(
        process.execPath,
        [
          'bench/node_modules/json-server/lib/cli/bin.js',
          dbFile,
          '--port',
          String(jsonServerPort),
          '--host',
          HOST,
          '--quiet',
        ],
        process.env,
      ),
    );
    await waitFor(`${jsonServer}/products`);

    plain = createServer((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => plain!.listen(0, HOST, resolve));
    const plainUrl = `http://${HOST}:${(plain.address() as AddressInfo).port}/`;

    console.log(
      `${products.length} products, ${CONNECTIONS} connections, ${DURATION_S} s each, Node ${process.version}\n`,
    );
    const pairs: [string, Result, Result][] = [];

    const list = await drive({
      url: `${product}/api/apps/ecommerce/inventory/products?page=0&size=10&sort=name&order=asc`,
      headers: auth,
    });
    const listJs = await drive({
      url: `${jsonServer}/products?_page=1&_limit=10&_sort=name&_order=asc`,
    });
    pairs.push(['paged product list', list, listJs]);

    const patch = await drive({
      url: `${product}/api/apps/ecommerce/inventory/product`,
      method: 'PATCH',
      headers: auth,
      requests: changingBodies((sent) => ({ id: target.id, product: { stock: sent % 50 } })),
    });
    const patchJs = await drive({
      url: `${jsonServer}/products/${target.id}`,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      requests: changingBodies((sent) => ({ stock: sent % 50 })),
    });
    pairs.push(['PATCH one product', patch, patchJs]);

    const health = await drive({ url: `${product}/api/health` });
    const floor = await drive({ url: plainUrl });
    pairs.push(['GET /api/health vs plain node:http', health, floor]);

    for (const [name, ours, theirs] of pairs) {
      console.log(name);
      console.log(row('  this product', ours));
      console.log(
        row(name.startsWith('GET') ? '  plain node:http' : '  json-server 0.17.4', theirs),
      );
      console.log(`  ratio ${(ours.requests / theirs.requests).toFixed(2)}x\n`);
    }

    await driverRows(product, accessToken, folder);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    plain?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(folder, { recursive: true, force: true });
  }
}

interface Pair {
  list: Result;
  patch: Result;
}

/** The paged product list and a PATCH of one product, as above, against `origin`. */
async function listAndPatch(origin: string, token: string): Promise<Pair> {
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const first = (await (
    await fetch(`${origin}/api/apps/ecommerce/inventory/products?page=0&size=1`, {
      headers: auth,
    })
  ).json()) as { products: { id: string }[] };
  const target = first.products[0];
  if (!target) throw new Error(`${origin} listed no products`);
  const list = await drive({
    url: `${origin}/api/apps/ecommerce/inventory/products?page=0&size=10&sort=name&order=asc`,
    headers: auth,
  });
  const patch = await drive({
    url: `${origin}/api/apps/ecommerce/inventory/product`,
    method: 'PATCH',
    headers: auth,
    requests: changingBodies((sent) => ({ id: target.id, product: { stock: sent % 50 } })),
  });
  return { list, patch };
}

/**
 * The JSON files' figures, measured again just before, beside PostgreSQL: one server,
 * then two on one database behind a round-robin proxy, and one behind the same proxy
 * (what the proxy itself costs).
 */
async function driverRows(jsonOrigin: string, jsonToken: string, folder: string): Promise<void> {
  const server = pgBenchUrl();
  console.log('The store drivers (same list and PATCH, the JSON files measured again now)');
  const json = await listAndPatch(jsonOrigin, jsonToken);
  console.log(row('  JSON files, one server: list', json.list));
  console.log(row('  JSON files, one server: PATCH', json.patch));
  if (!server) {
    console.log(
      '  PostgreSQL rows skipped: set PG_BENCH_URL (or PG_TEST_URL) to a server whose role may create databases\n',
    );
    return;
  }
  const database = await createBenchDatabase(server);
  const children: ChildProcess[] = [];
  const env = {
    DATABASE_URL: database.url,
    DB_MIGRATE: 'true',
    // The servers share the database, and the secret that signs their tokens.
    JWT_SECRET: 'a-benchmark-only-secret-shared-by-every-server',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  };
  const proxies: { close: () => Promise<void> }[] = [];
  try {
    const a = await startProduct(join(folder, 'pg-a'), env);
    children.push(a.child);
    const token = await signInAsAdmin(a.origin);
    const one = await listAndPatch(a.origin, token);
    const b = await startProduct(join(folder, 'pg-b'), env);
    children.push(b.child);
    const both = await roundRobin([a.origin, b.origin]);
    proxies.push(both);
    const two = await listAndPatch(both.origin, token);
    const single = await roundRobin([a.origin]);
    proxies.push(single);
    const proxied = await listAndPatch(single.origin, token);

    const ratio = (ours: Result, base: Result) => `${(ours.requests / base.requests).toFixed(2)}x`;
    console.log(row('  PostgreSQL, one server: list', one.list));
    console.log(row('  PostgreSQL, one server: PATCH', one.patch));
    console.log(row('  PostgreSQL, one behind proxy: list', proxied.list));
    console.log(row('  PostgreSQL, one behind proxy: PATCH', proxied.patch));
    console.log(row('  PostgreSQL, two behind proxy: list', two.list));
    console.log(row('  PostgreSQL, two behind proxy: PATCH', two.patch));
    console.log(
      `  PostgreSQL / JSON, one server: list ${ratio(one.list, json.list)}, PATCH ${ratio(one.patch, json.patch)}`,
    );
    console.log(
      `  two / one server behind the proxy: list ${ratio(two.list, proxied.list)}, PATCH ${ratio(two.patch, proxied.patch)}\n`,
    );
  } finally {
    for (const proxy of proxies) await proxy.close();
    for (const child of children) await stop(child);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
