import type { MessageDescriptor } from '@lingui/core';

/**
 * The design system's own texts (`@smm/ui`): the confirmation dialog's default buttons, close
 * and dismiss controls, loading states and the toast region.
 */
export const uiMessages = {
  yes: /*i18n*/ {
    id: 'ui.yes',
    message: 'Yes',
    comment: "The confirmation dialog's default confirm text (platform §2).",
  },
  cancel: /*i18n*/ {
    id: 'ui.cancel',
    message: 'Cancel',
    comment: "The confirmation dialog's default cancel text.",
  },
  close: /*i18n*/ {
    id: 'ui.close',
    message: 'Close',
    comment: 'The label of the button that closes a modal.',
  },
  dismiss: /*i18n*/ {
    id: 'ui.dismiss',
    message: 'Dismiss',
    comment: 'The label of the button that dismisses a toast or a banner.',
  },
  loading: /*i18n*/ {
    id: 'ui.loading',
    message: 'Loading…',
    comment: 'Read out while content or an action is loading.',
  },
  notifications: /*i18n*/ {
    id: 'ui.notifications',
    message: 'Notifications',
    comment: 'The accessible name of the region where toasts appear.',
  },
} as const satisfies Record<string, MessageDescriptor>;
