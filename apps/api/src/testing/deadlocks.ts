import { sql } from 'kysely';
import type { TestApi } from './test-api.js';

/**
 * How many deadlocks PostgreSQL has broken in the test server's database so far
 * (`pg_stat_database.deadlocks`). A transaction the server retried after a deadlock answers as
 * if nothing happened (decision 0030), so a test of lock order counts them instead. Backends
 * publish their statistics at most once a second, at the end of a transaction: this waits that
 * second and runs a short transaction on each pooled connection first.
 *
 * @example
 * const before = await deadlockCount(api);
 * await Promise.all(concurrentWrites);
 * expect(await deadlockCount(api)).toBe(before);
 */
export async function deadlockCount(api: TestApi): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await Promise.all(Array.from({ length: 8 }, () => sql`SELECT pg_sleep(0.05)`.execute(api.db)));
  const { rows } = await sql<{ deadlocks: string }>`
    SELECT deadlocks::text AS deadlocks FROM pg_stat_database WHERE datname = current_database()
  `.execute(api.db);
  return Number(rows[0]?.deadlocks ?? 0);
}
