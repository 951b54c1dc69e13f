import { makeEngageItem } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { conversationContext, isLongContext } from './index.js';

describe('conversationContext (docs/decisions/0059)', () => {
  const item = (type: string, contentId?: string, parentId?: string | null) =>
    makeEngageItem({
      id: 'me',
      engage: {
        type: type as never,
        ...(contentId === undefined ? {} : { contentId }),
        ...(parentId === undefined ? {} : { parentId }),
      },
    });
  it.each([
    ['a comment on a post', item('comment', 'post', 'post'), [{ kind: 'post', id: 'post' }]],
    [
      'a reply to a comment',
      item('comment', 'post', 'comment'),
      [
        { kind: 'post', id: 'post' },
        { kind: 'parent', id: 'comment' },
      ],
    ],
    [
      'a comment without a parent id',
      item('comment', 'post', null),
      [{ kind: 'post', id: 'post' }],
    ],
    [
      'a reply without its post',
      item('comment', undefined, 'comment'),
      [{ kind: 'parent', id: 'comment' }],
    ],
    ['a post', item('post'), []],
    ['a review', item('review'), []],
    ['a conversation', item('conversation', 'x', 'y'), []],
    ['a direct message', item('message', 'x', 'y'), []],
    ['a comment that is its own content', item('comment', 'me', 'me'), []],
  ] as const)('%s', (_, it_, refs) => {
    expect(conversationContext(it_)).toEqual(refs);
  });
});

describe('isLongContext', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['Short post', false],
    ['x'.repeat(280), false],
    ['x'.repeat(281), true],
    ['a\nb\nc\nd', false],
    ['a\nb\nc\nd\ne', true],
    ['🙂'.repeat(280), false],
  ] as const)('%j → %s', (text, long) => {
    expect(isLongContext(text)).toBe(long);
  });
});
