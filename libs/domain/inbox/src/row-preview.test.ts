import fc from 'fast-check';
import type { EngageItem, SavedItem, Sender } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { ownAuthorOf, rowPreview } from './index.js';

const ADA = '7d1f6a52-3c55-4a8e-9a0b-2f4b1c9e8d01';
const LEE = 'a0c2b7e4-1111-4e22-8c33-5d6e7f809102';
const viewer = { id: ADA };
const CHANNEL = 'facebook-channel-1';
const sam: Sender = { id: 'sam', name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false };
const kim: Sender = { id: 'kim', name: 'Kim Customer', visibility: 'PUBLIC', isOwn: false };
const us: Sender = { id: CHANNEL, name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true };

const answer = (
  sender: Sender,
  text: string,
  by: { moderatorId?: string; moderatorSource?: string } = {},
): EngageItem =>
  makeEngageItem({ id: `a-${text}`, message: text, sender, engage: { type: 'reply', ...by } });

/** A comment by Sam whose latest answer is `latest` (none: unanswered). */
const row = (latest?: EngageItem, sender: Sender = sam): SavedItem => ({
  ...makeEngageItem({
    channelId: CHANNEL,
    message: 'Where is my order?',
    sender,
    engage: {
      type: 'comment',
      ...(latest
        ? {
            latestCommentText: latest.message ?? '',
            latestCommentDate: latest.meta.createdDate,
            ...(latest.sender?.id ? { latestCommentorId: latest.sender.id } : {}),
          }
        : {}),
    },
  }),
  ...(latest ? { latestComment: latest } : {}),
});

describe('rowPreview: who wrote the text a row shows (decision 0055)', () => {
  it.each<[string, SavedItem, ReturnType<typeof rowPreview>]>([
    ['an unanswered comment: its own text', row(), { text: 'Where is my order?', answered: false }],
    [
      'our answer, sent by the viewer',
      row(answer(us, 'On its way!', { moderatorId: ADA, moderatorSource: 'user' })),
      { text: 'On its way!', author: { kind: 'you' }, answered: true },
    ],
    [
      'our answer, the viewer’s id without dashes',
      row(answer(us, 'On its way!', { moderatorId: ADA.replaceAll('-', '') })),
      { text: 'On its way!', author: { kind: 'you' }, answered: true },
    ],
    [
      'our answer, sent by a colleague',
      row(answer(us, 'On its way!', { moderatorId: LEE, moderatorSource: 'user' })),
      { text: 'On its way!', author: { kind: 'colleague', id: LEE }, answered: true },
    ],
    [
      'our answer, sent by automation',
      row(answer(us, 'Thanks!', { moderatorId: 'rule-1', moderatorSource: 'automation' })),
      { text: 'Thanks!', author: { kind: 'automation' }, answered: true },
    ],
    [
      'our answer made on the network',
      row(answer(us, 'Thanks!')),
      { text: 'Thanks!', author: { kind: 'channel', name: 'Demo Coffee' }, answered: true },
    ],
    [
      'our answer the network refused: not answered',
      row({
        ...answer(us, 'Sorry!', { moderatorId: ADA }),
        meta: { createdDate: '2026-11-20T10:00:00Z', delivery: 'MESSAGE_FAILED' },
      }),
      { text: 'Sorry!', author: { kind: 'you' }, answered: false },
    ],
    [
      'our answer delivered',
      row({
        ...answer(us, 'Sorry!', { moderatorId: ADA }),
        meta: { createdDate: '2026-11-20T10:00:00Z', delivery: 'DELIVERED' },
      }),
      { text: 'Sorry!', author: { kind: 'you' }, answered: true },
    ],
    [
      'the same customer again',
      row(answer(sam, 'Any news?')),
      { text: 'Any news?', answered: false },
    ],
  ])('%s', (_, item, expected) => {
    expect(rowPreview(item, viewer)).toEqual(expected);
  });

  it('shows another customer’s answer under that customer’s name', () => {
    const latest = answer(kim, 'Same here');
    expect(rowPreview(row(latest), viewer)).toEqual({
      text: 'Same here',
      author: { kind: 'customer', item: latest },
      answered: false,
    });
  });

  it('shows a customer’s comment on our post under the customer’s name', () => {
    const latest = answer(sam, 'Love it');
    expect(rowPreview(row(latest, us), viewer)).toMatchObject({
      author: { kind: 'customer' },
      answered: false,
    });
  });

  it.each([
    [CHANNEL, { kind: 'channel', name: 'Demo Coffee' }, true],
    ['sam', undefined, false],
  ])('without a kept latest answer, reads latestCommentorId %s', (commentor, author, answered) => {
    const item: SavedItem = {
      ...makeEngageItem({
        channelId: CHANNEL,
        sender: sam,
        engage: { latestCommentText: 'Hello', latestCommentorId: commentor },
      }),
      channel: { id: CHANNEL, name: 'Demo Coffee', type: 'facebook' },
    };
    expect(rowPreview(item, viewer)).toEqual({
      text: 'Hello',
      ...(author ? { author } : {}),
      answered,
    });
  });

  const anyAnswer = fc
    .record({
      own: fc.boolean(),
      text: fc.string({ minLength: 1, maxLength: 10 }),
      moderatorId: fc.option(fc.constantFrom(ADA, LEE), { nil: undefined }),
      source: fc.constantFrom('user', 'automation'),
      customer: fc.constantFrom(sam, kim),
    })
    .map((a) =>
      answer(a.own ? us : a.customer, a.text, {
        ...(a.own && a.moderatorId ? { moderatorId: a.moderatorId } : {}),
        ...(a.own ? { moderatorSource: a.source } : {}),
      }),
    );

  it('never shows our text without naming us, and answered exactly when the text is ours', () => {
    fc.assert(
      fc.property(anyAnswer, (latest) => {
        const preview = rowPreview(row(latest), viewer);
        expect(preview.text).toBe(latest.message);
        expect(preview.answered).toBe(latest.sender?.isOwn === true);
        if (latest.sender?.isOwn) expect(preview.author?.kind).not.toBe('customer');
        if (preview.author === undefined) expect(latest.sender?.id).toBe(sam.id);
      }),
    );
  });
});

describe('ownAuthorOf: who wrote a message of ours', () => {
  it.each<[string, EngageItem, ReturnType<typeof ownAuthorOf>]>([
    ['a customer’s message', answer(sam, 'Hi'), undefined],
    ['sent by the viewer', answer(us, 'Hi', { moderatorId: ADA }), { kind: 'you' }],
    ['sent by a colleague', answer(us, 'Hi', { moderatorId: LEE }), { kind: 'colleague', id: LEE }],
    [
      'sent by automation',
      answer(us, 'Hi', { moderatorId: 'rule-1', moderatorSource: 'automation' }),
      { kind: 'automation' },
    ],
    ['made on the network', answer(us, 'Hi'), { kind: 'channel', name: 'Demo Coffee' }],
  ])('%s', (_, item, expected) => {
    expect(ownAuthorOf(item, viewer)).toEqual(expected);
  });
});
