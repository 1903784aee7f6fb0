import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { logTransport } from './logging';

const ROOT = join(__dirname, '../../..');
const WITHOUT_DEV_PACKAGES = join(ROOT, 'e2e/support/without-dev-packages.cjs');

/**
 * Creates the root logger in a process of its own where pino-pretty cannot be found, as
 * in the production image, and writes one line.
 */
function logWithoutPinoPretty(logFormat: 'json' | 'pretty') {
  const script = [
    `const { createRootLogger } = require(${JSON.stringify(join(__dirname, 'logging.ts'))});`,
    `createRootLogger({ logLevel: 'info', logFormat: '${logFormat}' }).info('started');`,
  ].join('\n');
  return promisify(execFile)(
    process.execPath,
    ['--require', WITHOUT_DEV_PACKAGES, '--import', 'tsx', '--eval', script],
    { cwd: ROOT, env: { ...process.env, WITHOUT_PACKAGES: 'pino-pretty' }, timeout: 20_000 },
  );
}

describe('the root logger', () => {
  it('writes JSON lines unless asked for pretty ones', () => {
    expect(logTransport('json')).toBeUndefined();
    expect(logTransport('pretty')).toMatchObject({
      target: 'pino-pretty',
      options: { singleLine: true },
    });
  });

  it('needs no pino-pretty (a devDependency) for JSON lines, as production writes', async () => {
    const { stdout } = await logWithoutPinoPretty('json');
    expect(JSON.parse(stdout)).toMatchObject({ level: 30, msg: 'started' });
  });

  it('reaches for pino-pretty for pretty lines: without it, creating the logger fails', async () => {
    await expect(logWithoutPinoPretty('pretty')).rejects.toMatchObject({
      stderr: expect.stringContaining('pino-pretty'),
    });
  });
});
