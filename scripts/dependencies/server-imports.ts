/**
 * The packages the server's code loads at run time, read from its sources with the
 * TypeScript parser: what package.json's `dependencies` must hold, and all it needs to
 * hold, since the production image installs nothing else (`npm ci --omit=dev`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

const BUILTINS = new Set(builtinModules);

/** `@scope/name/deep` → `@scope/name`; `name/deep` → `name`; undefined for paths and builtins. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return BUILTINS.has(name) ? undefined : name;
}

/** An import that the compiler drops: `import type`, or only `type` names. */
function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'`: run for its effects.
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function stringArgument(node: ts.CallExpression): string | undefined {
  const [first] = node.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
}

/** The module specifiers one source file loads at run time (imports, re-exports, require). */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      !node.isTypeOnly &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node)) {
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const specifier = isRequire || isDynamicImport ? stringArgument(node) : undefined;
      if (specifier !== undefined) found.push(specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The server's source files: every `.ts` under `dir` but the tests. */
export function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Each package the sources under `dir` load at run time, with the files that load it. */
export function packagesImported(dir: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const file of serverSources(dir)) {
    for (const specifier of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name) packages.set(name, [...(packages.get(name) ?? []), file]);
    }
  }
  return packages;
}
