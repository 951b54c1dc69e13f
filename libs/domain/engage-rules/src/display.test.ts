import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import type { DisplayType } from '@smm/model';
import type { EngageItemOverrides } from '@smm/model/testing';
import {
  contentNotice,
  displayTypeOf,
  identityNotice,
  isEmojiOnly,
  likeIcon,
  replyLabel,
  repostKind,
  senderName,
  senderAddress,
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

describe('senderAddress: how a sender is reached', () => {
  const sender = (extra: Record<string, unknown>) => ({
    name: 'Hana',
    visibility: 'PUBLIC' as const,
    isOwn: false,
    ...extra,
  });
  it.each([
    ['whatsapp', { id: '+4915112345678' }, '+4915112345678'],
    ['whatsapp', { id: '+81 90 1234 5678', handle: '佐藤.花子' }, '+81 90 1234 5678'],
    ['whatsapp', { id: 'wa-user-7', handle: 'made.up' }, undefined],
    ['instagram', { handle: 'sam' }, '@sam'],
    ['twitter', { handle: '@sam' }, '@sam'],
    ['facebook', {}, undefined],
    ['instagram', { handle: 'sam', visibility: 'PRIVATE' }, undefined],
  ] as const)('%s %j → %s', (network, extra, expected) => {
    expect(senderAddress(makeEngageItem({ engage: { network }, sender: sender(extra) }))).toBe(
      expected,
    );
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

describe('displayTypeOf (engage §2, §3)', () => {
  const like: EngageItemOverrides = {
    message: '',
    meta: { reactions: [{ type: 'LIKE', selectedByUser: false }] },
  };
  it.each<[string, EngageItemOverrides, DisplayType]>([
    ['a Facebook comment', {}, 'comment'],
    ['a reply', { engage: { type: 'reply' } }, 'comment'],
    ['a Facebook post', { engage: { type: 'post' } }, 'post'],
    [
      'an unpublished Facebook post',
      { engage: { type: 'post' }, facebook: { unpublished: true } },
      'darkPost',
    ],
    ['a dark item', { engage: { type: 'post' }, dark: true }, 'darkPost'],
    ['a message', { engage: { type: 'message' } }, 'dm'],
    ['a message thread', { engage: { type: 'messagethread' } }, 'dm'],
    ['a conversation', { engage: { type: 'conversation' } }, 'dm'],
    ['an e-mail', { engage: { type: 'email' } }, 'dm'],
    ['anything of origin dm', { engage: { type: 'post', origin: 'dm' } }, 'dm'],
    [
      'a private reply the product sent',
      { engage: { type: 'message', subtype: 'privateReply' } },
      'dm',
    ],
    [
      'an Instagram like-heart DM',
      {
        engage: { network: 'instagram', type: 'message' },
        message: '',
        meta: { messageType: 'like' },
      },
      'dm',
    ],
    [
      'an X quote',
      { engage: { network: 'twitter', type: 'post' }, twitter: { type: 'quote' } },
      'quoteTweet',
    ],
    [
      'a Threads quote',
      { engage: { network: 'threads', type: 'post' }, threads: { isQuote: true } },
      'quoteTweet',
    ],
    [
      'a quote the product sent',
      { engage: { network: 'twitter', type: 'post', subtype: 'quote' } },
      'quoteTweet',
    ],
    [
      'an X retweet',
      { engage: { network: 'twitter', type: 'post' }, twitter: { retweet: true } },
      'retweet',
    ],
    [
      'an X retweet by its type',
      { engage: { network: 'twitter', type: 'post' }, twitter: { type: 'retweet' } },
      'retweet',
    ],
    [
      'a Threads repost the product sent',
      {
        engage: { network: 'threads', type: 'post', subtype: 'repost' },
        threads: { isQuote: false },
      },
      'retweet',
    ],
    [
      'a plain Threads post',
      { engage: { network: 'threads', type: 'post' }, threads: { isQuote: false } },
      'post',
    ],
    ['a mention', { engage: { type: 'mention' } }, 'mention'],
    ['a post of origin mention', { engage: { type: 'post', origin: 'mention' } }, 'mention'],
    [
      'an X reply mentioning the brand',
      { engage: { network: 'twitter', type: 'reply' }, twitter: { isMention: true } },
      'mention',
    ],
    [
      'a LinkedIn mention',
      { engage: { network: 'linkedIn', type: 'post' }, linkedin: { isMention: true } },
      'mention',
    ],
    ['a comment that is only a LIKE', { ...like }, 'like'],
    ['a comment of message type like', { message: ' ', meta: { messageType: 'like' } }, 'like'],
    ['a like comment with a sticker', { ...like, media: [{ type: 'sticker' }] }, 'comment'],
    ['a comment with text and likes', { ...like, message: 'Thanks' }, 'comment'],
    ['an emoji comment', { message: '👍' }, 'comment'],
    ['a post without text but with likes', { ...like, engage: { type: 'post' } }, 'post'],
    [
      'an Instagram reel',
      { engage: { network: 'instagram', type: 'post', origin: 'reel' } },
      'reel',
    ],
    [
      'a comment on a reel',
      { engage: { network: 'instagram', type: 'comment', origin: 'reel' } },
      'comment',
    ],
    [
      'a YouTube Short',
      { engage: { network: 'youtube', type: 'video', subtype: 'short' } },
      'short',
    ],
    [
      'a TikTok video of subtype short',
      { engage: { network: 'tiktok', type: 'video', subtype: 'short' } },
      'video',
    ],
    ['a YouTube video', { engage: { network: 'youtube', type: 'video' } }, 'video'],
    ['a review', { engage: { type: 'review', origin: 'review' } }, 'review'],
    ['a post of origin review', { engage: { type: 'post', origin: 'review' } }, 'review'],
    ['an own post', { engage: { type: 'post', origin: 'ownPost' } }, 'post'],
    ['a fan post', { engage: { type: 'post', origin: 'fanPost' } }, 'post'],
    ['a display type the server states', { engage: { type: 'post', displayType: 'reel' } }, 'reel'],
  ])('%s → %s', (_what, overrides, expected) => {
    expect(displayTypeOf(makeEngageItem(overrides))).toBe(expected);
  });

  it('puts a dark post before everything it could also be', () => {
    const item = makeEngageItem({
      engage: { network: 'facebook', type: 'mention', origin: 'mention' },
      facebook: { unpublished: true },
    });
    expect(displayTypeOf(item)).toBe('darkPost');
  });
});
