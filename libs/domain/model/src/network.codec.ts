import * as t from 'io-ts';
import { oneOf } from './codec.utils.js';

/** The nine natively supported networks (platform §1), with their wire ids. */
export const SupportedNetwork = oneOf([
  'facebook',
  'instagram',
  'whatsapp',
  'twitter',
  'youtube',
  'linkedIn',
  'tiktok',
  'googlemybusiness',
  'threads',
]);
export type SupportedNetwork = t.TypeOf<typeof SupportedNetwork>;

/**
 * Networks the product has definitions for: the supported nine, plus Pinterest (connect flows
 * and network list) and e-mail (profile URL templates), platform §3.
 */
export const DefinedNetwork = oneOf([...SupportedNetwork.values, 'pinterest', 'email']);
export type DefinedNetwork = t.TypeOf<typeof DefinedNetwork>;

/**
 * Networks that are recognised as values but not natively supported (platform §1, engage §1).
 * See docs/decisions/0004-model-wire-values.md for the spelling of each.
 */
export const UnsupportedNetwork = oneOf([
  'reddit',
  'tumblr',
  'forums',
  'news',
  'vk',
  'blogs',
  'qq',
  'darkweb',
  '4chan',
  'sinaweibo',
  'lexisnexis',
  'reviews',
]);
export type UnsupportedNetwork = t.TypeOf<typeof UnsupportedNetwork>;

const networkValues = [...DefinedNetwork.values, ...UnsupportedNetwork.values];

/** Wire spellings that mean a known network: `linkedin` is normalised to `linkedIn` (platform §3). */
export const NETWORK_ALIASES: Readonly<Record<string, DefinedNetwork>> = {
  linkedin: 'linkedIn',
  x: 'twitter',
  google: 'googlemybusiness',
};

const exactNetwork = oneOf(networkValues);

/**
 * Every network value the product recognises. Decoding normalises aliases (`linkedin` becomes
 * `linkedIn`), so code after the edge sees one spelling only.
 *
 * @example
 * Network.decode('linkedin'); // Right('linkedIn')
 * Network.decode('myspace');  // Left: expected one of facebook|instagram|… got "myspace"
 */
export const Network = Object.assign(
  new t.Type<DefinedNetwork | UnsupportedNetwork, string, unknown>(
    exactNetwork.name,
    exactNetwork.is,
    (u, c) => exactNetwork.validate(typeof u === 'string' ? (NETWORK_ALIASES[u] ?? u) : u, c),
    t.identity,
  ),
  { values: networkValues },
);
export type Network = t.TypeOf<typeof Network>;

/** All recognised network values, in the order of the spec. */
export const NETWORK_VALUES: readonly Network[] = networkValues;
