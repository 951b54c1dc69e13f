import type { ToastType } from '@smm/model';
import type { IconName } from '../Icon/icons.js';

/**
 * The type of a shown toast: `@smm/notify`'s `ShownToastType` ('success' | 'info' | 'error' |
 * 'warning'), plus 'danger', the older name of 'error', shown the same way.
 */
export type ToastKind = Exclude<ToastType, 'clear'>;

/** A toast as the region lists it (`@smm/notify`'s `ShownToast` fits). */
export interface ToastData {
  readonly id: string;
  readonly type: ToastKind;
  readonly message: string;
}

/** The tone a toast is drawn in. */
export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

/**
 * The tone of a toast type: errors are drawn in the danger colour.
 *
 * @example
 * toastTone('error') // 'danger'
 */
export function toastTone(type: ToastKind): ToastTone {
  return type === 'error' ? 'danger' : type;
}

/**
 * How a toast is announced: errors interrupt (`alert`), the rest wait their turn (`status`).
 *
 * @example
 * toastRole('danger')  // 'alert'
 * toastRole('success') // 'status'
 */
export function toastRole(type: ToastKind): 'alert' | 'status' {
  return toastTone(type) === 'danger' ? 'alert' : 'status';
}

/**
 * The icon of a toast type.
 *
 * @example
 * toastIcon('warning') // 'warning'
 * toastIcon('danger')  // 'error'
 */
export function toastIcon(type: ToastKind): IconName {
  return TOAST_ICONS[toastTone(type)];
}

const TOAST_ICONS: Readonly<Record<ToastTone, IconName>> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
};
