/**
 * How the server starts in production. The Dockerfile's CMD, compose.yaml's servers and
 * `npm start` run exactly this (scripts/production-start.spec.ts holds them to it); the
 * end-to-end tests and the benchmarks start the server the same way.
 */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * V8's young generation at up to 32 MB a half instead of Node 20's 16. Objects that live
 * a few milliseconds (a request's, or an audit entry on its way to the disk) then die
 * before a collection more often, instead of being copied and promoted: the audit trail's
 * cost of a PATCH fell from about 100 to under 25 µs in bench/audit-cost.bench.ts, and
 * one server answered a quarter more PATCHes a second. The price is memory: 35 MB more at
 * rest, 67 MB more at the peak (docs/operations.md, "Memory").
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

/** The whole command, as the Dockerfile's CMD writes it. */
export const PRODUCTION_START: readonly string[] = ['node', ...PRODUCTION_NODE_FLAGS, SERVER_ENTRY];
