import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/database.js';
import { type OrgChanges, VERSIONS_CHANNEL } from '../db/changes.js';
import { sql } from 'kysely';
import { loadCaller } from '../http/caller.js';
import { engageEvents, type EngageEvent } from '../modules/engage/engage.events.js';
import { localBus, type RealtimeBus } from './bus.js';
import { textFrame } from './frame.js';
import { RealtimeHub } from './hub.js';
import { encode } from './peer.js';
import { processCounters } from '../observe/counters.js';
import { consumeRealtimeToken } from './tokens.js';

/** The realtime endpoint's path (engage §7: `{host}/buzzard?token=…`). */
export const REALTIME_PATH = '/buzzard';

/**
 * How often connections are pinged (and told `VERSION` again, which the client sees); one that
 * has not answered the last ping is closed.
 */
export const HEARTBEAT_MS = 30_000;

/** The close code of a connection whose session ended (4000–4999: the application's own). */
export const SESSION_ENDED_CLOSE = 4401;

/** The largest frame a client may send. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The most a connection may have waiting to be sent from earlier turns of the event loop: a
 * client that reads slower than its organisation's events come is cut off, reconnects and
 * catches up, rather than the server holding ever more for it.
 */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * The last payload framed and its frame: a delivery sends one payload to every peer, so it is
 * framed once.
 */
let lastPayload: Buffer | null = null;
let lastFrame: Buffer = Buffer.alloc(0);
function framed(payload: Buffer): Buffer {
  if (payload !== lastPayload) {
    lastPayload = payload;
    lastFrame = textFrame(payload);
  }
  return lastFrame;
}

/**
 * Sockets written to in this turn of the event loop: corked at their first frame, uncorked
 * together after the turn, so the frames of events published together (a bulk action, a burst
 * of traffic) leave in one write per connection rather than one each.
 */
const corked = new Set<Duplex>();
const uncorkAll = () => {
  for (const socket of corked) socket.uncork();
  corked.clear();
};
const isCorked = (socket: Duplex) => corked.has(socket);
function corkForTurn(socket: Duplex): void {
  if (corked.size === 0) setImmediate(uncorkAll);
  corked.add(socket);
  socket.cork();
}

