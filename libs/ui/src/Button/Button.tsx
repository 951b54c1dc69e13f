import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css.js';

/**
 * The look of a button: `primary` for the main action, `secondary` for the others, `ghost` for
 * quiet ones (toolbars, "show more"), `danger` for destructive ones.
 */
export type ButtonVariant = keyof typeof styles.variant;

/** Props of {@link Button}: a native button's, plus a variant and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Shows that the action is running (a spinner, `aria-busy`); the button is disabled meanwhile. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * A button of the design system. It defaults to `type="button"` so that it never submits a form
 * by accident.
 *
 * @example
 * <Button variant="danger" onClick={remove}>Delete</Button>
 */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
