import { makeEngageItem, type EngageItemOverrides } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { refusalOf, type Action } from './index.js';

const item = (overrides: EngageItemOverrides) => makeEngageItem(overrides);
const other = { id: 's', name: 'Someone', visibility: 'PUBLIC' as const, isOwn: false };
const own = { ...other, isOwn: true };

describe('refusalOf', () => {
  it.each<[string, Action, EngageItemOverrides, string, string]>([
    [
      'Instagram comments cannot be liked',
      'like',
      { engage: { network: 'instagram', type: 'comment' }, sender: other },
      'like.network',
      'Instagram comments cannot be liked.',
    ],
    [
      'X deletes only own items',
      'delete',
      { engage: { network: 'twitter', type: 'post' }, sender: other },
      'delete.notOwn',
      'X posts can be deleted only when the channel wrote them.',
    ],
    [
      'Instagram hides comments of others only',
      'hide',
      { engage: { network: 'instagram', type: 'comment' }, sender: own },
      'hide.own',
      'Instagram comments written by the channel itself cannot be hidden.',
    ],
    [
      'Facebook hides a comment only when it says so',
      'hide',
      { engage: { network: 'facebook', type: 'comment' }, sender: other, facebook: {} },
      'hide.itemPermission',
      'Facebook does not allow this comment to be hidden.',
    ],
    [
      'a deleted item cannot be hidden',
      'hide',
      {
        engage: { network: 'instagram', type: 'comment', networkStatus: 'deleted' },
        sender: other,
      },
      'hide.deleted',
      'This item was deleted, so it cannot be hidden.',
    ],
    [
      'DMs cannot be deleted',
      'delete',
      { engage: { network: 'facebook', type: 'message' } },
      'delete.directMessage',
      'Direct messages cannot be deleted.',
    ],
    [
      'WhatsApp has no replies',
      'reply',
      { engage: { network: 'whatsapp', type: 'message', canRespond: true } },
      'reply.network',
      'WhatsApp messages cannot be replied to.',
    ],
    [
      'an item that cannot be responded to',
      'reply',
      { engage: { network: 'facebook', type: 'comment', canRespond: false } },
      'reply.cannotRespond',
      'Facebook no longer takes answers to this item.',
    ],
    [
      'listening items are liked on X only',
      'like',
      { engage: { network: 'facebook', type: 'post', context: 'BRANDWATCH' } },
      'like.listening',
      'Items found by listening can be liked on X only.',
    ],
    [
      'one private reply per item',
      'privateReply',
      {
        engage: { network: 'instagram', type: 'comment' },
        sender: other,
        instagram: { privateReplyReference: 'r1' },
      },
      'privateReply.alreadyAnswered',
      'This item already has a private reply.',
    ],
    [
      'YouTube has no sentiment',
      'sentiment',
      { engage: { network: 'youtube', type: 'comment' } },
      'sentiment.network',
      'YouTube comments cannot be given a sentiment.',
    ],
    [
      'a view-only item',
      'assign',
      { meta: { userPermissions: ['view-only'] } },
      'assign.viewOnly',
      'You can only view this item.',
    ],
  ])('%s', (_, action, overrides, rule, message) => {
    expect(refusalOf(action, item(overrides))).toEqual({ rule, message });
  });

  it('allows what the rules allow', () => {
    expect(
      refusalOf('hide', item({ engage: { network: 'instagram', type: 'comment' }, sender: other })),
    ).toBeUndefined();
  });
});
