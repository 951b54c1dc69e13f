import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { notify } from '../notifications/notify.js';
import { type AttemptResult, deliveryHeaders, postDelivery } from './deliver.js';
import { signingSecrets } from './secret.js';
import { allowsPrivateTargets } from './target.js';
import { processCounters } from '../../observe/counters.js';

/** Seconds before each retry: Svix's schedule (decision 0053). */
export const RETRY_SCHEDULE_S: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];

/** An endpoint whose every attempt failed this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;

/** How long a delivery is taken by the server trying it (its timeout and a margin). */
const LEASE_S = 30;

/** Deliveries in flight at once, per server. */
const CONCURRENCY = 8;

/**
 * The retry schedule: `WEBHOOK_RETRY_SCHEDULE` (seconds, comma-separated) for development and
 * tests, else {@link RETRY_SCHEDULE_S}.
 */
export function retrySchedule(env: NodeJS.ProcessEnv = process.env): readonly number[] {
  const configured = (env['WEBHOOK_RETRY_SCHEDULE'] ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => Number(part.trim()))
    .filter((seconds) => Number.isFinite(seconds) && seconds >= 0);
  return configured.length > 0 ? configured : RETRY_SCHEDULE_S;
}

/**
 * When a delivery that failed its `attempts`-th attempt is tried again, in milliseconds from
 * now (the schedule's delay, ±10% jitter), or null when it is given up.
 *
 * @example
 * nextRetryMs(1, RETRY_SCHEDULE_S, () => 0.5) // 5000
 * nextRetryMs(8, RETRY_SCHEDULE_S) // null
 */
export function nextRetryMs(
  attempts: number,
  schedule: readonly number[] = RETRY_SCHEDULE_S,
  random: () => number = Math.random,
): number | null {
  const seconds = schedule[attempts - 1];
  if (seconds === undefined) return null;
  return Math.round(seconds * 1000 * (0.9 + 0.2 * random()));
}

/** A delivery taken to be tried. */
export interface Claimed {
  readonly id: string;
  readonly orgId: string;
  readonly webhookId: string;
  readonly messageId: string;
  readonly topic: string;
  readonly payload: unknown;
  readonly attemptCount: number;
  readonly url: string;
}

/**
 * Takes up to `limit` due deliveries of enabled endpoints for {@link LEASE_S} seconds (another
 * server skips them; a server killed meanwhile leaves them to be taken again when it runs out).
 */