function refuse(socket: Duplex, status: 401 | 404, message: string): void {
  const reason = status === 401 ? 'Unauthorized' : 'Not Found';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n` +
      JSON.stringify({ status, message }),
  );
}

/**
 * The realtime endpoint: WebSocket upgrades at `/buzzard?token=…` (a single-use token from
 * `GET /buzzard/token`; anything else is refused with 401 before the upgrade), `VERSION` first,
 * then the hub's rooms. Engage events of this process reach the hub as they are published. It
 * announces its version on start; when a server of another version starts, clients here are
 * told to `RELOAD`.
 * Connections that stop answering pings are closed, and their presence goes with them.
 */
export async function realtimeEndpoint(
  app: FastifyInstance,
  options: {
    readonly db: Db;
    readonly changes?: OrgChanges;
    readonly version: string;
    /** How messages reach the other instances; default this process only. Closed with the server. */
    readonly bus?: RealtimeBus;
  },
): Promise<RealtimeHub> {
  const { db, version } = options;
  const bus = options.bus ?? localBus();
  const hub = new RealtimeHub(db, options.changes, bus);
  // No per-message compression (the default): frames are written as they are built.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  const alive = new WeakMap<WebSocket, boolean>();
  // Open connections by the session they belong to: closed when it ends.
  const bySession = new Map<string, Set<WebSocket>>();
  const endSession = (sessionId: string) => {
    for (const ws of bySession.get(sessionId) ?? []) {
      ws.close(SESSION_ENDED_CLOSE, 'Your session has ended. Sign in again.');
    }
    bySession.delete(sessionId);
  };
  options.changes?.sessions.on('ended', endSession);
  // In case a notification was missed (the listener reconnecting): ended sessions, asked again.
  const recheckSessions = async () => {
    const ids = [...bySession.keys()];
    if (ids.length === 0) return;
    const ended = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids)
      .where('endedAt', 'is not', null)
      .execute();
    for (const { id } of ended) endSession(id);
  };
  const versionFrame = JSON.stringify({ action: 'VERSION', message: { version } });
  let nextId = 1;

  const onEvent = (event: EngageEvent) => hub.publish(event);
  engageEvents.on('event', onEvent);
  const onNotices = (userId: string) => void hub.notices(userId).catch(() => undefined);
  options.changes?.notices.on('changed', onNotices);
  // A server of another version started: this one's clients reload (and reconnect to it).
  const onVersion = (started: string) => {
    if (started !== version) hub.broadcast({ action: 'RELOAD' });
  };
  options.changes?.versions.on('started', onVersion);
  await sql`SELECT pg_notify(${VERSIONS_CHANNEL}, ${version})`.execute(db);

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
      // Browsers do not show pings to the page: VERSION again tells the client the connection
      // lives (its ping timeout is 60 s), and it ignores a version it already has.
      socket.send(versionFrame);
      processCounters.realtimeSent.inc();
    }
    // Presence is said again to every instance; that of vanished instances is forgotten.
    hub.refresh(3 * HEARTBEAT_MS);
    void recheckSessions().catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return;
    const token = url.searchParams.get('token');
    void (async () => {
      const grant = token ? await consumeRealtimeToken(db, token) : null;
      // A token of a session that ended since it was issued lets nobody in.
      const caller = grant
        ? await loadCaller(db, { userId: grant.userId }, grant.assumedBy, grant.realmRoles, {
            sessionId: grant.sessionId,
            authTime: null,
          }).catch(() => null)
        : null;
      if (!grant || !caller || caller.orgId !== grant.orgId) {
        refuse(
          socket,
          401,
          'The realtime token is not valid: get a new one from GET /buzzard/token.',
        );
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const id = nextId++;
        alive.set(ws, true);
        ws.on('pong', () => alive.set(ws, true));
        // Frames (the JSON the hub encoded) are written to the connection's socket framed once
        // (there is no compression); pings and closing stay with ws, on the same socket.
        const send = (data: Buffer) => {
          if (ws.readyState !== ws.OPEN || socket.destroyed) return;
          if (!isCorked(socket)) {
            // What is still unsent from earlier turns: the client does not keep up.
            if (socket.writableLength > MAX_BUFFERED_BYTES) {
              ws.terminate();
              return;
            }
            corkForTurn(socket);
          }
          socket.write(framed(data));
          processCounters.realtimeSent.inc();
        };
        const { sessionId } = grant;
        if (sessionId !== null) {
          const sockets = bySession.get(sessionId) ?? new Set<WebSocket>();
          sockets.add(ws);
          bySession.set(sessionId, sockets);
          ws.on('close', () => {
            sockets.delete(ws);
            if (sockets.size === 0 && bySession.get(sessionId) === sockets) {
              bySession.delete(sessionId);
            }
          });
        }
        hub.connect({ id, caller, send });
        send(encode({ action: 'VERSION', message: { version } }));
        processCounters.realtimeConnections.inc();
        ws.once('close', () => processCounters.realtimeConnections.dec());
        ws.on('message', (data, isBinary) => {
          processCounters.realtimeReceived.inc();
          if (isBinary) {
            send(
              encode({
                action: 'MESSAGE',
                room: '',
                ephemeral: true,
                message: { type: 'error', message: 'Frames are JSON text.' },
              }),
            );
            return;
          }
          hub.receive(id, data.toString());
        });
        ws.on('close', () => hub.disconnect(id));
        ws.on('error', () => ws.terminate());
      });
    })().catch(() => socket.destroy());
  };
  app.server.on('upgrade', upgrade);

  // Before the HTTP server waits for its connections: the WebSockets say goodbye (1001), and
  // those that do not close within a second are cut, so stopping never hangs on a client.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    engageEvents.off('event', onEvent);
    options.changes?.notices.off('changed', onNotices);
    options.changes?.versions.off('started', onVersion);
    options.changes?.sessions.off('ended', endSession);
    app.server.off('upgrade', upgrade);
    const closing = [...wss.clients].map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(1001, 'The server is stopping.');
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    await Promise.all(closing);
    await hub.settled();
    await bus.close();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return hub;
}
