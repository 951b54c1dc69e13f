/**
 * @smm/realtime-client: the realtime channel (`@smm/realtime`) bound to the browser's WebSocket,
 * as rxjs streams of item events, presence, live feeds, notifications and the connection state.
 * See README.md.
 */
export { createRealtimeClient } from './client.js';
export type { RealtimeClient, RealtimeClientOptions, RealtimeClock } from './client.js';
export { NO_WEBSOCKET, webSocketOrigin, webSocketTransport } from './transport.js';
export type { WebSocketConstructor } from './transport.js';
