import { Feed, FeedDefinition, FeedOrder, FeedSharing, FeedToggle } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { loadDirectory } from '../directory/directory.js';
import { editableFeed, feedFor, feedsOf, filtersOf, ownList } from './feeds.store.js';
import { nameOf, notify } from '../notifications/notify.js';
import { actorOfUser, queueWebhook } from '../webhooks/outbox.js';

/** The engage API's base path (architecture §3). */
export const ENGAGE = '/api/engage';

const FeedParams = t.type({ id: Uuid, feedId: Uuid }, 'FeedParams');

/** Sets one of the caller's own settings of a feed (pin, push, e-mail). */
async function setting(
  db: Db,
  caller: Caller,
  feedId: string,
  column: 'pinned' | 'pushEnabled' | 'emailEnabled',
  enabled: boolean,
) {
  await feedFor(db, caller, feedId);
  await db
    .insertInto('feedSettings')
    .values({ feedId, userId: caller.userId, [column]: enabled })
    .onConflict((oc) => oc.columns(['feedId', 'userId']).doUpdateSet({ [column]: enabled }))
    .execute();
  return feedFor(db, caller, feedId);
}

const toggle = (
  path: 'push' | 'email' | 'pin',
  column: 'pinned' | 'pushEnabled' | 'emailEnabled',
) =>
  route({
    method: 'PUT',
    path: `${ENGAGE}/moderators/{id}/feeds/{feedId}/${path}`,
    tag: 'feeds',
    summary: `Turns the caller's ${path === 'pin' ? 'pin' : `${path} notifications`} of a feed on or off`,
    access: 'user',
    params: FeedParams,
    body: FeedToggle,
    response: Feed,
    handle: async ({ db, caller, params, body }) => {
      ownList(caller, params.id);
      return setting(db, caller, params.feedId, column, body.enabled);
    },
  });

