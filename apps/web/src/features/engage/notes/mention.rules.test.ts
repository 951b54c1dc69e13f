import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchMentionables,
  MAX_MENTION_QUERY,
  type Mentionable,
  mentionedIds,
  mentionQueryAt,
  noteSegments,
} from './mention.rules.js';

const ada: Mentionable = { id: 'u-ada', name: 'Ada Lovelace', kind: 'user' };
const zoe: Mentionable = { id: 'u-zoe', name: 'Zoé Ångström', kind: 'user' };
const adam: Mentionable = { id: 'u-adam', name: 'Adam Smith', kind: 'user' };
const care: Mentionable = { id: 't-care', name: 'Customer Care', kind: 'team' };
const careUser: Mentionable = { id: 'u-care', name: 'Customer Care', kind: 'user' };
const everyone = [zoe, care, adam, ada];

describe('mentionQueryAt', () => {
  it.each([
    ['a lone @', '@', 1, { start: 0, end: 1, query: '' }],
    ['@ and letters', 'Ask @ad', 7, { start: 4, end: 7, query: 'ad' }],
    [
      'a query with a space (names have them)',
      'cc @Ada Lo',
      10,
      { start: 3, end: 10, query: 'Ada Lo' },
    ],
    ['the caret inside the query', 'cc @Ada now', 6, { start: 3, end: 6, query: 'Ad' }],
    ['@ after punctuation', 'hi (@zo', 7, { start: 4, end: 7, query: 'zo' }],
    ['@ on a new line', 'hi\n@zo', 6, { start: 3, end: 6, query: 'zo' }],
    ['an e-mail address', 'ada@example.com', 15, null],
    ['@ followed by a space', 'hi @ there', 10, null],
    ['a line break in between', '@ada\nmore', 9, null],
    ['no @', 'plain text', 5, null],
    ['the caret at the start', '@ada', 0, null],
    ['the caret before the @', 'x @ada', 1, null],
    [
      'a query too long to be a name',
      `@${'a'.repeat(MAX_MENTION_QUERY + 1)}`,
      MAX_MENTION_QUERY + 2,
      null,
    ],
  ] as const)('%s', (_, text, caret, expected) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });

  it('takes the nearest @ before the caret', () => {
    expect(mentionQueryAt('@Ada Lovelace and @zo', 21)).toEqual({
      start: 18,
      end: 21,
      query: 'zo',
    });
  });
});

describe('matchMentionables', () => {
  it.each([
    ['everyone for an empty query, by name', '', [ada, adam, care, zoe]],
    ['a prefix of the name, ignoring case', 'AD', [ada, adam]],
    ['a prefix of a later word', 'love', [ada]],
    ['ignoring accents', 'zoe', [zoe]],
    ['ignoring accents in a later word', 'angs', [zoe]],
    ['accents in the query too', 'ÅNG', [zoe]],
    ['a whole name with its space', 'ada lo', [ada]],
    ['whole-name matches before later-word matches', 'c', [care]],
    ['a team', 'care', [care]],
    ['nothing for a letter inside a word', 'ove', []],
    ['nothing once a space closes a later word', 'care ', []],
  ] as const)('%s', (_, query, expected) => {
    expect(matchMentionables(everyone, query)).toEqual(expected);
  });

  it('ranks whole-name matches first', () => {
    const smith: Mentionable = { id: 'u-s', name: 'Bob Adler', kind: 'user' };
    expect(matchMentionables([smith, ada], 'ad')).toEqual([ada, smith]);
  });

  it('lists a person before a team of the same name', () => {
    expect(matchMentionables([care, careUser], 'cus')).toEqual([careUser, care]);
  });

  it('lists at most the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      id: `u${i}`,
      name: `Sam ${String(i).padStart(2, '0')}`,
      kind: 'user' as const,
    }));
    expect(matchMentionables(many, 'sam')).toHaveLength(8);
    expect(matchMentionables(many, 'sam', 3).map((m) => m.id)).toEqual(['u0', 'u1', 'u2']);
  });
});

