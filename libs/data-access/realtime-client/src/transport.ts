import type { RealtimeSocket, RealtimeTransport } from '@smm/realtime';

/** A `WebSocket` constructor: the browser's, or a fake with the same shape in tests. */
export type WebSocketConstructor = new (url: string) => RealtimeSocket;

/** The text of the error when there is no `WebSocket` to open (not a browser, none given). */
export const NO_WEBSOCKET = 'No WebSocket implementation is available';

/**
 * A transport for `@smm/realtime` that opens a `WebSocket` per connection attempt: the one given,
 * else the global one, looked up when the socket is opened.
 *
 * @example
 * socketActor(webSocketTransport()); // the browser's WebSocket
 * socketActor(webSocketTransport(FakeWebSocket)); // tests
 */
export function webSocketTransport(WebSocketImpl?: WebSocketConstructor): RealtimeTransport {
  return (url) => {
    // The browser's WebSocket is a WebSocketConstructor as it is (checked here by the compiler).
    const Impl: WebSocketConstructor | undefined =
      WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (Impl === undefined) throw new Error(NO_WEBSOCKET);
    return new Impl(url);
  };
}

/**
 * The WebSocket origin of a page origin: `https:` becomes `wss:`, `http:` becomes `ws:`.
 *
 * @example
 * webSocketOrigin('https://app.example.com'); // 'wss://app.example.com'
 * webSocketOrigin('http://localhost:8080'); // 'ws://localhost:8080'
 */
export function webSocketOrigin(origin: string): string {
  return origin.replace(/^http(s?):/, 'ws$1:');
}
