/**
 * @smm/notify: the toast queue and the notification centre as XState machines, with the pure
 * rules they follow (time to live, dropped messages, API failure toasts, notification filters,
 * read/unread bookkeeping). See README.md.
 */
export {
  AI_TOAST_TTL_MS,
  API_ERROR_TOAST_TTL_MS,
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_TTL_MS,
  KEEP_UNTIL_DISMISSED,
  aiConsentToast,
  apiErrorToast,
  isShowable,
  shownType,
  toastTtl,
} from './toast.rules.js';
export type { ShownToast, ShownToastType, ToastRequest } from './toast.rules.js';
export { toastQueueMachine } from './toast-queue.machine.js';
export type { ToastQueueContext, ToastQueueEvent } from './toast-queue.machine.js';
export {
  appendEntries,
  matchesNotificationFilters,
  unreadDelta,
  withStatuses,
} from './notification.rules.js';
export { notificationCentreMachine } from './notification-centre.machine.js';
export type {
  NotificationCentreContext,
  NotificationCentreEvent,
  NotificationPageRequest,
} from './notification-centre.machine.js';
export {
  dismissMaintenanceNotice,
  maintenanceDismissalKey,
  visibleMaintenanceNotices,
} from './maintenance.rules.js';
