import type { DeleteAbility, NetworkFacts } from '@smm/networks';
import {
  isComment,
  isDeleted,
  isDirectMessage,
  isOwn,
  isPost,
  isViewOnly,
  networkOf,
} from './item.terms.js';
import type { Capabilities, RuleItem, Viewer } from './rule.types.js';

/** What every rule needs to know about an item, worked out once per item. */
interface Terms {
  readonly item: RuleItem;
  readonly facts: NetworkFacts | undefined;
  readonly own: boolean;
  readonly dm: boolean;
  readonly deleted: boolean;
  readonly comment: boolean;
  readonly post: boolean;
}

function termsOf(item: RuleItem): Terms {
  return {
    item,
    facts: networkOf(item),
    own: isOwn(item),
    dm: isDirectMessage(item),
    deleted: isDeleted(item),
    comment: isComment(item),
    post: isPost(item),
  };
}

// Each rule below assumes the item is not view-only; capabilitiesOf and the can* functions
// check that first (engage §5: view-only turns every action off).

function reply({ item, facts, comment, post }: Terms): boolean {
  if (!item.engage.canRespond || facts === undefined) return false;
  const scope = facts.abilities.reply;
  return scope === 'any' || (scope === 'postsAndComments' && (comment || post));
}

function sendMessage({ item, facts, dm }: Terms): boolean {
  return dm && item.engage.canRespond && facts !== undefined && facts.abilities.directMessages;
}

function remove({ item, facts, own, dm, deleted, comment }: Terms): boolean {
  if (facts === undefined || deleted || dm || item.facebook?.recommendation !== undefined) {
    return false;
  }
  const ability = facts.abilities.delete;
  if (ability.ownOnly && !own) return false;
  if (ability.ownMentionsOnly && item.engage.type === 'mention' && !own) return false;
  return deletesKind(ability.types, comment);
}

/** Whether a network's delete ability covers an item that is (or is not) a comment. */
export function deletesKind(types: DeleteAbility['types'], comment: boolean): boolean {
  switch (types) {
    case 'all':
      return true;
    case 'comments':
      return comment;
    case 'posts':
      return !comment;
    case 'none':
      return false;
  }
}

function hide({ item, facts, own, deleted, comment }: Terms): boolean {
  if (facts === undefined || deleted || !comment) return false;
  const ability = facts.abilities.hide;
  if (!ability.comments || (own && !ability.own)) return false;
  return !ability.needsItemPermission || item.facebook?.canHide === true;
}

function like({ item, facts, deleted, dm, comment }: Terms): boolean {
  if (facts === undefined || deleted) return false;
  // Items collected by listening can be liked on X only (engage §5).
  if (item.engage.context === 'BRANDWATCH' && facts.id !== 'twitter') return false;
  const ability = facts.abilities.like;
  return dm ? ability.messages : comment ? ability.comments : ability.posts;
}

function repost({ facts, deleted, post, comment }: Terms): boolean {
  return facts !== undefined && facts.abilities.repost && !deleted && (post || comment);
}

function edit({ facts, deleted, comment }: Terms): boolean {
  return facts !== undefined && facts.abilities.editComments && comment && !deleted;
}

function privateReply({ item, facts, own, dm, deleted, comment }: Terms): boolean {
  // A private reply answers a public item in private: a DM is already private.
  if (facts === undefined || own || dm || deleted || !facts.abilities.privateReplies) return false;
  if (item.facebook?.privateReplyReference || item.instagram?.privateReplyReference) return false;
  // Facebook says per item whether it allows a private reply; Instagram allows it on comments.
  return facts.id === 'facebook' ? item.facebook?.canReplyPrivately === true : comment;
}

const ability =
  (name: 'sentiment' | 'spam' | 'priority') =>
  ({ facts }: Terms): boolean =>
    facts !== undefined && facts.abilities[name];

const sentiment = ability('sentiment');
const spam = ability('spam');
const priority = ability('priority');

// Assigning and labelling are the product's own: possible on every network, supported or not.
const assign = ({ facts }: Terms): boolean => facts === undefined || facts.abilities.assign;
const label = ({ facts }: Terms): boolean => facts === undefined || facts.abilities.label;

