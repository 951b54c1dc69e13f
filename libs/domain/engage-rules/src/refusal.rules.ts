import { capabilitiesOf, deletesKind } from './capabilities.rules.js';
import {
  isComment,
  isDeleted,
  isDirectMessage,
  isOwn,
  isViewOnly,
  networkOf,
} from './item.terms.js';
import type { Capability, RuleItem, Viewer } from './rule.types.js';

/** The capabilities that are actions (every capability but `viewOnly`). */
export type Action = Exclude<Capability, 'viewOnly'>;

/** Why an action is refused: the rule (`hide.own`, `like.network`, …) and a sentence for people. */
export interface Refusal {
  /** `{action}.{reason}`; the reasons are listed in {@link RefusalReason}. */
  readonly rule: `${Action}.${RefusalReason}`;
  readonly message: string;
}

/**
 * The reasons a rule refuses an action:
 * - `viewOnly`: the item or the viewer's role on its channel is view-only;
 * - `deleted`: the item was deleted or vanished from the network;
 * - `unknownNetwork`: the product does not support the item's network;
 * - `cannotRespond`: the network no longer takes answers to this item;
 * - `directMessage`: the action does not exist for direct messages;
 * - `own` / `notOwn`: the network allows it only on items the channel did not / did write;
 * - `listening`: items found by listening allow it on X only;
 * - `recommendation`: Facebook recommendations cannot be deleted;
 * - `itemPermission`: the network decides per item, and said no for this one;
 * - `alreadyAnswered`: the item already has a private reply;
 * - `network`: the network does not allow it for this kind of item.
 */
export type RefusalReason =
  | 'viewOnly'
  | 'deleted'
  | 'unknownNetwork'
  | 'cannotRespond'
  | 'directMessage'
  | 'own'
  | 'notOwn'
  | 'listening'
  | 'recommendation'
  | 'itemPermission'
  | 'alreadyAnswered'
  | 'network';

/** What each capability does to an item, as the end of "cannot be …". */
const DONE: Readonly<Record<Action, string>> = {
  reply: 'replied to',
  sendMessage: 'answered with a message',
  delete: 'deleted',
  hide: 'hidden',
  like: 'liked',
  repost: 'reposted',
  quote: 'quoted',
  edit: 'edited',
  privateReply: 'answered privately',
  sentiment: 'given a sentiment',
  spam: 'marked as spam',
  priority: 'marked as a priority',
  assign: 'assigned',
  label: 'labelled',
};

const PLURAL: Readonly<Record<string, string>> = {
  reply: 'replies',
  messagethread: 'message threads',
  email: 'e-mails',
};

const pluralOf = (type: string): string => PLURAL[type] ?? `${type}s`;

// The capabilities a deleted item loses (engage §4, §5).
const LOST_WHEN_DELETED = new Set<Action>([
  'delete',
  'hide',
  'like',
  'repost',
  'quote',
  'edit',
  'privateReply',
]);

function reasonFor(capability: Action, item: RuleItem, viewer?: Viewer): RefusalReason {
  if (isViewOnly(item, viewer)) return 'viewOnly';
  const facts = networkOf(item);
  if (facts === undefined) return 'unknownNetwork';
  if (isDeleted(item) && LOST_WHEN_DELETED.has(capability)) return 'deleted';
  const dm = isDirectMessage(item);
  const own = isOwn(item);
  switch (capability) {
    case 'reply':
    case 'sendMessage':
      return item.engage.canRespond ? 'network' : 'cannotRespond';
    case 'delete':
      if (dm) return 'directMessage';
      if (item.facebook?.recommendation !== undefined) return 'recommendation';
      if (!deletesKind(facts.abilities.delete.types, isComment(item))) return 'network';
      return own ? 'network' : 'notOwn';
    case 'hide':
      if (dm) return 'directMessage';
      if (own && facts.abilities.hide.comments && !facts.abilities.hide.own) return 'own';
      if (facts.abilities.hide.needsItemPermission && item.facebook?.canHide !== true) {
        return isComment(item) ? 'itemPermission' : 'network';
      }
      return 'network';
    case 'like':
      if (item.engage.context === 'BRANDWATCH' && facts.id !== 'twitter') return 'listening';
      return 'network';
    case 'privateReply':
      if (dm) return 'directMessage';
      if (own) return 'own';
      if (!facts.abilities.privateReplies) return 'network';
      if (item.facebook?.privateReplyReference || item.instagram?.privateReplyReference) {
        return 'alreadyAnswered';
      }
      return facts.id === 'facebook' ? 'itemPermission' : 'network';
    default:
      return 'network';
  }
}

function sentence(
  reason: RefusalReason,
  capability: Action,
  item: RuleItem,
  network: string,
): string {
  const done = DONE[capability];
  const kind = pluralOf(item.engage.type);
  switch (reason) {
    case 'viewOnly':
      return 'You can only view this item.';
    case 'deleted':
      return `This item was deleted, so it cannot be ${done}.`;
    case 'unknownNetwork':
      return `Items of ${item.engage.network} cannot be ${done} here.`;
    case 'cannotRespond':
      return `${network} no longer takes answers to this item.`;
    case 'directMessage':
      return `Direct messages cannot be ${done}.`;
    case 'own':
      return `${network} ${kind} written by the channel itself cannot be ${done}.`;
    case 'notOwn':
      return `${network} ${kind} can be ${done} only when the channel wrote them.`;
    case 'listening':
      return `Items found by listening can be ${done} on X only.`;
    case 'recommendation':
      return `Facebook recommendations cannot be ${done}.`;
    case 'itemPermission':
      return `${network} does not allow this ${item.engage.type} to be ${done}.`;
    case 'alreadyAnswered':
      return 'This item already has a private reply.';
    case 'network':
      return `${network} ${kind} cannot be ${done}.`;
  }
}

/**
 * Why the viewer may not do `capability` to the item, or `undefined` when the rules allow it —
 * exactly when `capabilitiesOf(item, viewer)[capability]` is true. The API server answers a
 * refused action with it (422, `errorCode` = the rule); the app can show the sentence.
 *
 * @example
 * refusalOf('like', makeEngageItem({ engage: { network: 'instagram', type: 'comment' } }))
 * // { rule: 'like.network', message: 'Instagram comments cannot be liked.' }
 */
export function refusalOf(
  capability: Action,
  item: RuleItem,
  viewer?: Viewer,
): Refusal | undefined {
  if (capabilitiesOf(item, viewer)[capability]) return undefined;
  const reason = reasonFor(capability, item, viewer);
  const network = networkOf(item)?.name ?? item.engage.network;
  return {
    rule: `${capability}.${reason}`,
    message: sentence(reason, capability, item, network),
  };
}
