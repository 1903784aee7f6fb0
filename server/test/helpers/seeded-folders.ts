/**
 * Where the API suite keeps its seeded data folders for a run (see copySeededFolder in
 * test-app.ts): made by the global setup, removed by the teardown.
 */
export const SEEDS_VARIABLE = 'TALENTO_TEST_SEEDS';
