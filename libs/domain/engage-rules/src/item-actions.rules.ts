import type { EngageItem, ItemReaction, PredictionSentiment } from '@smm/model';
import { AUTOMATION_READER, sameId } from '@smm/model';
import type { Action } from './refusal.rules.js';

/** The reader an automation's "mark as read" records in `readBy` (`@smm/model`'s). */
export { AUTOMATION_READER };

/**
 * Who did something to an item: a person, a bulk job or an automation rule (then `moderatorId`
 * is the rule's id).
 */
export interface Moderator {
  readonly moderatorId: string;
  readonly moderatorSource: 'user' | 'bulk' | 'automation';
}

/** One change to one item (engage §7, per item; §4 toggle pairs). */
export type ItemAction =
  | { readonly type: 'read' }
  | { readonly type: 'unread' }
  | { readonly type: 'label'; readonly labelId: string }
  | { readonly type: 'unlabel'; readonly labelId: string }
  | {
      readonly type: 'assign';
      readonly assigneeId: string;
      readonly isTeam: boolean;
      /** The assignee's name as displayed with the item. */
      readonly name: string;
    }
  | { readonly type: 'unassign' }
  | { readonly type: 'hide' }
  | { readonly type: 'unhide' }
  | { readonly type: 'like' }
  | { readonly type: 'unlike' }
  | { readonly type: 'spam' }
  | { readonly type: 'notSpam' }
  | { readonly type: 'priority' }
  | { readonly type: 'notPriority' }
  | { readonly type: 'sentiment'; readonly sentiment: PredictionSentiment | null }
  | { readonly type: 'language'; readonly language: string }
  | { readonly type: 'delete' };

/** The kinds of {@link ItemAction}. */
export type ItemActionType = ItemAction['type'];

/**
 * The capability each action needs (`capabilitiesOf`). Marking read or unread is the reader's
 * own bookkeeping and needs none — a view-only reader may keep track too; correcting the
 * conversation language annotates the item like a label does.
 */
export const ACTION_CAPABILITY: Readonly<Record<ItemActionType, Action | null>> = {
  read: null,
  unread: null,
  label: 'label',
  unlabel: 'label',
  assign: 'assign',
  unassign: 'assign',
  hide: 'hide',
  unhide: 'hide',
  like: 'like',
  unlike: 'like',
  spam: 'spam',
  notSpam: 'spam',
  priority: 'priority',
  notPriority: 'priority',
  sentiment: 'sentiment',
  language: 'label',
  delete: 'delete',
};

/** Which actions reach the network (and go through its gateway) rather than only the inbox. */
export const NETWORK_ACTIONS: ReadonlySet<ItemActionType> = new Set([
  'hide',
  'unhide',
  'like',
  'unlike',
  'delete',
]);

function withLike(item: EngageItem, liked: boolean): EngageItem {
  const reactions: ItemReaction[] = [...(item.meta.reactions ?? [])];
  const index = reactions.findIndex((reaction) => reaction.type === 'LIKE');
  const current = index >= 0 ? reactions[index] : undefined;
  if ((current?.selectedByUser ?? false) === liked) return item;
  const count = Math.max(0, (current?.count ?? 0) + (liked ? 1 : -1));
  const next: ItemReaction = { type: 'LIKE', selectedByUser: liked, count };
  if (index >= 0) reactions[index] = next;
  else reactions.push(next);
  return {
    ...item,
    meta: { ...item.meta, reactions },
    ...(item.engage.network === 'twitter'
      ? { twitter: { ...item.twitter, favorited: liked } }
      : {}),
  };
}

/**
 * The item after an action, recording who did it (`moderatorId`, `moderatorSource`) — the same
 * change the server stores and the app applies optimistically. Automation's changes say so: it
 * hides as `hiddenByAutomation`, marks spam as `automatedSpam` and reads as
 * {@link AUTOMATION_READER}. Pure: the item is not changed.
 * Whether the action is allowed is {@link ACTION_CAPABILITY} and `refusalOf`'s business.
 *
 * @example
 * applyItemAction(item, { type: 'assign', assigneeId: team.id, isTeam: true, name: 'Care' }, by)
 *   .engage.assigneeId // team.id
 */
export function applyItemAction(item: EngageItem, action: ItemAction, by: Moderator): EngageItem {
  const automated = by.moderatorSource === 'automation';
  // Automation reads as the automation reader (feeds tell its reads apart), not as a person.
  const reader = automated ? AUTOMATION_READER : by.moderatorId;
  const engage = {
    ...item.engage,
    moderatorId: by.moderatorId,
    moderatorSource: by.moderatorSource,
  };
  const changed: EngageItem = { ...item, engage };
  const readBy = item.readBy ?? [];
  switch (action.type) {
    case 'read':
      return {
        ...changed,
        meta: { ...item.meta, displayReadStatus: 'read', unreadCount: 0 },
        readBy: readBy.some((id) => sameId(id, reader)) ? readBy : [...readBy, reader],
      };
    case 'unread':
      return {
        ...changed,
        meta: { ...item.meta, displayReadStatus: 'unread' },
        readBy: readBy.filter((id) => !sameId(id, by.moderatorId)),
      };
    case 'label':
      return engage.labels.includes(action.labelId)
        ? changed
        : { ...changed, engage: { ...engage, labels: [...engage.labels, action.labelId] } };
    case 'unlabel':
      return {
        ...changed,
        engage: { ...engage, labels: engage.labels.filter((id) => id !== action.labelId) },
      };
    case 'assign':
      return {
        ...changed,
        engage: { ...engage, assigneeId: action.assigneeId },
        assignee: { id: action.assigneeId, name: action.name, isTeam: action.isTeam },
      };
    case 'unassign':
      return { ...changed, engage: { ...engage, assigneeId: null }, assignee: null };
    case 'hide':
      return {
        ...changed,
        engage: { ...engage, hideStatus: { value: automated ? 'hiddenByAutomation' : 'hidden' } },
      };
    case 'unhide':
      return { ...changed, engage: { ...engage, hideStatus: { value: 'notHidden' } } };
    case 'like':
      return withLike(changed, true);
    case 'unlike':
      return withLike(changed, false);
    case 'spam':
      return {
        ...changed,
        prediction: {
          ...item.prediction,
          spamStatus: { value: automated ? 'automatedSpam' : 'manuallySpam' },
        },
      };
    case 'notSpam':
      return { ...changed, prediction: { ...item.prediction, spamStatus: { value: 'notSpam' } } };
    case 'priority':
      return { ...changed, prediction: { ...item.prediction, userPriorityLevel: 1 } };
    case 'notPriority':
      return { ...changed, prediction: { ...item.prediction, userPriorityLevel: 0 } };
    case 'sentiment':
      return { ...changed, prediction: { ...item.prediction, userSentiment: action.sentiment } };
    case 'language':
      return { ...changed, meta: { ...item.meta, correctedLanguage: action.language } };
    case 'delete':
      return { ...changed, engage: { ...engage, networkStatus: 'deleted' } };
  }
}
