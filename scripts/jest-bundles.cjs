// @ts-check
/**
 * Test files run in a few bundles instead of one by one when JEST_BUNDLES=1 (`npm test`
 * sets it). Jest gives every test file a module registry of its own, so each file loads
 * the whole application again: about 4 CPU-seconds for an API file and 1 for a web file,
 * a third of the Jest suites' time on two cores. A bundle requires several test files,
 * each inside a `describe` named after its path, so their hooks stay theirs while they
 * share one load of the code under test.
 *
 * A file that mocks modules (`jest.mock`) runs alone: its mocks would reach the files
 * bundled after it. So does a file that says `jest-bundles: alone` in a comment (a test
 * of what happens before a lazily loaded module arrives, which another file may have
 * loaded already). The bundles are written under .tmp/jest-bundles at configuration
 * time; one file alone still runs as always (`npx jest <path>`, without JEST_BUNDLES).
 */
const {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { join, relative } = require('node:path');

const ENABLED = process.env.JEST_BUNDLES === '1';

/**
 * @param {string} dir
 * @param {string[]} suffixes
 * @returns {string[]}
 */
function filesEndingWith(dir, suffixes) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : filesEndingWith(path, suffixes);
    }
    return suffixes.some((suffix) => entry.name.endsWith(suffix)) ? [path] : [];
  });
}

/** @param {string} file */
const runsAlone = (file) => /\bjest\.mock\(|jest-bundles: alone/.test(readFileSync(file, 'utf8'));

/**
 * Seconds each test file took in a measured run (scripts/jest-timings.json, written by
 * `npm run test:timings`), per table: a project, or a project on PostgreSQL.
 * @type {Record<string, Record<string, number>>}
 */
const TIMINGS = JSON.parse(readFileSync(join(__dirname, 'jest-timings.json'), 'utf8'));

/**
 * A file's expected seconds: as measured, else its size at the measured files' median
 * seconds per byte (a new file until the table is written again).
 * @param {string} rootDir
 * @param {string} table
 * @returns {(file: string) => number}
 */
function expectedSeconds(rootDir, table) {
  const measured = TIMINGS[table] ?? {};
  const rates = Object.entries(measured)
    .filter(([path]) => existsSync(join(rootDir, path)))
    .map(([path, seconds]) => seconds / statSync(join(rootDir, path)).size)
    .sort((a, b) => a - b);
  const rate = rates.length > 0 ? rates[Math.floor(rates.length / 2)] : 1e-4;
  return (file) => measured[relative(rootDir, file)] ?? statSync(file).size * rate;
}

/**
 * Longest first, each to the lightest part so far.
 * @param {string[]} files
 * @param {number} count
 * @param {(file: string) => number} secondsOf
 * @returns {{ files: string[], seconds: number }[]}
 */
function split(files, count, secondsOf) {
  const parts = Array.from({ length: Math.min(count, files.length) }, () => ({
    seconds: 0,
    /** @type {string[]} */ files: [],
  }));
  const timed = files.map((file) => ({ file, seconds: secondsOf(file) }));
  timed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of timed) {
    const lightest = parts.reduce((min, part) => (part.seconds < min.seconds ? part : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return parts.map((part) => ({ files: part.files.sort(), seconds: part.seconds }));
}

/**
 * @param {string} rootDir
 * @param {string} file
 */
function bundleSource(rootDir, file) {
  const title = JSON.stringify(relative(rootDir, file));
  return `describe(${title}, () => {\n  require(${JSON.stringify(file)});\n});\n`;
}

/** Where the bundles are written, each project's in a folder of its own. */
const BUNDLES_DIR = join(__dirname, '..', '.tmp', 'jest-bundles');

/** In each project's folder: the expected seconds of its bundles and lone files. */
const EXPECTED_FILE = 'expected-seconds.json';

/**
 * The table of timings a project's files are split by: the API files on PostgreSQL have
 * their own, also when the whole server-api project runs there (TEST_STORE=postgres).
 * @param {string} name
 */
function timingsTable(name) {
  return name === 'server-api' && process.env.TEST_STORE === 'postgres'
    ? 'server-api-postgres'
    : name;
}

/**
 * A Jest project's `roots` and `testMatch`: its own when bundling is off, else the bundles
 * and the files that run alone. The bundles' and lone files' expected seconds go beside
 * them (EXPECTED_FILE), where scripts/jest-sequencer.cjs reads them to start the longest
 * first.
 * `only` limits the project to those files (paths from the repository's root).
 * @param {{ rootDir: string, name: string, root: string, suffixes: string[], parts: number, only?: readonly string[] }} project
 * @returns {{ roots: string[], testMatch: string[] }}
 */
function testFiles({ rootDir, name, root, suffixes, parts, only }) {
  const own = {
    roots: [join(rootDir, root)],
    testMatch: only
      ? only.map((file) => join(rootDir, file))
      : suffixes.map((suffix) => `**/*${suffix}`),
  };
  if (!ENABLED) return own;
  const files = filesEndingWith(join(rootDir, root), suffixes).filter(
    (file) => !only || only.includes(relative(rootDir, file)),
  );
  const secondsOf = expectedSeconds(rootDir, timingsTable(name));
  const alone = files.filter(runsAlone);
  const together = files.filter((file) => !alone.includes(file));
  const dir = join(BUNDLES_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  /** @type {Record<string, number>} */
  const expected = Object.fromEntries(alone.map((file) => [file, secondsOf(file)]));
  split(together, parts, secondsOf).forEach((part, index) => {
    const bundle = join(dir, `part-${index + 1}.bundle.js`);
    writeFileSync(bundle, part.files.map((file) => bundleSource(rootDir, file)).join('\n'));
    expected[bundle] = part.seconds;
  });
  writeFileSync(join(dir, EXPECTED_FILE), JSON.stringify(expected, null, 2));
  return { roots: [join(rootDir, root), dir], testMatch: [...alone, join(dir, '*.bundle.js')] };
}

module.exports = { testFiles, split, BUNDLES_DIR, EXPECTED_FILE };
