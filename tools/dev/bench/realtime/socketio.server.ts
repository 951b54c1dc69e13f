/**
 * The comparison: socket.io (websocket transport), with its rooms. Connections say their room
 * in the handshake's query (`room=3`) and are put in it; a publish is `io.to(room).emit`.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { type Command, cpuUsed, listenAndAnnounce, PAD, roomSizes } from './protocol.js';

const sizes = roomSizes(process.argv.slice(2));
const server = createServer();
const io = new Server(server, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  void socket.join(`room:${String(socket.handshake.query['room'])}`);
});
process.on('message', (command: Command) => {
  if (command.type === 'stop') process.exit(0);
  if (command.type === 'cpu') {
    process.send?.(cpuUsed());
    return;
  }
  io.to(`room:${command.room}`).emit('m', { bench: command.id, pad: PAD });
});
listenAndAnnounce(
  server,
  sizes,
  (port, room) => `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket&room=${room}`,
);