export async function claimDue(db: Db, limit: number, ids?: readonly string[]): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    UPDATE webhook_deliveries d
    SET leased_until = now() + make_interval(secs => ${LEASE_S})
    FROM webhooks w
    WHERE w.id = d.webhook_id
      AND d.id IN (
        SELECT due.id FROM webhook_deliveries due
        JOIN webhooks hook ON hook.id = due.webhook_id
        WHERE ${
          ids === undefined
            ? sql`due.status = 'pending' AND due.next_attempt_at <= now() AND hook.enabled`
            : sql`due.id = ANY (${[...ids]}::uuid[])`
        }
          AND (due.leased_until IS NULL OR due.leased_until < now())
        ORDER BY due.next_attempt_at
        LIMIT ${limit}
        FOR UPDATE OF due SKIP LOCKED
      )
    RETURNING d.id, d.org_id AS "orgId", d.webhook_id AS "webhookId", d.message_id AS "messageId",
      d.topic, d.payload, d.attempt_count AS "attemptCount", w.url
  `.execute(db);
  return rows;
}

/**
 * Records an attempt (in one transaction, the endpoint locked before its delivery): the attempt
 * itself; the delivery succeeded, or pending its next try, or failed once the schedule is done
 * (`retry: false` — a test or a resend — leaves a failed one failed); the endpoint healthy
 * again, or failing since its first failure — and disabled, its administrators told, once that
 * is {@link DISABLE_AFTER_MS} ago.
 */
export async function recordAttempt(
  db: Db,
  delivery: Claimed,
  result: AttemptResult,
  options: { readonly retry?: boolean; readonly schedule?: readonly number[] } = {},
): Promise<'succeeded' | 'pending' | 'failed'> {
  return transact(db, async (trx) => {
    const [hook] = await lockRows<{
      id: string;
      url: string;
      enabled: boolean;
      failingSince: Date | null;
    }>(trx, 'webhooks', [delivery.webhookId], ['url', 'enabled', 'failing_since']);
    await trx
      .insertInto('webhookAttempts')
      .values({
        deliveryId: delivery.id,
        ok: result.ok,
        status: result.status,
        durationMs: result.durationMs,
        response: result.response.replaceAll('\u0000', ''),
        error: result.error ?? null,
      })
      .execute();
    const attempts = delivery.attemptCount + 1;
    const retryIn = result.ok ? null : nextRetryMs(attempts, options.schedule ?? retrySchedule());
    const status = result.ok
      ? 'succeeded'
      : retryIn !== null && options.retry !== false
        ? 'pending'
        : 'failed';
    await trx
      .updateTable('webhookDeliveries')
      .set({
        status,
        attemptCount: attempts,
        lastStatus: result.status,
        leasedUntil: null,
        ...(status === 'pending' && retryIn !== null
          ? { nextAttemptAt: new Date(Date.now() + retryIn) }
          : {}),
      })
      .where('id', '=', delivery.id)
      .execute();
    if (!hook) return status;
    if (result.ok) {
      if (hook.failingSince !== null) {
        await trx
          .updateTable('webhooks')
          .set({ failingSince: null })
          .where('id', '=', hook.id)
          .execute();
      }
      return status;
    }
    const since = hook.failingSince ?? new Date();
    const giveUp = hook.enabled && Date.now() - since.getTime() >= DISABLE_AFTER_MS;
    const reason = `Every delivery failed for 5 days (the last: ${result.error ?? 'no answer'}).`;
    await trx
      .updateTable('webhooks')
      .set({
        failingSince: since,
        ...(giveUp ? { enabled: false, disabledReason: reason, updatedAt: new Date() } : {}),
      })
      .where('id', '=', hook.id)
      .execute();
    if (giveUp) {
      const admins = await trx
        .selectFrom('users')
        .select('id')
        .where('orgId', '=', delivery.orgId)
        .where('isAdmin', '=', true)
        .where('deletedAt', 'is', null)
        .execute();
      await notify(
        trx,
        admins.map((admin) => admin.id),
        {
          type: 'webhookDisabled',
          params: { url: hook.url.slice(0, 300), reason: result.error?.slice(0, 300) ?? '' },
          product: 'PLATFORM',
          relevance: 'ME',
          message: `The webhook to ${hook.url} was switched off: every delivery failed for 5 days.`,
          link: '/settings/integrations',
          data: { webhookId: hook.id },
        },
      );
    }
    return status;
  });
}

/**
 * Tries one taken delivery: signed now with the organisation's secrets, posted, recorded.
 * Answers what the attempt came to.
 */
export async function attempt(
  db: Db,
  delivery: Claimed,
  options: { readonly retry?: boolean; readonly schedule?: readonly number[] } = {},
): Promise<AttemptResult> {
  const body = JSON.stringify(delivery.payload);
  const secrets = await signingSecrets(db, delivery.orgId);
  const headers = deliveryHeaders(secrets, delivery.messageId, new Date(), body);
  const result = await postDelivery(delivery.url, headers, body, {
    allowPrivate: allowsPrivateTargets(),
  });
  const status = await recordAttempt(db, delivery, result, options);
  processCounters.webhookDeliveries.inc({ outcome: status === 'pending' ? 'retrying' : status });
  return result;
}

/**
 * The webhook worker, a drain of the outbox: tries every due delivery, {@link CONCURRENCY} at a
 * time (a slow endpoint holds one slot, not the others), until none is due; then asks to look
 * again when the next retry falls due within the minute (the queue's minute schedule catches the
 * rest).
 */
export function webhookWorker(db: Db, jobs: Jobs | null): JobHandler {
  return async () => {
    const inFlight = new Set<Promise<unknown>>();
    for (;;) {
      const free = CONCURRENCY - inFlight.size;
      const taken = free > 0 ? await claimDue(db, free) : [];
      for (const delivery of taken) {
        const running: Promise<unknown> = attempt(db, delivery)
          .catch(() => undefined)
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      if (inFlight.size === 0) break;
      if (taken.length === 0 || inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
    }
    // The next retry due of an enabled endpoint, not taken by another server (which looks
    // again itself; one killed leaves its lease to run out for the minute's schedule).
    const { rows } = await sql<{ at: Date | null }>`
      SELECT min(d.next_attempt_at) AS at FROM webhook_deliveries d
      JOIN webhooks w ON w.id = d.webhook_id AND w.enabled
      WHERE d.status = 'pending' AND (d.leased_until IS NULL OR d.leased_until < now())
    `.execute(db);
    const at = rows[0]?.at ? new Date(rows[0].at) : null;
    if (jobs && at !== null && at.getTime() - Date.now() < 60_000) {
      // Due already (written while this drain finished): a second from now, not at once.
      await jobs.nudge(QUEUES.webhooks, new Date(Math.max(at.getTime(), Date.now() + 1000)));
    }
  };
}
