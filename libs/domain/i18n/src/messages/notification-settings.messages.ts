import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the notification settings screen (docs/decisions/0045): each kind of notification
 * in the product and by e-mail, and the channels of moderation notifications.
 */
export const notificationSettingsMessages = {
  title: /*i18n*/ {
    id: 'notificationSettings.title',
    message: 'Notifications',
    comment: 'Settings: heading of the notification settings screen.',
  },
  intro: /*i18n*/ {
    id: 'notificationSettings.intro',
    message: 'Choose what you are told about, and where: in the product, by e-mail, or both.',
    comment: 'Notification settings: what the screen is for.',
  },
  kindsHeading: /*i18n*/ {
    id: 'notificationSettings.kindsHeading',
    message: 'What you are notified about',
    comment: 'Notification settings: heading of the per-kind switches.',
  },
  inProduct: /*i18n*/ {
    id: 'notificationSettings.inProduct',
    message: 'In the product',
    comment: 'Notification settings: the switch for notifications inside the product.',
  },
  email: /*i18n*/ {
    id: 'notificationSettings.email',
    message: 'By e-mail',
    comment: 'Notification settings: the switch for notifications by e-mail.',
  },
  saved: /*i18n*/ {
    id: 'notificationSettings.saved',
    message: 'Notification settings saved.',
    comment: 'Notification settings: toast after a switch was saved.',
  },
  saveFailed: /*i18n*/ {
    id: 'notificationSettings.saveFailed',
    message: 'Could not save your notification settings:',
    comment: "Notification settings: toast when saving fails, followed by the API's message.",
  },
  loadFailed: /*i18n*/ {
    id: 'notificationSettings.loadFailed',
    message: 'Could not load your notification settings.',
    comment: "Notification settings: banner when loading fails, followed by the API's message.",
  },
  retry: /*i18n*/ {
    id: 'notificationSettings.retry',
    message: 'Try again',
    comment: 'Notification settings: button after a failed load.',
  },
  channelsHeading: /*i18n*/ {
    id: 'notificationSettings.channelsHeading',
    message: 'Moderation notifications by channel',
    comment: 'Notification settings: heading of the channel list.',
  },
  channelsIntro: /*i18n*/ {
    id: 'notificationSettings.channelsIntro',
    message: 'Get notified of new comments, messages and mentions to moderate on these channels.',
    comment: 'Notification settings: what the channel switches do.',
  },
  noChannelsTitle: /*i18n*/ {
    id: 'notificationSettings.noChannelsTitle',
    message: 'No channels to follow',
    comment: 'Notification settings: heading when the person sees no channel.',
  },
  noChannelsBody: /*i18n*/ {
    id: 'notificationSettings.noChannelsBody',
    message: 'Once you hold a role on a channel, you can be notified of what arrives on it here.',
    comment: 'Notification settings: text when the person sees no channel.',
  },
  channelOn: /*i18n*/ {
    id: 'notificationSettings.channelOn',
    message: 'Notifications on for {name}.',
    comment: 'Notification settings: toast after a channel was switched on.',
  },
  channelOff: /*i18n*/ {
    id: 'notificationSettings.channelOff',
    message: 'Notifications off for {name}.',
    comment: 'Notification settings: toast after a channel was switched off.',
  },
  channelsFollowed: /*i18n*/ {
    id: 'notificationSettings.channelsFollowed',
    message:
      '{count, plural, one {# of {total} channels followed} other {# of {total} channels followed}}',
    comment: "Notification settings: how many of the person's channels notify them.",
  },
  mentionTitle: /*i18n*/ {
    id: 'notificationSettings.mentionTitle',
    message: 'A mention in a note',
    comment: 'Notification settings: the name of the kind mention.',
  },
  mentionAbout: /*i18n*/ {
    id: 'notificationSettings.mentionAbout',
    message: 'Someone mentions you with @ in a note on an item or a case.',
    comment: 'Notification settings: when the kind mention is sent.',
  },
  assignmentTitle: /*i18n*/ {
    id: 'notificationSettings.assignmentTitle',
    message: 'Something assigned to you',
    comment: 'Notification settings: the name of the kind assignment.',
  },
  assignmentAbout: /*i18n*/ {
    id: 'notificationSettings.assignmentAbout',
    message: 'An item or a case is assigned to you or to one of your teams.',
    comment: 'Notification settings: when the kind assignment is sent.',
  },
  feedSharedTitle: /*i18n*/ {
    id: 'notificationSettings.feedSharedTitle',
    message: 'A feed shared with you',
    comment: 'Notification settings: the name of the kind feedShared.',
  },
  feedSharedAbout: /*i18n*/ {
    id: 'notificationSettings.feedSharedAbout',
    message: 'A feed is shared with you, or a feed shared with you is changed or deleted.',
    comment: 'Notification settings: when the kind feedShared is sent.',
  },
  exportReadyTitle: /*i18n*/ {
    id: 'notificationSettings.exportReadyTitle',
    message: 'An export is ready',
    comment: 'Notification settings: the name of the kind exportReady.',
  },
  exportReadyAbout: /*i18n*/ {
    id: 'notificationSettings.exportReadyAbout',
    message: 'A data export you asked for can be downloaded.',
    comment: 'Notification settings: when the kind exportReady is sent.',
  },
  bulkFailedTitle: /*i18n*/ {
    id: 'notificationSettings.bulkFailedTitle',
    message: 'A bulk action with failures',
    comment: 'Notification settings: the name of the kind bulkFailed.',
  },
  bulkFailedAbout: /*i18n*/ {
    id: 'notificationSettings.bulkFailedAbout',
    message: 'A bulk action you started ended, and some items failed.',
    comment: 'Notification settings: when the kind bulkFailed is sent.',
  },
  channelAttentionTitle: /*i18n*/ {
    id: 'notificationSettings.channelAttentionTitle',
    message: 'A channel needs attention',
    comment: 'Notification settings: the name of the kind channelAttention.',
  },
  channelAttentionAbout: /*i18n*/ {
    id: 'notificationSettings.channelAttentionAbout',
    message: 'A channel needs to be reconnected, or indexing it failed.',
    comment: 'Notification settings: when the kind channelAttention is sent.',
  },
  maintenanceTitle: /*i18n*/ {
    id: 'notificationSettings.maintenanceTitle',
    message: 'A maintenance notice',
    comment: 'Notification settings: the name of the kind maintenance.',
  },
  maintenanceAbout: /*i18n*/ {
    id: 'notificationSettings.maintenanceAbout',
    message: 'Maintenance of the product is planned.',
    comment: 'Notification settings: when the kind maintenance is sent.',
  },
} as const satisfies Record<string, MessageDescriptor>;
