import type { SVGAttributes } from 'react';
import * as styles from './Icon.css.js';
import type { IconName } from './icons.js';
import { ICON_PATHS } from './icons.js';

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  readonly name: IconName;
  /** Width and height in px; default 16. */
  readonly size?: number;
  /**
   * What the icon means, when it is the only thing saying it. Without a label the icon is
   * decorative and hidden from assistive technology (the usual case: it sits next to text).
   */
  readonly label?: string;
}

/**
 * An inline SVG icon of the set, in the current text colour.
 *
 * @example
 * <Icon name="bell" />                 // decorative, aria-hidden
 * <Icon name="warning" label="Late" /> // role="img" with a name
 */
export function Icon({ name, size = 16, label, className, ...rest }: IconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg
      {...rest}
      {...a11y}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
