/**
 * What the HTTP benchmarks share: a free loopback port, waiting for a server to answer,
 * and the built product started as production starts it (scripts/production-start.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from '../../scripts/production-start';

export const root = join(__dirname, '../..');
export const HOST = '127.0.0.1';
/** The administrator the benchmarks seed (production refuses the README's password). */
export const ADMIN = { email: 'admin@talento.local', password: 'Bench-Admin-Password-7' };
/** The environment that seeds `ADMIN`. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers below 500. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${args.join(' ')} exited with ${code}`);
  });
  return child;
}

/**
 * The built product on a free port over `dataDir`; answers its origin once it is up.
 * `nodeArgs` go before the entry point (e.g. a `--require` of a benchmark's preload).
 */
export async function startProduct(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  nodeArgs: readonly string[] = [],
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = start(
    process.execPath,
    [...PRODUCTION_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY],
    productEnv(port, dataDir, env),
  );
  await waitFor(`${origin}/api/health`);
  return { origin, child };
}

/** The environment production starts the product with, on `port` over `dataDir`. */
export function productEnv(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...ADMIN_ENV,
    ...env,
  };
}

/**
 * Node's arguments that take the audit trail out of the request path: a preload the
 * benchmarks own (support/without-audit.cjs); the product has no such setting.
 */
export const WITHOUT_TRAIL: readonly string[] = ['--require', join(__dirname, 'without-audit.cjs')];

/** Stops a child and waits until it has gone (so its data folder is free again). */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function signInAsAdmin(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
