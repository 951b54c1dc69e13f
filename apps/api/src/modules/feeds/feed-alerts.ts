import { alertsOfNewItem, feedAlertDueAt, matchesFeed, type FeedAlertMedium } from '@smm/feeds';
import type { EngageItem } from '@smm/model';
import type { Db } from '../../db/database.js';
import { loadCaller } from '../../http/caller.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { queueMail } from '../../mail/outbox.js';
import { engageViewer } from '../engage/engage.viewer.js';
import { notify } from '../notifications/notify.js';
import { feedAlertMessage, feedDigestMail } from './feed-digest.mail.js';
import { feedsOf } from './feeds.store.js';

/** New items matched in one transaction at most. */
const MATCH_BATCH = 500;

/** Whether any feed of the organisation has push or e-mail alerts on for someone. */
async function watched(trx: Db, orgId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('feedSettings')
    .innerJoin('feeds', 'feeds.id', 'feedSettings.feedId')
    .select('feeds.id')
    .where('feeds.orgId', '=', orgId)
    .where((eb) =>
      eb.or([
        eb('feedSettings.pushEnabled', '=', true),
        eb('feedSettings.emailEnabled', '=', true),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps the new items that may alert feeds (not the organisation's own, decision 0048) for the
 * feed alert job, in the transaction that stores them — only when some feed of the organisation
 * has alerts on, so that ingesting costs nothing more otherwise. Committing wakes the job.
 */
export async function keepForFeedAlerts(
  trx: Db,
  orgId: string,
  items: readonly { readonly id: string; readonly item: EngageItem }[],
): Promise<void> {
  const alerting = items.filter((entry) => alertsOfNewItem(entry.item));
  if (alerting.length === 0 || !(await watched(trx, orgId))) return;
  for (let i = 0; i < alerting.length; i += 1000) {
    await trx
      .insertInto('feedAlertItems')
      .values(alerting.slice(i, i + 1000).map((entry) => ({ itemId: entry.id, orgId })))
      .onConflict((oc) => oc.column('itemId').doNothing())
      .execute();
  }
}

/** One new item, one person, one feed, one medium: what they are to hear of. */
interface Alert {
  readonly feedId: string;
  readonly userId: string;
  readonly medium: FeedAlertMedium;
  readonly itemId: string;
  readonly shownId: string;
  readonly arrivedAt: Date;
}

/**
 * The alerts new items of one organisation give: for each person with push or e-mail on for a
 * feed that is theirs or shared with them, each item that person sees (its channel) which falls
 * into the feed as they read it (`matchesFeed`; a message as its conversation).
 */
async function alertsOf(
  db: Db,
  orgId: string,
  arrivals: readonly { readonly itemId: string; readonly arrivedAt: Date }[],
): Promise<Alert[]> {
  const settings = await db
    .selectFrom('feedSettings')
    .innerJoin('feeds', 'feeds.id', 'feedSettings.feedId')
    .select([
      'feedSettings.feedId',
      'feedSettings.userId',
      'feedSettings.pushEnabled',
      'feedSettings.emailEnabled',
    ])
    .where('feeds.orgId', '=', orgId)
    .where((eb) =>
      eb.or([
        eb('feedSettings.pushEnabled', '=', true),
        eb('feedSettings.emailEnabled', '=', true),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('feeds.ownerId', '=', eb.ref('feedSettings.userId')),
        eb.exists(
          eb
            .selectFrom('feedShares')
            .select('feedShares.feedId')
            .whereRef('feedShares.feedId', '=', 'feeds.id')
            .whereRef('feedShares.userId', '=', 'feedSettings.userId'),
        ),
      ]),
    )
    .execute();
  if (settings.length === 0) return [];
  const rows = await db
    .selectFrom('engageItems')
    .select(['id', 'channelId', 'listed', 'parentId', 'item'])
    .where('orgId', '=', orgId)
    .where(
      'id',
      'in',
      arrivals.map((arrival) => arrival.itemId),
    )
    .execute();
  const conversationIds = [
    ...new Set(rows.flatMap((row) => (!row.listed && row.parentId !== null ? [row.parentId] : []))),
  ];
  const conversations = new Map(
    (conversationIds.length === 0
      ? []
      : await db
          .selectFrom('engageItems')
          .select(['id', 'channelId', 'listed', 'item'])
          .where('id', 'in', conversationIds)
          .execute()
    ).map((row) => [row.id, row]),
  );
  const arrivedAt = new Map(arrivals.map((arrival) => [arrival.itemId, arrival.arrivedAt]));
  // What each new item is shown as in a feed: itself, or the conversation of a message.
  const shown = rows.flatMap((row) => {
    if (!alertsOfNewItem(row.item as EngageItem)) return [];
    const as = row.listed ? row : conversations.get(row.parentId ?? '');
    if (as === undefined || !as.listed) return [];
    return [
      {
        itemId: row.id,
        shownId: as.id,
        channelId: as.channelId,
        item: as.item as EngageItem,
        arrivedAt: arrivedAt.get(row.id) ?? new Date(),
      },
    ];
  });
  const byUser = new Map<string, typeof settings>();
  for (const setting of settings) {
    byUser.set(setting.userId, [...(byUser.get(setting.userId) ?? []), setting]);
  }
  const alerts: Alert[] = [];
  const now = new Date().toISOString();
  for (const [userId, theirs] of byUser) {
    const caller = await loadCaller(db, { userId }, null, []).catch(() => null);
    if (caller === null || caller.orgId !== orgId) continue;
    const viewer = await engageViewer(db, caller);
    const wanted = new Map(theirs.map((setting) => [setting.feedId, setting]));
    const feeds = (await feedsOf(db, caller)).filter((feed) => wanted.has(feed.id));
    for (const entry of shown) {
      if (!viewer.channels.has(entry.channelId)) continue;
      for (const feed of feeds) {
        if (!matchesFeed(feed, entry.item, { ...viewer.match, now })) continue;
        const setting = wanted.get(feed.id);
        const media: FeedAlertMedium[] = [
          ...(setting?.pushEnabled ? (['push'] as const) : []),
          ...(setting?.emailEnabled ? (['email'] as const) : []),
        ];
        for (const medium of media) {
          alerts.push({
            feedId: feed.id,
            userId,
            medium,
            itemId: entry.itemId,
            shownId: entry.shownId,
            arrivedAt: entry.arrivedAt,
          });
        }
      }
    }
  }
  return alerts;
}

/**
 * Matches the new items kept for feed alerts against the feeds that alert of them, a batch per
 * transaction: the batch is taken (other servers skip it), its alerts written, and the items
 * let go in the same transaction — so each item alerts once, however often this runs. Answers
 * how many items it matched.
 */
export async function matchNewItems(db: Db): Promise<number> {
  let matched = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (trx) => {
      const batch = await trx
        .selectFrom('feedAlertItems')
        .select(['itemId', 'orgId', 'arrivedAt'])
        .orderBy('arrivedAt')
        .orderBy('itemId')
        .limit(MATCH_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (batch.length === 0) return 0;
      const byOrg = new Map<string, typeof batch>();
      for (const row of batch) byOrg.set(row.orgId, [...(byOrg.get(row.orgId) ?? []), row]);
      const alerts: Alert[] = [];
      for (const [orgId, arrivals] of byOrg) {
        alerts.push(
          // Read outside the batch's transaction, so the organisation's directory kept is used.
          ...(await alertsOf(
            db,
            orgId,
            arrivals.map((row) => ({ itemId: row.itemId, arrivedAt: new Date(row.arrivedAt) })),
          )),
        );
      }
      for (let i = 0; i < alerts.length; i += 1000) {
        await trx
          .insertInto('feedAlerts')
          .values(alerts.slice(i, i + 1000))
          .onConflict((oc) => oc.columns(['feedId', 'userId', 'medium', 'itemId']).doNothing())
          .execute();
      }
      await trx
        .deleteFrom('feedAlertItems')
        .where(
          'itemId',
          'in',
          batch.map((row) => row.itemId),
        )
        .execute();
      return batch.length;
    });
    matched += taken;
    if (taken < MATCH_BATCH) return matched;
  }
}

/** Whom a feed alert goes to, about which feed, by which medium. */
interface AlertKey {
  readonly feedId: string;
  readonly userId: string;
  readonly medium: FeedAlertMedium;
}

/**
 * Gives one person the alert of one feed by one medium when it is due at `now`: in one
 * transaction that holds the person and the feed (so neither goes meanwhile) and their window,
 * takes the waiting items, gives the notification with their count (push) or puts the digest
 * in the outbox (e-mail), and notes when. Another server doing the same waits for the window and
 * then finds nothing waiting, so each alert goes out once. Items of a feed the person no longer
 * has, or whose alerts they turned off, are let go untold.
 */
async function giveAlert(db: Db, key: AlertKey, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { feedId, userId, medium } = key;
    // The order of decision 0030: the person, the feed, then what hangs from them.
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'orgId'])
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .forKeyShare()
      .executeTakeFirst();
    const feed = await trx
      .selectFrom('feeds')
      .select(['id', 'name', 'ownerId', 'orgId'])
      .where('id', '=', feedId)
      .forKeyShare()
      .executeTakeFirst();
    // A deleted feed took its alerts with it; a deleted person's are let go.
    if (!feed) return;
    if (!user) {
      await trx
        .deleteFrom('feedAlerts')
        .where('feedId', '=', feedId)
        .where('userId', '=', userId)
        .where('medium', '=', medium)
        .execute();
      return;
    }
    await trx
      .insertInto('feedAlertWindows')
      .values({ feedId, userId, medium, lastSentAt: null })
      .onConflict((oc) => oc.columns(['feedId', 'userId', 'medium']).doNothing())
      .execute();
    const window = await trx
      .selectFrom('feedAlertWindows')
      .select('lastSentAt')
      .where('feedId', '=', feedId)
      .where('userId', '=', userId)
      .where('medium', '=', medium)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const waiting = await trx
      .selectFrom('feedAlerts')
      .select(['itemId', 'shownId', 'arrivedAt'])
      .where('feedId', '=', feedId)
      .where('userId', '=', userId)
      .where('medium', '=', medium)
      .orderBy('arrivedAt')
      .orderBy('itemId')
      .execute();
    const first = waiting[0];
    if (first === undefined) return;
    const lastSentAt = window.lastSentAt === null ? null : new Date(window.lastSentAt).getTime();
    if (feedAlertDueAt(medium, new Date(first.arrivedAt).getTime(), lastSentAt) > now.getTime()) {
      return;
    }
    await trx
      .deleteFrom('feedAlerts')
      .where('feedId', '=', feedId)
      .where('userId', '=', userId)
      .where('medium', '=', medium)
      .where(
        'itemId',
        'in',
        waiting.map((alert) => alert.itemId),
      )
      .execute();
    // Still theirs (owned or shared with them), and still on?
    const still = await trx
      .selectFrom('feedSettings')
      .select(['pushEnabled', 'emailEnabled'])
      .where('feedId', '=', feedId)
      .where('userId', '=', userId)
      .where((eb) =>
        eb.or([
          eb.val(feed.ownerId === userId),
          eb.exists(
            eb
              .selectFrom('feedShares')
              .select('feedShares.feedId')
              .where('feedShares.feedId', '=', feedId)
              .where('feedShares.userId', '=', userId),
          ),
        ]),
      )
      .executeTakeFirst();
    const on = medium === 'push' ? still?.pushEnabled : still?.emailEnabled;
    if (on !== true || user.orgId !== feed.orgId) return;
    const stored = new Map(
      (
        await trx
          .selectFrom('engageItems')
          .select(['id', 'item'])
          .where(
            'id',
            'in',
            waiting.map((alert) => alert.itemId),
          )
          .execute()
      ).map((row) => [row.id, row.item as EngageItem]),
    );
    const items = waiting.flatMap((alert) => {
      const item = stored.get(alert.itemId);
      return item === undefined ? [] : [{ item, shownId: alert.shownId }];
    });
    if (items.length === 0) return;
    if (medium === 'push') {
      await notify(trx, [userId], {
        type: 'feedAlert',
        params: { feed: feed.name, count: items.length },
        product: 'ENGAGE',
        relevance: 'ALL',
        message: feedAlertMessage(feed.name, items.length),
        link: `/engage/feeds/${feedId}`,
        data: { feedId, count: items.length },
      });
    } else {
      await queueMail(trx, [
        {
          userId,
          about: 'feedDigest',
          to: user.email,
          ...feedDigestMail({ id: feedId, name: feed.name }, items),
        },
      ]);
    }
    await trx
      .updateTable('feedAlertWindows')
      .set({ lastSentAt: now })
      .where('feedId', '=', feedId)
      .where('userId', '=', userId)
      .where('medium', '=', medium)
      .execute();
  });
}

