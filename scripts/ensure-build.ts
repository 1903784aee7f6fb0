/**
 * Used by `npm start`: builds the server and the web app when their build is missing
 * or older than their sources, so a fresh clone (or a pulled change) starts correctly.
 *
 * With `--cli` (`npm run backup`, `restore`, `db:export`): the server alone, and only
 * when its build is missing. A build empties and rewrites dist/server, under any server
 * running from this tree, and a backup or an export is meant to run beside one. A build
 * older than its sources is used as it is, with a warning: it is the code a server
 * started from it runs.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const cliOnly = process.argv.includes('--cli');

interface Target {
  name: string;
  output: string;
  sources: string[];
  command: string;
}

const targets: Target[] = [
  {
    name: 'server',
    output: 'dist/server/main.js',
    sources: [
      'server/src',
      'nest-cli.json',
      'tsconfig.json',
      'server/tsconfig.build.json',
      'server/tsconfig.build-maps.json',
      'scripts/build-server.ts',
      'scripts/server-compiler.ts',
      'package-lock.json',
    ],
    command: 'npm run build:server',
  },
  {
    name: 'web',
    output: 'dist/web/index.html',
    sources: [
      'web/src',
      'web/public',
      'web/build',
      'web/index.html',
      'web/vite.config.ts',
      'package-lock.json',
    ],
    command: 'npm run build:web',
  },
];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, newest(join(path, entry))),
    stat.mtimeMs,
  );
}

for (const target of cliOnly ? targets.filter(({ name }) => name === 'server') : targets) {
  const output = join(root, target.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map((source) => newest(join(root, source))));
  if (built >= changed) continue;
  if (built && cliOnly) {
    console.warn(
      `The ${target.name} changed since its last build; running the build as it is. ` +
        'To run the changed code, stop any server started from this folder, then `npm run build:server`.',
    );
    continue;
  }
  console.log(
    built
      ? `The ${target.name} changed since its last build: building it.`
      : `Building the ${target.name}...`,
  );
  execSync(target.command, { cwd: root, stdio: 'inherit' });
}
