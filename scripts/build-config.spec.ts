import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileServer, nestCliConfig, parseTsconfig, ROOT } from './server-compiler';

describe('the server’s build', () => {
  it('writes no source maps for production, and keeps them where asked for', () => {
    expect(nestCliConfig().compilerOptions.tsConfigPath).toBe('server/tsconfig.build.json');
    expect(parseTsconfig('server/tsconfig.build.json').options.sourceMap).toBe(false);
    expect(parseTsconfig('server/tsconfig.build-maps.json').options.sourceMap).toBe(true);
    const build = readFileSync(join(ROOT, 'scripts/build-server.ts'), 'utf8');
    expect(build).toMatch(/SOURCE_MAPS === '1'\s*\?\s*'server\/tsconfig\.build-maps\.json'/);
    const dev = readFileSync(join(ROOT, 'scripts/dev-server.ts'), 'utf8');
    expect(dev).toContain("const CONFIG = 'server/tsconfig.build-maps.json'");
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['build:server']).toBe('tsx scripts/build-server.ts');
    expect(scripts.dev).toContain('NODE_ENV=development tsx scripts/dev-server.ts');
  });

  describe('a compile', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(join(tmpdir(), 'talento-compile-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    function compile(source: string): { ok: boolean; output: string } {
      writeFileSync(join(folder, 'widget.dto.ts'), source);
      writeFileSync(
        join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module: 'commonjs',
            strict: true,
            experimentalDecorators: true,
            emitDecoratorMetadata: true,
            outDir: join(folder, 'out'),
            lib: ['es2022'],
            types: [],
          },
          files: ['widget.dto.ts'],
        }),
      );
      const ok = compileServer(join(folder, 'tsconfig.json'));
      let output = '';
      try {
        output = readFileSync(join(folder, 'out', 'widget.dto.js'), 'utf8');
      } catch {
        // nothing emitted
      }
      return { ok, output };
    }

    it('runs the Swagger plugin that nest-cli.json lists over the DTOs', () => {
      const { ok, output } = compile(
        '/** A widget. */\nexport class WidgetDto {\n  /** Its name, as shown. */\n  name!: string;\n  size?: number;\n}\n',
      );
      expect(ok).toBe(true);
      // The plugin's metadata: each property with its type, whether it is required, and
      // its doc comment (introspectComments).
      expect(output).toContain('_OPENAPI_METADATA_FACTORY');
      expect(output).toMatch(
        /name: \{ required: true, type: \(\) => String, description: "Its name, as shown\." \}/,
      );
      expect(output).toMatch(/size: \{ required: false, type: \(\) => Number \}/);
    });

    it('fails on a type error, as the build must', () => {
      const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
      const { ok } = compile('export const count: number = "three";\n');
      expect(ok).toBe(false);
      expect(printed.mock.calls.flat().join('\n')).toContain('TS2322');
      printed.mockRestore();
    });
  });
});
