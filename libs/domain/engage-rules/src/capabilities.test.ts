import type { EngageItem, ItemType, Network } from '@smm/model';
import { type EngageItemOverrides, makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  canAssign,
  canChangeSentiment,
  canDelete,
  canEdit,
  canHide,
  canLabel,
  canLike,
  canMarkSpam,
  canPrivateReply,
  canQuote,
  canReply,
  canRepost,
  canSendMessage,
  canSetPriority,
  capabilitiesOf,
} from './index.js';

const own = { id: 'channel', name: 'Acme', visibility: 'PUBLIC', isOwn: true } as const;

/** An item of a network and type, with overrides. */
const item = (network: Network | 'linkedin', type: ItemType, extra: EngageItemOverrides = {}) =>
  makeEngageItem({ ...extra, engage: { network: network as Network, type, ...extra.engage } });

describe('reply (engage §5)', () => {
  it.each([
    ['youtube', 'post', true],
    ['youtube', 'comment', true],
    ['youtube', 'video', true],
    ['linkedIn', 'message', true],
    ['linkedIn', 'mention', true],
    ['facebook', 'post', true],
    ['facebook', 'comment', true],
    ['facebook', 'reply', true],
    ['facebook', 'message', false],
    ['instagram', 'comment', true],
    ['instagram', 'conversation', false],
    ['twitter', 'mention', true],
    ['twitter', 'message', false],
    ['tiktok', 'comment', true],
    ['googlemybusiness', 'review', true],
    ['threads', 'post', true],
    ['whatsapp', 'message', false],
    ['whatsapp', 'comment', false],
    ['reddit', 'post', false],
  ] as const)('%s %s → %s', (network, type, expected) => {
    expect(canReply(item(network, type))).toBe(expected);
  });

  it('needs the item to be respondable', () => {
    expect(canReply(item('youtube', 'comment', { engage: { canRespond: false } }))).toBe(false);
  });

  it('normalises linkedin before the rules apply', () => {
    expect(canReply(item('linkedin', 'message'))).toBe(true);
  });
});

describe('send message (decision: DMs answered where the network has DMs)', () => {
  it.each([
    ['facebook', true],
    ['instagram', true],
    ['twitter', true],
    ['whatsapp', true],
    ['linkedIn', true],
    ['tiktok', true],
    ['youtube', false],
    ['googlemybusiness', false],
    ['threads', false],
  ] as const)('a %s DM → %s', (network, expected) => {
    expect(canSendMessage(item(network, 'message'))).toBe(expected);
    expect(canSendMessage(item(network, 'conversation'))).toBe(expected);
  });

  it('is not for comments, nor for DMs that cannot be responded to', () => {
    expect(canSendMessage(item('facebook', 'comment'))).toBe(false);
    expect(canSendMessage(item('facebook', 'message', { engage: { canRespond: false } }))).toBe(
      false,
    );
  });
});

describe('delete (engage §5)', () => {
  it.each([
    ['DMs', item('facebook', 'message', { sender: own }), false],
    ['a Facebook post', item('facebook', 'post'), true],
    ['a Facebook mention not own', item('facebook', 'mention'), false],
    ['a Facebook mention own', item('facebook', 'mention', { sender: own }), true],
    ['a LinkedIn mention not own', item('linkedIn', 'mention'), false],
    ['a LinkedIn comment not own', item('linkedIn', 'comment'), true],
    ['an X item not own', item('twitter', 'comment'), false],
    ['an X item own', item('twitter', 'post', { sender: own }), true],
    ['a Threads post not own', item('threads', 'post'), false],
    ['a Threads post own', item('threads', 'post', { sender: own }), true],
    ['a Threads comment own', item('threads', 'comment', { sender: own }), false],
    ['an Instagram post', item('instagram', 'post', { sender: own }), false],
    ['an Instagram comment', item('instagram', 'comment'), true],
    ['a TikTok comment not own', item('tiktok', 'comment'), false],
    ['a TikTok post own', item('tiktok', 'post', { sender: own }), false],
    ['a TikTok comment own', item('tiktok', 'comment', { sender: own }), true],
    ['a Google review', item('googlemybusiness', 'review', { sender: own }), false],
    ['a Google comment own', item('googlemybusiness', 'comment', { sender: own }), false],
    [
      'a Facebook recommendation',
      item('facebook', 'review', { facebook: { recommendation: { positive: true } } }),
      false,
    ],
    ['a YouTube comment', item('youtube', 'comment'), true],
    [
      'a deleted Facebook post',
      item('facebook', 'post', { engage: { networkStatus: 'deleted' } }),
      false,
    ],
    ['a WhatsApp message', item('whatsapp', 'message', { sender: own }), false],
  ])('%s → %s', (_what, subject, expected) => {
    expect(canDelete(subject)).toBe(expected);
  });
});

