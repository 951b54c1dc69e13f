import type { ServerFrame } from '@smm/realtime';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { TestApi } from './test-api.js';

/** A realtime test client as a browser would be: a token, then a WebSocket; every frame kept. */
export interface Client {
  readonly frames: ServerFrame[];
  readonly socket: WebSocket;
  send(frame: unknown): void;
  /** The first frame (after those already taken) that passes `test`, waiting up to 5 s. */
  next(test: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  close(): Promise<void>;
}

export async function tokenFor(api: TestApi, who: string): Promise<string> {
  const response = await (await api.as(who))('GET', '/buzzard/token');
  expect(response.status).toBe(200);
  return (response.body as { token: string }).token;
}

export function open(api: Pick<TestApi, 'base'>, token: string): Promise<Client> {
  const socket = new WebSocket(`${api.base.replace(/^http/, 'ws')}/buzzard?token=${token}`);
  const frames: ServerFrame[] = [];
  const waiting = new Set<() => void>();
  let taken = 0;
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of waiting) wake();
  });
  const client: Client = {
    frames,
    socket,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    // Generous: frames that should come do, however busy the machine; only failures wait.
    next: (test, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          for (let i = taken; i < frames.length; i++) {
            const frame = frames[i];
            if (frame && test(frame)) {
              taken = i + 1;
              waiting.delete(look);
              clearTimeout(timer);
              resolve(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          // Each frame in short: its action and seq (payloads can be megabytes).
          const got = frames.map((f) => ('seq' in f ? `${f.action}#${String(f.seq)}` : f.action));
          reject(new Error(`No such frame within ${timeoutMs} ms; got ${got.join(', ')}`));
        }, timeoutMs);
        waiting.add(look);
        look();
      }),
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) resolve();
        else {
          socket.once('close', () => resolve());
          socket.close();
        }
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

export async function joined(api: TestApi, who: string, room: string): Promise<Client> {
  const client = await open(api, await tokenFor(api, who));
  client.send({ action: 'JOIN', room });
  await client.next((frame) => frame.action === 'JOIN' && frame.room === room);
  return client;
}

/** The item an event frame is about, if it is one. */
export const itemOf = (frame: ServerFrame): string | undefined =>
  frame.action === 'MESSAGE' && !frame.ephemeral
    ? (frame.message as { itemId?: string }).itemId
    : undefined;

export const isEvent = (itemId: string) => (frame: ServerFrame) => itemOf(frame) === itemId;
