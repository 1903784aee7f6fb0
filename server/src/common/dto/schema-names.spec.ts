import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SERVER_SRC = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The API document names each schema after its class: two DTO classes of one name are one
 * schema there, and @nestjs/swagger keeps one of them without a word. Every class in a file
 * that describes the API (a DTO file, or one importing @nestjs/swagger) has a name of its
 * own.
 */
describe('the API document’s schema names', () => {
  it('are unique: no two API classes share a name', () => {
    const where = new Map<string, string[]>();
    for (const file of sourceFiles(SERVER_SRC)) {
      const source = readFileSync(file, 'utf8');
      // The Swagger plugin reads every *.dto.ts file; others describe the API by decorators.
      if (!file.endsWith('.dto.ts') && !source.includes("from '@nestjs/swagger'")) continue;
      for (const [, name] of source.matchAll(/^(?:export )?(?:abstract )?class (\w+)/gm)) {
        where.set(name, [...(where.get(name) ?? []), relative(SERVER_SRC, file)]);
      }
    }
    expect(where.size).toBeGreaterThan(100);
    const shared = [...where].filter(([, files]) => files.length > 1);
    expect(Object.fromEntries(shared)).toEqual({});
  });
});
