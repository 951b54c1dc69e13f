import { Count, Id, nullable, RealtimeEventType, struct } from '@smm/model';
import * as t from 'io-ts';

/**
 * The frames of the realtime channel (engage §7, the product's "buzzard"): JSON text frames on
 * a WebSocket. The client sends JOIN, LEAVE, GET_STATE and MESSAGE; the server sends VERSION,
 * JOIN, MESSAGE, LEAVE and RELOAD. Our addition: every non-ephemeral message of a room carries
 * `seq`, increasing within the room, so a client that reconnects asks for what it missed
 * (`GET_STATE` with `since`, the last `seq` it saw) and drops what it already has.
 */

/** Asks to join a room (the organisation's room: `org:<organisation id>`). */
export const JoinFrame = t.type({ action: t.literal('JOIN'), room: t.string }, 'JoinFrame');
export type JoinFrame = t.TypeOf<typeof JoinFrame>;

/** Leaves a room. */
export const LeaveFrame = t.type({ action: t.literal('LEAVE'), room: t.string }, 'LeaveFrame');
export type LeaveFrame = t.TypeOf<typeof LeaveFrame>;

/** Asks for the room's non-ephemeral messages after `since` (all that are kept without it). */
export const GetStateFrame = struct(
  'GetStateFrame',
  { action: t.literal('GET_STATE'), room: t.string },
  { since: Count },
);
export type GetStateFrame = t.TypeOf<typeof GetStateFrame>;

/**
 * A message a client sends to its room: presence (ephemeral) or an event; `remove` with
 * `removeDelay` (ms) takes a kept message back after a delay.
 */
export const ClientMessageFrame = struct(
  'ClientMessageFrame',
  { action: t.literal('MESSAGE'), room: t.string, message: t.unknown },
  { ephemeral: t.boolean, remove: t.boolean, removeDelay: Count },
);
export type ClientMessageFrame = t.TypeOf<typeof ClientMessageFrame>;

/** Any frame a client sends. */
export const ClientFrame = t.union(
  [JoinFrame, LeaveFrame, GetStateFrame, ClientMessageFrame],
  'ClientFrame',
);
export type ClientFrame = t.TypeOf<typeof ClientFrame>;

/** The server's version, sent first on every connection. */
export const VersionFrame = t.type(
  { action: t.literal('VERSION'), message: t.type({ version: t.string }) },
  'VersionFrame',
);
export type VersionFrame = t.TypeOf<typeof VersionFrame>;

/** Someone joined the room (to the joiner: the room was joined). */
export const JoinedFrame = t.type(
  { action: t.literal('JOIN'), room: t.string, userId: Id },
  'JoinedFrame',
);
export type JoinedFrame = t.TypeOf<typeof JoinedFrame>;

/** Someone left the room (or their connection went away). */
export const LeftFrame = t.type(
  { action: t.literal('LEAVE'), room: t.string, userId: Id },
  'LeftFrame',
);
export type LeftFrame = t.TypeOf<typeof LeftFrame>;

/**
 * A message of the room. Non-ephemeral ones carry `seq`; `userId` is who sent it (absent for
 * the server's own); `notification` carries the notification centre's news for the receiver.
 */
export const ServerMessageFrame = struct(
  'ServerMessageFrame',
  { action: t.literal('MESSAGE'), room: t.string, message: t.unknown, ephemeral: t.boolean },
  { seq: Count, userId: Id, remove: t.boolean, removeDelay: Count, notification: t.unknown },
);
export type ServerMessageFrame = t.TypeOf<typeof ServerMessageFrame>;

/** The server was updated: reload the app. */
export const ReloadFrame = t.type({ action: t.literal('RELOAD') }, 'ReloadFrame');
export type ReloadFrame = t.TypeOf<typeof ReloadFrame>;

/** Any frame the server sends. */
export const ServerFrame = t.union(
  [VersionFrame, JoinedFrame, LeftFrame, ServerMessageFrame, ReloadFrame],
  'ServerFrame',
);
export type ServerFrame = t.TypeOf<typeof ServerFrame>;

/** Something that happened to an item, as the room hears of it (non-ephemeral). */
export const ItemEventMessage = struct(
  'ItemEventMessage',
  { type: RealtimeEventType, itemId: nullable(Id), action: t.string },
  { moderatorId: nullable(Id), payload: t.UnknownRecord },
);
export type ItemEventMessage = t.TypeOf<typeof ItemEventMessage>;

/** What a user is viewing or editing (ephemeral); `itemId` null when they stopped. */
export const PresenceMessage = t.type(
  {
    type: t.union([t.literal('viewing'), t.literal('editing')]),
    userId: Id,
    itemId: nullable(Id),
  },
  'PresenceMessage',
);
export type PresenceMessage = t.TypeOf<typeof PresenceMessage>;

/** New or changed items matched against the receiver's saved feeds (percolation). */
export const PercolatedMessage = t.type(
  { type: t.literal('percolated'), itemId: Id, feedIds: t.array(Id) },
  'PercolatedMessage',
);
export type PercolatedMessage = t.TypeOf<typeof PercolatedMessage>;

/** The notification centre's news for the receiver: how many notices are unread. */
export const NotificationNews = t.type({ unreadCount: Count }, 'NotificationNews');
export type NotificationNews = t.TypeOf<typeof NotificationNews>;

/** The room of an organisation. */
export const orgRoom = (orgId: string): string => `org:${orgId}`;
