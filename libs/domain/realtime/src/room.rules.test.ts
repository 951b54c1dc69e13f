import { either as E } from 'fp-ts';
import { describe, expect, it } from 'vitest';
import type { ServerFrame } from './frames.js';
import type { RoomState } from './room.rules.js';
import {
  encodeFrame,
  getStateFrame,
  isNewSeq,
  remember,
  SEEN_WINDOW,
  joinFrame,
  leaveFrame,
  messageFrame,
  parseFrame,
  receiveFrame,
} from './room.rules.js';

const room: RoomState = {
  room: 'org:o1',
  userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  version: null,
  lastSeq: null,
  seen: [],
  presences: {},
  percolation: {},
};

describe('frames sent', () => {
  it('writes JOIN, LEAVE, GET_STATE and MESSAGE as the server reads them', () => {
    expect(JSON.parse(encodeFrame(joinFrame('org:o1')))).toEqual({
      action: 'JOIN',
      room: 'org:o1',
    });
    expect(leaveFrame('org:o1')).toEqual({ action: 'LEAVE', room: 'org:o1' });
    expect(getStateFrame('org:o1', 0)).toEqual({ action: 'GET_STATE', room: 'org:o1', since: 0 });
    expect(getStateFrame('org:o1', null)).toEqual({ action: 'GET_STATE', room: 'org:o1' });
    expect(messageFrame('org:o1', { message: 'x', ephemeral: false })).toEqual({
      action: 'MESSAGE',
      room: 'org:o1',
      message: 'x',
      ephemeral: false,
    });
  });
});

describe('parseFrame', () => {
  it('reads each server frame', () => {
    const frames: ServerFrame[] = [
      { action: 'VERSION', message: { version: '2' } },
      { action: 'JOIN', room: 'org:o1', userId: 'u' },
      { action: 'LEAVE', room: 'org:o1', userId: 'u' },
      { action: 'MESSAGE', room: 'org:o1', message: null, ephemeral: false, seq: 3 },
      { action: 'RELOAD' },
    ];
    for (const frame of frames) expect(parseFrame(JSON.stringify(frame))).toEqual(E.right(frame));
  });

  it.each([
    ['binary data', new ArrayBuffer(2), 'expected a text frame, got object'],
    ['broken JSON', '{"action"', /^not JSON: /],
    ['a frame the server never sends', '{"action":"GET_STATE","room":"r"}', /expected ServerFrame/],
  ])('says why it cannot read %s', (_, data, message) => {
    const result = parseFrame(data);
    expect(E.isLeft(result) ? result.left : 'read').toMatch(message);
  });
});

describe('isNewSeq', () => {
  it.each([
    [[], 1, true],
    [[], undefined, true],
    [[4], undefined, true],
    [[4], 5, true],
    [[4], 4, false],
    [[2, 4], 2, false],
    [[2, 4], 3, true],
  ] as const)('after %j, seq %s is new: %s', (seen, seq, fresh) => {
    expect(isNewSeq(seen, seq)).toBe(fresh);
  });

  it('counts a seq older than a full window as delivered', () => {
    const full = Array.from({ length: SEEN_WINDOW }, (_, i) => i + 100);
    expect(isNewSeq(full, 99)).toBe(false);
    expect(isNewSeq(full, 100 + SEEN_WINDOW)).toBe(true);
  });

  it('remembers seqs in order and only the latest window', () => {
    expect(remember([4, 6], 5)).toEqual([4, 5, 6]);
    const full = Array.from({ length: SEEN_WINDOW }, (_, i) => i);
    const next = remember(full, SEEN_WINDOW);
    expect(next).toHaveLength(SEEN_WINDOW);
    expect(next[0]).toBe(1);
  });
});

describe('receiveFrame', () => {
  it('is joined by its own JOIN, with the id written with or without dashes', () => {
    const own = {
      action: 'JOIN',
      room: 'org:o1',
      userId: '0f8fad5bd9cb469fa16570867728950e',
    } as const;
    expect(receiveFrame(room, own).joined).toBe(true);
    expect(receiveFrame(room, { ...own, room: 'org:o2' }).joined).toBe(false);
  });

  it('remembers the first version and keeps it', () => {
    const first = receiveFrame(room, { action: 'VERSION', message: { version: '1' } });
    expect(first.state.version).toBe('1');
    expect(first.emitted).toEqual([]);
    const next = receiveFrame(first.state, { action: 'VERSION', message: { version: '2' } });
    expect(next.state.version).toBe('1');
    expect(next.emitted).toEqual([{ type: 'app.reload', reason: 'version' }]);
  });

  it('drops a kept message already delivered, takes one that arrives late, never drops an ephemeral one', () => {
    const at = { ...room, lastSeq: 7, seen: [5, 7] };
    const kept = { action: 'MESSAGE', room: 'org:o1', message: 1, ephemeral: false } as const;
    expect(receiveFrame(at, { ...kept, seq: 7 }).emitted).toEqual([]);
    expect(receiveFrame(at, { ...kept, seq: 8 }).state.lastSeq).toBe(8);
    const late = receiveFrame(at, { ...kept, seq: 6 });
    expect(late.emitted).not.toEqual([]);
    expect(late.state).toMatchObject({ lastSeq: 7, seen: [5, 6, 7] });
    const ephemeral = { ...kept, ephemeral: true, seq: 3 };
    expect(receiveFrame(at, ephemeral).emitted).toEqual([
      { type: 'message.received', frame: ephemeral },
    ]);
    expect(receiveFrame(at, ephemeral).state.lastSeq).toBe(7);
  });

  it('collects percolated items without emitting them at once', () => {
    const frame = {
      action: 'MESSAGE',
      room: 'org:o1',
      message: { type: 'percolated', itemId: 'i1', feedIds: ['f1'] },
      ephemeral: true,
    } as const;
    const received = receiveFrame(room, frame);
    expect(received.state.percolation).toEqual({ f1: ['i1'] });
    expect(received.emitted.map((event) => event.type)).toEqual(['message.received']);
  });

  it("reports the server's refusal of a frame, whatever its room", () => {
    const refusal = {
      action: 'MESSAGE',
      room: '',
      ephemeral: true,
      message: { type: 'error', message: 'Join org:o1 first.' },
    } as const;
    expect(receiveFrame(room, refusal).emitted).toEqual([
      { type: 'server.error', message: 'Join org:o1 first.' },
    ]);
  });

  it('ignores the LEAVE of its own user (another tab of theirs)', () => {
    const at = { ...room, presences: { u2: { viewingId: 'i1', editingId: null } } };
    expect(receiveFrame(at, { action: 'LEAVE', room: 'org:o1', userId: room.userId })).toEqual({
      state: at,
      emitted: [],
      joined: false,
    });
  });
});
