import * as t from 'io-ts';
import { DateString, Id, oneOf, struct } from './codec.utils.js';

/**
 * The topics a webhook can subscribe to (platform §3, §7): what happens in the product that
 * other systems learn of. `webhook.test` is what "send a test event" delivers; it needs no
 * subscription.
 */
export const WebhookTopicName = oneOf([
  'engage.item.created',
  'engage.item.changed',
  'engage.reply.sent',
  'engage.reply.delivered',
  'engage.reply.failed',
  'engage.note.created',
  'engage.case.opened',
  'engage.case.changed',
  'engage.case.closed',
  'engage.feed.shared',
  'automation.rule.error',
  'channel.connected',
  'channel.disconnected',
  'channel.needsReconnection',
  'export.ready',
  'user.invited',
  'user.deleted',
  'webhook.test',
]);
export type WebhookTopicName = t.TypeOf<typeof WebhookTopicName>;

/** Who did what a webhook tells of: a person, an automation rule, the network, the product. */
export const WebhookActor = struct('WebhookActor', { source: t.string }, { id: t.string });
export type WebhookActor = t.TypeOf<typeof WebhookActor>;

/** An inbox item as webhooks describe it (what is unknown is left out). */
export const WebhookItem = struct(
  'WebhookItem',
  { id: Id, channelId: Id, network: t.string, type: t.string },
  {
    text: t.string,
    sender: struct('WebhookSender', { name: t.string }, { handle: t.string }),
    createdAt: DateString,
    labels: t.array(Id),
    assigneeId: Id,
    readStatus: t.string,
    hideStatus: t.string,
    spamStatus: t.string,
    sentiment: t.string,
    priority: t.boolean,
  },
);
export type WebhookItem = t.TypeOf<typeof WebhookItem>;

/** A channel as webhooks describe it. */
export const WebhookChannel = struct(
  'WebhookChannel',
  { id: Id, network: t.string },
  { name: t.string },
);
export type WebhookChannel = t.TypeOf<typeof WebhookChannel>;

/** An item created: it arrived from a network. */
export const ItemCreatedData = t.type({ item: WebhookItem }, 'ItemCreatedData');
/** An item changed: read, assigned, labelled, hidden, spam, sentiment, priority, deleted … */
export const ItemChangedData = struct(
  'ItemChangedData',
  {
    itemId: Id,
    /** What was done, as the inbox's history names it: `read`, `assign`, `label`, `hide` … */
    change: t.string,
    by: WebhookActor,
    details: t.UnknownRecord,
  },
  { item: WebhookItem },
);
/** A reply, comment or message sent from the product; delivered; or failed with the network's reason. */
export const ReplyData = struct(
  'ReplyData',
  { replyId: Id, by: WebhookActor },
  {
    /** The item it answers. */
    itemId: Id,
    /** The reply itself. */
    reply: WebhookItem,
    error: t.string,
  },
);
/** A note written on an item. */
export const NoteCreatedData = t.type(
  { itemId: Id, by: WebhookActor, details: t.UnknownRecord },
  'NoteCreatedData',
);
/** A case opened, changed or closed. */
export const CaseData = struct(
  'CaseData',
  { caseId: Id, number: t.number, subject: t.string, status: t.string, by: WebhookActor },
  { itemIds: t.array(Id) },
);
/** A saved feed shared with people or teams. */
export const FeedSharedData = t.type(
  { feedId: Id, name: t.string, userIds: t.array(Id), teamIds: t.array(Id), by: WebhookActor },
  'FeedSharedData',
);
/** An automation rule stopped in error. */
export const RuleErrorData = t.type(
  { ruleId: Id, name: t.string, reason: t.string },
  'RuleErrorData',
);
/** A channel connected, disconnected (marked for deletion) or in need of reconnecting. */
export const ChannelData = t.type(
  { channel: WebhookChannel, change: t.string, by: WebhookActor },
  'ChannelData',
);
/** An export ready to download. */
export const ExportReadyData = t.type(
  { exportId: Id, userId: Id, rows: t.number },
  'ExportReadyData',
);
/** A user invited into, or deleted from, the organisation. */
export const UserData = struct(
  'UserData',
  { userId: Id, by: WebhookActor },
  { email: t.string, name: t.string },
);
/** A test event. */
export const TestData = t.type({ webhookId: Id, message: t.string }, 'TestData');

/**
 * What every delivery's body is (the Standard Webhooks shape): the topic, when it happened,
 * and the topic's data.
 */
export const WebhookEnvelope = t.type(
  { type: WebhookTopicName, timestamp: DateString, data: t.UnknownRecord },
  'WebhookEnvelope',
);
export type WebhookEnvelope = t.TypeOf<typeof WebhookEnvelope>;

const actor = { source: 'user', id: '5b0a3c1e-8a47-4f0e-9d41-0c2b9a4e7f11' };
const item = {
  id: '0d9c2f6e-3b1a-4c8e-9f2d-7a6b5c4d3e2f',
  channelId: 'c2a1b0d9-8e7f-4a6b-9c5d-4e3f2a1b0c9d',
  network: 'instagram',
  type: 'comment',
  text: 'Where is my refund for order 88?',
  sender: { name: 'Sam Sandbox', handle: '@sam' },
  createdAt: '2026-11-26T09:15:00.000Z',
  labels: [],
  readStatus: 'unread',
  hideStatus: 'notHidden',
  spamStatus: 'notSpam',
  sentiment: 'negative',
  priority: false,
};

