import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the integrations screen (docs/decisions/0054): the webhooks, their dialog, topics,
 * test event and delivery log, and the organisation's signing secret.
 */
export const webhookMessages = {
  title: /*i18n*/ {
    id: 'webhooks.title',
    message: 'Integrations',
    comment: 'Settings: heading of the integrations screen.',
  },
  description: /*i18n*/ {
    id: 'webhooks.description',
    message:
      'Webhooks tell your other systems, such as a CRM, a data warehouse or a ticketing tool, what happens here as it happens: each event is posted to an address of yours, signed, and tried again until it arrives.',
    comment: 'Integrations screen: what webhooks are for.',
  },
  webhooks: /*i18n*/ {
    id: 'webhooks.webhooks',
    message: 'Webhooks',
    comment: 'Integrations screen: heading and name of the list of webhooks.',
  },
  addWebhook: /*i18n*/ {
    id: 'webhooks.addWebhook',
    message: 'Add webhook',
    comment: 'Integrations screen: the button that opens the form of a new webhook.',
  },
  emptyTitle: /*i18n*/ {
    id: 'webhooks.emptyTitle',
    message: 'No webhooks yet',
    comment: 'Integrations screen: title when the organisation has no webhook.',
  },
  emptyBody: /*i18n*/ {
    id: 'webhooks.emptyBody',
    message:
      "Add a webhook to have new messages, replies, cases, channel changes and more sent to your own system. Every delivery is signed with your organisation's secret and retried for up to a day and a half until it arrives.",
    comment: 'Integrations screen: what an empty list offers.',
  },
  loadFailed: /*i18n*/ {
    id: 'webhooks.loadFailed',
    message: 'Could not load the webhooks.',
    comment: "Integrations screen: loading failed; the server's message follows.",
  },
  retry: /*i18n*/ {
    id: 'webhooks.retry',
    message: 'Try again',
    comment: 'Integrations screen: retry loading.',
  },
  topicCount: /*i18n*/ {
    id: 'webhooks.topicCount',
    message: '{count, plural, one {# topic} other {# topics}}',
    comment: 'Webhook row: how many topics the webhook is subscribed to.',
  },
  healthy: /*i18n*/ {
    id: 'webhooks.healthy',
    message: 'Healthy',
    comment: 'Webhook health badge: the last delivery arrived (or none was tried).',
  },
  failingSince: /*i18n*/ {
    id: 'webhooks.failingSince',
    message: 'Failing since {date}',
    comment: 'Webhook health badge: every attempt has failed since a date; still retried.',
  },
  disabled: /*i18n*/ {
    id: 'webhooks.disabled',
    message: 'Disabled',
    comment: 'Webhook health badge: switched off.',
  },
  disabledBecause: /*i18n*/ {
    id: 'webhooks.disabledBecause',
    message: 'Disabled: {reason}',
    comment: 'Webhook health: switched off by the product, with its reason.',
  },
  lastAttempts: /*i18n*/ {
    id: 'webhooks.lastAttempts',
    message: 'Last attempts',
    comment: 'Webhook row: name of the small marks of the latest delivery attempts.',
  },
  attemptDelivered: /*i18n*/ {
    id: 'webhooks.attemptDelivered',
    message: '{topic} delivered {time} ({status})',
    comment: 'Webhook row: tooltip of one successful attempt.',
  },
  attemptFailed: /*i18n*/ {
    id: 'webhooks.attemptFailed',
    message: '{topic} failed {time} ({status})',
    comment: 'Webhook row: tooltip of one failed attempt.',
  },
  noAnswer: /*i18n*/ {
    id: 'webhooks.noAnswer',
    message: 'no answer',
    comment: 'Where an HTTP status would be: the address did not answer.',
  },
  noAttempts: /*i18n*/ {
    id: 'webhooks.noAttempts',
    message: 'Nothing sent yet',
    comment: 'Webhook row: no attempt has been made.',
  },
  enabled: /*i18n*/ {
    id: 'webhooks.enabled',
    message: 'Enabled',
    comment: 'Webhook: label of the switch that turns sending on and off.',
  },
  switchedOn: /*i18n*/ {
    id: 'webhooks.switchedOn',
    message: '“{name}” is on: events are sent to it.',
    comment: 'Toast after enabling a webhook.',
  },
  switchedOff: /*i18n*/ {
    id: 'webhooks.switchedOff',
    message: '“{name}” is off: no events are sent to it.',
    comment: 'Toast after disabling a webhook.',
  },
  edit: /*i18n*/ {
    id: 'webhooks.edit',
    message: 'Edit {name}',
    comment: 'Webhook row: name of the edit button.',
  },
  delete: /*i18n*/ {
    id: 'webhooks.delete',
    message: 'Delete {name}',
    comment: 'Webhook row: name of the delete button.',
  },
  back: /*i18n*/ {
    id: 'webhooks.back',
    message: 'All webhooks',
    comment: 'Webhook page: the way back to the list.',
  },
  createTitle: /*i18n*/ {
    id: 'webhooks.createTitle',
    message: 'Add webhook',
    comment: 'Webhook dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'webhooks.editTitle',
    message: 'Edit webhook',
    comment: 'Webhook dialog: title when editing.',
  },
  url: /*i18n*/ {
    id: 'webhooks.url',
    message: 'Endpoint URL',
    comment: 'Webhook dialog: label of the address field.',
  },
  urlHint: /*i18n*/ {
    id: 'webhooks.urlHint',
    message: 'An https:// address of your system that accepts POST requests.',
    comment: 'Webhook dialog: help under the address field.',
  },
  urlRequired: /*i18n*/ {
    id: 'webhooks.urlRequired',
    message: 'Enter the address to send events to.',
    comment: 'Webhook dialog: the address is empty.',
  },
  descriptionLabel: /*i18n*/ {
    id: 'webhooks.descriptionLabel',
    message: 'Description',
    comment: 'Webhook dialog: label of the description field.',
  },
  descriptionHint: /*i18n*/ {
    id: 'webhooks.descriptionHint',
    message: "Shown as the webhook's name, for example “CRM sync”.",
    comment: 'Webhook dialog: help under the description field.',
  },
  topics: /*i18n*/ {
    id: 'webhooks.topics',
    message: 'Topics',
    comment: 'Webhook dialog and page: heading of the topics.',
  },
  topicsRequired: /*i18n*/ {
    id: 'webhooks.topicsRequired',
    message: 'Choose at least one topic.',
    comment: 'Webhook dialog: no topic is ticked.',
  },
  selectGroup: /*i18n*/ {
    id: 'webhooks.selectGroup',
    message: 'All of {group}',
    comment: 'Topic picker: the checkbox that ticks every topic of a group.',
  },
  selectedCount: /*i18n*/ {
    id: 'webhooks.selectedCount',
    message: '{selected} of {total} selected',
    comment: 'Topic picker: how many topics are ticked.',
  },
  groupEngage: /*i18n*/ {
    id: 'webhooks.groupEngage',
    message: 'Engage',
    comment: 'Topic group: inbox items, replies, notes, cases and feeds.',
  },
  groupAutomation: /*i18n*/ {
    id: 'webhooks.groupAutomation',
    message: 'Automation',
    comment: 'Topic group: automation rules.',
  },
  groupChannels: /*i18n*/ {
    id: 'webhooks.groupChannels',
    message: 'Channels',
    comment: 'Topic group: channels connected or lost.',
  },
  groupExports: /*i18n*/ {
    id: 'webhooks.groupExports',
    message: 'Exports',
    comment: 'Topic group: exports.',
  },
  groupUsers: /*i18n*/ {
    id: 'webhooks.groupUsers',
    message: 'Users',
    comment: 'Topic group: users invited or deleted.',
  },
  create: /*i18n*/ {
    id: 'webhooks.create',
    message: 'Add webhook',
    comment: 'Webhook dialog: the button that creates it.',
  },
  save: /*i18n*/ {
    id: 'webhooks.save',
    message: 'Save',
    comment: 'Webhook dialog: the button that saves changes.',
  },
  saved: /*i18n*/ {
    id: 'webhooks.saved',
    message: 'Webhook “{name}” saved.',
    comment: 'Toast after saving a webhook.',
  },
  deleted: /*i18n*/ {
    id: 'webhooks.deleted',
    message: 'Webhook “{name}” deleted.',
    comment: 'Toast after deleting a webhook.',
  },
  deleteTitle: /*i18n*/ {
    id: 'webhooks.deleteTitle',
    message: 'Delete {name}?',
    comment: 'Confirmation title before deleting a webhook.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'webhooks.deleteConfirm',
    message: 'Delete webhook',
    comment: 'Confirmation button that deletes a webhook.',
  },
  deleteBody: /*i18n*/ {
    id: 'webhooks.deleteBody',
    message: 'Events are no longer sent to this address, and its delivery log is deleted with it.',
    comment: 'What deleting a webhook loses.',
  },
  subscriptionsHint: /*i18n*/ {
    id: 'webhooks.subscriptionsHint',
    message: 'Switch a topic on to receive its events from now on, off to stop them.',
    comment: 'Webhook page: what the topic switches do.',
  },
  subscribeFailed: /*i18n*/ {
    id: 'webhooks.subscribeFailed',
    message: 'Could not change “{topic}”:',
    comment: "Toast when a subscription change failed; the server's message follows.",
  },
  testTitle: /*i18n*/ {
    id: 'webhooks.testTitle',
    message: 'Test event',
    comment: 'Webhook page: heading of the test section.',
  },
  testHint: /*i18n*/ {
    id: 'webhooks.testHint',
    message: 'Posts a signed webhook.test event to this address now and shows its answer.',
    comment: 'Webhook page: what the test does.',
  },
  sendTest: /*i18n*/ {
    id: 'webhooks.sendTest',
    message: 'Send test event',
    comment: 'Webhook page: the button that sends a test event.',
  },
  testRunning: /*i18n*/ {
    id: 'webhooks.testRunning',
    message: 'Sending the test event…',
    comment: 'Webhook page: the test is running.',
  },
  testDelivered: /*i18n*/ {
    id: 'webhooks.testDelivered',
    message: 'Delivered ({status})',
    comment: 'Webhook page: the test event arrived; the HTTP status follows.',
  },
  testFailed: /*i18n*/ {
    id: 'webhooks.testFailed',
    message: 'Not delivered: {message}',
    comment: 'Webhook page: the test event failed; the reason follows.',
  },
  testStatus: /*i18n*/ {
    id: 'webhooks.testStatus',
    message: 'Status: {status}',
    comment: 'Webhook page: the HTTP status of a failed test, as a string.',
  },
  testInLog: /*i18n*/ {
    id: 'webhooks.testInLog',
    message: 'Show it in the delivery log',
    comment: 'Webhook page: the link from a test result to its delivery.',
  },
  log: /*i18n*/ {
    id: 'webhooks.log',
    message: 'Delivery log',
    comment: 'Webhook page: heading of the deliveries.',
  },
  logFailed: /*i18n*/ {
    id: 'webhooks.logFailed',
    message: 'Could not load the delivery log.',
    comment: "Delivery log: loading failed; the server's message follows.",
  },
  filterStatus: /*i18n*/ {
    id: 'webhooks.filterStatus',
    message: 'Status',
    comment: 'Delivery log: label of the status filter.',
  },
  allStatuses: /*i18n*/ {
    id: 'webhooks.allStatuses',
    message: 'All statuses',
    comment: "Delivery log: the status filter's no-filter option.",
  },
  pending: /*i18n*/ {
    id: 'webhooks.pending',
    message: 'Pending',
    comment: 'Delivery status: waiting for its next attempt.',
  },
  succeeded: /*i18n*/ {
    id: 'webhooks.succeeded',
    message: 'Succeeded',
    comment: 'Delivery status: arrived.',
  },
  failed: /*i18n*/ {
    id: 'webhooks.failed',
    message: 'Failed',
    comment: 'Delivery status: given up after every retry.',
  },
  filterTopic: /*i18n*/ {
    id: 'webhooks.filterTopic',
    message: 'Topic',
    comment: 'Delivery log: label of the topic filter and of the topic column.',
  },
  allTopics: /*i18n*/ {
    id: 'webhooks.allTopics',
    message: 'All topics',
    comment: "Delivery log: the topic filter's no-filter option.",
  },
  columnDetails: /*i18n*/ {
    id: 'webhooks.columnDetails',
    message: 'Details',
    comment: 'Delivery log: hidden heading of the column of buttons that open a delivery.',
  },
  columnActions: /*i18n*/ {
    id: 'webhooks.columnActions',
    message: 'Actions',
    comment: 'Delivery log: hidden heading of the column of Resend buttons.',
  },
  columnStatus: /*i18n*/ {
    id: 'webhooks.columnStatus',
    message: 'Status',
    comment: "Delivery log: column of the delivery's status.",
  },
  columnAttempts: /*i18n*/ {
    id: 'webhooks.columnAttempts',
    message: 'Attempts',
    comment: 'Delivery log: column of how many attempts were made.',
  },
  columnLastStatus: /*i18n*/ {
    id: 'webhooks.columnLastStatus',
    message: 'Last answer',
    comment: 'Delivery log: column of the last HTTP status.',
  },
  columnCreated: /*i18n*/ {
    id: 'webhooks.columnCreated',
    message: 'Created',
    comment: 'Delivery log: column of when the event happened.',
  },
  columnNext: /*i18n*/ {
    id: 'webhooks.columnNext',
    message: 'Next attempt',
    comment: 'Delivery log: column of when a pending delivery is tried again.',
  },
  noDeliveries: /*i18n*/ {
    id: 'webhooks.noDeliveries',
    message: 'Nothing has been sent to this webhook yet.',
    comment: 'Delivery log: no delivery at all.',
  },
  noMatches: /*i18n*/ {
    id: 'webhooks.noMatches',
    message: 'No delivery matches these filters.',
    comment: 'Delivery log: the filters hide every delivery.',
  },
  loadMore: /*i18n*/ {
    id: 'webhooks.loadMore',
    message: 'Load more',
    comment: 'Delivery log: loads the next page.',
  },
  showDelivery: /*i18n*/ {
    id: 'webhooks.showDelivery',
    message: 'Show the {topic} delivery of {time}',
    comment: 'Delivery log: name of the button that expands a delivery.',
  },
  hideDelivery: /*i18n*/ {
    id: 'webhooks.hideDelivery',
    message: 'Hide the {topic} delivery of {time}',
    comment: 'Delivery log: name of the button that collapses a delivery.',
  },
  body: /*i18n*/ {
    id: 'webhooks.body',
    message: 'Body',
    comment: 'Delivery details: heading of the JSON body.',
  },
  messageId: /*i18n*/ {
    id: 'webhooks.messageId',
    message: 'webhook-id',
    comment: 'Delivery details: the webhook-id header (the same on every attempt).',
  },
  attempt: /*i18n*/ {
    id: 'webhooks.attempt',
    message: '{time}: {status} in {duration} ms',
    comment: 'Delivery details: one attempt.',
  },
  answer: /*i18n*/ {
    id: 'webhooks.answer',
    message: 'Answer (first 2 kB)',
    comment: "Delivery details: the start of the receiver's answer.",
  },
  emptyAnswer: /*i18n*/ {
    id: 'webhooks.emptyAnswer',
    message: '(empty)',
    comment: 'Delivery details: the answer had no body.',
  },
  error: /*i18n*/ {
    id: 'webhooks.error',
    message: 'Error',
    comment: 'Delivery details: what went wrong with an attempt.',
  },
  noAttemptYet: /*i18n*/ {
    id: 'webhooks.noAttemptYet',
    message: 'Not tried yet.',
    comment: 'Delivery details: no attempt has been made.',
  },
  resend: /*i18n*/ {
    id: 'webhooks.resend',
    message: 'Resend',
    comment: 'Delivery log: the button that delivers one delivery again now.',
  },
  resent: /*i18n*/ {
    id: 'webhooks.resent',
    message: 'Sent again: {status}.',
    comment: 'Toast after resending a delivery; the new status follows.',
  },
  replaySince: /*i18n*/ {
    id: 'webhooks.replaySince',
    message: 'Replay failed deliveries since',
    comment: 'Delivery log: label of the date-time of a replay.',
  },
  replay: /*i18n*/ {
    id: 'webhooks.replay',
    message: 'Replay failed',
    comment: 'Delivery log: the button that queues every failed delivery since the time again.',
  },
  replayed: /*i18n*/ {
    id: 'webhooks.replayed',
    message:
      '{count, plural, =0 {No failed delivery since then.} one {# failed delivery queued again.} other {# failed deliveries queued again.}}',
    comment: 'Toast after a replay.',
  },
  secretTitle: /*i18n*/ {
    id: 'webhooks.secretTitle',
    message: 'Signing secret',
    comment: 'Integrations screen: heading of the secret.',
  },
  secretHint: /*i18n*/ {
    id: 'webhooks.secretHint',
    message:
      'Every delivery of your organisation is signed with this secret. Keep it only in the systems that receive your webhooks.',
    comment: 'Integrations screen: what the secret is.',
  },
  secretLabel: /*i18n*/ {
    id: 'webhooks.secretLabel',
    message: 'Secret',
    comment: "Integrations screen: label of the secret's value.",
  },
  secretFailed: /*i18n*/ {
    id: 'webhooks.secretFailed',
    message: 'Could not load the signing secret.',
    comment: "Integrations screen: loading the secret failed; the server's message follows.",
  },
  show: /*i18n*/ {
    id: 'webhooks.show',
    message: 'Show secret',
    comment: 'Secret: the button that reveals it.',
  },
  hide: /*i18n*/ {
    id: 'webhooks.hide',
    message: 'Hide secret',
    comment: 'Secret: the button that masks it.',
  },
  copy: /*i18n*/ {
    id: 'webhooks.copy',
    message: 'Copy secret',
    comment: 'Secret: the button that copies it.',
  },
  copied: /*i18n*/ {
    id: 'webhooks.copied',
    message: 'Secret copied to the clipboard.',
    comment: 'Toast after copying the secret.',
  },
  copyFailed: /*i18n*/ {
    id: 'webhooks.copyFailed',
    message: 'Could not copy: show the secret and copy it yourself.',
    comment: 'Toast when the clipboard refused.',
  },
  rotate: /*i18n*/ {
    id: 'webhooks.rotate',
    message: 'Rotate secret',
    comment: 'Secret: the button that makes a new secret.',
  },
  rotateTitle: /*i18n*/ {
    id: 'webhooks.rotateTitle',
    message: 'Rotate the signing secret?',
    comment: 'Confirmation title before rotating.',
  },
  rotateBody: /*i18n*/ {
    id: 'webhooks.rotateBody',
    message:
      'A new secret signs every delivery from now on. The current one keeps signing as well for 24 hours, so your receiving systems have a day to switch to the new one.',
    comment: 'Confirmation body before rotating.',
  },
  rotateConfirm: /*i18n*/ {
    id: 'webhooks.rotateConfirm',
    message: 'Rotate',
    comment: 'Confirmation button that rotates the secret.',
  },
  rotated: /*i18n*/ {
    id: 'webhooks.rotated',
    message: 'New secret made. The previous one keeps signing until {date}.',
    comment: 'Toast after rotating the secret.',
  },
  previous: /*i18n*/ {
    id: 'webhooks.previous',
    message: 'Previous secret, signing until {date}',
    comment: 'Secret: label of the previous secret during an overlap.',
  },
  verifyTitle: /*i18n*/ {
    id: 'webhooks.verifyTitle',
    message: 'How to verify',
    comment: 'Secret: heading of the note on verifying deliveries.',
  },
  verifyBody: /*i18n*/ {
    id: 'webhooks.verifyBody',
    message:
      'Each request carries the headers webhook-id, webhook-timestamp and webhook-signature. Check them with the standardwebhooks library and this secret before trusting the body, and drop a webhook-id you have already handled: retries and resends keep it.',
    comment: 'Secret: how receivers verify deliveries.',
  },
  verifyLink: /*i18n*/ {
    id: 'webhooks.verifyLink',
    message: 'Standard Webhooks: verifying deliveries (opens in a new tab)',
    comment: "Secret: the link to the specification's verification guide.",
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * What each webhook topic tells, by topic name, in the person's language (the catalogue of
 * `GET /webhook/topics` says it in English: the screen shows these where it has one).
 */
export const webhookTopicMessages: Readonly<Record<string, MessageDescriptor>> = {
  'engage.item.created': /*i18n*/ {
    id: 'webhooks.topic.engage.item.created',
    message: 'A comment, post, mention, review or direct message arrived from a network.',
    comment: 'Webhook topic engage.item.created: what its events tell.',
  },
  'engage.item.changed': /*i18n*/ {
    id: 'webhooks.topic.engage.item.changed',
    message:
      'An item was read or unread, assigned, labelled, hidden, marked as spam, given a sentiment or priority, or deleted.',
    comment: 'Webhook topic engage.item.changed: what its events tell.',
  },
  'engage.reply.sent': /*i18n*/ {
    id: 'webhooks.topic.engage.reply.sent',
    message: 'Someone (or an automated message) sent a reply, comment or message from the product.',
    comment: 'Webhook topic engage.reply.sent: what its events tell.',
  },
  'engage.reply.delivered': /*i18n*/ {
    id: 'webhooks.topic.engage.reply.delivered',
    message: 'The network accepted a reply sent from the product.',
    comment: 'Webhook topic engage.reply.delivered: what its events tell.',
  },
  'engage.reply.failed': /*i18n*/ {
    id: 'webhooks.topic.engage.reply.failed',
    message: 'The network refused a reply sent from the product; the reason is in `error`.',
    comment: 'Webhook topic engage.reply.failed: what its events tell.',
  },
  'engage.note.created': /*i18n*/ {
    id: 'webhooks.topic.engage.note.created',
    message: 'Someone wrote an internal note on an item.',
    comment: 'Webhook topic engage.note.created: what its events tell.',
  },
  'engage.case.opened': /*i18n*/ {
    id: 'webhooks.topic.engage.case.opened',
    message: 'A case was opened for one or more items.',
    comment: 'Webhook topic engage.case.opened: what its events tell.',
  },
  'engage.case.changed': /*i18n*/ {
    id: 'webhooks.topic.engage.case.changed',
    message: 'A case was changed: its subject, description, assignee or items.',
    comment: 'Webhook topic engage.case.changed: what its events tell.',
  },
  'engage.case.closed': /*i18n*/ {
    id: 'webhooks.topic.engage.case.closed',
    message: 'A case was closed.',
    comment: 'Webhook topic engage.case.closed: what its events tell.',
  },
  'engage.feed.shared': /*i18n*/ {
    id: 'webhooks.topic.engage.feed.shared',
    message: 'A saved feed was shared with people or teams.',
    comment: 'Webhook topic engage.feed.shared: what its events tell.',
  },
  'automation.rule.error': /*i18n*/ {
    id: 'webhooks.topic.automation.rule.error',
    message: 'An automation rule stopped because its actions kept failing.',
    comment: 'Webhook topic automation.rule.error: what its events tell.',
  },
  'channel.connected': /*i18n*/ {
    id: 'webhooks.topic.channel.connected',
    message: 'A channel was connected, or connected again.',
    comment: 'Webhook topic channel.connected: what its events tell.',
  },
  'channel.disconnected': /*i18n*/ {
    id: 'webhooks.topic.channel.disconnected',
    message: 'A channel was disconnected (marked for deletion).',
    comment: 'Webhook topic channel.disconnected: what its events tell.',
  },
  'channel.needsReconnection': /*i18n*/ {
    id: 'webhooks.topic.channel.needsReconnection',
    message: 'A channel lost its access on the network and must be reconnected.',
    comment: 'Webhook topic channel.needsReconnection: what its events tell.',
  },
  'export.ready': /*i18n*/ {
    id: 'webhooks.topic.export.ready',
    message: 'An export of inbox items is ready to download.',
    comment: 'Webhook topic export.ready: what its events tell.',
  },
  'user.invited': /*i18n*/ {
    id: 'webhooks.topic.user.invited',
    message: 'Someone was invited into the organisation.',
    comment: 'Webhook topic user.invited: what its events tell.',
  },
  'user.deleted': /*i18n*/ {
    id: 'webhooks.topic.user.deleted',
    message: 'A user was deleted from the organisation.',
    comment: 'Webhook topic user.deleted: what its events tell.',
  },
};
