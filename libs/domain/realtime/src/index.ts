/**
 * @smm/realtime: the realtime (buzzard) protocol — its frames as io-ts codecs, the connection
 * and room machines, presence. Framework-free: the transport and the clock are injected. See
 * README.md.
 */
export {
  ClientFrame,
  ClientMessageFrame,
  GetStateFrame,
  ItemEventMessage,
  JoinedFrame,
  JoinFrame,
  LeaveFrame,
  LeftFrame,
  NotificationNews,
  orgRoom,
  PercolatedMessage,
  PresenceMessage,
  ReloadFrame,
  ServerFrame,
  ServerMessageFrame,
  VersionFrame,
} from './frames.js';
export {
  DATA_CALLBACK_MISSING,
  DISCONNECTED,
  NOT_ENABLED,
  PERCOLATION_DEBOUNCE_MS,
  PING_TIMEOUT_MS,
  PRESENCE_DEBOUNCE_MS,
  RECONNECT_FACTOR,
  RECONNECT_GAVE_UP,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MIN_DELAY_MS,
  RECONNECT_POLICY,
  RECONNECT_RETRIES,
  TOKEN_FAILED,
  canRetry,
  realtimeUrl,
  reconnectDelay,
} from './connection.rules.js';
export type { ReconnectPolicy } from './connection.rules.js';
export type {
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
  OutgoingMessage,
  RealtimeSocket,
  RealtimeTransport,
  SocketCommand,
  SocketEvent,
  SocketMessageEvent,
} from './connection.types.js';
export { connectionMachine } from './connection.machine.js';
export { connectionStatus, isJoined, presencesOf } from './connection.selectors.js';
export type { ConnectionSnapshot, ConnectionStatus } from './connection.selectors.js';
export { requestConnection } from './connection.request.js';
export type { ConnectionActor, RealtimeDataCallback } from './connection.request.js';
export { socketActor } from './socket.actor.js';
export {
  encodeFrame,
  getStateFrame,
  isNewSeq,
  remember,
  SEEN_WINDOW,
  joinFrame,
  leaveFrame,
  messageFrame,
  parseFrame,
  receiveFrame,
} from './room.rules.js';
export type { Received, RoomState } from './room.rules.js';
export { SeqWindow } from './seq.window.js';
export {
  NO_PRESENCE,
  addPercolated,
  applyPresence,
  presenceByItem,
  presenceLabel,
  presenceUpdates,
  presentOn,
  withoutPresence,
} from './presence.rules.js';
export type {
  KnownUsers,
  Percolation,
  PresenceMap,
  PresentUser,
  UserPresence,
} from './presence.rules.js';
