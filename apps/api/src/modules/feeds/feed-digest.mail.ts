import type { EngageItem } from '@smm/model';
import { networkName } from '@smm/networks';
import { appOrigin, productUrl } from '../../mail/outbox.js';

/** One new item of a digest: the item, and the one the feed shows it as (its conversation). */
export interface DigestItem {
  readonly item: EngageItem;
  readonly shownId: string;
}

/** At most this many items are listed; the rest are counted. */
export const DIGEST_ITEMS = 50;

/** The longest excerpt of an item's text, in characters. */
const EXCERPT_LENGTH = 200;

function excerpt(text: string | undefined): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= EXCERPT_LENGTH ? line : `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…`;
}

const itemsWord = (count: number) => (count === 1 ? '1 new item' : `${count} new items`);

/** The notice's English wording of a feed alert: how many new items the feed has. */
export const feedAlertMessage = (feed: string, count: number): string =>
  `${itemsWord(count)} in ${feed}`;

/**
 * The e-mail digest of a feed's new items (in English): how many, then each with its sender,
 * network, an excerpt and its link in the feed, oldest first (at most {@link DIGEST_ITEMS}), the
 * feed's link, and why the e-mail came.
 */
export function feedDigestMail(
  feed: { readonly id: string; readonly name: string },
  items: readonly DigestItem[],
  origin: string = appOrigin(),
): { readonly subject: string; readonly text: string } {
  const listed = items.slice(0, DIGEST_ITEMS);
  const lines = [`${itemsWord(items.length)} arrived in your feed ${feed.name}:`, ''];
  for (const { item, shownId } of listed) {
    const sender = item.sender?.name?.trim() || 'Someone';
    lines.push(`${sender} on ${networkName(item.engage.network)} (${item.engage.type})`);
    const text = excerpt(item.message);
    if (text !== '') lines.push(`  "${text}"`);
    lines.push(
      `  ${productUrl(`/engage/feeds/${encodeURIComponent(feed.id)}/items/${encodeURIComponent(shownId)}`, origin)}`,
      '',
    );
  }
  if (items.length > listed.length) {
    lines.push(`…and ${items.length - listed.length} more in the feed.`, '');
  }
  lines.push(
    `Open the feed: ${productUrl(`/engage/feeds/${encodeURIComponent(feed.id)}`, origin)}`,
    '',
    '--',
    'You get this digest because e-mail alerts are on for this feed (at most one every 15 minutes).',
    "Turn them off in the feed's menu in Switchboard.",
  );
  return {
    subject: `${itemsWord(items.length)} in ${feed.name}`.slice(0, 200),
    text: `${lines.join('\n')}\n`,
  };
}
