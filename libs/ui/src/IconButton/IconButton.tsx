import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Badge } from '../Badge/Badge.js';
import * as styles from './IconButton.css.js';
import { hasBadge, iconButtonName } from './iconButton.rules.js';

/** Props of {@link IconButton}: a native button's, with a required label and the icon. */
export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does, read out as its name (e.g. "Close"). Required: there is no text. */
  readonly label: string;
  /** The icon, usually an {@link Icon}. */
  readonly children: ReactNode;
  /** A count shown on the button and added to its name (e.g. unread notifications). */
  readonly badge?: number;
  readonly variant?: keyof typeof styles.variant;
  readonly size?: keyof typeof styles.size;
}

/**
 * A square button showing only an icon. The `label` becomes its `aria-label`; a `badge` count
 * is shown in the corner and read as part of the name ("Notifications (3)").
 *
 * @example
 * <IconButton label={i18n._(uiMessages.close)} onClick={close}><Icon name="close" /></IconButton>
 */
export function IconButton({
  label,
  badge,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  children,
  ...rest
}: IconButtonProps) {
  const classes = [styles.base, styles.size[size], styles.variant[variant], className]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} aria-label={iconButtonName(label, badge)}>
      {children}
      {hasBadge(badge) && (
        <Badge tone="danger" count={badge} className={styles.badge} aria-hidden="true" />
      )}
    </button>
  );
}
