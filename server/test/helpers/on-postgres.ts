/**
 * Jest setup file of the server-api-postgres project: its API files run on PostgreSQL
 * (test-store.ts reads TEST_STORE when a test file first loads it).
 */
process.env.TEST_STORE = 'postgres';
