import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..');
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** A stand-in CLI: prints which one ran with what, and exits 3 when told to fail. */
const FAKE_CLI = `console.log('ran ' + require('node:path').basename(__filename) + ' ' + JSON.stringify(process.argv.slice(2)));
process.exitCode = process.argv.includes('--fail') ? 3 : 0;
`;

/**
 * `npm run backup`, `npm run restore` and `npm run db:export` run beside a live server,
 * which may have started from this tree's dist/server: they must never rebuild it under
 * that server (a build empties and rewrites it). Run through npm, in a folder holding package.json's own
 * script lines, the real scripts/ensure-build.ts, stand-in CLIs and a build:server that
 * only records that it ran.
 */
describe('the npm scripts of backup, restore and export', () => {
  let tree: string;
  const at = (path: string) => join(tree, path);
  const source = 'server/src/app.module.ts';
  const builtFiles = [
    'dist/server/main.js',
    'dist/server/cli/backup.js',
    'dist/server/cli/restore.js',
    'dist/server/cli/db-export.js',
  ];

  function write(path: string, text: string, seconds?: number): void {
    mkdirSync(dirname(at(path)), { recursive: true });
    writeFileSync(at(path), text);
    if (seconds !== undefined) utimesSync(at(path), seconds, seconds);
  }

  /** A build as build:server leaves it, made at `seconds` (epoch). */
  function build(seconds: number): void {
    for (const file of builtFiles) write(file, FAKE_CLI, seconds);
  }

  function run(script: string, ...args: string[]) {
    const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
      cwd: tree,
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const builds = () => (existsSync(at('build.log')) ? readFileSync(at('build.log'), 'utf8') : '');
  const now = Math.floor(Date.now() / 1000);

  beforeEach(() => {
    tree = mkdtempSync(join(tmpdir(), 'talento-ensure-build-'));
    write(
      'package.json',
      JSON.stringify({
        name: 'ensure-build-check',
        private: true,
        scripts: {
          backup: scripts.backup,
          restore: scripts.restore,
          'db:export': scripts['db:export'],
          start: scripts.start,
          'build:server': 'node build.js',
        },
      }),
    );
    write(
      'build.js',
      `require('node:fs').appendFileSync('build.log', 'built\\n');
for (const file of ${JSON.stringify(builtFiles)}) {
  require('node:fs').mkdirSync(require('node:path').dirname(file), { recursive: true });
  require('node:fs').writeFileSync(file, ${JSON.stringify(FAKE_CLI)});
}
`,
    );
    write('scripts/ensure-build.ts', readFileSync(join(root, 'scripts/ensure-build.ts'), 'utf8'));
    symlinkSync(join(root, 'node_modules'), at('node_modules'));
    write(source, 'export {};', now - 100);
    utimesSync(at('server/src'), now - 100, now - 100);
    utimesSync(at('server'), now - 100, now - 100);
  });
  afterEach(() => rmSync(tree, { recursive: true, force: true }));

  it('run the built CLI with their arguments, building nothing, when the build is current', () => {
    build(now - 50);
    const backup = run('backup', '/backups/tonight');
    expect(backup.stdout).toContain('ran backup.js ["/backups/tonight"]');
    expect(backup.status).toBe(0);
    expect(run('restore', '/backups/tonight', '--force').stdout).toContain(
      'ran restore.js ["/backups/tonight","--force"]',
    );
    expect(run('db:export', '--to', '/exports/tonight').stdout).toContain(
      'ran db-export.js ["--to","/exports/tonight"]',
    );
    // The CLI's failure is the script's.
    expect(run('backup', '/backups/tonight', '--fail').status).not.toBe(0);
    expect(builds()).toBe('');
    for (const file of builtFiles) expect(statSync(at(file)).mtimeMs).toBe((now - 50) * 1000);
  });

  it('run a build older than the sources as it is, saying how to rebuild', () => {
    build(now - 50);
    write(source, 'export const changed = true;', now);
    const backup = run('backup', '/backups/tonight');
    expect(backup.stdout).toContain('ran backup.js ["/backups/tonight"]');
    expect(backup.stderr).toContain('changed since its last build');
    expect(backup.stderr).toContain('npm run build:server');
    expect(builds()).toBe('');
    expect(statSync(at('dist/server/main.js')).mtimeMs).toBe((now - 50) * 1000);
  });

  it('build the server first when there is no build', () => {
    const restore = run('restore', '/backups/tonight');
    expect(builds()).toBe('built\n');
    expect(restore.stdout).toContain('ran restore.js ["/backups/tonight"]');
    expect(restore.status).toBe(0);
  });

  it('leave `npm start` rebuilding a server older than its sources', () => {
    build(now - 50);
    write(source, 'export const changed = true;', now);
    const start = run('start');
    expect(builds()).toBe('built\n');
    expect(start.stdout).toContain('ran main.js []');
  });
});
