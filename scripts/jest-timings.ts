/**
 * `npm run test:timings`: writes scripts/jest-timings.json, the seconds each Jest test file
 * took, from the reports of the last `npm test` (.tmp/test-reports). The bundles are
 * split and started by these figures (scripts/jest-bundles.cjs), so that both workers
 * finish about together; write them again when files were added or grew.
 *
 * A file run alone counts its whole time; a file inside a bundle its tests' time plus an
 * equal share of what the bundle spent outside tests (loading, hooks).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');
const reports = join(root, '.tmp', 'test-reports');
const bundles = join(root, '.tmp', 'jest-bundles');
const output = join(__dirname, 'jest-timings.json');

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: { ancestorTitles: string[]; duration?: number | null }[];
}

/** The Jest project a test file or bundle belongs to, by where it lies. */
export function projectOf(path: string): string {
  const inBundles = relative(bundles, path);
  if (!inBundles.startsWith('..')) return inBundles.split('/')[0]!;
  const source = relative(root, path);
  if (source.startsWith('server/src/')) return 'server-unit';
  if (source.startsWith('server/test/')) return 'server-api';
  if (source.startsWith('server/test-pg/')) return 'server-pg';
  if (source.startsWith('web/src/')) return 'web';
  return 'tooling';
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** Each file's seconds, in its project's table (the API files on PostgreSQL have theirs). */
export function timingsOf(results: FileResult[]): Record<string, Record<string, number>> {
  const tables: Record<string, Record<string, number>> = {};
  for (const result of results) {
    const table = (tables[projectOf(result.name)] ??= {});
    const wall = (result.endTime - result.startTime) / 1000;
    if (!result.name.endsWith('.bundle.js')) {
      table[relative(root, result.name)] = round(wall);
      continue;
    }
    const perFile = new Map<string, number>();
    for (const test of result.assertionResults) {
      const file = test.ancestorTitles[0];
      perFile.set(file, (perFile.get(file) ?? 0) + (test.duration ?? 0) / 1000);
    }
    const tested = [...perFile.values()].reduce((sum, seconds) => sum + seconds, 0);
    const share = Math.max(0, wall - tested) / Math.max(1, perFile.size);
    for (const [file, seconds] of perFile) table[file] = round(seconds + share);
  }
  return tables;
}

function main() {
  const tables: Record<string, Record<string, number>> = JSON.parse(readFileSync(output, 'utf8'));
  for (const report of readdirSync(reports).filter((name) => /^jest-.*\.json$/.test(name))) {
    const { testResults } = JSON.parse(readFileSync(join(reports, report), 'utf8')) as {
      testResults: FileResult[];
    };
    for (const [table, files] of Object.entries(timingsOf(testResults))) {
      tables[table] = Object.fromEntries(
        Object.entries(files).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  const sorted = Object.fromEntries(Object.entries(tables).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(output, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${relative(root, output)}: ${Object.keys(sorted).join(', ')}`);
}

if (require.main === module) main();