/**
 * Gives every feed alert that is due at `now` (decision 0048: a notification at most once a
 * minute per feed and person, a digest at most once every 15 minutes, each gathering a minute
 * of new items) and answers when the next one waiting is due (null: none waits).
 */
export async function giveDueAlerts(db: Db, now: Date = new Date()): Promise<Date | null> {
  const waiting = await db
    .selectFrom('feedAlerts')
    .leftJoin('feedAlertWindows', (join) =>
      join
        .onRef('feedAlertWindows.feedId', '=', 'feedAlerts.feedId')
        .onRef('feedAlertWindows.userId', '=', 'feedAlerts.userId')
        .onRef('feedAlertWindows.medium', '=', 'feedAlerts.medium'),
    )
    .select(['feedAlerts.feedId', 'feedAlerts.userId', 'feedAlerts.medium'])
    .select((eb) => [
      eb.fn.min('feedAlerts.arrivedAt').as('firstArrivedAt'),
      eb.fn.max('feedAlertWindows.lastSentAt').as('lastSentAt'),
    ])
    .groupBy(['feedAlerts.feedId', 'feedAlerts.userId', 'feedAlerts.medium'])
    .execute();
  let next: number | null = null;
  for (const row of waiting) {
    const medium = row.medium as FeedAlertMedium;
    const due = feedAlertDueAt(
      medium,
      new Date(row.firstArrivedAt).getTime(),
      row.lastSentAt === null ? null : new Date(row.lastSentAt).getTime(),
    );
    if (due <= now.getTime()) {
      await giveAlert(db, { feedId: row.feedId, userId: row.userId, medium }, now);
    } else {
      next = next === null ? due : Math.min(next, due);
    }
  }
  return next === null ? null : new Date(next);
}

/**
 * The feed alert job: matches the new items waiting, gives the alerts that are due, and asks to
 * run again when the next one is due (to the second; the schedule runs it every minute anyway).
 */
export function feedAlertWorker(db: Db, jobs: Jobs): JobHandler {
  return async () => {
    await matchNewItems(db);
    const next = await giveDueAlerts(db);
    if (next !== null) {
      await jobs.nudge(QUEUES.feedAlerts, new Date(Math.ceil(next.getTime() / 1000) * 1000));
    }
  };
}
