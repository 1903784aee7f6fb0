/**
 * The server's TypeScript compile: the tsconfig that nest-cli.json names, with the
 * compiler plugins it lists (the Swagger plugin, which writes the DTOs' types and doc
 * comments into the OpenAPI document's metadata). It is what `nest build` does, with the
 * TypeScript API alone: the Nest CLI brought some 120 packages (webpack, Angular's
 * schematics) for this. nest-cli.json stays the one place for these settings, so the
 * Nest CLI, where someone has it, still builds the same server.
 *
 * One compile for `npm run build:server` (scripts/build-server.ts), a watching one for
 * `npm run dev` (scripts/dev-server.ts).
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = join(__dirname, '..');

interface CompilerPlugin {
  name: string;
  options?: Record<string, unknown>;
}

interface NestCliConfig {
  compilerOptions: { tsConfigPath: string; deleteOutDir?: boolean; plugins?: CompilerPlugin[] };
}

/** What a compiler plugin package exports (`<name>/plugin`, as the Nest CLI loads it). */
interface PluginModule {
  before?: (
    options: Record<string, unknown>,
    program: ts.Program,
  ) => ts.TransformerFactory<ts.SourceFile>;
}

export function nestCliConfig(): NestCliConfig {
  return JSON.parse(readFileSync(join(ROOT, 'nest-cli.json'), 'utf8')) as NestCliConfig;
}

/** The plugins' transforms over one program: they read its types. */
export function pluginTransformers(program: ts.Program): ts.CustomTransformers {
  const plugins = nestCliConfig().compilerOptions.plugins ?? [];
  const before = plugins.map(({ name, options }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require(`${name}/plugin`) as PluginModule;
    if (!plugin.before) throw new Error(`${name}/plugin has no "before" transform`);
    return plugin.before(options ?? {}, program);
  });
  return { before };
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (path) => path,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};

export function printDiagnostics(diagnostics: readonly ts.Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  console.error(`Found ${diagnostics.length} error(s).`);
}

/** A tsconfig file's options and files, `extends` followed (a relative path from the root). */
export function parseTsconfig(configPath: string): ts.ParsedCommandLine {
  const file = resolve(ROOT, configPath);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(file));
}

/**
 * Compiles the server once into the tsconfig's outDir, emptied first (deleteOutDir), and
 * answers whether it compiled without an error; the errors are printed.
 */
export function compileServer(configPath: string): boolean {
  const { options, fileNames, projectReferences, errors } = parseTsconfig(configPath);
  if (errors.length > 0) {
    printDiagnostics(errors);
    return false;
  }
  if (nestCliConfig().compilerOptions.deleteOutDir && options.outDir) {
    rmSync(options.outDir, { recursive: true, force: true });
  }
  const program = ts.createProgram({ rootNames: fileNames, options, projectReferences });
  const emitted = program.emit(undefined, undefined, undefined, false, pluginTransformers(program));
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  printDiagnostics(diagnostics);
  return diagnostics.length === 0;
}
