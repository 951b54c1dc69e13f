/**
 * The baseline: a raw `ws` broadcast loop. Connections say their room in the URL (`?room=3`);
 * a publish serialises the message once and sends it to every connection of the room.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { type Command, cpuUsed, listenAndAnnounce, PAD, roomSizes } from './protocol.js';

const sizes = roomSizes(process.argv.slice(2));
const rooms = sizes.map(() => new Set<WebSocket>());
const server = createServer();
const wss = new WebSocketServer({ server });
wss.on('connection', (socket, request) => {
  const room =
    rooms[Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('room'))];
  room?.add(socket);
  socket.on('close', () => room?.delete(socket));
});
process.on('message', (command: Command) => {
  if (command.type === 'stop') process.exit(0);
  if (command.type === 'cpu') {
    process.send?.(cpuUsed());
    return;
  }
  const room = rooms[command.room];
  if (!room) return;
  const data = JSON.stringify({ bench: command.id, pad: PAD });
  for (const socket of room) socket.send(data);
});
listenAndAnnounce(server, sizes, (port, room) => `ws://127.0.0.1:${port}/?room=${room}`);
