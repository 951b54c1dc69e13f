import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css.js';

/** Props of {@link VisuallyHidden}: a span's, with the text to read out. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  readonly children: ReactNode;
}

/**
 * Text for screen readers only: invisible, but part of the accessible name or the page's text.
 *
 * @example
 * <VisuallyHidden>{i18n._(uiMessages.loading)}</VisuallyHidden>
 */
export function VisuallyHidden({ className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <span {...rest} className={className ? `${styles.hidden} ${className}` : styles.hidden}>
      {children}
    </span>
  );
}
