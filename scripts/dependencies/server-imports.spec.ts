import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packageOf, packagesImported, runtimeSpecifiers } from './server-imports';

const ROOT = join(__dirname, '../..');

/**
 * Dependencies the server's sources do not import by name, each with its reason. Keep
 * this short: anything else the sources do not import belongs in devDependencies.
 */
const LOADED_WITHOUT_AN_IMPORT: Record<string, string> = {
  // @nestjs/platform-fastify requires it; listed so the npm override lifts the version
  // Nest pins (package.json `overrides`). The sources import only its types.
  fastify: '@nestjs/platform-fastify',
};

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

describe('the server’s runtime imports', () => {
  let imported: Map<string, string[]>;
  beforeAll(() => {
    imported = packagesImported(join(ROOT, 'server/src'));
  });

  it('reads imports, re-exports, require() and import(), but not type-only imports', () => {
    const text = [
      "import 'reflect-metadata';",
      "import pino, { type Logger } from 'pino';",
      "import type { FastifyReply } from 'fastify';",
      "import { type Kysely } from 'kysely';",
      "import { randomUUID } from 'node:crypto';",
      "import { join } from 'path';",
      "import { thing } from './local';",
      "export { Controller } from '@nestjs/common';",
      "export type { Options } from 'some-types';",
      "const driver = require('./driver');",
      "const later = await import('exceljs/dist/es5');",
    ].join('\n');
    const packages = runtimeSpecifiers('sample.ts', text).map(packageOf).filter(Boolean);
    expect(packages).toEqual(['reflect-metadata', 'pino', '@nestjs/common', 'exceljs']);
  });

  it('are all dependencies, and every dependency is imported', () => {
    // The walk found the server: a broken parser must not pass with an empty list.
    expect(imported.size).toBeGreaterThan(15);
    const dependencies = Object.keys(manifest.dependencies);
    const missing = [...imported.keys()].filter((name) => !dependencies.includes(name));
    const where = (name: string) => relative(ROOT, imported.get(name)?.[0] ?? '');
    expect(missing.map((name) => `${name} (${where(name)})`)).toEqual([]);
    const unused = dependencies.filter(
      (name) => !imported.has(name) && !(name in LOADED_WITHOUT_AN_IMPORT),
    );
    expect(unused).toEqual([]);
  });

  it('keeps its exceptions current: each is a dependency the sources do not import', () => {
    for (const name of Object.keys(LOADED_WITHOUT_AN_IMPORT)) {
      expect(manifest.dependencies[name]).toBeDefined();
      expect(imported.has(name)).toBe(false);
    }
  });

  it('leaves pretty logs and the web’s packages to development', () => {
    for (const name of ['pino-pretty', 'react-select', '@tanstack/react-virtual']) {
      expect(manifest.devDependencies[name]).toBeDefined();
      expect(manifest.dependencies[name]).toBeUndefined();
    }
  });
});
