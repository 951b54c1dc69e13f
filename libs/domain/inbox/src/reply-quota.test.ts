import type { ReplyQuota } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { replyQuotaLine } from './index.js';

const quota = (patch: Partial<ReplyQuota>): ReplyQuota => ({
  channelId: 'c',
  network: 'twitter',
  limit: 50,
  used: 0,
  remaining: 50,
  windowSeconds: 900,
  resetsAt: null,
  ...patch,
});

describe('replyQuotaLine (docs/decisions/0059)', () => {
  it.each([
    ['no quota', undefined, null],
    [
      'X: 15-minute window',
      quota({ used: 3, remaining: 47 }),
      { kind: 'window', remaining: 47, limit: 50, minutes: 15 },
    ],
    [
      'a daily quota',
      quota({ windowSeconds: 86_400, limit: 200, remaining: 120 }),
      { kind: 'day', remaining: 120, limit: 200 },
    ],
    [
      'a per-minute throttle, plenty left',
      quota({ windowSeconds: 60, limit: 60, remaining: 59 }),
      null,
    ],
    [
      'a per-minute throttle, running low',
      quota({ windowSeconds: 60, limit: 60, remaining: 5 }),
      { kind: 'window', remaining: 5, limit: 60, minutes: 1 },
    ],
    [
      'nothing left',
      quota({ remaining: 0, used: 50, resetsAt: '2026-11-20T10:15:00.000Z' }),
      { kind: 'exhausted', resetsAt: '2026-11-20T10:15:00.000Z' },
    ],
    ['no limit', quota({ limit: 0, remaining: 0 }), null],
  ] as const)('%s', (_, q, line) => {
    expect(replyQuotaLine(q)).toEqual(line);
  });
});
