import { profileUrl } from '@smm/networks';
import { senderAddress } from './display.rules.js';
import { networkOf } from './item.terms.js';
import type { RuleItem } from './rule.types.js';

/**
 * Who wrote an item, as the engage identity card matches people (docs/decisions/0058): the
 * network, the network's id of the sender, and their normalised name and handle.
 */
export interface IdentityKey {
  readonly network: string;
  readonly senderId: string | undefined;
  /** Lower case, trimmed, inner whitespace collapsed, Unicode NFKC. */
  readonly name: string | undefined;
  /** Lower case, without a leading `@`. */
  readonly handle: string | undefined;
}

/** A name shorter than this (after normalising) never matches across networks. */
export const MIN_MATCHED_NAME = 3;

/**
 * A name or handle as identities compare it: NFKC, trimmed, inner whitespace collapsed, lower
 * case, without a leading `@`; `undefined` when nothing is left.
 *
 * @example
 * normaliseIdentityText('  Sam   SANDBOX ') // 'sam sandbox'
 * normaliseIdentityText('@Sam') // 'sam'
 */
export function normaliseIdentityText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const normal = text.normalize('NFKC').trim().replace(/\s+/g, ' ').replace(/^@/, '').toLowerCase();
  return normal === '' ? undefined : normal;
}

/**
 * Whether the item's sender has an identity card: a customer the network names — not the
 * channel itself, not a private sender, not a Facebook user the network does not identify
 * (engage §5), and on a network with audience profiles (Google has none, engage §5).
 *
 * @example
 * hasIdentity(makeEngageItem({ sender: { id: '1', name: 'Sam', visibility: 'PUBLIC', isOwn: false } })) // true
 * hasIdentity(makeEngageItem({ sender: { name: 'Acme', visibility: 'PUBLIC', isOwn: true } })) // false
 */
export function hasIdentity(item: RuleItem): boolean {
  const sender = item.sender;
  if (sender === undefined || sender.isOwn || sender.visibility === 'PRIVATE') return false;
  const network = networkOf(item);
  if (network === undefined || !network.abilities.audienceProfile) return false;
  if (network.id === 'facebook' && !sender.id) return false;
  return sender.id !== undefined || normaliseIdentityText(sender.name) !== undefined;
}

/**
 * The identity key of the item's sender, or `undefined` when it has no identity card
 * ({@link hasIdentity}).
 *
 * @example
 * identityKeyOf(makeEngageItem({ engage: { network: 'twitter' }, sender: { id: '42', name: 'Sam  Sandbox', handle: '@SamS', visibility: 'PUBLIC', isOwn: false } }))
 * // { network: 'twitter', senderId: '42', name: 'sam sandbox', handle: 'sams' }
 */
export function identityKeyOf(item: RuleItem): IdentityKey | undefined {
  if (!hasIdentity(item) || item.sender === undefined) return undefined;
  const network = networkOf(item)?.id ?? item.engage.network;
  // WhatsApp has phone numbers and profile names, no handles.
  const handle = network === 'whatsapp' ? undefined : normaliseIdentityText(item.sender.handle);
  return {
    network,
    senderId: item.sender.id,
    name: normaliseIdentityText(item.sender.name),
    handle,
  };
}

/**
 * Whether two identity keys are the same person (docs/decisions/0058): on one network, by the
 * network's sender id when both have one (names and handles may change, ids do not), else by
 * handle or name; across networks, by the same handle or the same full name of at least
 * {@link MIN_MATCHED_NAME} characters.
 *
 * @example
 * isSamePerson({ network: 'facebook', senderId: '1', name: 'sam', handle: undefined },
 *              { network: 'facebook', senderId: '2', name: 'sam', handle: undefined }) // false
 * isSamePerson({ network: 'facebook', senderId: '1', name: 'sam sandbox', handle: undefined },
 *              { network: 'instagram', senderId: '9', name: 'sam sandbox', handle: 'sam' }) // true
 */
export function isSamePerson(a: IdentityKey, b: IdentityKey): boolean {
  if (a.network === b.network && a.senderId !== undefined && b.senderId !== undefined) {
    return a.senderId === b.senderId;
  }
  if (a.handle !== undefined && a.handle === b.handle) return true;
  return a.name !== undefined && a.name.length >= MIN_MATCHED_NAME && a.name === b.name;
}

/** The profile of an identity card: what the network tells of the person. */
export interface IdentityProfile {
  readonly network: string;
  readonly name: string;
  /** `@handle`, or the phone number on WhatsApp. */
  readonly address: string | undefined;
  /** The person's page on the network ("Open on ‹network›"), when it can be built. */
  readonly profileUrl: string | undefined;
}

/**
 * The profile the identity card shows for the item's sender, or `undefined` without an identity.
 *
 * @example
 * identityProfileOf(makeEngageItem({ engage: { network: 'instagram' }, sender: { id: '7', handle: 'sam', name: 'Sam', visibility: 'PUBLIC', isOwn: false } }))
 * // { network: 'instagram', name: 'Sam', address: '@sam', profileUrl: 'https://www.instagram.com/sam' }
 */
export function identityProfileOf(item: RuleItem): IdentityProfile | undefined {
  const sender = item.sender;
  if (!hasIdentity(item) || sender === undefined) return undefined;
  const network = networkOf(item)?.id ?? item.engage.network;
  return {
    network,
    name: sender.name,
    address: senderAddress(item),
    profileUrl: profileUrl(network, {
      id: network === 'whatsapp' ? sender.id?.replace(/[^0-9]/g, '') : sender.id,
      handle: network === 'whatsapp' ? undefined : sender.handle,
    }),
  };
}
