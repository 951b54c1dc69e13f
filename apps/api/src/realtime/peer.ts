import type { ServerFrame } from '@smm/realtime';
import type { Caller } from '../http/caller.js';

/** One client's connection, as the hub sees it. */
export interface Peer {
  readonly id: number;
  readonly caller: Caller;
  /** Sends a frame to the client: its JSON text, encoded once for everyone it goes to ({@link encode}). */
  send(data: Buffer): void;
}

/** A frame as the bytes of its JSON text, ready for every peer it goes to. */
export const encode = (frame: ServerFrame): Buffer => Buffer.from(JSON.stringify(frame));
