import { join } from 'node:path';
import { timingsOf } from './jest-timings';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { split } = require('./jest-bundles.cjs') as {
  split: (
    files: string[],
    count: number,
    secondsOf: (file: string) => number,
  ) => { files: string[]; seconds: number }[];
};

const root = join(__dirname, '..');
const bundle = (project: string, part: number) =>
  join(root, '.tmp', 'jest-bundles', project, `part-${part}.bundle.js`);
const test = (file: string, ms: number) => ({ ancestorTitles: [file], duration: ms });

describe('the Jest timings', () => {
  it('gives a bundled file its tests’ time and an equal share of the rest', () => {
    const tables = timingsOf([
      {
        name: bundle('server-api', 1),
        startTime: 0,
        endTime: 10_000,
        assertionResults: [
          test('server/test/a.api-spec.ts', 3000),
          test('server/test/a.api-spec.ts', 1000),
          test('server/test/b.api-spec.ts', 2000),
        ],
      },
    ]);
    // 10 s in all, 6 s in tests: 2 s of loading and hooks for each of the two files.
    expect(tables).toEqual({
      'server-api': { 'server/test/a.api-spec.ts': 6, 'server/test/b.api-spec.ts': 4 },
    });
  });

  it('gives a file run alone its whole time, in its project’s table', () => {
    const tables = timingsOf([
      {
        name: join(root, 'web/src/app/routes.test.tsx'),
        startTime: 1000,
        endTime: 13_500,
        assertionResults: [test('routes', 100)],
      },
    ]);
    expect(tables).toEqual({ web: { 'web/src/app/routes.test.tsx': 12.5 } });
  });

  it('keeps the times on PostgreSQL in a table of their own', () => {
    const tables = timingsOf([
      {
        name: bundle('server-api-postgres', 2),
        startTime: 0,
        endTime: 4000,
        assertionResults: [test('server/test/auth.api-spec.ts', 4000)],
      },
    ]);
    expect(Object.keys(tables)).toEqual(['server-api-postgres']);
  });

  it('splits the longest files first, each to the lightest part', () => {
    const seconds: Record<string, number> = { a: 40, b: 30, c: 20, d: 20, e: 10 };
    const parts = split(Object.keys(seconds), 2, (file) => seconds[file]!);
    expect(parts).toEqual([
      { files: ['a', 'd'], seconds: 60 },
      { files: ['b', 'c', 'e'], seconds: 60 },
    ]);
  });
});
