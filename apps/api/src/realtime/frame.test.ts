import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrame } from './frame.js';

// Every length class of the header: 7 bits, 16 bits, 64 bits, at their edges.
const LENGTHS = [0, 1, 125, 126, 127, 65_535, 65_536, 200_000];

describe('textFrame', () => {
  let server: WebSocketServer;
  let url: string;

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The frames are written to the connection's socket as they are, after the upgrade.
    server.on('connection', (_socket, request) => {
      for (const length of LENGTHS) {
        request.socket.write(
          textFrame(Buffer.from('é'.repeat(length >> 1) + 'x'.repeat(length & 1))),
        );
      }
    });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is read by a WebSocket client as the text message, at every header length', async () => {
    const client = new WebSocket(url);
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('error', reject);
      client.on('message', (data: Buffer, isBinary) => {
        expect(isBinary).toBe(false);
        received.push(data.toString());
        if (received.length === LENGTHS.length) resolve();
      });
    });
    client.close();
    expect(received.map((text) => Buffer.byteLength(text))).toEqual(LENGTHS);
    expect(received[3]).toBe('é'.repeat(63));
  });

  it('starts with FIN and the text opcode, unmasked', () => {
    expect([...textFrame(Buffer.from('hi'))]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame(Buffer.alloc(300)).subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
  });
});
