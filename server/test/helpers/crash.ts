import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { StoreStep } from '../../src/store';

const repoRoot = resolve(__dirname, '../../..');
const fixtures = join(repoRoot, 'server/test/fixtures');
const script = join(fixtures, 'commit-and-die.ts');
const compileHook = join(fixtures, 'register-ts.cjs');

/**
 * Runs the operation of fixtures/commit-and-die.ts in a child process that SIGKILLs itself
 * when the store reaches `step` (`step@n`: the n-th time it does).
 */
export function commitAndDie(
  dataDir: string,
  operation: string,
  id: string,
  step: StoreStep | `${StoreStep}@${number}`,
): Promise<{ signal: NodeJS.Signals | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--require', compileHook, script, dataDir, operation, id, step],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (_code, signal) => done({ signal, output }));
  });
}
