import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/shared-page';
import { readRuntimeStage } from './support/dockerfile';
import { freePort } from './support/free-port';

/**
 * No Docker engine runs here, so this starts the image's exact command with the image's
 * environment (the data folder moved to a temp folder outside the tree) and checks what
 * an operator relies on: health, the SPA, the data volume, the health check, shutdown.
 */
const root = join(__dirname, '..');
const stage = readRuntimeStage(root);
/** What the image leaves out (`npm ci --omit=dev`): pino-pretty, the web's packages... */
const devPackages = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson).devDependencies,
);

interface PackageJson {
  devDependencies: Record<string, string>;
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url}`);
}

test.describe('the Docker image start, outside Docker', () => {
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let stderr = '';
  let stdout = '';

  test.beforeAll(async () => {
    expect(stage.cmd[0]).toBe('node');
    dataDir = join(mkdtempSync(join(tmpdir(), 'talento-volume-')), 'data');
    port = await freePort();
    child = spawn(stage.cmd[0] === 'node' ? process.execPath : stage.cmd[0], stage.cmd.slice(1), {
      cwd: root,
      env: {
        ...process.env,
        ...stage.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // The product's code finds none of the devDependencies, as in the image: a start
        // that loads one (pino-pretty for pretty logs, say) fails here.
        NODE_OPTIONS: `--require ${join(__dirname, 'support/without-dev-packages.cjs')}`,
        WITHOUT_PACKAGES: devPackages.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => stderr);
  });

  test.afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  test('starts without a devDependency, writing JSON log lines', () => {
    expect(devPackages).toEqual(expect.arrayContaining(['pino-pretty', 'react-select']));
    // LOG_LEVEL=warn: the first administrator's one-time password, at least.
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  test('declares a production, non-root image with a data volume and a health check', () => {
    expect(stage.env.NODE_ENV).toBe('production');
    expect(stage.env.DATA_DIR).toBe('/data');
    expect(stage.volumes).toContain('/data');
    expect(stage.exposed).toContain(Number(stage.env.PORT));
    expect(stage.user).toBeDefined();
    expect(stage.user).not.toBe('root');
    expect(stage.healthcheck.join(' ')).toContain('/api/health/ready');
    // data/ holds the sample data and the images the API serves under /api/images.
    expect(stage.copies).toContain('data ./data');
  });

  test('serves the API and the SPA from one process, with data in the volume', async ({
    request,
  }) => {
    const health = await request.get(`http://127.0.0.1:${port}/api/health`);
    expect(health.ok()).toBe(true);
    expect((await health.json()).store).toMatchObject({ status: 'ok', writable: true });
    const page = await request.get(`http://127.0.0.1:${port}/apps/tablero`);
    expect(page.headers()['content-type']).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    expect(existsSync(dataDir)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['accounts.json', 'jwt-secret']));
    const avatar = await request.get(`http://127.0.0.1:${port}/api/images/avatars/female-01.svg`);
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-type']).toBe('image/svg+xml');
    expect(avatar.headers()['cache-control']).toContain('public');
  });

  test('serves the icon sets from the build: the image has no devDependencies', async ({
    request,
  }) => {
    // NODE_ENV=production: the server reads only dist/server/icons, never the packages.
    expect(existsSync(join(root, 'dist/server/icons/material-twotone.json'))).toBe(true);
    const icon = await request.get(
      `http://127.0.0.1:${port}/api/ui/icons/heroicons-outline/svg/star`,
    );
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg[\s>]/);
  });

  test('keeps the API document for signed-in callers, others get the error body', async ({
    request,
  }) => {
    const refused = await request.get(`http://127.0.0.1:${port}/api/docs-json`);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({
      statusCode: 401,
      requestId: refused.headers()['x-request-id'],
      message: 'Invalid token',
      error: 'Unauthorized',
      code: 'session-invalid',
    });
    expect((await request.get(`http://127.0.0.1:${port}/api/docs`)).status()).toBe(404);
  });

  test("the image's HEALTHCHECK command passes", () => {
    const [command, ...args] = stage.healthcheck;
    expect(command).toBe('node');
    execFileSync(process.execPath, args, {
      env: { ...process.env, PORT: String(port) },
      timeout: 10_000,
    });
  });

  test('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const { code, signal } = await exited;
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    expect(stderr).not.toMatch(/error/i);
  });
});
