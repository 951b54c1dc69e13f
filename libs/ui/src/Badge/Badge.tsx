import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css.js';
import { badgeCount } from './badge.rules.js';

/** The colour of a badge, by what it says. */
export type BadgeTone = keyof typeof styles.tone;

/** Props of {@link Badge}: a count or a short text, and a tone. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  readonly tone?: BadgeTone;
  /** A number to show; above `max` it reads "99+". Takes the place of `children`. */
  readonly count?: number;
  /** The largest count shown as it is; default 99. */
  readonly max?: number;
  readonly children?: ReactNode;
}

/**
 * A small pill with a count or a status word. Its text is read as it is, so give it context
 * (e.g. next to a label) or use {@link IconButton}'s `badge`, which names the count.
 *
 * @example
 * <Badge tone="danger" count={unread} />
 * <Badge tone="success">Published</Badge>
 */
export function Badge({ tone = 'neutral', count, max, className, children, ...rest }: BadgeProps) {
  const classes = [styles.base, styles.tone[tone], className].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes}>
      {count === undefined ? children : badgeCount(count, max)}
    </span>
  );
}