/**
 * Every capability of an item, worked out by the rules above for an item that is not view-only.
 * This is the readable definition; {@link capabilitiesOf} returns the same, memoised.
 */
export function evaluateCapabilities(item: RuleItem): Capabilities {
  const terms = termsOf(item);
  const canRepost = repost(terms);
  return {
    reply: reply(terms),
    sendMessage: sendMessage(terms),
    delete: remove(terms),
    hide: hide(terms),
    like: like(terms),
    repost: canRepost,
    quote: canRepost,
    edit: edit(terms),
    privateReply: privateReply(terms),
    sentiment: sentiment(terms),
    spam: spam(terms),
    priority: priority(terms),
    assign: assign(terms),
    label: label(terms),
    viewOnly: false,
  };
}

// Memoisation. The rules read nothing of an item but its network, its type and the eight flags
// below, so every item with the same key has the same capabilities: the first item of a key
// computes them with evaluateCapabilities, later ones get the same frozen record. This keeps
// capabilitiesOf within a small factor of reading the fields at all (bench/results/).
const NETWORK_SLOTS = 32;
const TYPE_SLOTS = 16;
const FLAG_BITS = 8;
const networkIndex = new Map<string, number>();
const typeIndex = new Map<string, number>();
const cache: (Capabilities | undefined)[] = new Array<Capabilities | undefined>(
  NETWORK_SLOTS * TYPE_SLOTS * (1 << FLAG_BITS),
).fill(undefined);

function indexOf(index: Map<string, number>, value: string, slots: number): number {
  const found = index.get(value);
  if (found !== undefined) return found;
  // Values beyond the slots (never the spec's, which are fewer) get 0: evaluated uncached.
  if (index.size + 1 >= slots) return 0;
  index.set(value, index.size + 1);
  return index.size;
}

function keyOf(item: RuleItem): number {
  const engage = item.engage;
  const status = engage.networkStatus;
  const facebook = item.facebook;
  const flags =
    (item.sender?.isOwn === true ? 1 : 0) |
    (status === 'deleted' || status === 'vanished' ? 2 : 0) |
    (engage.canRespond ? 4 : 0) |
    (engage.context === 'BRANDWATCH' ? 8 : 0) |
    (facebook?.canHide === true ? 16 : 0) |
    (facebook?.canReplyPrivately === true ? 32 : 0) |
    (facebook?.privateReplyReference || item.instagram?.privateReplyReference ? 64 : 0) |
    (facebook?.recommendation !== undefined ? 128 : 0);
  const network = indexOf(networkIndex, engage.network, NETWORK_SLOTS);
  const type = indexOf(typeIndex, engage.type, TYPE_SLOTS);
  if (network === 0 || type === 0) return -1;
  return (network * TYPE_SLOTS + type) * (1 << FLAG_BITS) + flags;
}

const NOTHING: Capabilities = Object.freeze({
  reply: false,
  sendMessage: false,
  delete: false,
  hide: false,
  like: false,
  repost: false,
  quote: false,
  edit: false,
  privateReply: false,
  sentiment: false,
  spam: false,
  priority: false,
  assign: false,
  label: false,
  viewOnly: true,
});

/**
 * Every capability of an item for a viewer, in one record. Agrees with each `can*` function.
 * The record is frozen and may be shared between items: read it, do not change it.
 *
 * @example
 * const caps = capabilitiesOf(makeEngageItem({ engage: { network: 'instagram', type: 'comment' } }));
 * caps.hide // true: Instagram comments that are not own can be hidden
 * caps.like // false: Instagram only likes DMs
 */
export function capabilitiesOf(item: RuleItem, viewer?: Viewer): Capabilities {
  if (isViewOnly(item, viewer)) return NOTHING;
  const key = keyOf(item);
  if (key < 0) return evaluateCapabilities(item);
  let capabilities = cache[key];
  if (capabilities === undefined) {
    capabilities = Object.freeze(evaluateCapabilities(item));
    cache[key] = capabilities;
  }
  return capabilities;
}

const guarded =
  (rule: (terms: Terms) => boolean) =>
  (item: RuleItem, viewer?: Viewer): boolean =>
    !isViewOnly(item, viewer) && rule(termsOf(item));

