import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of listen alerts (decision 0090): the settings screen, its dialog, the notification
 * kind in the notification settings, and the notice an alert gives.
 */
export const listenAlertMessages = {
  title: /*i18n*/ {
    id: 'listenAlerts.title',
    message: 'Listen alerts',
    comment: 'Settings: heading of the listen alerts screen.',
  },
  description: /*i18n*/ {
    id: 'listenAlerts.description',
    message:
      'Hear when talk about one of your listening queries rises past a threshold. Its recipients get a notification and an e-mail once each time the volume crosses it.',
    comment: 'Listen alerts screen: what alerts are for.',
  },
  newAlert: /*i18n*/ {
    id: 'listenAlerts.newAlert',
    message: 'New alert',
    comment: 'Listen alerts screen: the button that opens the form of a new alert.',
  },
  list: /*i18n*/ {
    id: 'listenAlerts.list',
    message: 'Alerts',
    comment: 'Listen alerts screen: accessible name of the list of alerts.',
  },
  loadFailed: /*i18n*/ {
    id: 'listenAlerts.loadFailed',
    message: 'The listen alerts could not be loaded.',
    comment: 'Listen alerts screen: loading failed.',
  },
  retry: /*i18n*/ {
    id: 'listenAlerts.retry',
    message: 'Try again',
    comment: 'Listen alerts screen: loads the alerts again after a failure.',
  },
  emptyTitle: /*i18n*/ {
    id: 'listenAlerts.emptyTitle',
    message: 'No listen alerts yet',
    comment: 'Listen alerts screen: heading when the organisation has no alerts.',
  },
  emptyBody: /*i18n*/ {
    id: 'listenAlerts.emptyBody',
    message:
      'Create an alert to be told when mentions of a listening query spike, for example more than 50 mentions in an hour.',
    comment: 'Listen alerts screen: what to do when there are no alerts.',
  },
  noQueriesTitle: /*i18n*/ {
    id: 'listenAlerts.noQueriesTitle',
    message: 'No listening queries yet',
    comment:
      'Listen alerts screen: heading when the organisation has no listening query to alert on.',
  },
  noQueriesBody: /*i18n*/ {
    id: 'listenAlerts.noQueriesBody',
    message: 'An alert watches a listening query. Create one in Listen first, then come back here.',
    comment: 'Listen alerts screen: the organisation has no listening query yet.',
  },
  openListen: /*i18n*/ {
    id: 'listenAlerts.openListen',
    message: 'Open Listen',
    comment: 'Listen alerts screen: a link to the Listen area (to create a listening query).',
  },
  columnQuery: /*i18n*/ {
    id: 'listenAlerts.columnQuery',
    message: 'Query',
    comment: 'Listen alerts table: column of the listening query an alert watches.',
  },
  columnThreshold: /*i18n*/ {
    id: 'listenAlerts.columnThreshold',
    message: 'Alert when',
    comment: 'Listen alerts table: column of the threshold of an alert.',
  },
  columnRecipients: /*i18n*/ {
    id: 'listenAlerts.columnRecipients',
    message: 'Recipients',
    comment: 'Listen alerts table: column of the people an alert notifies.',
  },
  columnLastTriggered: /*i18n*/ {
    id: 'listenAlerts.columnLastTriggered',
    message: 'Last triggered',
    comment: 'Listen alerts table: column of when an alert last went off.',
  },
  columnActive: /*i18n*/ {
    id: 'listenAlerts.columnActive',
    message: 'On',
    comment: 'Listen alerts table: column of the switch that turns an alert on or off.',
  },
  columnActions: /*i18n*/ {
    id: 'listenAlerts.columnActions',
    message: 'Actions',
    comment: 'Listen alerts table: column of the edit and delete buttons.',
  },
  thresholdMentionsHour: /*i18n*/ {
    id: 'listenAlerts.thresholdMentionsHour',
    message: 'More than {threshold, plural, one {# mention} other {# mentions}} in an hour',
    comment: 'Listen alerts: an alert that goes off past a number of mentions in an hour.',
  },
  thresholdMentionsDay: /*i18n*/ {
    id: 'listenAlerts.thresholdMentionsDay',
    message: 'More than {threshold, plural, one {# mention} other {# mentions}} in a day',
    comment: 'Listen alerts: an alert that goes off past a number of mentions in a day.',
  },
  thresholdRiseHour: /*i18n*/ {
    id: 'listenAlerts.thresholdRiseHour',
    message: '{threshold}% above the usual hourly volume',
    comment:
      'Listen alerts: an alert that goes off when the hourly volume is a percentage above its average of the week before.',
  },
  thresholdRiseDay: /*i18n*/ {
    id: 'listenAlerts.thresholdRiseDay',
    message: '{threshold}% above the usual daily volume',
    comment:
      'Listen alerts: an alert that goes off when the daily volume is a percentage above its average of the week before.',
  },
  never: /*i18n*/ {
    id: 'listenAlerts.never',
    message: 'Never',
    comment: 'Listen alerts table: the alert has never gone off.',
  },
  aboveNow: /*i18n*/ {
    id: 'listenAlerts.aboveNow',
    message: 'Above the threshold now',
    comment:
      'Listen alerts table: a badge on an alert whose volume is above its threshold at the last check.',
  },
  lastVolumeHour: /*i18n*/ {
    id: 'listenAlerts.lastVolumeHour',
    message: '{volume, plural, one {# mention} other {# mentions}} in the last hour',
    comment: 'Listen alerts table: the volume found at the last check.',
  },
  lastVolumeDay: /*i18n*/ {
    id: 'listenAlerts.lastVolumeDay',
    message: '{volume, plural, one {# mention} other {# mentions}} in the last 24 hours',
    comment: 'Listen alerts table: the volume found at the last check.',
  },
  queryPaused: /*i18n*/ {
    id: 'listenAlerts.queryPaused',
    message: 'Query paused',
    comment: 'Listen alerts table: the listening query is paused, so the alert is not checked.',
  },
  you: /*i18n*/ {
    id: 'listenAlerts.you',
    message: '{name} (you)',
    comment: 'Listen alerts: the signed-in person among the recipients.',
  },
  switchOn: /*i18n*/ {
    id: 'listenAlerts.switchOn',
    message: 'Alert for {name} on',
    comment:
      'Listen alerts table: accessible name of the on/off switch of the alert of query {name}.',
  },
  switchedOn: /*i18n*/ {
    id: 'listenAlerts.switchedOn',
    message: 'Alert for {name} switched on',
    comment: 'Listen alerts: toast after switching an alert on; {name}: the query.',
  },
  switchedOff: /*i18n*/ {
    id: 'listenAlerts.switchedOff',
    message: 'Alert for {name} switched off',
    comment: 'Listen alerts: toast after switching an alert off; {name}: the query.',
  },
  edit: /*i18n*/ {
    id: 'listenAlerts.edit',
    message: 'Edit the alert for {name}',
    comment: 'Listen alerts table: the edit button of the alert of query {name}.',
  },
  delete: /*i18n*/ {
    id: 'listenAlerts.delete',
    message: 'Delete the alert for {name}',
    comment: 'Listen alerts table: the delete button of the alert of query {name}.',
  },
  createTitle: /*i18n*/ {
    id: 'listenAlerts.createTitle',
    message: 'New listen alert',
    comment: 'Listen alert dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'listenAlerts.editTitle',
    message: 'Edit listen alert',
    comment: 'Listen alert dialog: title when editing.',
  },
  deleteTitle: /*i18n*/ {
    id: 'listenAlerts.deleteTitle',
    message: 'Delete the alert for {name}?',
    comment: 'Listen alerts: title of the confirmation of a deletion; {name}: the query.',
  },
  deleteBody: /*i18n*/ {
    id: 'listenAlerts.deleteBody',
    message:
      'Its recipients will no longer be told when this query’s volume rises. The query itself stays.',
    comment: 'Listen alerts: what deleting an alert loses.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'listenAlerts.deleteConfirm',
    message: 'Delete alert',
    comment: 'Listen alerts: confirms the deletion.',
  },
  saved: /*i18n*/ {
    id: 'listenAlerts.saved',
    message: 'Alert for {name} saved',
    comment: 'Listen alerts: toast after saving; {name}: the query.',
  },
  deleted: /*i18n*/ {
    id: 'listenAlerts.deleted',
    message: 'Alert for {name} deleted',
    comment: 'Listen alerts: toast after deleting; {name}: the query.',
  },
  query: /*i18n*/ {
    id: 'listenAlerts.query',
    message: 'Listening query',
    comment: 'Listen alert dialog: the query the alert watches.',
  },
  queryRequired: /*i18n*/ {
    id: 'listenAlerts.queryRequired',
    message: 'Choose a listening query.',
    comment: 'Listen alert dialog: no query chosen.',
  },
  pausedSuffix: /*i18n*/ {
    id: 'listenAlerts.pausedSuffix',
    message: '{name} (paused)',
    comment: 'Listen alert dialog: a paused query in the list of queries.',
  },
  metric: /*i18n*/ {
    id: 'listenAlerts.metric',
    message: 'Alert when',
    comment: 'Listen alert dialog: legend of the choice of what the alert measures.',
  },
  metricMentions: /*i18n*/ {
    id: 'listenAlerts.metricMentions',
    message: 'Mentions pass a number',
    comment: 'Listen alert dialog: the alert goes off past a number of mentions.',
  },
  metricMentionsHint: /*i18n*/ {
    id: 'listenAlerts.metricMentionsHint',
    message: 'For example more than 50 mentions in an hour.',
    comment: 'Listen alert dialog: explains the mentions metric.',
  },
  metricRise: /*i18n*/ {
    id: 'listenAlerts.metricRise',
    message: 'Volume rises above the usual',
    comment:
      'Listen alert dialog: the alert goes off when the volume is a percentage above its average.',
  },
  metricRiseHint: /*i18n*/ {
    id: 'listenAlerts.metricRiseHint',
    message:
      'Compared with the average of the same period over the seven days before; at least 5 mentions.',
    comment: 'Listen alert dialog: explains the rise metric.',
  },
  window: /*i18n*/ {
    id: 'listenAlerts.window',
    message: 'Counted over',
    comment: 'Listen alert dialog: the period mentions are counted in.',
  },
  windowHour: /*i18n*/ {
    id: 'listenAlerts.windowHour',
    message: 'The last hour',
    comment: 'Listen alert dialog: mentions counted over the last hour.',
  },
  windowDay: /*i18n*/ {
    id: 'listenAlerts.windowDay',
    message: 'The last 24 hours',
    comment: 'Listen alert dialog: mentions counted over the last 24 hours.',
  },
  thresholdMentionsLabel: /*i18n*/ {
    id: 'listenAlerts.thresholdMentionsLabel',
    message: 'More than this many mentions',
    comment: 'Listen alert dialog: the number of mentions to pass.',
  },
  thresholdRiseLabel: /*i18n*/ {
    id: 'listenAlerts.thresholdRiseLabel',
    message: 'Percent above the usual',
    comment: 'Listen alert dialog: how far above the usual, in percent.',
  },
  thresholdRange: /*i18n*/ {
    id: 'listenAlerts.thresholdRange',
    message: 'Enter a whole number from {min} to {max}.',
    comment: 'Listen alert dialog: the threshold is out of its range.',
  },
  recipients: /*i18n*/ {
    id: 'listenAlerts.recipients',
    message: 'Who gets it',
    comment: 'Listen alert dialog: legend of the people the alert notifies.',
  },
  recipientsHint: /*i18n*/ {
    id: 'listenAlerts.recipientsHint',
    message:
      'They get a notification and an e-mail, as their notification settings for listen alerts say.',
    comment: 'Listen alert dialog: how recipients are told.',
  },
  recipientsRequired: /*i18n*/ {
    id: 'listenAlerts.recipientsRequired',
    message: 'Choose at least one person.',
    comment: 'Listen alert dialog: no recipient chosen.',
  },
  recipientsTooMany: /*i18n*/ {
    id: 'listenAlerts.recipientsTooMany',
    message: 'Choose at most {max} people.',
    comment: 'Listen alert dialog: too many recipients.',
  },
  active: /*i18n*/ {
    id: 'listenAlerts.active',
    message: 'Alert on',
    comment: 'Listen alert dialog: whether the alert is checked.',
  },
  create: /*i18n*/ {
    id: 'listenAlerts.create',
    message: 'Create alert',
    comment: 'Listen alert dialog: submit button when creating.',
  },
  save: /*i18n*/ {
    id: 'listenAlerts.save',
    message: 'Save alert',
    comment: 'Listen alert dialog: submit button when editing.',
  },
  kindTitle: /*i18n*/ {
    id: 'listenAlerts.kindTitle',
    message: 'A listen alert',
    comment: 'Notification settings: the name of the kind listenAlert.',
  },
  kindAbout: /*i18n*/ {
    id: 'listenAlerts.kindAbout',
    message: 'A listening query’s volume rises past an alert you receive.',
    comment: 'Notification settings: when the kind listenAlert is sent.',
  },
  noticeMentionsHour: /*i18n*/ {
    id: 'listenAlerts.noticeMentionsHour',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last hour, more than the {threshold} of your alert',
    comment:
      'Notification: a listening query ({query}) passed a listen alert’s number of mentions ({threshold}).',
  },
  noticeMentionsDay: /*i18n*/ {
    id: 'listenAlerts.noticeMentionsDay',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last 24 hours, more than the {threshold} of your alert',
    comment:
      'Notification: a listening query ({query}) passed a listen alert’s number of mentions ({threshold}).',
  },
  noticeRiseHour: /*i18n*/ {
    id: 'listenAlerts.noticeRiseHour',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last hour, {rise}% above the usual (your alert: {threshold}%)',
    comment:
      'Notification: a listening query ({query}) rose {rise} percent above its usual volume, past the alert’s {threshold} percent.',
  },
  noticeRiseDay: /*i18n*/ {
    id: 'listenAlerts.noticeRiseDay',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last 24 hours, {rise}% above the usual (your alert: {threshold}%)',
    comment:
      'Notification: a listening query ({query}) rose {rise} percent above its usual volume, past the alert’s {threshold} percent.',
  },
  noticeRiseFromNothingHour: /*i18n*/ {
    id: 'listenAlerts.noticeRiseFromNothingHour',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last hour, where there are usually none',
    comment:
      'Notification: a listening query ({query}) that usually has no mentions suddenly has some.',
  },
  noticeRiseFromNothingDay: /*i18n*/ {
    id: 'listenAlerts.noticeRiseFromNothingDay',
    message:
      '{query}: {volume, plural, one {# mention} other {# mentions}} in the last 24 hours, where there are usually none',
    comment:
      'Notification: a listening query ({query}) that usually has no mentions suddenly has some.',
  },
} as const satisfies Record<string, MessageDescriptor>;
