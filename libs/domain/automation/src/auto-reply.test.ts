import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoReplyDecision,
  AWAY_REPEAT_HOURS,
  type AutoReplyGroupRule,
  type ConversationReplies,
  type IncomingMessage,
} from './auto-reply.rules.js';

/** Opening hours in Berlin: weekdays 09:00–17:00. */
const away: AutoReplyGroupRule = {
  kind: 'AWAY_MESSAGE',
  enabled: true,
  channelIds: ['fb'],
  timezone: 'Europe/Berlin',
  schedule: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
    day,
    from: '09:00',
    to: '17:00',
  })),
};
const welcome: AutoReplyGroupRule = { ...away, kind: 'WELCOME_MESSAGE', schedule: [] };
const message = (at: string, extra: Partial<IncomingMessage> = {}): IncomingMessage => ({
  channelId: 'fb',
  at,
  startsConversation: false,
  fromCustomer: true,
  ...extra,
});
const fresh: ConversationReplies = { welcomed: false, lastAwayAt: null };

describe('away messages', () => {
  it.each([
    // Winter (CET, UTC+1): 08:30 UTC is 09:30 in Berlin, open.
    ['2026-03-27T08:30:00Z', false],
    // Friday 16:30 UTC is 17:30 in Berlin: closed.
    ['2026-03-27T16:30:00Z', true],
    // Summer time began on Sunday 29 March: Monday 07:30 UTC is 09:30 CEST, open…
    ['2026-03-30T07:30:00Z', false],
    // …and 06:30 UTC is 08:30 CEST, closed (in winter it would have been 07:30).
    ['2026-03-30T06:30:00Z', true],
    // Winter time again from Sunday 25 October: Monday 08:30 UTC is 09:30 CET, open.
    ['2026-10-26T08:30:00Z', false],
    ['2026-10-26T07:30:00Z', true],
    // Saturday noon: closed all day.
    ['2026-10-24T11:00:00Z', true],
  ])('a message at %s is answered: %s', (at, sent) => {
    expect(autoReplyDecision(away, message(at), fresh).send).toBe(sent);
  });

  it(`answers a conversation once in ${AWAY_REPEAT_HOURS} hours, then again`, () => {
    const first = '2026-10-24T11:00:00Z';
    const replied: ConversationReplies = { welcomed: false, lastAwayAt: first };
    expect(autoReplyDecision(away, message('2026-10-24T20:00:00Z'), replied)).toEqual({
      send: false,
      reason: `the conversation got the away message in the last ${AWAY_REPEAT_HOURS} hours`,
    });
    expect(autoReplyDecision(away, message('2026-10-25T11:00:00Z'), replied).send).toBe(true);
  });

  it('never answers within opening hours, whenever the last away message was (property)', () => {
    // Any weekday moment between 09:00 and 17:00 Berlin time, in either season.
    const open = fc
      .record({
        day: fc.integer({ min: 0, max: 364 }),
        minute: fc.integer({ min: 9 * 60, max: 17 * 60 - 1 }),
      })
      .map(({ day, minute }) => {
        const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
        const local = `${date.toISOString().slice(0, 10)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
        return local;
      })
      .filter((local) => {
        const weekday = new Date(`${local}Z`).getUTCDay();
        return weekday >= 1 && weekday <= 5;
      });
    fc.assert(
      fc.property(open, fc.option(fc.date(), { nil: null }), (local, last) => {
        // The Berlin wall-clock time as an instant: try both offsets, keep the one that reads back.
        const at = ['+01:00', '+02:00']
          .map((offset) => new Date(`${local}${offset}`))
          .find((instant) => {
            const shown = instant.toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' });
            return shown.replace(' ', 'T') === local;
          });
        if (at === undefined) return true;
        const replies = {
          welcomed: false,
          lastAwayAt: last && !Number.isNaN(last.getTime()) ? last.toISOString() : null,
        };
        return !autoReplyDecision(away, message(at.toISOString()), replies).send;
      }),
    );
  });

  it('is never away without opening hours, off, on another channel, or for the channel itself', () => {
    const night = '2026-10-24T23:00:00Z';
    expect(autoReplyDecision({ ...away, schedule: [] }, message(night), fresh).send).toBe(false);
    expect(autoReplyDecision({ ...away, enabled: false }, message(night), fresh).send).toBe(false);
    expect(autoReplyDecision(away, message(night, { channelId: 'ig' }), fresh).send).toBe(false);
    expect(autoReplyDecision(away, message(night, { fromCustomer: false }), fresh).send).toBe(
      false,
    );
  });
});

describe('welcome messages', () => {
  it('answer the first message of a conversation once, at any hour', () => {
    const first = message('2026-10-24T23:00:00Z', { startsConversation: true });
    expect(autoReplyDecision(welcome, first, fresh).send).toBe(true);
    expect(autoReplyDecision(welcome, first, { ...fresh, welcomed: true }).send).toBe(false);
    expect(autoReplyDecision(welcome, message('2026-10-24T23:00:00Z'), fresh).send).toBe(false);
  });
});
