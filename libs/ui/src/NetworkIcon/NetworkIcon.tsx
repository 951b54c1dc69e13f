import type { SVGAttributes } from 'react';
import * as styles from './NetworkIcon.css.js';
import type { KnownNetwork } from './networkIcon.rules.js';
import { knownNetwork, networkColour, networkGlyphColour } from './networkIcon.rules.js';

/** A glyph on the 24×24 badge: a stroked path and, for dots and solid shapes, a filled one. */
interface Glyph {
  readonly stroke: string;
  readonly fill?: string;
  /** The stroke's width; default 2. */
  readonly width?: number;
}

/** A circle as one closed subpath. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy + r}a${r} ${r} 0 1 0 0-${2 * r} ${r} ${r} 0 0 0 0 ${2 * r}z`;
}

/** Simple monograms and shapes after each network's logo, inside the badge's circle. */
const GLYPHS: Record<KnownNetwork | 'other', Glyph> = {
  facebook: { stroke: 'M15.5 6h-1.5a2.5 2.5 0 0 0-2.5 2.5V20M9 12h6' },
  instagram: {
    stroke: `M9 6.5h6a2.5 2.5 0 0 1 2.5 2.5v6a2.5 2.5 0 0 1-2.5 2.5H9A2.5 2.5 0 0 1 6.5 15V9A2.5 2.5 0 0 1 9 6.5z${circle(12, 12, 2.5)}`,
    fill: circle(15, 9, 0.8),
    width: 1.6,
  },
  whatsapp: {
    stroke: 'M17.6 11.7a5.3 5.3 0 0 1-7.8 4.6l-3.4 1.3 1.3-3.4a5.3 5.3 0 1 1 9.9-2.5z',
    width: 1.8,
  },
  twitter: { stroke: 'M7.5 7l9 10M16.5 7l-9 10' },
  youtube: { stroke: 'M9.5 8v8l7-4z', fill: 'M9.5 8v8l7-4z', width: 1.5 },
  linkedIn: {
    stroke: 'M8 10.5V17M11.5 17v-6.5M11.5 13.5a2.5 2.5 0 0 1 5 0V17',
    fill: circle(8, 7.3, 1.2),
  },
  tiktok: { stroke: 'M13 6v8.5a2.8 2.8 0 1 1-2.8-2.8M13 6a3.5 3.5 0 0 0 3.5 3.5' },
  googlemybusiness: { stroke: 'M17 12a5 5 0 1 1-1.5-3.6M17 12h-5' },
  threads: {
    stroke: `${circle(12, 12, 2.4)}M14.4 9.6v3a1.8 1.8 0 0 0 3.6 0V12a6 6 0 1 0-2.4 4.8`,
    width: 1.6,
  },
  pinterest: { stroke: 'M10.5 20l2-8.5M10.6 14.2a3.6 3.6 0 1 0-1.9-3.9', width: 1.8 },
  other: { stroke: `${circle(12, 12, 6)}M6 12h12M12 6a9 9 0 0 1 0 12 9 9 0 0 1 0-12z`, width: 1.6 },
};

/** Props of {@link NetworkIcon}. */
export interface NetworkIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** The network as the API names it (`facebook`, `linkedIn`…); `x` and `linkedin` work too. */
  readonly network: string;
  /** Width and height in px; default 20. */
  readonly size?: number;
  /**
   * The accessible name (usually `networkName(network)`), when the badge is the only thing
   * saying which network it is. Without a label the badge is decorative and hidden.
   */
  readonly label?: string;
}

/**
 * A small round badge in a network's brand colour with a glyph after its logo; a network
 * without a badge of its own gets a grey globe.
 *
 * @example
 * <NetworkIcon network="instagram" />                             // decorative, aria-hidden
 * <NetworkIcon network={item.network} label={networkName(item.network)} size={16} />
 */
export function NetworkIcon({ network, size = 20, label, className, ...rest }: NetworkIconProps) {
  const glyph = GLYPHS[knownNetwork(network) ?? 'other'];
  const colour = networkGlyphColour(network);
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      {...rest}
      {...a11y}
      data-network={knownNetwork(network) ?? 'other'}
      className={className ? `${styles.badge} ${className}` : styles.badge}
      width={size}
      height={size}
      viewBox="0 0 24 24"
    >
      <circle cx={12} cy={12} r={12} fill={networkColour(network)} />
      <path
        d={glyph.stroke}
        fill="none"
        stroke={colour}
        strokeWidth={glyph.width ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {glyph.fill === undefined ? null : <path d={glyph.fill} fill={colour} />}
    </svg>
  );
}
