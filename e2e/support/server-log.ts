/**
 * Where the end-to-end server's log goes during a run (warnings and errors), so that a
 * failed run can show what the server said (scripts/test.ts prints its end).
 */
export const E2E_SERVER_LOG = '.tmp/e2e-server.log';
