/**
 * Points where a test may stop the process dead (SIGKILL, no clean-up), to show what survives a
 * crash there: `TEST_KILL_AT=after-commit` (see the outbox's crash test, e2e/tests/outbox.e2e.ts).
 * Ignored in production.
 */
export function stopHereInTests(point: 'after-commit'): void {
  if (process.env.TEST_KILL_AT === point && process.env.NODE_ENV !== 'production') {
    process.kill(process.pid, 'SIGKILL');
  }
}
