import { fromCallback } from 'xstate';
import type {
  RealtimeSocket,
  RealtimeTransport,
  SocketCommand,
  SocketEvent,
} from './connection.types.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The connection's `subscribeSocket` actor over a transport: opens a socket to `input.url`,
 * reports `socket.opened`, `socket.received` (with the frame's data), `socket.closed` and
 * `socket.failed` to the connection, sends what it is told (`socket.send`), and closes the
 * socket when the connection is done with it. A transport or `send` that throws is reported as
 * `socket.failed`, never thrown.
 *
 * @example
 * connectionMachine.provide({
 *   actors: { subscribeSocket: socketActor((url) => new WebSocket(url)), fetchToken },
 * });
 */
export function socketActor(transport: RealtimeTransport) {
  return fromCallback<SocketCommand, { readonly url: string }>(({ input, sendBack, receive }) => {
    const report = (event: SocketEvent) => sendBack(event);
    let socket: RealtimeSocket;
    try {
      socket = transport(input.url);
    } catch (error) {
      report({ type: 'socket.failed', message: messageOf(error) });
      return undefined;
    }
    socket.onopen = () => report({ type: 'socket.opened' });
    socket.onmessage = (event) => report({ type: 'socket.received', data: event.data });
    socket.onclose = () => report({ type: 'socket.closed' });
    socket.onerror = () => report({ type: 'socket.failed' });
    receive((command) => {
      try {
        socket.send(command.text);
      } catch (error) {
        report({ type: 'socket.failed', message: messageOf(error) });
      }
    });
    return () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close();
    };
  });
}
