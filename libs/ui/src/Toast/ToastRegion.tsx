import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import { Toast } from './Toast.js';
import * as styles from './Toast.css.js';
import type { ToastData } from './toast.rules.js';

/** Where the toasts stack: a corner of the window. */
export type ToastPlacement = keyof typeof styles.placement;

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The toasts to show, oldest first (e.g. `@smm/notify`'s visible toasts). */
  readonly toasts: readonly ToastData[];
  /** The user dismissed the toast with this id. */
  readonly onDismiss: (id: string) => void;
  /** Default `bottom-end`. */
  readonly placement?: ToastPlacement;
}

/**
 * The landmark where toasts appear, fixed in a corner of the window and named
 * "Notifications" (`uiMessages.notifications`). It is purely presentational: timing, limits
 * and removal belong to the caller (`@smm/notify`). Mount it once, near the root, and keep it
 * mounted, so that screen readers know it before the first toast arrives.
 *
 * @example
 * <ToastRegion toasts={visibleToasts} onDismiss={(id) => notify.dismiss(id)} />
 */
export function ToastRegion({ toasts, onDismiss, placement = 'bottom-end' }: ToastRegionProps) {
  const { i18n } = useLingui();
  return (
    <div
      role="region"
      aria-label={i18n._(uiMessages.notifications)}
      className={`${styles.region} ${styles.placement[placement]}`}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          type={toast.type}
          message={toast.message}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </div>
  );
}
