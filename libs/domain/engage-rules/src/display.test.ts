import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  contentNotice,
  identityNotice,
  isEmojiOnly,
  likeIcon,
  replyLabel,
  repostKind,
  senderName,
  sentimentOf,
  TEXTS,
} from './index.js';

describe('replyLabel (engage §5)', () => {
  it.each([
    ['twitter', 'message', 'Reply'],
    ['twitter', 'conversation', 'Reply'],
    ['twitter', 'comment', 'Comment'],
    ['facebook', 'message', 'Comment'],
    ['instagram', 'comment', 'Comment'],
  ] as const)('%s %s → %s', (network, type, label) => {
    expect(replyLabel(makeEngageItem({ engage: { network, type } }))).toBe(label);
  });
});

describe('likeIcon (engage §5)', () => {
  it.each([
    ['instagram', 'heart'],
    ['twitter', 'heart'],
    ['tiktok', 'heart'],
    ['facebook', 'thumbUp'],
    ['linkedIn', 'thumbUp'],
    ['youtube', 'thumbUp'],
    ['reddit', 'thumbUp'],
  ] as const)('%s → %s', (network, icon) => {
    expect(likeIcon(makeEngageItem({ engage: { network } }))).toBe(icon);
  });
});

describe('senderName (engage §5)', () => {
  it('is "Private user" for a private sender', () => {
    expect(
      senderName(makeEngageItem({ sender: { name: 'Ann', visibility: 'PRIVATE', isOwn: false } })),
    ).toBe('Private user');
  });
  it('is "Unknown sender" without a sender', () => {
    expect(senderName(makeEngageItem({ sender: undefined }))).toBe('Unknown sender');
  });
  it('is the sender’s name otherwise', () => {
    expect(senderName(makeEngageItem())).toBe('Ada Customer');
  });
});

describe('repostKind (engage §5)', () => {
  it.each([
    [undefined, 'repost'],
    ['', 'repost'],
    ['   \n', 'repost'],
    ['So true', 'quote'],
    [' 🔥 ', 'quote'],
  ])('%j → %s', (message, kind) => {
    expect(repostKind(message)).toBe(kind);
  });
});

describe('sentimentOf (engage §5)', () => {
  it.each([
    ['no prediction', undefined, 0],
    ['an empty prediction', {}, 0],
    ['positive', { sentiment: 'POSITIVE' }, 1],
    ['negative', { sentiment: 'NEGATIVE' }, -1],
    ['a user override', { sentiment: 'NEGATIVE', userSentiment: 'POSITIVE' }, 1],
    ['a cleared user override', { sentiment: 'NEGATIVE', userSentiment: null }, -1],
  ] as const)('%s → %i', (_what, prediction, value) => {
    expect(sentimentOf(makeEngageItem({ prediction }))).toBe(value);
  });
});

describe('isEmojiOnly (engage §5)', () => {
  it.each([
    ['🔥', true],
    ['🔥 👍🏽  ❤️', true],
    ['👨‍👩‍👧', true],
    ['🇩🇪', true],
    ['1️⃣', true],
    ['Great 🔥', false],
    ['123', false],
    ['#', false],
    ['hello', false],
  ])('%j → %s', (message, expected) => {
    expect(isEmojiOnly(makeEngageItem({ message }))).toBe(expected);
  });

  it('counts a like reaction without text', () => {
    expect(
      isEmojiOnly(
        makeEngageItem({
          message: '',
          meta: { reactions: [{ type: 'LIKE', selectedByUser: false }] },
        }),
      ),
    ).toBe(true);
    expect(isEmojiOnly(makeEngageItem({ message: '', meta: { messageType: 'like' } }))).toBe(true);
    expect(isEmojiOnly(makeEngageItem({ message: '' }))).toBe(false);
  });
});

describe('identityNotice (engage §5)', () => {
  it('tells about a public Facebook user Facebook does not identify', () => {
    const item = makeEngageItem({
      sender: { name: 'Facebook user', visibility: 'PUBLIC', isOwn: false },
    });
    expect(identityNotice(item)).toBe(
      "We don't know the identity of this user due to Facebook restrictions",
    );
  });
  it('tells about a private LinkedIn user', () => {
    const item = makeEngageItem({
      engage: { network: 'linkedIn' },
      sender: { id: 'x', name: '', visibility: 'PRIVATE', isOwn: false },
    });
    expect(identityNotice(item)).toBe(
      'This user has disabled profile visibility on partner services outside LinkedIn.',
    );
  });
  it('says nothing for identified users or other networks', () => {
    expect(identityNotice(makeEngageItem())).toBeUndefined();
    expect(
      identityNotice(
        makeEngageItem({
          engage: { network: 'instagram' },
          sender: { name: 'a', visibility: 'PRIVATE', isOwn: false },
        }),
      ),
    ).toBeUndefined();
  });
});

describe('contentNotice (engage §5)', () => {
  it('explains an empty Facebook item', () => {
    expect(contentNotice(makeEngageItem({ message: '' }))).toBe(TEXTS.facebookEmptyContent);
  });
  it('is silent when there is content or the network is another', () => {
    expect(contentNotice(makeEngageItem())).toBeUndefined();
    expect(
      contentNotice(makeEngageItem({ message: '', media: [{ type: 'image' }] })),
    ).toBeUndefined();
    expect(
      contentNotice(makeEngageItem({ message: '', engage: { network: 'twitter' } })),
    ).toBeUndefined();
  });
});
