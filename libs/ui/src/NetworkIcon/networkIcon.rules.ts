import { SupportedNetwork } from '@smm/model';

/**
 * The networks the product knows, as the API spells them (`linkedIn` with its capital I, `twitter`
 * for X): the model's supported networks, each with a badge of its own in {@link networkColour}
 * and {@link networkName}.
 */
export const KNOWN_NETWORKS: readonly KnownNetwork[] = [...SupportedNetwork.values, 'pinterest'];

/**
 * A network with a badge of its own: the supported networks, and Pinterest, which the connect
 * flows and the network list show (platform §1).
 */
export type KnownNetwork = SupportedNetwork | 'pinterest';

/** How a network's badge looks and what it is called. */
interface NetworkBrand {
  /** The English display name (brand names are not translated). */
  readonly name: string;
  /** The badge's background. */
  readonly colour: string;
  /** The glyph on it: at least 3:1 against `colour` (WCAG 1.4.11, non-text contrast). */
  readonly glyphColour: string;
}

const white = '#ffffff';

/**
 * The brand colours. All are the networks' own and pass 3:1 with a white glyph (Facebook 4.2,
 * Instagram 5.1, YouTube 4.0, LinkedIn 5.7, Google 3.6, Pinterest 4.4, black 21), except WhatsApp's green
 * #25D366: white on it is only 2.0:1, so its glyph is a dark green (6.4:1) rather than the green
 * being darkened out of recognition. Instagram's gradient is approximated by its magenta.
 */
const BRANDS: Record<KnownNetwork, NetworkBrand> = {
  facebook: { name: 'Facebook', colour: '#1877f2', glyphColour: white },
  instagram: { name: 'Instagram', colour: '#c13584', glyphColour: white },
  whatsapp: { name: 'WhatsApp', colour: '#25d366', glyphColour: '#073b1e' },
  twitter: { name: 'X', colour: '#000000', glyphColour: white },
  youtube: { name: 'YouTube', colour: '#ff0000', glyphColour: white },
  linkedIn: { name: 'LinkedIn', colour: '#0a66c2', glyphColour: white },
  tiktok: { name: 'TikTok', colour: '#000000', glyphColour: white },
  googlemybusiness: { name: 'Google Business Profile', colour: '#4285f4', glyphColour: white },
  threads: { name: 'Threads', colour: '#000000', glyphColour: white },
  pinterest: { name: 'Pinterest', colour: '#e60023', glyphColour: white },
};

/** Any other network: a neutral grey (the light theme's `neutral`, 6.1:1 with white). */
const OTHER = { colour: '#5a6272', glyphColour: white } as const;

/** Every spelling a network is recognised by, lower case: the API's names, `x` and `linkedin`. */
const SPELLINGS: ReadonlyMap<string, KnownNetwork> = new Map<string, KnownNetwork>([
  ...KNOWN_NETWORKS.map((network): [string, KnownNetwork] => [network.toLowerCase(), network]),
  ['x', 'twitter'],
]);

/**
 * The known network a name stands for, whatever its case; `x` is `twitter`, `linkedin` is
 * `linkedIn`. Undefined for a network without a badge of its own.
 *
 * @example
 * knownNetwork('linkedin')  // 'linkedIn'
 * knownNetwork('X')         // 'twitter'
 * knownNetwork('pinterest') // 'pinterest'
 * knownNetwork('reddit')    // undefined
 */
export function knownNetwork(network: string): KnownNetwork | undefined {
  return SPELLINGS.get(network.trim().toLowerCase());
}

/**
 * The background colour of a network's badge (`#rrggbb`): its brand colour, or neutral grey.
 *
 * @example
 * networkColour('facebook') // '#1877f2'
 * networkColour('x')        // '#000000'
 * networkColour('reddit')   // '#5a6272'
 */
export function networkColour(network: string): string {
  const known = knownNetwork(network);
  return known === undefined ? OTHER.colour : BRANDS[known].colour;
}

/**
 * The colour of the glyph on a network's badge (`#rrggbb`): at least 3:1 against
 * {@link networkColour}, mostly white.
 *
 * @example
 * networkGlyphColour('facebook') // '#ffffff'
 * networkGlyphColour('whatsapp') // '#073b1e'
 */
export function networkGlyphColour(network: string): string {
  const known = knownNetwork(network);
  return known === undefined ? OTHER.glyphColour : BRANDS[known].glyphColour;
}

/**
 * A network's English display name; a network the product has no badge for keeps the name it
 * was given.
 *
 * @example
 * networkName('twitter')          // 'X'
 * networkName('linkedin')         // 'LinkedIn'
 * networkName('googlemybusiness') // 'Google Business Profile'
 * networkName('reddit')           // 'reddit'
 */
export function networkName(network: string): string {
  const known = knownNetwork(network);
  return known === undefined ? network : BRANDS[known].name;
}
