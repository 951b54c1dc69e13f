import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { EngageEvent } from '../modules/engage/engage.events.js';

/** How long a transaction recording an event may run: events committing later than that after a higher `seq` could be missed by a catch-up. */
export const LATE_MS = 5000;

/** How many missed events a reconnecting client may catch up on, and from how far back. */
export const CATCH_UP = { events: 1000, hours: 24 } as const;

/**
 * The kept events of an organisation a reconnecting peer may have missed, in `seq` order: after
 * `since`, and those recorded up to {@link LATE_MS} before it, which may have committed after it
 * (events of different items, in transactions running side by side) — the peer drops what it
 * already has; at most {@link CATCH_UP}. Without `since`, the latest 100.
 */
export async function missedEvents(
  db: Db,
  orgId: string,
  since: number | undefined,
): Promise<EngageEvent[]> {
  const rows = await db
    .selectFrom('engageEvents')
    .select([
      'seq',
      'itemId',
      'type',
      'moderatorId',
      'moderatorSource',
      'payload',
      sql<string>`${orgId}::text`.as('orgId'),
    ])
    .where('orgId', '=', orgId)
    .where('createdAt', '>', sql<Date>`now() - make_interval(hours => ${CATCH_UP.hours})`)
    // After `since`, and those recorded up to LATE_MS before it, which may have committed after
    // it (events of different items, in transactions running side by side); the peer drops
    // what it already has.
    .$if(since !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('seq', '>', String(since)),
          eb(
            'createdAt',
            '>=',
            sql<Date>`(SELECT created_at - make_interval(secs => ${LATE_MS / 1000})
              FROM engage_events WHERE seq = ${String(since)} AND org_id = ${orgId})`,
          ),
        ]),
      ),
    )
    .orderBy('seq', since === undefined ? 'desc' : 'asc')
    .limit(since === undefined ? 100 : CATCH_UP.events)
    .execute();
  return rows
    .map((row) => {
      const payload = (row.payload ?? {}) as Record<string, unknown>;
      return {
        seq: Number(row.seq),
        orgId,
        itemId: row.itemId,
        type: row.type as EngageEvent['type'],
        action: typeof payload['action'] === 'string' ? payload['action'] : row.type,
        moderatorId: row.moderatorId,
        moderatorSource: row.moderatorSource,
        payload,
      } satisfies EngageEvent;
    })
    .sort((a, b) => a.seq - b.seq);
}
