/**
 * Used by `npm start`: builds the server and the web app when their build is missing
 * or older than their sources, so a fresh clone (or a pulled change) starts correctly.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

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

for (const target of targets) {
  const output = join(root, target.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...target.sources.map((source) => newest(join(root, source))));
  if (built >= changed) continue;
  console.log(
    built
      ? `The ${target.name} changed since its last build: building it.`
      : `Building the ${target.name}...`,
  );
  execSync(target.command, { cwd: root, stdio: 'inherit' });
}
