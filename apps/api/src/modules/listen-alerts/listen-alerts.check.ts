import { matchesQuery, type ListeningPost, type QueryTerms } from '@smm/listen';
import type { ListenAlertMetric, ListenAlertWindow } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/jobs.js';
import { corpusPosts } from '../../networks/sandbox.listening-spikes.js';
import { productsOf } from '../organisation/products.js';
import { notify } from '../notifications/notify.js';
import {
  alertMessage,
  baselineAt,
  crossing,
  isAbove,
  riseOf,
  windowAt,
  WINDOW_MS,
  type Measured,
} from './alert.rules.js';

/** Where a listen alert's notice leads: Listen. */
export const LISTEN_LINK = '/listen';

/** An active alert as a check reads it, with its query's terms. */
interface Watched {
  readonly id: string;
  readonly orgId: string;
  readonly queryId: string;
  readonly metric: ListenAlertMetric;
  readonly window: ListenAlertWindow;
  readonly threshold: number;
  readonly queryName: string;
  readonly terms: QueryTerms;
}

/** Counts the posts a query matches from `since` until `until`. */
function count(posts: readonly ListeningPost[], terms: QueryTerms, since: Date, until: Date) {
  const from = since.getTime();
  const to = until.getTime();
  let n = 0;
  for (const post of posts) {
    const at = post.publishedAt.getTime();
    if (at >= from && at < to && matchesQuery(terms, post)) n += 1;
  }
  return n;
}

/** What a query's volume is at `now` for an alert, from the corpus' posts. */
export function measure(
  posts: readonly ListeningPost[],
  alert: Pick<Watched, 'metric' | 'window' | 'terms'>,
  now: Date,
): Measured {
  const window = windowAt(alert.window, now);
  const volume = count(posts, alert.terms, window.since, window.until);
  if (alert.metric === 'mentions') return { volume, usual: 0 };
  const baseline = baselineAt(alert.window, now);
  return {
    volume,
    usual: count(posts, alert.terms, baseline.since, baseline.until) / baseline.windows,
  };
}

/**
 * Checks one alert at `now` in a transaction of its own: its row is locked (a check elsewhere
 * waits, then finds the state this one left), and the notice, its e-mails and the new state
 * are written together — so each crossing notifies exactly once, however often and on however
 * many servers checks run, and a check killed midway leaves nothing behind (the next one does
 * it again). A check older than the alert's last one changes nothing. Answers whether it
 * notified.
 */
export async function checkAlert(
  db: Db,
  alert: Watched,
  posts: readonly ListeningPost[],
  now: Date,
): Promise<boolean> {
  const measured = measure(posts, alert, now);
  const above = isAbove(alert.metric, alert.threshold, measured);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('listenAlerts')
      .select([
        'above',
        'recipientIds',
        'active',
        'metric',
        'timeWindow',
        'threshold',
        'queryId',
        'lastCheckedAt',
      ])
      .where('id', '=', alert.id)
      .forUpdate()
      .executeTakeFirst();
    // Gone, switched off or changed since it was read: the next check reads it again.
    if (
      !row ||
      !row.active ||
      row.metric !== alert.metric ||
      row.timeWindow !== alert.window ||
      row.threshold !== alert.threshold ||
      row.queryId !== alert.queryId
    ) {
      return false;
    }
    if (row.lastCheckedAt !== null && row.lastCheckedAt.getTime() > now.getTime()) return false;
    const { notify: notifies } = crossing(row.above, above);
    if (notifies) {
      const recipients = await trx
        .selectFrom('users')
        .select('id')
        .where('id', 'in', row.recipientIds)
        .where('orgId', '=', alert.orgId)
        .where('deletedAt', 'is', null)
        .execute();
      const rise = riseOf(measured);
      await notify(
        trx,
        recipients.map((person) => person.id),
        {
          type: 'listenAlert',
          product: 'PLATFORM',
          title: `Listen alert: ${alert.queryName}`,
          message: alertMessage(
            {
              query: alert.queryName,
              metric: alert.metric,
              window: alert.window,
              threshold: alert.threshold,
            },
            measured,
          ),
          params: {
            query: alert.queryName,
            metric: alert.metric,
            window: alert.window,
            volume: measured.volume,
            threshold: alert.threshold,
            usual: Math.round(measured.usual * 10) / 10,
            ...(rise === null ? {} : { rise }),
          },
          relevance: 'ALL',
          link: LISTEN_LINK,
          data: { alertId: alert.id, queryId: alert.queryId },
        },
      );
    }
    await trx
      .updateTable('listenAlerts')
      .set({
        above,
        lastVolume: measured.volume,
        lastCheckedAt: now,
        ...(notifies ? { lastTriggeredAt: now } : {}),
      })
      .where('id', '=', alert.id)
      .execute();
    return notifies;
  });
}

/**
 * Checks every active alert whose query is active, of organisations whose package has Listen,
 * at `now` (decision 0090): the sandbox corpus is read once for the widest span any of them
 * needs. Answers how many alerts notified.
 */
export async function checkListenAlerts(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .selectFrom('listenAlerts as a')
    .innerJoin('listeningQueries as q', 'q.id', 'a.queryId')
    .innerJoin('organisations as o', 'o.id', 'a.orgId')
    .select([
      'a.id',
      'a.orgId',
      'a.queryId',
      'a.metric',
      'a.timeWindow',
      'a.threshold',
      'q.name as queryName',
      'q.keywords',
      'q.excludedKeywords',
      'q.networks',
      'q.languages',
      'o.packageName',
      'o.addOns',
    ])
    .where('a.active', '=', true)
    .where('q.active', '=', true)
    .orderBy('a.id')
    .execute();
  const watched: Watched[] = rows
    .filter((row) => productsOf(row.packageName, row.addOns).includes('listen'))
    .map((row) => ({
      id: row.id,
      orgId: row.orgId,
      queryId: row.queryId,
      metric: row.metric as ListenAlertMetric,
      window: row.timeWindow as ListenAlertWindow,
      threshold: row.threshold,
      queryName: row.queryName,
      terms: {
        keywords: row.keywords,
        excludedKeywords: row.excludedKeywords,
        networks: row.networks,
        languages: row.languages,
      },
    }));
  if (watched.length === 0) return 0;
  const earliest = Math.min(
    ...watched.map((alert) =>
      alert.metric === 'rise'
        ? baselineAt(alert.window, now).since.getTime()
        : now.getTime() - WINDOW_MS[alert.window],
    ),
  );
  const posts = await corpusPosts(db, new Date(earliest), now);
  let notified = 0;
  for (const alert of watched) {
    if (await checkAlert(db, alert, posts, now)) notified += 1;
  }
  return notified;
}

/** The listen alerts' job (every minute, and when an alert or a spike is added). */
export function listenAlertsWorker(db: Db): JobHandler {
  return async () => {
    await checkListenAlerts(db);
  };
}
