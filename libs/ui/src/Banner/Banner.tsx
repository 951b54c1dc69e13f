import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Banner.css.js';

/** The kind of notice a banner is. */
export type BannerTone = keyof typeof styles.tone;

/** Props of {@link Banner}. */
export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  readonly tone?: BannerTone;
  /** The notice. */
  readonly children: ReactNode;
  /** A link or button after the notice (e.g. "Use my language"). */
  readonly action?: ReactNode;
  /** Shows a dismiss button ("Dismiss", `uiMessages.dismiss`) that calls it. */
  readonly onDismiss?: () => void;
}

/**
 * A full-width notice strip at the top of the page or a section: scheduled maintenance, a
 * language chosen by the link. It is a polite `role="status"` (override with `role`), with an
 * icon for its tone, an optional action and an optional dismiss button.
 *
 * @example
 * <Banner tone="warning" onDismiss={hideMaintenance}>{maintenanceText}</Banner>
 */
export function Banner({
  tone = 'info',
  children,
  action,
  onDismiss,
  className,
  ...rest
}: BannerProps) {
  const { i18n } = useLingui();
  const classes = [styles.banner, styles.tone[tone], className].filter(Boolean).join(' ');
  return (
    <div role="status" {...rest} className={classes}>
      <Icon name={tone} size={18} className={styles.icon[tone]} />
      <div className={styles.message}>{children}</div>
      {action}
      {onDismiss !== undefined && (
        <IconButton label={i18n._(uiMessages.dismiss)} size="sm" onClick={onDismiss}>
          <Icon name="close" />
        </IconButton>
      )}
    </div>
  );
}
