import { HistorySource, ItemHistoryEntry } from '@smm/model';
import * as t from 'io-ts';
import { sql } from 'kysely';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { engageViewer } from './engage.viewer.js';
import { itemFor } from './items.store.js';

/** At most this many changes of an item are answered, the newest. */
const HISTORY = 100;

/**
 * An item's history (engage §3, §7): the changes recorded on it, newest first, each with who did
 * it — a person by name, automation by its rule's or messaging group's name ("a deleted rule"
 * when gone) — and what it named (a label, an assignee, a language, a sentiment). The replies
 * sent to the item are in its history too.
 */
export function historyRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/contents/{id}/history`,
      tag: 'engage items',
      summary:
        'The changes of an item the caller sees, newest first (at most 100), with who made them: a person, a bulk job, an automation rule or messaging group, or the network',
      access: 'user',
      params: IdParam,
      response: t.array(ItemHistoryEntry),
      handle: async ({ db, caller, params }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        // The item's own events, and the replies sent to it (recorded on each reply).
        const events = await db
          .selectFrom('engageEvents')
          .select(['createdAt', 'moderatorId', 'moderatorSource', 'payload'])
          .where('orgId', '=', caller.orgId)
          .where((eb) =>
            eb.or([
              eb('itemId', '=', row.id),
              eb.and([
                eb('itemId', 'in', (sub) =>
                  sub
                    .selectFrom('engageItems')
                    .select('id')
                    .where('parentId', '=', row.id)
                    .where('orgId', '=', caller.orgId),
                ),
                eb(sql<string>`payload->>'action'`, 'in', ['reply', 'repost']),
              ]),
            ]),
          )
          .orderBy('seq', 'desc')
          .limit(HISTORY)
          .execute();
        const automated = [
          ...new Set(
            events.flatMap((event) =>
              event.moderatorSource === 'automation' && event.moderatorId
                ? [event.moderatorId]
                : [],
            ),
          ),
        ];
        const [rules, groups] =
          automated.length === 0
            ? [[], []]
            : await Promise.all([
                db
                  .selectFrom('automationRules')
                  .select(['id', 'name'])
                  .where('orgId', '=', caller.orgId)
                  .where('id', 'in', automated)
                  .execute(),
                db
                  .selectFrom('autoReplyGroups')
                  .select(['id', 'name'])
                  .where('orgId', '=', caller.orgId)
                  .where('id', 'in', automated)
                  .execute(),
              ]);
        const names = new Map<string, string>([
          ...viewer.users.map((user) => [user.id, user.name ?? user.email] as const),
          ...viewer.teams.map((team) => [team.id, team.name] as const),
          ...[...rules, ...groups].map((entry) => [entry.id, entry.name] as const),
        ]);
        const labelNames = new Map(
          (
            await db
              .selectFrom('labels')
              .select(['id', 'name'])
              .where('orgId', '=', caller.orgId)
              .execute()
          ).map((label) => [label.id, label.name]),
        );
        return events.map((event): ItemHistoryEntry => {
          const payload = (event.payload ?? {}) as Record<string, unknown>;
          const source = HistorySource.is(event.moderatorSource) ? event.moderatorSource : 'user';
          const named = typeof payload['name'] === 'string' ? payload['name'] : '';
          const target =
            named !== ''
              ? named
              : typeof payload['labelId'] === 'string'
                ? labelNames.get(payload['labelId'])
                : typeof payload['language'] === 'string'
                  ? payload['language']
                  : typeof payload['sentiment'] === 'string'
                    ? payload['sentiment']
                    : undefined;
          const actorName = event.moderatorId ? names.get(event.moderatorId) : undefined;
          return {
            at: event.createdAt.toISOString(),
            action: typeof payload['action'] === 'string' ? payload['action'] : 'change',
            source,
            ...(event.moderatorId ? { actorId: event.moderatorId } : {}),
            ...(actorName === undefined ? {} : { actorName }),
            ...(target === undefined ? {} : { target }),
          };
        });
      },
    }),
  ];
}
