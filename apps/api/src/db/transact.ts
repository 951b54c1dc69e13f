import type { Db } from './database.js';

/**
 * SQLSTATEs of a transaction PostgreSQL rolled back because of another one: a serialisation
 * failure and a detected deadlock. Doing the same work again may succeed.
 */
export const RETRIED_STATES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** How often {@link transact} tries by default, and the first backoff's ceiling in ms. */
export const TRANSACT_ATTEMPTS = 5;
const BASE_DELAY_MS = 20;

/**
 * Whether an error is one {@link transact} tries again after: PostgreSQL's serialisation failure
 * (`40001`) or deadlock (`40P01`).
 *
 * @example
 * isRetried(Object.assign(new Error('deadlock detected'), { code: '40P01' })); // true
 */
export function isRetried(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    RETRIED_STATES.has(String((error as { code?: unknown }).code))
  );
}

/** Full jitter: a random wait up to the ceiling, which doubles with each attempt. */
const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * BASE_DELAY_MS * 2 ** attempt));

/**
 * Runs `work` in a transaction, and runs it again in a new one — up to `attempts` times in all,
 * with a jittered, doubling wait — when PostgreSQL rolled it back as a serialisation failure or
 * a deadlock ({@link isRetried}); any other error, and the last one, is thrown (decision 0030).
 *
 * `work` must be safe to repeat: it works only through `trx` and answers what it did (events to
 * publish, rows), never pushing into state outside or calling a network — effects that must
 * happen once (publishing, queueing a send) come after `transact` returns.
 *
 * @example
 * const events = await transact(db, async (trx) => {
 *   const [row] = await lockRows(trx, 'engage_items', [id], ['item']);
 *   return [await recordEvent(trx, { orgId, itemId: id, action: 'read', by })];
 * });
 * publish(events);
 */
export async function transact<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  attempts = TRANSACT_ATTEMPTS,
  /** Other errors that doing the work again may get past (a concurrent insert of the same row). */
  alsoRetried: (error: unknown) => boolean = () => false,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !(isRetried(error) || alsoRetried(error))) throw error;
      await backoff(attempt);
    }
  }
}

/**
 * Whether an error is PostgreSQL's unique violation (`23505`) of the named constraint: another
 * transaction stored the same row first.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === constraint
  );
}
