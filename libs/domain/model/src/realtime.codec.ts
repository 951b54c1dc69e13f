import * as t from 'io-ts';
import { Count, Id, struct } from './codec.utils.js';
import { RealtimeAction } from './engage-enums.codec.js';

/**
 * A realtime frame, sent or received on the realtime channel (engage §7). `room` is the
 * organisation room; `ephemeral` messages are not cached; `remove` with `removeDelay` clears a
 * cached message after a delay.
 */
export const RealtimeFrame = struct(
  'RealtimeFrame',
  { action: RealtimeAction },
  {
    room: t.string,
    message: t.unknown,
    remove: t.boolean,
    ephemeral: t.boolean,
    removeDelay: Count,
    userId: Id,
    notification: t.unknown,
  },
);
export type RealtimeFrame = t.TypeOf<typeof RealtimeFrame>;

/** The realtime token answer (engage §7). */
export const RealtimeToken = t.type({ token: t.string }, 'RealtimeToken');
export type RealtimeToken = t.TypeOf<typeof RealtimeToken>;
