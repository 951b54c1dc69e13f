import type { Server } from 'node:http';

/**
 * How the realtime loopback benchmark talks to the server it loads (a child process with an IPC
 * channel), whichever server that is: ours, socket.io or a raw `ws` broadcast loop.
 */

/** The server's answer once it listens: per room, one WebSocket URL per connection. */
export interface Ready {
  readonly type: 'ready';
  readonly rooms: readonly {
    readonly urls: readonly string[];
    /** The room a connection asks to join after connecting, when the server has the client join. */
    readonly join?: string;
  }[];
}

/** What the benchmark asks of the server. */
export type Command =
  | {
      /** Send message `id` (about 1 kB, `{ bench: id, pad }`) to every connection of room `room`. */
      readonly type: 'publish';
      readonly room: number;
      readonly id: number;
    }
  /** Answer with {@link CpuUsed}. */
  | { readonly type: 'cpu' }
  | { readonly type: 'stop' };

/** The CPU time the server process has used so far (user and system), in microseconds. */
export interface CpuUsed {
  readonly type: 'cpu';
  readonly micros: number;
}

/** Answers a `cpu` command: the CPU time this process has used. */
export function cpuUsed(): CpuUsed {
  const { user, system } = process.cpuUsage();
  return { type: 'cpu', micros: user + system };
}

/** The padding that makes a message about 1 kB, the same for every server. */
export const PAD = 'x'.repeat(960);

/**
 * The rooms as the servers take them on their command line: `<rooms>x<connections>`.
 *
 * @example
 * roomsArg({ rooms: 100, size: 10 }); // '100x10'
 */
export const roomsArg = (shape: { readonly rooms: number; readonly size: number }) =>
  `${shape.rooms}x${shape.size}`;

/** Reads the command line's rooms (`1x1000 100x10`) into one room size per room, in order. */
export function roomSizes(args: readonly string[]): number[] {
  return args.flatMap((arg) => {
    const match = /^(\d+)x(\d+)$/.exec(arg);
    if (!match) throw new Error(`Rooms are given as <rooms>x<connections>, e.g. 100x10: "${arg}"`);
    return Array.from({ length: Number(match[1]) }, () => Number(match[2]));
  });
}

/**
 * Listens on a free loopback port and tells the benchmark it is ready: per room, one URL per
 * connection (`url(port, room)`).
 */
export function listenAndAnnounce(
  server: Server,
  sizes: readonly number[],
  url: (port: number, room: number) => string,
): void {
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ready: Ready = {
      type: 'ready',
      rooms: sizes.map((size, room) => ({
        urls: Array.from({ length: size }, () => url(port, room)),
      })),
    };
    process.send?.(ready);
  });
}
