import type { I18n, MessageDescriptor } from '@lingui/core';
import { conversationPanelMessages as m, formatNoteDate, translate } from '@smm/i18n';
import type { HistoryLine, HistoryVerb } from '@smm/inbox';
import type { Locale } from '@smm/model';
import { networkName } from '@smm/ui';

/**
 * The languages the language menu offers besides the detected one: the interface languages
 * first, then the ones most common in social inboxes (BCP 47 tags).
 */
export const MENU_LANGUAGES: readonly string[] = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'pt',
  'nl',
  'pl',
  'sv',
  'tr',
  'ar',
  'zh',
  'ko',
];

/** A language's name in the interface's language ("German", "Deutsch"); the tag when unknown. */
export function languageName(tag: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : tag;
  } catch {
    return tag;
  }
}

const VERBS: Readonly<Record<HistoryVerb, MessageDescriptor>> = {
  assign: m.did_assign,
  unassign: m.did_unassign,
  label: m.did_label,
  unlabel: m.did_unlabel,
  hide: m.did_hide,
  unhide: m.did_unhide,
  read: m.did_read,
  unread: m.did_unread,
  like: m.did_like,
  unlike: m.did_unlike,
  spam: m.did_spam,
  notSpam: m.did_notSpam,
  priority: m.did_priority,
  notPriority: m.did_notPriority,
  sentiment: m.did_sentiment,
  sentimentReset: m.did_sentimentReset,
  language: m.did_language,
  delete: m.did_delete,
  reply: m.did_reply,
  repost: m.did_repost,
  edit: m.did_edit,
  note: m.did_note,
  case: m.did_case,
  ticket: m.did_ticket,
  forward: m.did_forward,
  retry: m.did_retry,
  delivered: m.did_delivered,
  sendFailed: m.did_sendFailed,
  inbound: m.did_inbound,
  change: m.did_change,
};

const SENTIMENTS: Readonly<Record<string, MessageDescriptor>> = {
  POSITIVE: m.sentiment_POSITIVE,
  NEGATIVE: m.sentiment_NEGATIVE,
  NEUTRAL: m.sentiment_NEUTRAL,
};

/** Who did a change, as a history line names them. */
export function actorText(i18n: I18n, line: HistoryLine, network: string): string {
  switch (line.actor.kind) {
    case 'person':
      return line.actor.name;
    case 'bulk':
      return translate(i18n, m.historyBulk, { name: line.actor.name });
    case 'automation':
      return line.actor.name;
    case 'network':
      return networkName(network);
    default:
      return i18n._(m.historySomeone);
  }
}

/** What a change named, as a history line says it: a language's or a sentiment's name. */
function targetText(i18n: I18n, line: HistoryLine): string {
  const target = line.target ?? '';
  if (line.verb === 'language') return languageName(target, i18n.locale);
  if (line.verb === 'sentiment') return SENTIMENTS[target] ? i18n._(SENTIMENTS[target]) : target;
  return target;
}

/** A history line as a sentence: "Ada Admin assigned this to Customer Care". */
export function historyText(i18n: I18n, line: HistoryLine, network: string): string {
  return translate(i18n, VERBS[line.verb], {
    actor: actorText(i18n, line, network),
    target: targetText(i18n, line),
  });
}

/** The exact moment, for the hover text of a relative time. */
export function exactTime(i18n: I18n, at: string): string {
  return formatNoteDate(at, i18n.locale as Locale);
}

/** How many of a person's items the identity card lists (the server's limit). */
export const IDENTITY_ITEMS_SHOWN = 20;