describe('hide (engage §5)', () => {
  it.each([
    [
      'a deleted Instagram comment',
      item('instagram', 'comment', { engage: { networkStatus: 'vanished' } }),
      false,
    ],
    ['a TikTok comment', item('tiktok', 'comment'), true],
    ['a TikTok own comment', item('tiktok', 'comment', { sender: own }), true],
    ['a TikTok post', item('tiktok', 'post'), false],
    ['an Instagram comment', item('instagram', 'comment'), true],
    ['an Instagram own comment', item('instagram', 'comment', { sender: own }), false],
    ['an Instagram post', item('instagram', 'post'), false],
    ['an X reply', item('twitter', 'reply'), true],
    ['an X own reply', item('twitter', 'reply', { sender: own }), false],
    ['a YouTube comment', item('youtube', 'comment'), true],
    ['a Threads comment', item('threads', 'comment'), true],
    ['a Threads post', item('threads', 'post'), false],
    [
      'a Facebook comment with the hide ability',
      item('facebook', 'comment', { facebook: { canHide: true } }),
      true,
    ],
    ['a Facebook comment without it', item('facebook', 'comment'), false],
    ['a Facebook post with it', item('facebook', 'post', { facebook: { canHide: true } }), false],
    ['a LinkedIn comment', item('linkedIn', 'comment', { facebook: { canHide: true } }), false],
    ['a Google comment', item('googlemybusiness', 'comment'), false],
  ])('%s → %s', (_what, subject, expected) => {
    expect(canHide(subject)).toBe(expected);
  });
});

describe('like (engage §5)', () => {
  it.each([
    [
      'a deleted Facebook post',
      item('facebook', 'post', { engage: { networkStatus: 'deleted' } }),
      false,
    ],
    ['a listening item on X', item('twitter', 'post', { engage: { context: 'BRANDWATCH' } }), true],
    [
      'a listening item on Facebook',
      item('facebook', 'post', { engage: { context: 'BRANDWATCH' } }),
      false,
    ],
    ['a TikTok comment', item('tiktok', 'comment'), true],
    ['a TikTok post', item('tiktok', 'post'), false],
    ['a Google review', item('googlemybusiness', 'review'), false],
    ['an Instagram comment', item('instagram', 'comment'), false],
    ['an Instagram post', item('instagram', 'post'), false],
    ['an Instagram DM (the heart)', item('instagram', 'message'), true],
    ['a WhatsApp message', item('whatsapp', 'message'), false],
    ['a Facebook post', item('facebook', 'post'), true],
    ['a Facebook comment', item('facebook', 'comment'), true],
    ['a Facebook DM', item('facebook', 'message'), false],
    ['an X post', item('twitter', 'post'), true],
    ['a LinkedIn comment', item('linkedIn', 'comment'), true],
    ['a Threads post', item('threads', 'post'), true],
    ['a YouTube video', item('youtube', 'video'), true],
    ['a YouTube comment', item('youtube', 'comment'), false],
  ])('%s → %s', (_what, subject, expected) => {
    expect(canLike(subject)).toBe(expected);
  });
});

describe('repost and quote (engage §5)', () => {
  it.each([
    ['twitter', 'post', true],
    ['twitter', 'comment', true],
    ['twitter', 'mention', true],
    ['twitter', 'message', false],
    ['threads', 'post', true],
    ['threads', 'reply', true],
    ['facebook', 'post', false],
    ['instagram', 'post', false],
    ['linkedIn', 'post', false],
  ] as const)('%s %s → %s', (network, type, expected) => {
    expect(canRepost(item(network, type))).toBe(expected);
    expect(canQuote(item(network, type))).toBe(expected);
  });
});

describe('edit (engage §5)', () => {
  it.each([
    ['a Google comment', item('googlemybusiness', 'comment'), true],
    [
      'a deleted Google comment',
      item('googlemybusiness', 'comment', { engage: { networkStatus: 'deleted' } }),
      false,
    ],
    ['a Google review', item('googlemybusiness', 'review'), false],
    ['a Facebook comment', item('facebook', 'comment'), false],
  ])('%s → %s', (_what, subject, expected) => {
    expect(canEdit(subject)).toBe(expected);
  });
});

