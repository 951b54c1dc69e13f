/**
 * Which public posts a listening query matches (decision 0088). A query names keywords (any of
 * them must appear), keywords that rule a post out, and optionally the networks and languages to
 * listen on (none named: all of them).
 */

/** A public post by someone on a network, as the listening tool finds it. */
export interface ListeningPost {
  id: string;
  network: string;
  author: { name: string; handle: string };
  text: string;
  /** ISO 639-1 code (`en`, `de`, `ja` …). */
  language: string;
  publishedAt: Date;
  permalink: string;
  sentiment: 'positive' | 'neutral' | 'negative';
}

/** What a listening query searches for. */
export interface QueryTerms {
  keywords: readonly string[];
  excludedKeywords: readonly string[];
  networks: readonly string[];
  languages: readonly string[];
}

/** Letters of scripts written without spaces between words: a keyword needs no word edge there. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const WORD = /[\p{L}\p{N}_]/u;

/** Lower case, one space for any run of white space, trimmed. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim();
}

/**
 * Whether a keyword occurs in a text as a phrase: case does not matter, and it is not part of a
 * longer word (`tea` is not found in `steam`), except in scripts written without spaces.
 */
export function containsKeyword(text: string, keyword: string): boolean {
  const needle = normalise(keyword);
  if (needle === '') return false;
  const haystack = normalise(text);
  const first = needle.at(0) ?? '';
  const last = needle.at(-1) ?? '';
  const edgeBefore = WORD.test(first) && !UNSPACED.test(first);
  const edgeAfter = WORD.test(last) && !UNSPACED.test(last);
  let from = haystack.indexOf(needle);
  while (from >= 0) {
    const before = haystack.at(from - 1);
    const after = haystack.at(from + needle.length);
    const startOk = !edgeBefore || from === 0 || before === undefined || !WORD.test(before);
    const endOk = !edgeAfter || after === undefined || !WORD.test(after);
    if (startOk && endOk) return true;
    from = haystack.indexOf(needle, from + 1);
  }
  return false;
}

/**
 * Whether a query matches a post: one of its keywords is in the post's text, none of its excluded
 * keywords is, and the post's network and language are among the query's (when it names any). A
 * query without keywords matches nothing.
 */
export function matchesQuery(query: QueryTerms, post: ListeningPost): boolean {
  if (query.networks.length > 0 && !query.networks.includes(post.network)) return false;
  if (query.languages.length > 0 && !query.languages.includes(post.language)) return false;
  if (!query.keywords.some((keyword) => containsKeyword(post.text, keyword))) return false;
  return !query.excludedKeywords.some((keyword) => containsKeyword(post.text, keyword));
}
