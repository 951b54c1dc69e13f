/**
 * The realtime fan-out benchmark (loopback): one room of 1,000 connections and 100 rooms of 10,
 * 1 kB messages, through ours (the `/buzzard` endpoint and hub over PostgreSQL, item events as
 * the engage API publishes them), socket.io and a raw `ws` broadcast loop — each server in a
 * child process of its own, the clients here, the same closed loop for all: every room keeps
 * {@link WINDOW} messages in flight (a message is done when every connection of the room has
 * it), so the servers are loaded to what they deliver. Rounds interleave the servers; medians
 * are reported.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machine, median, round2 } from '../bench.utils.js';
import { freePort, root } from '../../server/built-server.js';
import { type BenchClient, connect, type Dialect } from './clients.js';
import { type Command, type CpuUsed, type Ready, roomsArg } from './protocol.js';

/** The rooms loaded, as the issue sets them. */
export const SHAPES = [
  { rooms: 1, size: 1000 },
  { rooms: 100, size: 10 },
] as const;

/** The budget (realtime issue): delivered messages/s against socket.io and the raw loop. */
export const REALTIME_BUDGET = { toSocketIo: 2, toRawWs: 0.85 } as const;

const ROUNDS = 3;
const WARM_MS = 1000;
const MEASURE_MS = Number(process.env['BENCH_REALTIME_MS'] ?? 4000);
/** Messages in flight per room. */
const WINDOW = 32;
const DRAIN_MS = 15_000;
/** Connections opened at once. */
const OPENING = 100;

const SERVERS: Readonly<Record<Dialect, string>> = {
  ours: join(root, 'apps/api/src/testing/realtime-target.ts'),
  'socket.io': join(root, 'tools/dev/bench/realtime/socketio.server.ts'),
  ws: join(root, 'tools/dev/bench/realtime/ws.server.ts'),
};

/** A server under load with its clients connected, room by room (in {@link SHAPES}' order). */
interface Target {
  readonly dialect: Dialect;
  /** The connected clients, room by room (set once they are in). */
  rooms: BenchClient[][];
  publish(room: number, id: number): void;
  /** The CPU time the server process has used so far, in ms. */
  cpu(): Promise<number>;
  /** Set by a round: told of every message id a client receives. */
  onId: (id: number) => void;
  stop(): Promise<void>;
}

