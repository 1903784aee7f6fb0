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
 * bundled after it. The bundles are written under .tmp/jest-bundles at configuration
 * time; one file alone still runs as always (`npx jest <path>`, without JEST_BUNDLES).
 */
const {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { join, relative } = require('node:path');

const ENABLED = process.env.JEST_BUNDLES === '1';

/** Only the test files whose path (from the repository's root) matches, e.g. a subset. */
const ONLY = process.env.JEST_BUNDLE_ONLY ? new RegExp(process.env.JEST_BUNDLE_ONLY) : undefined;

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
const mocksModules = (file) => /\bjest\.mock\(/.test(readFileSync(file, 'utf8'));

/**
 * Longest first, each to the lightest part so far: file size stands in for run time.
 * @param {string[]} files
 * @param {number} count
 * @returns {string[][]}
 */
function split(files, count) {
  const parts = Array.from({ length: Math.min(count, files.length) }, () => ({
    weight: 0,
    /** @type {string[]} */ files: [],
  }));
  const sized = files.map((file) => ({ file, size: statSync(file).size }));
  sized.sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  for (const { file, size } of sized) {
    const lightest = parts.reduce((min, part) => (part.weight < min.weight ? part : min));
    lightest.files.push(file);
    lightest.weight += size;
  }
  return parts.map((part) => part.files.sort());
}

/**
 * @param {string} rootDir
 * @param {string} file
 */
function bundleSource(rootDir, file) {
  const title = JSON.stringify(relative(rootDir, file));
  return `describe(${title}, () => {\n  require(${JSON.stringify(file)});\n});\n`;
}

/**
 * A Jest project's `roots` and `testMatch`: its own when bundling is off, else the bundles
 * and the files that run alone.
 * @param {{ rootDir: string, name: string, root: string, suffixes: string[], parts: number }} project
 * @returns {{ roots: string[], testMatch: string[] }}
 */
function testFiles({ rootDir, name, root, suffixes, parts }) {
  const own = {
    roots: [join(rootDir, root)],
    testMatch: suffixes.map((suffix) => `**/*${suffix}`),
  };
  if (!ENABLED) return own;
  const files = filesEndingWith(join(rootDir, root), suffixes).filter(
    (file) => !ONLY || ONLY.test(relative(rootDir, file)),
  );
  const alone = files.filter(mocksModules);
  const together = files.filter((file) => !alone.includes(file));
  const dir = join(rootDir, '.tmp', 'jest-bundles', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  split(together, parts).forEach((part, index) => {
    const source = part.map((file) => bundleSource(rootDir, file)).join('\n');
    writeFileSync(join(dir, `part-${index + 1}.bundle.js`), source);
  });
  return { roots: [join(rootDir, root), dir], testMatch: [...alone, join(dir, '*.bundle.js')] };
}

module.exports = { testFiles };
