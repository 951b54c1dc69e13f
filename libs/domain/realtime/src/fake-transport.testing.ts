import type { RealtimeSocket, RealtimeTransport, SocketMessageEvent } from './connection.types.js';

/** A socket driven by a test: it records what the client sends and plays the server's part. */
export class FakeSocket implements RealtimeSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageEvent) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** The frames the client sent, parsed. */
  readonly sent: unknown[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepted the connection. */
  open(): void {
    this.onopen?.({});
  }

  /** The server sends a frame (an object is sent as JSON; a string as it is). */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The connection went away. */
  drop(): void {
    this.onclose?.({});
  }

  /** The connection failed. */
  fail(): void {
    this.onerror?.({});
  }

  /** The sent frames with this action. */
  sentWith(action: string): unknown[] {
    return this.sent.filter((frame) => (frame as { readonly action?: unknown }).action === action);
  }
}

/** A transport that opens {@link FakeSocket}s and keeps them, newest last. */
export function fakeTransport(): {
  readonly transport: RealtimeTransport;
  readonly sockets: FakeSocket[];
  readonly last: () => FakeSocket;
} {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    transport: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    last: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
