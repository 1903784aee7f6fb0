/**
 * `npm run bench`: runs every bench/*.bench.ts in turn, each in its own process, passing
 * on the command-line arguments (e.g. `npm run bench -- --update-baseline`). Exits non-zero
 * only when a benchmark crashed; slower numbers are warnings, never failures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

/** Runs a command from the project's root; stops the run when it fails. */
function mustRun(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The benchmarks' tools (autocannon, json-server, Lighthouse) are theirs alone: installed
// on first use from bench/package.json, then the benchmarks' types are checked.
if (!existsSync(join(__dirname, 'node_modules'))) {
  mustRun('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
}
mustRun('npx', ['tsc', '-p', 'bench/tsconfig.json', '--noEmit']);
const benches = readdirSync(__dirname)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
const failed: string[] = [];

for (const name of benches) {
  console.log(`\n=== ${name}\n`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(__dirname, name), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) failed.push(name);
}

console.log(
  `\n${benches.length} benchmark(s) run${failed.length > 0 ? `, failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length > 0 ? 1 : 0);
