// @ts-check
/**
 * Starts the test files expected to take longest first, so that the last to finish on
 * each worker ends about together (the bundles' and lone files' expected seconds, written
 * by scripts/jest-bundles.cjs). Without them, or for a file they do not name, Jest's own
 * order: failed first, then by the last run's time, else by size.
 */
const Sequencer = require('@jest/test-sequencer').default;
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { BUNDLES_DIR, EXPECTED_FILE } = require('./jest-bundles.cjs');

/** @returns {Record<string, number>} */
function expectedSeconds() {
  if (!existsSync(BUNDLES_DIR)) return {};
  return Object.assign(
    {},
    ...readdirSync(BUNDLES_DIR)
      .map((project) => join(BUNDLES_DIR, project, EXPECTED_FILE))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8'))),
  );
}

class LongestFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    const expected = expectedSeconds();
    const jestOrder = /** @type {import('@jest/test-result').Test[]} */ (super.sort(tests));
    const known = jestOrder.filter((test) => test.path in expected);
    if (known.length === 0) return jestOrder;
    known.sort((a, b) => expected[b.path] - expected[a.path]);
    return [...known, ...jestOrder.filter((test) => !(test.path in expected))];
  }
}

module.exports = LongestFirst;
