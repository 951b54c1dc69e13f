import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsKeyword,
  matchesQuery,
  type ListeningPost,
  type QueryTerms,
} from './query.rules.js';

const post = (over: Partial<ListeningPost> = {}): ListeningPost => ({
  id: 'p1',
  network: 'twitter',
  author: { name: 'Ana Lima', handle: 'analima' },
  text: 'Trying the new oat milk flat white at @democoffee today',
  language: 'en',
  publishedAt: new Date('2026-03-02T09:15:00Z'),
  permalink: '/sandbox/listening/posts/p1',
  sentiment: 'positive',
  ...over,
});

const query = (over: Partial<QueryTerms> = {}): QueryTerms => ({
  keywords: ['oat milk'],
  excludedKeywords: [],
  networks: [],
  languages: [],
  ...over,
});

describe('containsKeyword', () => {
  it.each([
    ['Oat Milk is great', 'oat milk', true],
    ['I love  OAT\nmilk', 'oat milk', true],
    ['oat milkshake', 'oat milk', false],
    ['steam rising', 'tea', false],
    ['green tea, please', 'tea', true],
    ['#democoffee rocks', '#democoffee', true],
    ['hi @democoffee!', '@democoffee', true],
    ['#democoffeelover', '#democoffee', false],
    ['今日はオーツミルクラテを飲んだ', 'オーツミルク', true],
    ['Café au lait', 'CAFÉ', true],
    ['anything', '   ', false],
  ])('%j contains %j: %s', (text, keyword, expected) => {
    expect(containsKeyword(text, keyword)).toBe(expected);
  });
});

describe('matchesQuery', () => {
  it.each<[string, Partial<QueryTerms>, Partial<ListeningPost>, boolean]>([
    ['a keyword in the text', {}, {}, true],
    ['none of the keywords', { keywords: ['matcha', 'cold brew'] }, {}, false],
    ['a keyword inside a mention', { keywords: ['democoffee'] }, {}, true],
    ['any of the keywords (one found)', { keywords: ['matcha', '@democoffee'] }, {}, true],
    ['no keywords match nothing', { keywords: [] }, {}, false],
    ['an excluded keyword rules it out', { excludedKeywords: ['flat white'] }, {}, false],
    ['an excluded keyword not present', { excludedKeywords: ['recipe'] }, {}, true],
    ['on a listed network', { networks: ['instagram', 'twitter'] }, {}, true],
    ['on another network', { networks: ['instagram'] }, {}, false],
    ['in a listed language', { languages: ['en', 'de'] }, {}, true],
    ['in another language', { languages: ['de'] }, {}, false],
    ['the author is not the text', { keywords: ['analima'] }, {}, false],
  ])('%s', (_name, terms, over, expected) => {
    expect(matchesQuery(query(terms), post(over))).toBe(expected);
  });

  const word = fc.stringMatching(/^[a-z]{2,8}$/);
  it('never matches a post that contains an excluded keyword, and adding a keyword never loses a match', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(word, { maxLength: 3 }),
        fc.array(word, { minLength: 1, maxLength: 12 }),
        word,
        (keywords, excluded, words, extra) => {
          const p = post({ text: words.join(' ') });
          const q = query({ keywords, excludedKeywords: excluded });
          const matched = matchesQuery(q, p);
          if (excluded.some((e) => words.includes(e))) expect(matched).toBe(false);
          if (matched) expect(matchesQuery({ ...q, keywords: [...keywords, extra] }, p)).toBe(true);
          expect(matched).toBe(
            keywords.some((k) => words.includes(k)) && !excluded.some((e) => words.includes(e)),
          );
        },
      ),
    );
  });
});
