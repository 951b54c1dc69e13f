import {
  ACTION_CAPABILITY,
  type Capabilities,
  capabilitiesOf,
  likeIcon,
  replyLabel,
  type Viewer,
} from '@smm/engage-rules';
import { isPriority } from '@smm/feeds';
import { type EngageItem, sameId } from '@smm/model';

/** An action of an item's toolbar. */
export type ToolbarAction =
  | 'reply'
  | 'message'
  | 'privateReply'
  | 'edit'
  | 'like'
  | 'repost'
  | 'quote'
  | 'hide'
  | 'delete'
  | 'spam'
  | 'priority'
  | 'sentiment'
  | 'assign'
  | 'label'
  | 'markRead'
  | 'forward'
  | 'ticket'
  | 'case';

/** The icon of a toolbar entry, by name; the app maps it to a glyph. */
export type ToolbarIcon =
  | 'reply'
  | 'comment'
  | 'message'
  | 'heart'
  | 'thumbUp'
  | 'repost'
  | 'quote'
  | 'hide'
  | 'trash'
  | 'spam'
  | 'flag'
  | 'sentiment'
  | 'assign'
  | 'tag'
  | 'read'
  | 'unread'
  | 'forward'
  | 'ticket'
  | 'case'
  | 'lock'
  | 'edit';

/**
 * The text of a toolbar entry, as a key the app maps to a translated text. Toggles name what a
 * click does: `unlike` on a liked item, `markUnread` on a read one.
 */
export type ToolbarLabel =
  | 'comment'
  | 'reply'
  | 'message'
  | 'privateReply'
  | 'edit'
  | 'like'
  | 'unlike'
  | 'repost'
  | 'quote'
  | 'hide'
  | 'unhide'
  | 'delete'
  | 'spam'
  | 'notSpam'
  | 'priority'
  | 'notPriority'
  | 'sentiment'
  | 'assign'
  | 'label'
  | 'markRead'
  | 'markUnread'
  | 'forward'
  | 'ticket'
  | 'case';

/**
 * One button of an item's toolbar. The reply's label and icon are `comment`, or `reply` where
 * `replyLabel` says Reply; answering an X DM (the `message` action) is labelled `reply` too.
 */
export interface ToolbarEntry {
  readonly action: ToolbarAction;
  /** The item is liked, reposted, hidden, spam, a priority or (for markRead) read. */
  readonly active: boolean;
  readonly icon: ToolbarIcon;
  readonly label: ToolbarLabel;
}

/**
 * Whether the viewer's like is on the item: a LIKE reaction they chose, or X's favourite.
 *
 * @example
 * isLiked(makeEngageItem({ meta: { reactions: [{ type: 'LIKE', selectedByUser: true }] } })) // true
 */
export function isLiked(item: Pick<EngageItem, 'meta' | 'twitter'>): boolean {
  if (item.twitter?.favorited === true) return true;
  return (item.meta.reactions ?? []).some(
    (reaction) => reaction.type === 'LIKE' && reaction.selectedByUser,
  );
}

/**
 * Whether the item is hidden on its network, by a person or by automation.
 *
 * @example
 * isHidden(makeEngageItem({ engage: { hideStatus: { value: 'hiddenByAutomation' } } })) // true
 */
export function isHidden(item: Pick<EngageItem, 'engage'>): boolean {
  const value = item.engage.hideStatus?.value;
  return value === 'hidden' || value === 'hiddenByAutomation';
}

/**
 * Whether the item is spam, marked by a person or by automation.
 *
 * @example
 * isSpam(makeEngageItem({ prediction: { spamStatus: { value: 'automatedSpam' } } })) // true
 */
export function isSpam(item: Pick<EngageItem, 'prediction'>): boolean {
  const value = item.prediction?.spamStatus?.value;
  return value === 'manuallySpam' || value === 'automatedSpam';
}

/**
 * Whether the item reads as read for the viewer: the viewer read it (`readBy`, ids compared
 * without dashes), or its read status is `read` (the inbox is shared: someone dealt with it).
 * Marking it unread clears both (`applyItemAction`).
 *
 * @example
 * isRead(makeEngageItem({ readBy: ['user-1'] }), 'user-1')                 // true
 * isRead(makeEngageItem({ meta: { displayReadStatus: 'unread' } }), 'user-1') // false
 */
export function isRead(item: Pick<EngageItem, 'meta' | 'readBy'>, viewerId: string): boolean {
  if (item.meta.displayReadStatus === 'read') return true;
  return (item.readBy ?? []).some((reader) => sameId(reader, viewerId));
}

/**
 * Whether the channel has reposted the item (X retweet, Threads repost).
 *
 * @example
 * isReposted(makeEngageItem({ twitter: { retweetedByMe: true } })) // true
 */
export function isReposted(item: Pick<EngageItem, 'twitter' | 'threads'>): boolean {
  return item.twitter?.retweetedByMe === true || item.threads?.repostedByMe === true;
}

