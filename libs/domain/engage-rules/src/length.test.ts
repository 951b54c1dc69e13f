import { either as E } from 'fp-ts';
import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  maxPostLength,
  maxReplyLength,
  UNKNOWN_NETWORK_MESSAGE,
  validatePost,
  validateReply,
} from './index.js';

const leftOf = <L, R>(result: E.Either<L, R>): L | undefined =>
  E.isLeft(result) ? result.left : undefined;

describe('lengths (engage §5)', () => {
  it.each([
    ['facebook', 8000, -1],
    ['instagram', 2200, 2200],
    ['twitter', 280, 280],
    ['youtube', 5000, -1],
    ['linkedIn', 1250, 3000],
    ['tiktok', 150, -1],
    ['googlemybusiness', 4000, -1],
    ['threads', 500, 500],
    ['whatsapp', -1, -1],
    ['reddit', -1, -1],
  ])('%s: reply %i, post %i', (network, reply, post) => {
    expect(maxReplyLength(network)).toBe(reply);
    expect(maxPostLength(network)).toBe(post);
  });
});

describe('characterCount', () => {
  it('counts as X does on X: a URL is 23, an emoji 2', () => {
    expect(characterCount('twitter', 'see https://example.com/a/very/long/path/that/goes/on')).toBe(
      27,
    );
    expect(characterCount('twitter', '👋')).toBe(2);
  });
  it('counts code points elsewhere', () => {
    expect(characterCount('facebook', 'héllo 👋')).toBe(7);
    expect(characterCount('facebook', 'https://example.com/a/very/long/path')).toBe(36);
  });
});

describe('validateReply', () => {
  const xPost = makeEngageItem({ engage: { network: 'twitter', type: 'post' } });

  it('accepts a reply at the network’s maximum and rejects one over it', () => {
    expect(E.isRight(validateReply(xPost, { text: 'x'.repeat(280) }))).toBe(true);
    expect(leftOf(validateReply(xPost, { text: 'x'.repeat(281) }))).toEqual({
      kind: 'tooLong',
      length: 281,
      max: 280,
      message: 'The text is 1 character too long (281 of 280).',
    });
  });

  it('lets a long URL through on X, as X counts it 23', () => {
    const text = `${'x'.repeat(250)} https://example.com/${'p'.repeat(100)}`;
    expect(E.isRight(validateReply(xPost, { text }))).toBe(true);
  });

  it.each([
    ['tiktok', 150],
    ['linkedIn', 1250],
    ['threads', 500],
    ['instagram', 2200],
  ] as const)('holds %s replies to %i characters', (network, max) => {
    const comment = makeEngageItem({ engage: { network, type: 'comment' } });
    expect(E.isRight(validateReply(comment, { text: 'a'.repeat(max) }))).toBe(true);
    expect(leftOf(validateReply(comment, { text: 'a'.repeat(max + 1) }))?.kind).toBe('tooLong');
  });

  it('rejects an empty reply unless it carries attachments', () => {
    expect(leftOf(validateReply(xPost, { text: '  ' }))?.kind).toBe('empty');
    expect(E.isRight(validateReply(xPost, { text: '', attachments: [{}] }))).toBe(true);
  });

  it('refuses a reply the item does not allow', () => {
    const whatsappComment = makeEngageItem({ engage: { network: 'whatsapp', type: 'comment' } });
    expect(leftOf(validateReply(whatsappComment, { text: 'hi' }))?.kind).toBe('notAllowed');
    const viewOnly = makeEngageItem({ meta: { userPermissions: ['view-only'] } });
    expect(leftOf(validateReply(viewOnly, { text: 'hi' }))?.kind).toBe('notAllowed');
  });

  it('accepts a message to a DM', () => {
    const dm = makeEngageItem({ engage: { network: 'whatsapp', type: 'message' } });
    expect(E.isRight(validateReply(dm, { text: 'Your order shipped' }))).toBe(true);
  });

  it('requires text in a Facebook private reply, not in an Instagram one', () => {
    const facebook = makeEngageItem({ facebook: { canReplyPrivately: true } });
    const instagram = makeEngageItem({ engage: { network: 'instagram', type: 'comment' } });
    expect(leftOf(validateReply(facebook, { text: '', private: true }))?.kind).toBe('empty');
    expect(E.isRight(validateReply(facebook, { text: 'Sent you a DM', private: true }))).toBe(true);
    expect(E.isRight(validateReply(instagram, { text: '', private: true }))).toBe(true);
    expect(leftOf(validateReply(makeEngageItem(), { text: 'x', private: true }))?.kind).toBe(
      'notAllowed',
    );
  });

  it('sends an Instagram like-heart without text', () => {
    const dm = makeEngageItem({ engage: { network: 'instagram', type: 'message' } });
    expect(E.isRight(validateReply(dm, { text: '', likeHeart: true }))).toBe(true);
  });

  it('raises the unknown-network message for a network it does not know', () => {
    const item = makeEngageItem({ engage: { network: 'reddit' } });
    expect(leftOf(validateReply(item, { text: 'hi' }))).toEqual({
      kind: 'unknownNetwork',
      message: UNKNOWN_NETWORK_MESSAGE,
    });
    expect(UNKNOWN_NETWORK_MESSAGE).toBe('Creating message for unknown network.');
  });
});

describe('validatePost', () => {
  it.each([
    ['twitter', 280],
    ['instagram', 2200],
    ['threads', 500],
    ['linkedIn', 3000],
  ])('holds %s posts to %i characters', (network, max) => {
    expect(E.isRight(validatePost(network, { text: 'a'.repeat(max) }))).toBe(true);
    expect(leftOf(validatePost(network, { text: 'a'.repeat(max + 1) }))?.kind).toBe('tooLong');
  });

  it('requires text in LinkedIn posts with attachments', () => {
    expect(leftOf(validatePost('linkedIn', { text: ' ', attachments: [{}] }))).toEqual({
      kind: 'textRequired',
      message: 'LinkedIn posts with attachments must include text.',
    });
    expect(E.isRight(validatePost('facebook', { text: '', attachments: [{}] }))).toBe(true);
    expect(E.isRight(validatePost('linkedin', { text: 'New role!', attachments: [{}] }))).toBe(
      true,
    );
  });

  it('rejects an empty post and an unknown network', () => {
    expect(leftOf(validatePost('facebook', { text: '' }))?.kind).toBe('empty');
    expect(leftOf(validatePost('myspace', { text: 'hi' }))?.kind).toBe('unknownNetwork');
  });
});