/** Feeds: the caller's list, create, get, change, delete, order, pin/push/e-mail, share (engage §7). */
export function feedsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/moderators/{id}/feeds`,
      tag: 'feeds',
      summary: "The caller's feeds and those shared with them, pinned first, in their order",
      access: 'user',
      params: IdParam,
      response: t.array(Feed),
      handle: async ({ db, caller, params }) => {
        ownList(caller, params.id);
        return feedsOf(db, caller);
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/moderators/{id}/feeds`,
      tag: 'feeds',
      summary: 'Creates a feed, last in the caller’s list',
      access: 'user',
      params: IdParam,
      body: FeedDefinition,
      response: Feed,
      status: 201,
      handle: async ({ db, caller, params, body }) => {
        ownList(caller, params.id);
        const created = await db.transaction().execute(async (trx) => {
          const feed = await trx
            .insertInto('feeds')
            .values({
              orgId: caller.orgId,
              ownerId: caller.userId,
              name: body.name.trim(),
              filters: JSON.stringify(filtersOf(body)),
              type: body.type ?? null,
              blurMedia: body.blurMedia ?? false,
              endDate: body.endDate ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const last = await trx
            .selectFrom('feedSettings')
            .select((eb) => eb.fn.max('position').as('max'))
            .where('userId', '=', caller.userId)
            .executeTakeFirst();
          await trx
            .insertInto('feedSettings')
            .values({ feedId: feed.id, userId: caller.userId, position: (last?.max ?? -1) + 1 })
            .execute();
          return feed.id;
        });
        return feedFor(db, caller, created);
      },
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/moderators/{id}/feeds`,
      tag: 'feeds',
      summary: "Reorders the caller's feeds: the ids in their new order",
      access: 'user',
      params: IdParam,
      body: FeedOrder,
      response: t.array(Feed),
      handle: async ({ db, caller, params, body }) => {
        ownList(caller, params.id);
        const mine = new Set((await feedsOf(db, caller)).map((f) => f.id));
        const ids = [...new Set(body.ids)];
        const unknown = ids.find((id) => !mine.has(id));
        if (unknown !== undefined) throw notFound(`Feed ${unknown}`);
        await db.transaction().execute(async (trx) => {
          for (const [position, feedId] of ids.entries()) {
            await trx
              .insertInto('feedSettings')
              .values({ feedId, userId: caller.userId, position })
              .onConflict((oc) => oc.columns(['feedId', 'userId']).doUpdateSet({ position }))
              .execute();
          }
        });
        return feedsOf(db, caller);
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/moderators/{id}/feeds/{feedId}`,
      tag: 'feeds',
      summary: 'One feed the caller may see',
      access: 'user',
      params: FeedParams,
      response: Feed,
      handle: async ({ db, caller, params }) => {
        ownList(caller, params.id);
        return feedFor(db, caller, params.feedId);
      },
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/moderators/{id}/feeds/{feedId}`,
      tag: 'feeds',
      summary:
        "Changes a feed's name, filters and display (its owner or an administrator); the others who have it are told",
      access: 'user',
      params: FeedParams,
      body: FeedDefinition,
      response: Feed,
      handle: async ({ db, caller, params, body }) => {
        ownList(caller, params.id);
        const feed = await editableFeed(db, caller, params.feedId);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('feeds')
            .set({
              name: body.name.trim(),
              filters: JSON.stringify(filtersOf(body)),
              type: body.type ?? null,
              blurMedia: body.blurMedia ?? false,
              endDate: body.endDate ?? null,
            })
            .where('id', '=', params.feedId)
            .execute();
          const told = [feed.ownerId, ...(feed.shares ?? [])].filter(
            (userId): userId is string => userId !== undefined && userId !== caller.userId,
          );
          const by = await nameOf(trx, caller.userId);
          await notify(trx, told, {
            type: 'feedChanged',
            params: { feed: body.name.trim(), by },
            product: 'ENGAGE',
            relevance: 'ALL',
            message: `${by} changed the feed ${body.name.trim()}`,
            link: `/engage/feeds/${params.feedId}`,
            data: { feedId: params.feedId },
          });
        });
        return feedFor(db, caller, params.feedId);
      },
    }),
    route({
      method: 'DELETE',
      path: `${ENGAGE}/moderators/{id}/feeds/{feedId}`,
      tag: 'feeds',
      summary: 'Deletes a feed; the people it was shared with are told',
      access: 'user',
      params: FeedParams,
      response: null,
      handle: async ({ db, caller, params }) => {
        ownList(caller, params.id);
        const feed = await editableFeed(db, caller, params.feedId);
        await db.transaction().execute(async (trx) => {
          const told = (feed.shares ?? []).filter((userId) => userId !== caller.userId);
          await notify(trx, told, {
            type: 'feedDeleted',
            params: { feed: feed.name },
            product: 'ENGAGE',
            relevance: 'ALL',
            message: `The shared feed ${feed.name} has been deleted`,
          });
          await trx.deleteFrom('feeds').where('id', '=', params.feedId).execute();
        });
      },
    }),
    toggle('push', 'pushEnabled'),
    toggle('email', 'emailEnabled'),
    toggle('pin', 'pinned'),
    route({
      method: 'PUT',
      path: `${ENGAGE}/moderators/{id}/feeds/{feedId}/share`,
      tag: 'feeds',
      summary:
        'Sets who a feed is shared with (and, for its owner or an administrator, who owns it)',
      access: 'user',
      params: FeedParams,
      body: FeedSharing,
      response: Feed,
      handle: async ({ db, caller, params, body }) => {
        ownList(caller, params.id);
        const feed = await editableFeed(db, caller, params.feedId);
        const people = new Set((await loadDirectory(db, caller.orgId)).users.map((u) => u.id));
        const shares = [...new Set(body.shares)].filter((id) => id !== body.ownerId);
        const before = new Set([feed.ownerId, ...(feed.shares ?? [])]);
        for (const id of [body.ownerId, ...shares])
          if (!people.has(id)) throw notFound(`User ${id}`);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('feeds')
            .set({ ownerId: body.ownerId })
            .where('id', '=', params.feedId)
            .execute();
          await trx.deleteFrom('feedShares').where('feedId', '=', params.feedId).execute();
          if (shares.length > 0) {
            await trx
              .insertInto('feedShares')
              .values(shares.map((userId) => ({ feedId: params.feedId, userId })))
              .execute();
          }
          await trx
            .deleteFrom('feedSettings')
            .where('feedId', '=', params.feedId)
            .where('userId', 'not in', [body.ownerId, ...shares])
            .execute();
          await notify(
            trx,
            shares.filter((userId) => !before.has(userId) && userId !== caller.userId),
            {
              type: 'feedShared',
              params: { feed: feed.name },
              product: 'ENGAGE',
              relevance: 'ME',
              message: `The feed ${feed.name} has been shared with you`,
              link: `/engage/feeds/${params.feedId}`,
              data: { feedId: params.feedId },
            },
          );
          const added = shares.filter((userId) => !before.has(userId));
          if (added.length > 0) {
            await queueWebhook(trx, caller.orgId, 'engage.feed.shared', {
              feedId: params.feedId,
              name: feed.name,
              userIds: added,
              teamIds: [],
              by: actorOfUser(caller.userId),
            });
          }
        });
        // The caller may have shared the feed away: answer with it as it now is.
        return feedFor(db, { ...caller, isAdmin: true }, params.feedId);
      },
    }),
  ];
}