describe('private reply (engage §4)', () => {
  it.each([
    [
      'a Facebook comment that allows it',
      item('facebook', 'comment', { facebook: { canReplyPrivately: true } }),
      true,
    ],
    ['a Facebook comment that does not', item('facebook', 'comment'), false],
    [
      'an own Facebook comment',
      item('facebook', 'comment', { sender: own, facebook: { canReplyPrivately: true } }),
      false,
    ],
    [
      'a Facebook comment already answered privately',
      item('facebook', 'comment', {
        facebook: { canReplyPrivately: true, privateReplyReference: 'm_1' },
      }),
      false,
    ],
    ['an Instagram comment', item('instagram', 'comment'), true],
    [
      'an Instagram comment already answered privately',
      item('instagram', 'comment', { instagram: { privateReplyReference: 'm_2' } }),
      false,
    ],
    ['an Instagram post', item('instagram', 'post'), false],
    ['an X comment', item('twitter', 'comment'), false],
    [
      'a Facebook DM, even flagged',
      item('facebook', 'message', { facebook: { canReplyPrivately: true } }),
      false,
    ],
    ['an Instagram DM', item('instagram', 'conversation'), false],
    [
      'a deleted Instagram comment',
      item('instagram', 'comment', { engage: { networkStatus: 'deleted' } }),
      false,
    ],
  ])('%s → %s', (_what, subject, expected) => {
    expect(canPrivateReply(subject)).toBe(expected);
  });
});

describe('spam, priority and sentiment (engage §5)', () => {
  it.each([
    ['facebook', true, true, true],
    ['instagram', true, true, true],
    ['twitter', true, true, true],
    ['youtube', true, true, false],
    ['linkedIn', true, true, true],
    ['tiktok', true, true, true],
    ['googlemybusiness', true, true, true],
    ['threads', true, true, true],
    ['whatsapp', true, true, true],
    ['reddit', false, false, false],
  ] as const)('%s: spam %s, priority %s, sentiment %s', (network, spam, priority, sentiment) => {
    const subject = item(network, network === 'googlemybusiness' ? 'post' : 'comment');
    expect(canMarkSpam(subject)).toBe(spam);
    expect(canSetPriority(subject)).toBe(priority);
    expect(canChangeSentiment(subject)).toBe(sentiment);
  });
});

describe('assign and label', () => {
  it('are possible on every network, recognised or not', () => {
    for (const network of [
      'facebook',
      'googlemybusiness',
      'whatsapp',
      'reddit',
      'pinterest',
    ] as const) {
      expect(canAssign(item(network, 'post'))).toBe(true);
      expect(canLabel(item(network, 'post'))).toBe(true);
    }
  });
});

describe('view-only (engage §5)', () => {
  const viewOnly = (subject: EngageItem) =>
    ({
      ...subject,
      meta: { ...subject.meta, userPermissions: ['view-only'] },
    }) satisfies EngageItem;

  it('turns every action off, whatever the item', () => {
    const subject = viewOnly(
      item('facebook', 'comment', { facebook: { canHide: true, canReplyPrivately: true } }),
    );
    expect(capabilitiesOf(subject)).toEqual({
      reply: false,
      sendMessage: false,
      delete: false,
      hide: false,
      like: false,
      repost: false,
      quote: false,
      edit: false,
      privateReply: false,
      sentiment: false,
      spam: false,
      priority: false,
      assign: false,
      label: false,
      viewOnly: true,
    });
  });

  it('follows a viewer who holds VIEW_ONLY on the item’s channel', () => {
    const subject = item('facebook', 'comment');
    const viewer = { id: 'u1', channelRoles: { [subject.channelId]: 'VIEW_ONLY' as const } };
    expect(capabilitiesOf(subject, viewer).viewOnly).toBe(true);
    expect(canAssign(subject, viewer)).toBe(false);
    expect(
      capabilitiesOf(subject, { id: 'u1', channelRoles: { other: 'VIEW_ONLY' } }).viewOnly,
    ).toBe(false);
    expect(
      capabilitiesOf(subject, { id: 'u1', channelRoles: { [subject.channelId]: 'MODERATOR' } })
        .assign,
    ).toBe(true);
  });
});
