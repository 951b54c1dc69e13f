import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Toast.css.js';
import type { ToastKind } from './toast.rules.js';
import { toastIcon, toastRole, toastTone } from './toast.rules.js';

/** Props of {@link Toast}. */
export interface ToastProps {
  readonly type: ToastKind;
  readonly message: string;
  /** Shows a dismiss button ("Dismiss", `uiMessages.dismiss`) that calls it. */
  readonly onDismiss?: () => void;
}

/**
 * One notification: an icon for its type, the message and a dismiss button. Errors are
 * `role="alert"`, the others `role="status"`. Usually shown through {@link ToastRegion}.
 *
 * @example
 * <Toast type="success" message="Your profile was updated" onDismiss={hide} />
 */
export function Toast({ type, message, onDismiss }: ToastProps) {
  const { i18n } = useLingui();
  const tone = toastTone(type);
  return (
    <div role={toastRole(type)} className={`${styles.toast} ${styles.tone[tone]}`}>
      <Icon name={toastIcon(type)} size={18} className={styles.icon[tone]} />
      <p className={styles.message}>{message}</p>
      {onDismiss !== undefined && (
        <IconButton
          label={i18n._(uiMessages.dismiss)}
          size="sm"
          className={styles.dismiss}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </IconButton>
      )}
    </div>
  );
}
