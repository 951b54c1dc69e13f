import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import type { IconName } from '../Icon/icons.js';
import * as styles from './EmptyState.css.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  readonly title: ReactNode;
  /** What the emptiness means, and what to do about it. */
  readonly children?: ReactNode;
  readonly icon?: IconName;
  /** A button or link that fills the emptiness (e.g. "Create a template"). */
  readonly action?: ReactNode;
  /** The heading's level, to fit the page's outline; default 2. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * What a list or page shows when it has nothing to show: an icon, a heading, a short text and
 * an optional action, centred.
 *
 * @example
 * <EmptyState icon="bell" title="No notifications" action={<Button>Refresh</Button>}>
 *   You are all caught up.
 * </EmptyState>
 */
export function EmptyState({
  title,
  children,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {icon !== undefined && (
        <span className={styles.icon}>
          <Icon name={icon} size={28} />
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children !== undefined && children !== null && <p className={styles.body}>{children}</p>}
      {action !== undefined && action !== null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
