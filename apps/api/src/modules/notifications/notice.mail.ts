import type { NotificationKind } from '@smm/model';
import { appOrigin, productUrl } from '../../mail/outbox.js';
import type { Notice } from './notify.js';

/** What each kind is called in the line that says why the e-mail came. */
const KIND_NAMES: Readonly<Record<NotificationKind, string>> = {
  mention: 'mentions',
  assignment: 'assignments',
  feedShared: 'feeds shared with you',
  exportReady: 'finished exports',
  bulkFailed: 'bulk changes that failed',
  channelAttention: 'channels that need attention',
  maintenance: 'maintenance notices',
  listenAlert: 'listen alerts',
};

/** The longest subject line, in characters (a longer one ends with `…`). */
const SUBJECT_LENGTH = 120;

/** Text on one line, at most `length` characters. */
function oneLine(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= length ? line : `${chars.slice(0, length - 1).join('')}…`;
}

/**
 * The e-mail of a notice (in English, as its `message`): the title or message as subject; the
 * message and a link to what it is about; and, as its footer, why the e-mail came (with where
 * to change that).
 *
 * @example
 * noticeMail({ message: 'Ada mentioned you in a note', link: '/engage/feeds/adhoc/items/1', … }, 'mention', 'https://sb.example')
 * // { subject: 'Ada mentioned you in a note',
 * //   text: 'Ada mentioned you in a note\n\nOpen it in Switchboard: https://sb.example/#/engage/feeds/adhoc/items/1\n',
 * //   footer: '-- \nYou get this e-mail because …' }
 */
export function noticeMail(
  notice: Notice,
  kind: NotificationKind,
  origin: string = appOrigin(),
): { readonly subject: string; readonly text: string; readonly footer: string } {
  const subject = oneLine(notice.title ?? notice.message, SUBJECT_LENGTH) || 'Switchboard';
  const lines = [
    ...(notice.title === undefined ? [] : [notice.title, '']),
    notice.message,
    ...(notice.link === undefined
      ? []
      : ['', `Open it in Switchboard: ${productUrl(notice.link, origin)}`]),
  ];
  const footer = [
    '-- ',
    `You get this e-mail because your notification settings send you ${KIND_NAMES[kind]} by e-mail.`,
    `Change them here: ${productUrl('/settings/notifications', origin)}`,
  ];
  return { subject, text: `${lines.join('\n')}\n`, footer: `${footer.join('\n')}\n` };
}
