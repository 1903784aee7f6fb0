import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');

/** The compiler options a tsconfig file resolves to, `extends` followed. */
function compilerOptions(path: string): ts.CompilerOptions {
  const file = join(ROOT, path);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(file)).options;
}

describe('the server’s build', () => {
  it('writes no source maps for production, and keeps them where asked for', () => {
    expect(compilerOptions('server/tsconfig.build.json').sourceMap).toBe(false);
    expect(compilerOptions('server/tsconfig.build-maps.json').sourceMap).toBe(true);
    const script = readFileSync(join(ROOT, 'scripts/build-server.ts'), 'utf8');
    expect(script).toMatch(/SOURCE_MAPS === '1'\s*\?\s*'server\/tsconfig\.build-maps\.json'/);
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['build:server']).toBe('tsx scripts/build-server.ts');
    expect(scripts.dev).toContain(
      'nest start --watch --preserveWatchOutput -p server/tsconfig.build-maps.json',
    );
  });
});