/** The capability each network action needs, in toolbar order. */
const NETWORK_ENTRIES: readonly (readonly [ToolbarAction, keyof Capabilities])[] = [
  ['reply', 'reply'],
  ['message', 'sendMessage'],
  ['privateReply', 'privateReply'],
  ['edit', 'edit'],
  ['like', 'like'],
  ['repost', 'repost'],
  ['quote', 'quote'],
  ['hide', 'hide'],
  ['delete', 'delete'],
  ['spam', 'spam'],
  ['priority', 'priority'],
  ['sentiment', 'sentiment'],
  ['assign', 'assign'],
  ['label', 'label'],
];

/** The product's own actions, after the network's. */
const PRODUCT_ENTRIES: readonly ToolbarAction[] = ['forward', 'ticket', 'case'];

/**
 * The actions people use on almost every item (answering, assigning, labelling, marking read):
 * the toolbar shows their names beside their icons; the others show their names on hover.
 */
export const PRIMARY_ACTIONS: ReadonlySet<ToolbarAction> = new Set<ToolbarAction>([
  'reply',
  'message',
  'assign',
  'label',
  'markRead',
]);

/**
 * Whether a toolbar action is one of the most used ({@link PRIMARY_ACTIONS}), named in words.
 *
 * @example
 * isPrimaryAction('assign') // true
 * isPrimaryAction('spam')   // false
 */
export function isPrimaryAction(action: ToolbarAction): boolean {
  return PRIMARY_ACTIONS.has(action);
}

/**
 * The toolbar of an item for a viewer: exactly the actions `capabilitiesOf` allows, in a fixed
 * order (reply, message, privateReply, edit, like, repost, quote, hide, delete, spam, priority,
 * sentiment, assign, label), then markRead, forward, ticket and case — the product's own, not
 * the network's. Forward, ticket and case are withheld from a view-only viewer; markRead is not,
 * since marking read needs no capability (`ACTION_CAPABILITY.read` is `null`: a view-only reader
 * keeps track too, and the server accepts it).
 *
 * @example
 * itemToolbar(makeEngageItem({ engage: { network: 'instagram', type: 'comment' } })).map((e) => e.action)
 * // ['reply', 'privateReply', 'hide', 'delete', 'spam', 'priority', 'sentiment', 'assign',
 * //  'label', 'markRead', 'forward', 'ticket', 'case'] — no like: Instagram likes DMs only
 */
export function itemToolbar(item: EngageItem, viewer?: Viewer): readonly ToolbarEntry[] {
  const caps = capabilitiesOf(item, viewer);
  const entries: ToolbarEntry[] = [];
  for (const [action, capability] of NETWORK_ENTRIES) {
    if (caps[capability]) entries.push(entryOf(action, item, viewer));
  }
  const read = ACTION_CAPABILITY.read;
  if (read === null || caps[read]) entries.push(entryOf('markRead', item, viewer));
  if (!caps.viewOnly) {
    for (const action of PRODUCT_ENTRIES) entries.push(entryOf(action, item, viewer));
  }
  return entries;
}

const toggle = (
  action: ToolbarAction,
  icon: ToolbarIcon,
  active: boolean,
  on: ToolbarLabel,
  off: ToolbarLabel,
): ToolbarEntry => ({ action, active, icon, label: active ? off : on });

const plain = (action: ToolbarAction, icon: ToolbarIcon, label: ToolbarLabel): ToolbarEntry => ({
  action,
  active: false,
  icon,
  label,
});

function entryOf(action: ToolbarAction, item: EngageItem, viewer?: Viewer): ToolbarEntry {
  switch (action) {
    case 'reply': {
      const label = replyLabel(item) === 'Reply' ? 'reply' : 'comment';
      return plain('reply', label, label);
    }
    case 'message':
      // Answering an X DM reads "Reply" (engage §5); other DMs are answered with a message.
      return replyLabel(item) === 'Reply'
        ? plain('message', 'reply', 'reply')
        : plain('message', 'message', 'message');
    case 'privateReply':
      return plain('privateReply', 'lock', 'privateReply');
    case 'edit':
      return plain('edit', 'edit', 'edit');
    case 'like':
      return toggle('like', likeIcon(item), isLiked(item), 'like', 'unlike');
    case 'repost':
      return { action, active: isReposted(item), icon: 'repost', label: 'repost' };
    case 'quote':
      return plain('quote', 'quote', 'quote');
    case 'hide':
      return toggle('hide', 'hide', isHidden(item), 'hide', 'unhide');
    case 'delete':
      return plain('delete', 'trash', 'delete');
    case 'spam':
      return toggle('spam', 'spam', isSpam(item), 'spam', 'notSpam');
    case 'priority':
      return toggle('priority', 'flag', isPriority(item), 'priority', 'notPriority');
    case 'sentiment':
      return plain('sentiment', 'sentiment', 'sentiment');
    case 'assign':
      return plain('assign', 'assign', 'assign');
    case 'label':
      return plain('label', 'tag', 'label');
    case 'markRead': {
      const read =
        viewer === undefined ? item.meta.displayReadStatus === 'read' : isRead(item, viewer.id);
      return {
        action,
        active: read,
        icon: read ? 'read' : 'unread',
        label: read ? 'markUnread' : 'markRead',
      };
    }
    case 'forward':
      return plain('forward', 'forward', 'forward');
    case 'ticket':
      return plain('ticket', 'ticket', 'ticket');
    case 'case':
      return plain('case', 'case', 'case');
  }
}