/**
 * Whether the viewer may comment on or reply to the item: it can be responded to and its network
 * allows replies to its type (YouTube and LinkedIn any type; Facebook, Instagram, X, TikTok,
 * Google and Threads posts and comments; WhatsApp never), engage §5.
 *
 * @example
 * canReply(makeEngageItem({ engage: { network: 'whatsapp', type: 'message' } })) // false
 */
export const canReply = guarded(reply);

/**
 * Whether the viewer may answer a direct message: it can be responded to and the network has
 * DMs (Facebook, Instagram, X, WhatsApp, LinkedIn, TikTok).
 *
 * @example
 * canSendMessage(makeEngageItem({ engage: { network: 'whatsapp', type: 'message' } })) // true
 */
export const canSendMessage = guarded(sendMessage);

/**
 * Whether the viewer may delete the item (engage §5): never DMs, deleted items, Google items or
 * Facebook recommendations; Facebook and LinkedIn mentions only when own; X only own items;
 * Threads only own posts; Instagram only comments; TikTok only own comments.
 *
 * @example
 * canDelete(makeEngageItem({ engage: { network: 'twitter', type: 'post' } })) // false: not own
 */
export const canDelete = guarded(remove);

/**
 * Whether the viewer may hide the item (engage §5): never when deleted; TikTok comments;
 * Instagram, X, YouTube and Threads comments that are not own; Facebook comments with
 * `facebook.canHide`.
 *
 * @example
 * canHide(makeEngageItem({ engage: { network: 'facebook' }, facebook: { canHide: true } })) // true
 */
export const canHide = guarded(hide);

/**
 * Whether the viewer may like the item (engage §5): never when deleted; listening items only on
 * X; TikTok comments; Instagram DMs (the heart); never Google or WhatsApp; otherwise the
 * network's like configuration.
 *
 * @example
 * canLike(makeEngageItem({ engage: { network: 'instagram', type: 'message' } })) // true
 */
export const canLike = guarded(like);

/**
 * Whether the viewer may repost (retweet) the item: X and Threads posts and comments.
 *
 * @example
 * canRepost(makeEngageItem({ engage: { network: 'threads', type: 'post' } })) // true
 */
export const canRepost = guarded(repost);

/**
 * Whether the viewer may quote the item: the same items that can be reposted.
 *
 * @example
 * canQuote(makeEngageItem({ engage: { network: 'facebook', type: 'post' } })) // false
 */
export const canQuote = guarded(repost);

/**
 * Whether the viewer may edit the item: only Google Business Profile comments that are not
 * deleted (engage §5).
 *
 * @example
 * canEdit(makeEngageItem({ engage: { network: 'googlemybusiness', type: 'comment' } })) // true
 */
export const canEdit = guarded(edit);

/**
 * Whether the viewer may answer a public item privately (engage §4): not own, not a DM,
 * Facebook (when `facebook.canReplyPrivately`) or Instagram (comments), and no private reply
 * sent yet.
 *
 * @example
 * canPrivateReply(makeEngageItem({ engage: { network: 'instagram', type: 'comment' } })) // true
 */
export const canPrivateReply = guarded(privateReply);

/**
 * Whether the viewer may change the item's sentiment: per network; never on YouTube.
 *
 * @example
 * canChangeSentiment(makeEngageItem({ engage: { network: 'youtube' } })) // false
 */
export const canChangeSentiment = guarded(sentiment);

/**
 * Whether the viewer may mark the item as spam or not spam: per network.
 *
 * @example
 * canMarkSpam(makeEngageItem({ engage: { network: 'googlemybusiness', type: 'post' } })) // true
 */
export const canMarkSpam = guarded(spam);

/**
 * Whether the viewer may set or clear the item's priority: per network.
 *
 * @example
 * canSetPriority(makeEngageItem()) // true
 */
export const canSetPriority = guarded(priority);

/**
 * Whether the viewer may assign the item to a user or team: on every network, unless view-only.
 *
 * @example
 * canAssign(makeEngageItem({ engage: { network: 'reddit' } })) // true
 */
export const canAssign = guarded(assign);

/**
 * Whether the viewer may label the item: on every network, unless view-only.
 *
 * @example
 * canLabel(makeEngageItem({ meta: { createdDate, userPermissions: ['view-only'] } })) // false
 */
export const canLabel = guarded(label);
