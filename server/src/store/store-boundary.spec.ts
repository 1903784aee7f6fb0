import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const eslint = join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints `source` as if it were the file at `path`; answers ESLint's output. */
function lint(path: string, source: string): { failed: boolean; output: string } {
  const result = spawnSync(process.execPath, [eslint, '--stdin', '--stdin-filename', path], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  return { failed: result.status !== 0, output: result.stdout + result.stderr };
}

const FORBIDDEN = ['node:fs', 'fs/promises', 'lowdb', 'lowdb/node', 'write-file-atomic'];
// One file importing each, linted once (each ESLint start takes about a second).
const LEAKS = FORBIDDEN.map((name, index) => `import * as leak${index} from '${name}';`)
  .concat(`export const leaks = [${FORBIDDEN.map((_, index) => `leak${index}`).join(', ')}];`)
  .join('\n');

describe('the store boundary (ESLint)', () => {
  it('refuses a module importing the file system, lowdb or write-file-atomic', () => {
    const { failed, output } = lint('server/src/modules/contacts/leak.ts', `${LEAKS}\n`);
    expect(failed).toBe(true);
    for (const name of FORBIDDEN) expect(output).toContain(`'${name}' import is restricted`);
  });

  it('lets the store itself use them', () => {
    expect(lint('server/src/store/disk.ts', `${LEAKS}\n`)).toEqual({ failed: false, output: '' });
  });
});
