import fc from 'fast-check';
import { canReply, canSendMessage, characterCount, validateReply } from '@smm/engage-rules';
import { ItemType, NETWORK_VALUES, type EngageItem } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import { either as E } from 'fp-ts';
import { describe, expect, it } from 'vitest';
import { type ComposerDraft, composerMode, composerState } from './index.js';

const on = (
  network: string,
  type: EngageItem['engage']['type'] = 'comment',
  more: EngageItemOverrides = {},
) =>
  makeEngageItem({
    ...more,
    engage: { network: network as EngageItem['engage']['network'], type, ...more.engage },
  });

const VIEW_ONLY = { id: 'viewer', channelRoles: { 'facebook-channel-1': 'VIEW_ONLY' as const } };

describe('composerState: the counter (engage §5)', () => {
  it.each<[string, number | null]>([
    ['facebook', 8000],
    ['instagram', 2200],
    ['twitter', 280],
    ['youtube', 5000],
    ['linkedIn', 1250],
    ['tiktok', 150],
    ['googlemybusiness', 4000],
    ['threads', 500],
  ])('%s allows %s characters', (network, max) => {
    const state = composerState(on(network), { text: 'Thanks!' });
    expect(state).toMatchObject({
      count: 7,
      max,
      remaining: (max as number) - 7,
      overLimit: false,
    });
  });

  it('has no maximum where the network sets none', () => {
    const state = composerState(on('whatsapp', 'message'), { text: 'x'.repeat(10_000) });
    expect(state).toMatchObject({ count: 10_000, max: null, remaining: null, overLimit: false });
    expect(state.canSend).toBe(true);
  });

  it('counts as X does: a link is 23 characters', () => {
    const text = 'see https://example.com/a/very/long/path/that/goes/on';
    expect(composerState(on('twitter'), { text }).count).toBe(27);
  });

  it('counts emoji as one code point elsewhere', () => {
    expect(composerState(on('facebook'), { text: 'héllo 👋' }).count).toBe(7);
  });

  it.each([
    [280, 0, false, true],
    [281, -1, true, false],
  ])(
    '%i characters on X: remaining %i, over %s, sendable %s',
    (length, remaining, over, canSend) => {
      const state = composerState(on('twitter'), { text: 'x'.repeat(length) });
      expect(state).toMatchObject({ remaining, overLimit: over, canSend });
      if (!canSend) expect(state.error).toMatchObject({ kind: 'tooLong', length, max: 280 });
    },
  );
});

describe('composerState: whether it can be sent', () => {
  it.each<[string, EngageItem, ComposerDraft, string | undefined]>([
    ['text on a Facebook comment', on('facebook'), { text: 'Hello' }, undefined],
    ['empty text', on('facebook'), { text: '  ' }, 'empty'],
    ['an attachment without text', on('facebook'), { text: '', attachments: 1 }, undefined],
    [
      'a LinkedIn attachment without text',
      on('linkedIn'),
      { text: ' ', attachments: 2 },
      'linkedInAttachmentNeedsText',
    ],
    [
      'a LinkedIn attachment with text',
      on('linkedIn'),
      { text: 'See this', attachments: 1 },
      undefined,
    ],
    ['LinkedIn text alone', on('linkedIn'), { text: 'Hi' }, undefined],
    [
      'an empty Instagram private reply',
      on('instagram'),
      { text: '', privateReply: true },
      undefined,
    ],
    [
      'an empty Facebook private reply',
      on('facebook', 'comment', { facebook: { canReplyPrivately: true } }),
      { text: '', privateReply: true },
      'empty',
    ],
    [
      'a private reply where none is allowed',
      on('facebook'),
      { text: 'Psst', privateReply: true },
      'notAllowed',
    ],
    [
      'an Instagram like-heart',
      on('instagram', 'message'),
      { text: '', likeHeart: true },
      undefined,
    ],
    [
      'a reply to an item that cannot be responded to',
      on('facebook', 'comment', { engage: { canRespond: false } }),
      { text: 'Hi' },
      'notAllowed',
    ],
    ['a WhatsApp message', on('whatsapp', 'message'), { text: 'Hi' }, undefined],
    ['an unknown network', on('myspace'), { text: 'Hi' }, 'unknownNetwork'],
  ])('%s → %s', (_what, item, draft, kind) => {
    const state = composerState(item, draft);
    expect(state.error?.kind).toBe(kind);
    expect(state.canSend).toBe(kind === undefined);
  });

  it('refuses everything to a view-only viewer', () => {
    const state = composerState(on('facebook'), { text: 'Hi' }, VIEW_ONLY);
    expect(state).toMatchObject({ canSend: false, error: { kind: 'notAllowed' } });
  });

  it('agrees with validateReply, apart from LinkedIn’s attachment rule', () => {
    const item = fc
      .record({
        network: fc.constantFrom(...NETWORK_VALUES),
        type: fc.constantFrom(...ItemType.values),
        canRespond: fc.boolean(),
      })
      .map(({ network, type, canRespond }) => on(network, type, { engage: { canRespond } }));
    const draft = fc.record({
      text: fc.oneof(fc.constantFrom('', ' ', 'Hi', 'x'.repeat(300)), fc.string()),
      attachments: fc.nat(2),
      privateReply: fc.boolean(),
    });
    fc.assert(
      fc.property(item, draft, (it, d) => {
        const state = composerState(it, d);
        const checked = validateReply(it, {
          text: d.text,
          attachments: Array.from({ length: d.attachments }),
          private: d.privateReply,
        });
        const linkedInRule =
          it.engage.network === 'linkedIn' && d.attachments > 0 && d.text.trim() === '';
        expect(state.canSend).toBe(E.isRight(checked) && !linkedInRule);
        expect(state.count).toBe(characterCount(it.engage.network, d.text));
        if (state.max !== null) expect(state.remaining).toBe(state.max - state.count);
      }),
    );
  });
});

describe('composerMode', () => {
  it.each<[string, EngageItem, 'reply' | 'message' | 'none']>([
    ['a Facebook comment', on('facebook'), 'reply'],
    ['a Facebook post', on('facebook', 'post'), 'reply'],
    ['a Facebook DM', on('facebook', 'message'), 'message'],
    ['an X DM', on('twitter', 'conversation'), 'message'],
    ['a WhatsApp message', on('whatsapp', 'message'), 'message'],
    ['a LinkedIn DM, which LinkedIn lets one reply to', on('linkedIn', 'message'), 'reply'],
    ['a Threads DM: Threads has none', on('threads', 'message'), 'none'],
    [
      'an item that cannot be responded to',
      on('facebook', 'comment', { engage: { canRespond: false } }),
      'none',
    ],
    ['an unknown network', on('myspace'), 'none'],
  ])('%s → %s', (_what, item, mode) => {
    expect(composerMode(item)).toBe(mode);
  });

  it('is none for a view-only viewer', () => {
    expect(composerMode(on('facebook'), VIEW_ONLY)).toBe('none');
    expect(composerMode(on('facebook', 'message'), VIEW_ONLY)).toBe('none');
  });

  it('offers a composer exactly when the item can be answered', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NETWORK_VALUES),
        fc.constantFrom(...ItemType.values),
        fc.boolean(),
        (network, type, canRespond) => {
          const item = on(network, type, { engage: { canRespond } });
          const mode = composerMode(item);
          expect(mode === 'reply').toBe(canReply(item));
          if (mode === 'message') expect(canSendMessage(item)).toBe(true);
        },
      ),
    );
  });
});