/** A topic's entry in the catalogue. */
export interface WebhookTopicEntry {
  /** What happened, in a sentence. */
  readonly description: string;
  /** Where it belongs in the screen's list. */
  readonly group: 'Engage' | 'Automation' | 'Channels' | 'Exports' | 'Users' | 'Webhooks';
  readonly data: t.Decoder<unknown, unknown> & { readonly name: string };
  /** An example of its `data`, which `data` decodes (tested). */
  readonly example: Record<string, unknown>;
}

/** Every topic: what it tells, its data's codec and an example (the docs' catalogue is this). */
export const WEBHOOK_TOPICS: Readonly<Record<WebhookTopicName, WebhookTopicEntry>> = {
  'engage.item.created': {
    description: 'A comment, post, mention, review or direct message arrived from a network.',
    group: 'Engage',
    data: ItemCreatedData,
    example: { item },
  },
  'engage.item.changed': {
    description:
      'An item was read or unread, assigned, labelled, hidden, marked as spam, given a sentiment or priority, or deleted.',
    group: 'Engage',
    data: ItemChangedData,
    example: {
      item: { ...item, labels: ['7e6d5c4b-3a2f-4e1d-8c9b-0a1f2e3d4c5b'] },
      itemId: item.id,
      change: 'label',
      by: actor,
      details: { labelId: '7e6d5c4b-3a2f-4e1d-8c9b-0a1f2e3d4c5b' },
    },
  },
  'engage.reply.sent': {
    description:
      'Someone (or an automated message) sent a reply, comment or message from the product.',
    group: 'Engage',
    data: ReplyData,
    example: { replyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', itemId: item.id, by: actor },
  },
  'engage.reply.delivered': {
    description: 'The network accepted a reply sent from the product.',
    group: 'Engage',
    data: ReplyData,
    example: {
      replyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      itemId: item.id,
      by: { source: 'network' },
    },
  },
  'engage.reply.failed': {
    description: 'The network refused a reply sent from the product; the reason is in `error`.',
    group: 'Engage',
    data: ReplyData,
    example: {
      replyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      itemId: item.id,
      by: { source: 'network' },
      error: 'The message is outside the 24-hour window.',
    },
  },
  'engage.note.created': {
    description: 'Someone wrote an internal note on an item.',
    group: 'Engage',
    data: NoteCreatedData,
    example: { itemId: item.id, by: actor, details: { text: 'Refund approved, see order 88.' } },
  },
  'engage.case.opened': {
    description: 'A case was opened for one or more items.',
    group: 'Engage',
    data: CaseData,
    example: {
      caseId: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0',
      number: 42,
      subject: 'Refund for order 88',
      status: 'OPEN',
      by: actor,
      itemIds: [item.id],
    },
  },
  'engage.case.changed': {
    description: 'A case was changed: its subject, description, assignee or items.',
    group: 'Engage',
    data: CaseData,
    example: {
      caseId: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0',
      number: 42,
      subject: 'Refund for order 88',
      status: 'OPEN',
      by: actor,
    },
  },
  'engage.case.closed': {
    description: 'A case was closed.',
    group: 'Engage',
    data: CaseData,
    example: {
      caseId: 'f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0',
      number: 42,
      subject: 'Refund for order 88',
      status: 'CLOSED',
      by: actor,
    },
  },
  'engage.feed.shared': {
    description: 'A saved feed was shared with people or teams.',
    group: 'Engage',
    data: FeedSharedData,
    example: {
      feedId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      name: 'Refund requests',
      userIds: ['9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'],
      teamIds: [],
      by: actor,
    },
  },
  'automation.rule.error': {
    description: 'An automation rule stopped because its actions kept failing.',
    group: 'Automation',
    data: RuleErrorData,
    example: {
      ruleId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      name: 'Hide the troll',
      reason: 'The network reported an infrastructure issue.',
    },
  },
  'channel.connected': {
    description: 'A channel was connected, or connected again.',
    group: 'Channels',
    data: ChannelData,
    example: {
      channel: { id: item.channelId, network: 'instagram', name: 'Demo Coffee' },
      change: 'connected',
      by: actor,
    },
  },
  'channel.disconnected': {
    description: 'A channel was disconnected (marked for deletion).',
    group: 'Channels',
    data: ChannelData,
    example: {
      channel: { id: item.channelId, network: 'instagram', name: 'Demo Coffee' },
      change: 'markedForDeletion',
      by: actor,
    },
  },
  'channel.needsReconnection': {
    description: 'A channel lost its access on the network and must be reconnected.',
    group: 'Channels',
    data: ChannelData,
    example: {
      channel: { id: item.channelId, network: 'instagram', name: 'Demo Coffee' },
      change: 'accessLost',
      by: { source: 'network' },
    },
  },
  'export.ready': {
    description: 'An export of inbox items is ready to download.',
    group: 'Exports',
    data: ExportReadyData,
    example: { exportId: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', userId: actor.id, rows: 1250 },
  },
  'user.invited': {
    description: 'Someone was invited into the organisation.',
    group: 'Users',
    data: UserData,
    example: {
      userId: '8f7e6d5c-4b3a-4291-8f0e-d9c8b7a6f5e4',
      email: 'new.colleague@example.com',
      by: actor,
    },
  },
  'user.deleted': {
    description: 'A user was deleted from the organisation.',
    group: 'Users',
    data: UserData,
    example: { userId: '8f7e6d5c-4b3a-4291-8f0e-d9c8b7a6f5e4', by: actor },
  },
  'webhook.test': {
    description: 'A test event, sent from the integrations screen.',
    group: 'Webhooks',
    data: TestData,
    example: {
      webhookId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      message: 'This is a test event from Switchboard.',
    },
  },
};

/** The topics one subscribes to (all but the test event). */
export const SUBSCRIBABLE_TOPICS: readonly WebhookTopicName[] = WebhookTopicName.values.filter(
  (topic) => topic !== 'webhook.test',
);