async function start(dialect: Dialect): Promise<Target> {
  const dir = dialect === 'ours' ? mkdtempSync(join(tmpdir(), 'smm-bench-rt-')) : null;
  if (dir) chmodSync(dir, 0o755);
  const env = dir
    ? { DATA_DIR: join(dir, 'pg'), PG_PORT: String(await freePort()), DATABASE_URL: '' }
    : {};
  const child: ChildProcess = fork(SERVERS[dialect], SHAPES.map(roomsArg), {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ${dialect} server exited (${code}).`)));
    child.once('message', (message: Ready) => resolve(message));
  });
  const target: Target = {
    dialect,
    rooms: [],
    publish: (room, id) => child.send({ type: 'publish', room, id } satisfies Command),
    cpu: () =>
      new Promise((resolve) => {
        const answer = (message: CpuUsed) => {
          if (message.type !== 'cpu') return;
          child.off('message', answer);
          resolve(message.micros / 1000);
        };
        child.on('message', answer);
        child.send({ type: 'cpu' } satisfies Command);
      }),
    onId: () => undefined,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const room of target.rooms) for (const socket of room) socket.terminate();
        child.removeAllListeners('exit');
        child.once('exit', () => {
          if (dir) rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.send({ type: 'stop' } satisfies Command);
      }),
  };
  const rooms: BenchClient[][] = [];
  const pending = ready.rooms.flatMap((room, r) =>
    room.urls.map((url) => ({ r, url, join: room.join })),
  );
  for (let at = 0; at < pending.length; at += OPENING) {
    const opened = await Promise.all(
      pending
        .slice(at, at + OPENING)
        .map(({ r, url, join: room }) =>
          connect(dialect, url, room, (id) => target.onId(id)).then((socket) => ({ r, socket })),
        ),
    );
    for (const { r, socket } of opened) (rooms[r] ??= []).push(socket);
  }
  target.rooms = rooms;
  return target;
}

/** One round of one server on the rooms `first … first + count - 1`. */
interface Round {
  readonly deliveredPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly deliveries: number;
  /** The server's CPU time per second measured (1000: one core busy). */
  readonly serverCpuMsPerS: number;
  /** Messages delivered per second of the server's CPU time: its cost, whatever the clients' speed. */
  readonly deliveredPerCpuSecond: number;
}

async function round(target: Target, first: number, count: number): Promise<Round> {
  const sentAt = new Map<number, number>();
  const remaining = new Map<number, number>();
  const roomOf = new Map<number, number>();
  let nextId = 1;
  let publishing = true;
  let measuring = false;
  let deliveries = 0;
  let latencies = new Float64Array(1 << 20);
  let samples = 0;
  let onDrained: (() => void) | null = null;

  const publish = (room: number) => {
    const id = nextId++;
    sentAt.set(id, performance.now());
    remaining.set(id, target.rooms[room]?.length ?? 0);
    roomOf.set(id, room);
    target.publish(room, id);
  };
  target.onId = (id) => {
    const left = remaining.get(id);
    if (left === undefined) return;
    if (measuring) {
      deliveries += 1;
      if (samples === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[samples++] = performance.now() - (sentAt.get(id) ?? 0);
    }
    if (left > 1) {
      remaining.set(id, left - 1);
      return;
    }
    remaining.delete(id);
    sentAt.delete(id);
    const room = roomOf.get(id) ?? 0;
    roomOf.delete(id);
    if (publishing) publish(room);
    else if (remaining.size === 0) onDrained?.();
  };

  for (let room = first; room < first + count; room++) {
    for (let i = 0; i < WINDOW; i++) publish(room);
  }
  await new Promise((resolve) => setTimeout(resolve, WARM_MS));
  const cpuBefore = await target.cpu();
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  measuring = false;
  const elapsed = performance.now() - started;
  const cpu = (await target.cpu()) - cpuBefore;
  publishing = false;
  await new Promise<void>((resolve, reject) => {
    if (remaining.size === 0) resolve();
    onDrained = resolve;
    setTimeout(
      () =>
        reject(
          new Error(`${target.dialect}: ${remaining.size} message(s) did not reach every client.`),
        ),
      DRAIN_MS,
    ).unref();
  });
  const sorted = latencies.subarray(0, samples).sort();
  const at = (q: number) => sorted[Math.min(samples - 1, Math.ceil(q * samples) - 1)] ?? 0;
  return {
    deliveredPerSecond: Math.round((deliveries / elapsed) * 1000),
    p50Ms: round2(at(0.5)),
    p99Ms: round2(at(0.99)),
    deliveries,
    serverCpuMsPerS: Math.round((cpu / elapsed) * 1000),
    deliveredPerCpuSecond: Math.round((deliveries / cpu) * 1000),
  };
}

const summarise = (rounds: readonly Round[]) => ({
  deliveredPerSecond: Math.round(median(rounds.map((r) => r.deliveredPerSecond))),
  p50Ms: round2(median(rounds.map((r) => r.p50Ms))),
  p99Ms: round2(median(rounds.map((r) => r.p99Ms))),
  serverCpuMsPerS: Math.round(median(rounds.map((r) => r.serverCpuMsPerS))),
  deliveredPerCpuSecond: Math.round(median(rounds.map((r) => r.deliveredPerCpuSecond))),
  rounds,
});

/** Runs the benchmark: every server on every shape, rounds interleaved. */
export async function benchRealtime() {
  const dialects: Dialect[] = ['ours', 'socket.io', 'ws'];
  const targets: Target[] = [];
  try {
    for (const dialect of dialects) {
      console.log(`  starting ${dialect} and connecting its clients…`);
      targets.push(await start(dialect));
    }
    const shapes = [];
    let first = 0;
    for (const shape of SHAPES) {
      const rounds = new Map<Dialect, Round[]>(dialects.map((d) => [d, []]));
      for (let r = 0; r < ROUNDS; r++) {
        // Rotate who goes first, so no server always follows the same one.
        for (let i = 0; i < targets.length; i++) {
          const target = targets[(i + r) % targets.length];
          if (!target) continue;
          const result = await round(target, first, shape.rooms);
          rounds.get(target.dialect)?.push(result);
          console.log(
            `  ${roomsArg(shape)} round ${r + 1} ${target.dialect}: ${result.deliveredPerSecond.toLocaleString('en-GB')} msg/s, p99 ${result.p99Ms} ms, server CPU ${result.serverCpuMsPerS} ms/s, ${result.deliveredPerCpuSecond.toLocaleString('en-GB')} msg per CPU-s`,
          );
        }
      }
      first += shape.rooms;
      const ours = summarise(rounds.get('ours') ?? []);
      const socketIo = summarise(rounds.get('socket.io') ?? []);
      const ws = summarise(rounds.get('ws') ?? []);
      const toSocketIo = round2(ours.deliveredPerSecond / socketIo.deliveredPerSecond);
      const toRawWs = round2(ours.deliveredPerSecond / ws.deliveredPerSecond);
      shapes.push({
        rooms: shape.rooms,
        connections: shape.size,
        ours,
        socketIo,
        ws,
        toSocketIo,
        toRawWs,
        pass: toSocketIo >= REALTIME_BUDGET.toSocketIo && toRawWs >= REALTIME_BUDGET.toRawWs,
      });
    }
    return {
      name: 'realtime-fanout',
      date: new Date().toISOString(),
      machine: machine(),
      rounds: ROUNDS,
      measureMs: MEASURE_MS,
      window: WINDOW,
      messageBytes: 1024,
      budget: REALTIME_BUDGET,
      shapes,
      pass: shapes.every((s) => s.pass),
    };
  } finally {
    await Promise.all(targets.map((t) => t.stop()));
  }
}
