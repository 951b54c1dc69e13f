import type { MessageDescriptor } from '@lingui/core';
import { listenAlertMessages, notificationSettingsMessages as m } from '@smm/i18n';
import type { NotificationKind } from '@smm/model';

/** The name of each kind of notification and when it is sent. */
export const KIND_TEXTS: Readonly<
  Record<NotificationKind, { readonly title: MessageDescriptor; readonly about: MessageDescriptor }>
> = {
  mention: { title: m.mentionTitle, about: m.mentionAbout },
  assignment: { title: m.assignmentTitle, about: m.assignmentAbout },
  feedShared: { title: m.feedSharedTitle, about: m.feedSharedAbout },
  exportReady: { title: m.exportReadyTitle, about: m.exportReadyAbout },
  bulkFailed: { title: m.bulkFailedTitle, about: m.bulkFailedAbout },
  channelAttention: { title: m.channelAttentionTitle, about: m.channelAttentionAbout },
  maintenance: { title: m.maintenanceTitle, about: m.maintenanceAbout },
  listenAlert: { title: listenAlertMessages.kindTitle, about: listenAlertMessages.kindAbout },
};
