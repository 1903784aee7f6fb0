/**
 * `npm test`'s bundle budget, after the build: measures dist/web (or the folder given as
 * the first argument), prints the figures and exits non-zero past a limit.
 */
import { join } from 'node:path';
import { formatFigures, measureBuild, overBudget } from './bundle-budget/measure';

const distDir = process.argv[2] ?? join(__dirname, '..', 'dist', 'web');
const figures = measureBuild(distDir);
console.log(formatFigures(figures));
const problems = overBudget(figures);
for (const problem of problems) console.error(`Over budget: ${problem}`);
process.exit(problems.length ? 1 : 0);
