import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FakeSocket } from './fake-transport.testing.js';
import { ME, ROOM, startConnection } from './connection.harness.testing.js';

/**
 * What happens on the wire, step by step. New messages reach a connection in seq order (the
 * server's side of the contract); anything already sent may come again at any time:
 * - `publish`: the server keeps the next seq and sends it live;
 * - `resend`: the server sends a message it sent before again (a duplicate, arriving late);
 * - `drop`: the connection goes away and `away` messages are published meanwhile; the client
 *   reconnects, re-joins and catches up, and the server answers GET_STATE with every kept
 *   message after `since`, in order, with earlier ones mixed in (`noise`).
 */
type Step =
  | { readonly kind: 'publish' }
  | { readonly kind: 'resend'; readonly pick: number }
  | { readonly kind: 'drop'; readonly away: number; readonly noise: readonly number[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'publish' as const }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('resend' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('drop' as const),
      away: fc.nat({ max: 3 }),
      noise: fc.array(fc.nat(), { maxLength: 4 }),
    }),
    weight: 1,
  },
);

const kept = (seq: number) => ({
  action: 'MESSAGE',
  room: ROOM,
  message: { type: 'catchAll', itemId: `i${seq}`, action: 'sync' },
  ephemeral: false,
  seq,
});

describe('catch-up (property)', () => {
  it('delivers every kept message exactly once, in increasing seq, however the wire behaves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const c = startConnection();
        let socket: FakeSocket = await c.join();
        let published = 0;
        let sent = 0; // the highest seq sent to the client so far
        const send = (seq: number) => {
          socket.receive(kept(seq));
          sent = Math.max(sent, seq);
        };
        const sendAgain = (pick: number) => {
          if (sent > 0) send((pick % sent) + 1);
        };
        const reconnect = async (away: number, noise: readonly number[]) => {
          socket.drop();
          published += away; // published while the client was away: never sent live
          c.clock.increment(2000);
          socket = await c.open(false);
          socket.receive({ action: 'JOIN', room: ROOM, userId: ME });
          const request = socket.sentWith('GET_STATE')[0] as { since?: number } | undefined;
          expect(request).toBeDefined();
          const since = request?.since ?? 0;
          const answer = Array.from({ length: published - since }, (_, i) => since + 1 + i);
          let n = 0;
          for (const seq of answer) {
            const extra = noise[n++];
            if (extra !== undefined) sendAgain(extra);
            send(seq);
          }
        };
        for (const s of steps) {
          if (s.kind === 'publish') send(++published);
          else if (s.kind === 'resend') sendAgain(s.pick);
          else await reconnect(s.away, s.noise);
        }
        await reconnect(0, []);
        const seqs = c.delivered();
        expect(seqs).toEqual(Array.from({ length: published }, (_, i) => i + 1));
        c.actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('delivers each seq that arrives exactly once, whatever arrives and however often it reconnects', async () => {
    const arrival = fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 30 }), weight: 6 },
      { arbitrary: fc.constant('drop' as const), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(arrival, { maxLength: 60 }), async (arrivals) => {
        const c = startConnection();
        let socket = await c.join();
        for (const next of arrivals) {
          if (next === 'drop') {
            socket.drop();
            c.clock.increment(2000);
            socket = await c.join(false);
          } else {
            socket.receive(kept(next));
          }
        }
        const seqs = c.delivered();
        const arrived = arrivals.filter((seq): seq is number => seq !== 'drop');
        // Late ones too (events of different items may commit out of seq order), never twice,
        // in the order they first arrived.
        expect(seqs).toEqual([...new Set(arrived)]);
        c.actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
