/**
 * The benchmark's clients: lean WebSocket clients over plain TCP sockets in this process, one per
 * URL, joined the way each server wants (ours: JOIN after VERSION, until the JOIN comes back;
 * socket.io: its engine.io handshake and pings; raw `ws`: nothing). After that every client does
 * the same per message: find `"bench":<id>` in the bytes received and report it.
 *
 * Lean, not the `ws` client: reading a frame with `ws` costs about as much as a server spends
 * sending it, so with one core for the clients the clients would be what is measured. These read
 * frame headers straight off the stream (RFC 6455 §5.2: unfragmented server frames), answer pings,
 * and mask what they send, which is all these servers need.
 */
import { randomBytes } from 'node:crypto';
import { connect as tcp, type Socket } from 'node:net';

/** How a server's clients are joined. */
export type Dialect = 'ours' | 'socket.io' | 'ws';

/** A connected client. */
export interface BenchClient {
  /** Sends a text frame. */
  send(text: string): void;
  /** Drops the connection. */
  terminate(): void;
}

const MARK = Buffer.from('"bench":');
const OPCODE = { text: 1, close: 8, ping: 9, pong: 10 } as const;

/** The message id in a frame's bytes, or -1 when it carries none. */
export function benchId(data: Buffer): number {
  const at = data.indexOf(MARK);
  if (at === -1) return -1;
  let id = 0;
  for (let i = at + MARK.length; i < data.length; i++) {
    const digit = (data[i] ?? 0) - 48;
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  return id;
}

/** A masked client frame (payloads under 126 bytes: JOIN, pongs, socket.io's "3"). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  if (payload.length > 125) throw new Error('The bench client sends short frames only.');
  const mask = randomBytes(4);
  const frame = Buffer.allocUnsafe(6 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | payload.length;
  mask.copy(frame, 2);
  for (let i = 0; i < payload.length; i++) frame[6 + i] = (payload[i] ?? 0) ^ (mask[i & 3] ?? 0);
  return frame;
}

/**
 * Opens a client and resolves once it is in its room; `onId` hears the id of every benchmark
 * message it receives after that.
 */
export function connect(
  dialect: Dialect,
  url: string,
  join: string | undefined,
  onId: (id: number) => void,
): Promise<BenchClient> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket: Socket = tcp(Number(port), hostname);
    socket.setNoDelay(true);
    const client: BenchClient = {
      send: (text) => socket.write(clientFrame(OPCODE.text, Buffer.from(text))),
      terminate: () => socket.destroy(),
    };
    let upgraded = false;
    let ready = false;
    let pending: Buffer | null = null;
    const isReady = () => {
      ready = true;
      resolve(client);
    };
    const text = (payload: Buffer) => {
      if (ready) {
        if (dialect === 'socket.io' && payload.length === 1 && payload[0] === 0x32) {
          client.send('3');
          return;
        }
        const id = benchId(payload);
        if (id !== -1) onId(id);
        return;
      }
      const said = payload.toString();
      if (dialect === 'ours') {
        const frame = JSON.parse(said) as { action: string };
        if (frame.action === 'VERSION') client.send(JSON.stringify({ action: 'JOIN', room: join }));
        else if (frame.action === 'JOIN') isReady();
      } else if (dialect === 'socket.io') {
        if (said.startsWith('0')) client.send('40');
        else if (said.startsWith('40')) isReady();
      }
    };
    const frames = (chunk: Buffer) => {
      const data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let at = 0;
      while (data.length - at >= 2) {
        const opcode = (data[at] ?? 0) & 0x0f;
        let length = (data[at + 1] ?? 0) & 0x7f;
        let header = 2;
        if (length === 126) {
          if (data.length - at < 4) break;
          length = data.readUInt16BE(at + 2);
          header = 4;
        } else if (length === 127) {
          if (data.length - at < 10) break;
          length = Number(data.readBigUInt64BE(at + 2));
          header = 10;
        }
        if (data.length - at < header + length) break;
        const payload = data.subarray(at + header, at + header + length);
        at += header + length;
        if (opcode === OPCODE.text) text(payload);
        else if (opcode === OPCODE.ping) socket.write(clientFrame(OPCODE.pong, payload));
        else if (opcode === OPCODE.close) socket.end();
      }
      if (at < data.length) pending = data.subarray(at);
    };
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) {
        frames(chunk);
        return;
      }
      const data = pending ? Buffer.concat([pending, chunk]) : chunk;
      const end = data.indexOf('\r\n\r\n');
      if (end === -1) {
        pending = data;
        return;
      }
      pending = null;
      const status = data.subarray(0, data.indexOf('\r\n')).toString();
      if (!/^HTTP\/1\.1 101 /.test(status)) {
        reject(new Error(`${dialect}: the upgrade was refused (${status})`));
        socket.destroy();
        return;
      }
      upgraded = true;
      if (dialect === 'ws') isReady();
      if (end + 4 < data.length) frames(data.subarray(end + 4));
    });
    socket.once('error', reject);
    socket.once('close', () => {
      if (!ready) reject(new Error(`${dialect}: the connection closed before joining`));
    });
    socket.once('connect', () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      );
    });
  });
}