describe('insertMention', () => {
  it.each([
    ['at the end', 'Ask @ad', { start: 4, end: 7, query: 'ad' }, 'Ask @Ada Lovelace ', 18],
    [
      'before more text',
      'Ask @ad now',
      { start: 4, end: 7, query: 'ad' },
      'Ask @Ada Lovelace now',
      18,
    ],
    ['before a line break', '@a\nok', { start: 0, end: 2, query: 'a' }, '@Ada Lovelace\nok', 14],
    ['for a lone @', 'cc @', { start: 3, end: 4, query: '' }, 'cc @Ada Lovelace ', 17],
  ] as const)('%s', (_, text, at, expected, caret) => {
    expect(insertMention(text, at, 'Ada Lovelace')).toEqual({ text: expected, caret });
  });

  it('leaves a query the caret closes', () => {
    const { text, caret } = insertMention(
      'Ask @ad',
      { start: 4, end: 7, query: 'ad' },
      'Ada Lovelace',
    );
    expect(mentionQueryAt(text, caret)).toEqual({ start: 4, end: caret, query: 'Ada Lovelace ' });
    expect(matchMentionables(everyone, 'Ada Lovelace ')).toEqual([]);
  });
});

describe('mentionedIds', () => {
  it.each([
    [
      'a person and a team',
      'Thanks @Ada Lovelace and @Customer Care',
      [ada, care],
      ['u-ada'],
      ['t-care'],
    ],
    ['a mention deleted from the text', 'Thanks @Customer Care', [ada, care], [], ['t-care']],
    ['a mention cut short', 'Thanks @Ada Love', [ada], [], []],
    ['a longer name that starts the same', '@Ada Lovelaces', [ada], [], []],
    [
      'one id for a mention chosen twice',
      '@Ada Lovelace, @Ada Lovelace',
      [ada, ada],
      ['u-ada'],
      [],
    ],
    ['a mention followed by punctuation', 'Ask @Ada Lovelace.', [ada], ['u-ada'], []],
    ['nothing chosen', 'Thanks @Ada Lovelace', [], [], []],
  ] as const)('%s', (_, text, chosen, userIds, teamIds) => {
    expect(mentionedIds(text, chosen)).toEqual({ userIds, teamIds });
  });
});

describe('noteSegments', () => {
  it.each([
    ['plain text', 'No mention', ['Ada'], [{ text: 'No mention', mention: false }]],
    [
      'a mention amid text',
      'Hi @Ada, see',
      ['Ada'],
      [
        { text: 'Hi ', mention: false },
        { text: '@Ada', mention: true },
        { text: ', see', mention: false },
      ],
    ],
    [
      'the longest name first',
      '@Ada Lovelace ok',
      ['Ada', 'Ada Lovelace'],
      [
        { text: '@Ada Lovelace', mention: true },
        { text: ' ok', mention: false },
      ],
    ],
    ['not inside a longer word', '@Adam', ['Ada'], [{ text: '@Adam', mention: false }]],
    ['unknown names stay plain', 'cc @Bob', ['Ada'], [{ text: 'cc @Bob', mention: false }]],
    [
      'two mentions side by side',
      '@Ada @Care',
      ['Ada', 'Care'],
      [
        { text: '@Ada', mention: true },
        { text: ' ', mention: false },
        { text: '@Care', mention: true },
      ],
    ],
    ['no text', '', ['Ada'], []],
  ] as const)('%s', (_, text, names, expected) => {
    expect(noteSegments(text, names)).toEqual(expected);
  });

  it('gives back the text, whatever the names', () => {
    const text = 'a @b @c d @e@f @ g';
    for (const names of [[], ['b'], ['c', 'e'], ['e@f', 'f'], ['', ' g']]) {
      expect(
        noteSegments(text, names)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text);
    }
  });
});
