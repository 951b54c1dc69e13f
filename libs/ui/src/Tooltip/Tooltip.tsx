import type { ReactElement, ReactNode } from 'react';
import { cloneElement, useEffect, useId, useState } from 'react';
import { describedBy } from '../Field/field.rules.js';
import * as styles from './Tooltip.css.js';

/** What the trigger of a {@link Tooltip} must accept: the tooltip becomes its description. */
export interface TooltipTriggerProps {
  readonly 'aria-describedby'?: string | undefined;
}

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip's text: a short description of the trigger, never the only way to learn it. */
  readonly content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  readonly children: ReactElement<TooltipTriggerProps>;
  readonly placement?: keyof typeof styles.placement;
  /** Shows the tooltip at first (stories, tests). */
  readonly defaultOpen?: boolean;
}

/**
 * A short description shown above (or below) its trigger while the trigger is hovered or
 * focused; Escape or leaving hides it. It is a `role="tooltip"` that the trigger names in its
 * `aria-describedby`, so screen readers read it after the trigger's name. Moving the pointer
 * onto the tooltip keeps it shown.
 *
 * @example
 * <Tooltip content="Copies the short link">
 *   <IconButton label="Copy"><Icon name="link" /></IconButton>
 * </Tooltip>
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  defaultOpen = false,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The first Escape hides the tooltip only, not also a dialog it is in.
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const trigger = cloneElement(children, {
    'aria-describedby': describedBy(children.props['aria-describedby'], id),
  });
  return (
    <span
      className={styles.root}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {trigger}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={`${styles.tooltip} ${styles.placement[placement]}`}
      >
        <span className={styles.bubble}>{content}</span>
      </span>
    </span>
  );
}
