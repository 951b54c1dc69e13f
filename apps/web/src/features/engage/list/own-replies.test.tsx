import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { EngageItem, SavedItem } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OwnMessageMark } from '../conversation/OwnMessageMark.js';
import { AnsweredMark } from './AnsweredMark.js';
import { changedItems } from './changed-items.js';
import { RowSnippet } from './RowSnippet.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  [en, ja] = await Promise.all([createI18n('en'), createI18n('ja')]);
});

const render = (node: ReactNode, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const names = new Map([['lee', 'Lee Lead']]);
const us = { id: 'fb-1', name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true } as const;
const sam = { id: 'sam', name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false } as const;

const reply = (moderatorId?: string): EngageItem =>
  makeEngageItem({
    id: 'r1',
    message: 'On its way!',
    sender: us,
    engage: { type: 'reply', ...(moderatorId ? { moderatorId, moderatorSource: 'user' } : {}) },
  });
const comment = (latest?: EngageItem): SavedItem => ({
  ...makeEngageItem({
    message: 'Where is my order?',
    sender: sam,
    engage: { type: 'comment', ...(latest ? { latestCommentText: latest.message ?? '' } : {}) },
  }),
  ...(latest ? { latestComment: latest } : {}),
});

describe('a row’s text names who wrote it (decision 0055)', () => {
  it.each([
    ['unanswered: the customer’s text, no author', comment(), 'Where is my order?'],
    ['answered by the viewer', comment(reply('ada')), 'You: On its way!'],
    ['answered by a colleague', comment(reply('lee')), 'Lee Lead: On its way!'],
    ['answered on the network', comment(reply()), 'Demo Coffee: On its way!'],
  ])('%s', (_, item, expected) => {
    expect(render(<RowSnippet item={item} viewerId="ada" names={names} />)).toBe(expected);
  });

  it('uses the language’s punctuation', () => {
    expect(
      render(<RowSnippet item={comment(reply('ada'))} viewerId="ada" names={names} />, ja),
    ).toBe('あなた： On its way!');
  });

  it('says "Answered" only when the latest answer is ours', () => {
    expect(render(<AnsweredMark item={comment(reply('ada'))} viewerId="ada" />)).toBe('Answered');
    expect(render(<AnsweredMark item={comment()} viewerId="ada" />)).toBe('');
  });

  it('marks our reply in the thread with who sent it', () => {
    expect(render(<OwnMessageMark item={reply('lee')} viewerId="ada" names={names} />)).toBe(
      'Our replySent by Lee Lead',
    );
    expect(render(<OwnMessageMark item={reply('ada')} viewerId="ada" names={names} />)).toBe(
      'Our replySent by you',
    );
    expect(render(<OwnMessageMark item={comment()} viewerId="ada" names={names} />)).toBe('');
  });
});

describe('changedItems: what a live event makes the list fetch again', () => {
  it.each([
    ['an inbound item', { itemId: 'c1', payload: { type: 'comment' } }, ['c1']],
    ['a reply: and what it answers', { itemId: 'r1', payload: { parentId: 'c1' } }, ['r1', 'c1']],
    ['an event of no item', { itemId: null }, []],
    ['a parent that is no id', { itemId: 'r1', payload: { parentId: 7 } }, ['r1']],
  ] as const)('%s', (_, event, expected) => {
    expect(changedItems(event as Parameters<typeof changedItems>[0])).toEqual(expected);
  });
});
