import type { DataSource } from 'typeorm';

/** Any fixed number: instances agree on it, nothing else in the database uses it. */
const STARTUP_LOCK = 7_461_001;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that replicas starting together migrate
 * and seed one after the other instead of racing to create the same tables and admin account.
 */
export async function withStartupLock<T>(ds: DataSource, fn: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await fn();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
