import type { I18n, MessageDescriptor } from '@lingui/core';
import {
  formatDate,
  formatRelativeDate,
  listenAlertMessages,
  notificationMessages,
  translate,
} from '@smm/i18n';
import type { Locale, NotificationEntry, NotificationProduct, NotificationType } from '@smm/model';

const m = notificationMessages;
const l = listenAlertMessages;

/** Each type's wording and the params it needs (issue 25; the server's notice producers). */
const WORDING: Readonly<
  Record<
    NotificationType,
    { readonly message: MessageDescriptor; readonly needs: readonly string[] }
  >
> = {
  mention: { message: m.typeMention, needs: ['author', 'excerpt'] },
  assignment: { message: m.typeAssignment, needs: ['assigner', 'sender'] },
  teamAssignment: { message: m.typeTeamAssignment, needs: ['assigner', 'team', 'sender'] },
  caseAssignment: { message: m.typeCaseAssignment, needs: ['assigner', 'case'] },
  feedShared: { message: m.typeFeedShared, needs: ['feed'] },
  feedChanged: { message: m.typeFeedChanged, needs: ['feed', 'by'] },
  feedDeleted: { message: m.typeFeedDeleted, needs: ['feed'] },
  feedAlert: { message: m.typeFeedAlert, needs: ['feed', 'count'] },
  exportReady: { message: m.typeExportReady, needs: ['count'] },
  bulkFailed: { message: m.typeBulkFailed, needs: ['failed', 'total'] },
  channelReconnect: { message: m.typeChannelReconnect, needs: ['channel'] },
  channelIndexing: { message: m.typeChannelIndexing, needs: ['channel'] },
  maintenance: { message: m.typeMaintenance, needs: ['message', 'startsAt', 'endsAt'] },
  ruleError: { message: m.typeRuleError, needs: ['rule', 'reason'] },
  webhookDisabled: { message: m.typeWebhookDisabled, needs: ['url'] },
  postSubmitted: { message: m.typePostSubmitted, needs: ['author', 'channels', 'excerpt'] },
  postApproved: { message: m.typePostApproved, needs: ['approver', 'excerpt'] },
  postRejected: { message: m.typePostRejected, needs: ['approver', 'comment'] },
  postFailed: { message: m.typePostFailed, needs: ['reason'] },
  listenAlert: {
    message: l.noticeMentionsHour,
    needs: ['query', 'metric', 'window', 'volume', 'threshold'],
  },
};

/**
 * A notification in the reader's language, from its type and params; the server's English
 * `message` when the type is absent, unknown to this app, or a param it needs is missing.
 *
 * @example
 * notificationText(i18n, 'de', { type: 'feedDeleted', params: { feed: 'VIP' }, message: '…', … })
 * // 'Der geteilte Feed VIP wurde gelöscht'
 */
export function notificationText(i18n: I18n, locale: Locale, entry: NotificationEntry): string {
  const type = entry.type;
  const params = entry.params ?? {};
  const wording = type === undefined ? undefined : WORDING[type];
  if (wording === undefined || wording.needs.some((name) => params[name] === undefined)) {
    return entry.message;
  }
  if (type === 'channelIndexing' && params['reason'] !== undefined) {
    return translate(i18n, m.typeChannelIndexingReason, params);
  }
  if (type === 'listenAlert') {
    const day = params['window'] === 'day';
    const rise = params['metric'] === 'rise';
    // A rise from nothing has no percentage (decision 0090).
    const message = !rise
      ? day
        ? l.noticeMentionsDay
        : l.noticeMentionsHour
      : params['rise'] === undefined
        ? day
          ? l.noticeRiseFromNothingDay
          : l.noticeRiseFromNothingHour
        : day
          ? l.noticeRiseDay
          : l.noticeRiseHour;
    return translate(i18n, message, params);
  }
  if (type === 'maintenance') {
    return translate(i18n, m.typeMaintenance, {
      ...params,
      startsAt: formatDate(String(params['startsAt']), locale),
      endsAt: formatDate(String(params['endsAt']), locale),
    });
  }
  return translate(i18n, wording.message, params);
}

const PRODUCT: Readonly<Record<NotificationProduct, MessageDescriptor>> = {
  ENGAGE: m.productENGAGE,
  PLATFORM: m.productPLATFORM,
  PUBLISH: m.productPUBLISH,
  MEASURE: m.productMEASURE,
  ADVERTISE: m.productADVERTISE,
};

/** The name of the product a notification comes from, in the reader's language. */
export function productName(i18n: I18n, product: NotificationProduct): string {
  return i18n._(PRODUCT[product]);
}

/** When a notification happened, relative to `now` ("5 minutes ago", "just now"). */
export function notificationTime(
  i18n: I18n,
  locale: Locale,
  entry: NotificationEntry,
  now: number,
) {
  return formatRelativeDate(entry.originatingEventCreatedDate, now, locale) ?? i18n._(m.justNow);
}

/** Where opening a notification leads: a screen of the app, a file of the server, or nowhere. */
export type NotificationTarget =
  | { readonly kind: 'route'; readonly path: string }
  | { readonly kind: 'download'; readonly url: string }
  | null;

/**
 * Where a notification's link leads: the app's hash routes (`/engage/…`, `/settings/…`) are
 * screens; the server's own paths (an export's `/v2/exports/{id}/download?token=…`) are files to
 * download; anything else (another site, a script) leads nowhere.
 *
 * @example
 * notificationTarget('/settings/channels/7') // { kind: 'route', path: '/settings/channels/7' }
 * notificationTarget('/v2/exports/3/download?token=x') // { kind: 'download', url: '/v2/exports/3/download?token=x' }
 */
export function notificationTarget(link: string | undefined): NotificationTarget {
  if (link === undefined || !link.startsWith('/') || link.startsWith('//')) return null;
  if (/^\/v2\/exports\/[^/]+\/download(\?|$)/.test(link)) return { kind: 'download', url: link };
  const path = link.startsWith('/#/') ? link.slice(2) : link;
  return { kind: 'route', path };
}
