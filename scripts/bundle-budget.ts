/**
 * `npm test`'s bundle budget, after the build: measures dist/web (or the folder given as
 * the first argument), prints the figures and exits non-zero past a limit, or when a chunk
 * lacks V8's compile hint.
 */
import { join } from 'node:path';
import {
  chunksWithoutCompileHint,
  formatFigures,
  measureBuild,
  overBudget,
} from './bundle-budget/measure';

const distDir = process.argv[2] ?? join(__dirname, '..', 'dist', 'web');
const figures = measureBuild(distDir);
console.log(formatFigures(figures));
const problems = [
  ...overBudget(figures).map((problem) => `Over budget: ${problem}`),
  ...chunksWithoutCompileHint(distDir).map((file) => `No compile hint: ${file}`),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
