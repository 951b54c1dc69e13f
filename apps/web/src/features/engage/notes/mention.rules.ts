import { foldText } from '@smm/feeds';

/** Someone a note can mention: a colleague, or a team (all its members are told). */
export interface Mentionable {
  readonly id: string;
  readonly name: string;
  readonly kind: 'user' | 'team';
}

/** An `@query` being typed: from the `@` (`start`) to the caret (`end`), and the text after `@`. */
export interface MentionQuery {
  readonly start: number;
  readonly end: number;
  readonly query: string;
}

/** A piece of a note's text: plain, or a mention (`@Name`) to highlight. */
export interface NoteSegment {
  readonly text: string;
  readonly mention: boolean;
}

/** The longest `@query` looked up; past it the `@` is taken as plain text. */
export const MAX_MENTION_QUERY = 40;
/** How many suggestions are listed at most. */
export const MAX_SUGGESTIONS = 8;

// A character that makes an `@` part of a word or an address (name@example.com), not a mention.
const WORD_CHARACTER = /[\p{L}\p{N}_.+-]/u;

/**
 * The `@query` that ends at the caret, or null when the caret is not in one: the `@` starts the
 * text or follows a space or punctuation, and the query has no line break and does not start
 * with a space. Names have spaces, so `@Ada Lo` is one query.
 *
 * @example
 * mentionQueryAt('Ask @ad', 7)            // { start: 4, end: 7, query: 'ad' }
 * mentionQueryAt('ada@example.com', 15)   // null: an e-mail address
 * mentionQueryAt('@ ', 2)                 // null: a lone @
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  if (caret <= 0 || caret > text.length) return null;
  const start = text.lastIndexOf('@', caret - 1);
  if (start < 0) return null;
  const query = text.slice(start + 1, caret);
  if (query.length > MAX_MENTION_QUERY || /[\n@]/.test(query) || /^\s/.test(query)) return null;
  const before = text.slice(0, start);
  const previous = before[before.length - 1];
  if (previous !== undefined && WORD_CHARACTER.test(previous)) return null;
  return { start, end: caret, query };
}

// People before teams of the same name.
const KIND_ORDER: Readonly<Record<Mentionable['kind'], number>> = { user: 0, team: 1 };

const words = (name: string) => foldText(name).split(/[\s-]+/);

/**
 * The colleagues and teams whose name, or a word of it, starts with the query, ignoring case
 * and accents: whole-name matches first, then by name; at most `limit`.
 *
 * @example
 * matchMentionables([ada, careTeam, zoe], 'ca') // [careTeam]
 * matchMentionables([ada, zoe], 'LOVE')         // [ada] (Ada Lovelace)
 * matchMentionables([ada, zoe], '')             // [ada, zoe]
 */
export function matchMentionables(
  candidates: readonly Mentionable[],
  query: string,
  limit: number = MAX_SUGGESTIONS,
): Mentionable[] {
  const folded = foldText(query);
  // A later word of a name matches a one-word query only: `@ada ` (a space typed) is done.
  const oneWord = folded !== '' && !/\s/.test(folded);
  const rank = (candidate: Mentionable) => {
    if (foldText(candidate.name).startsWith(folded)) return 0;
    if (oneWord && words(candidate.name).some((part) => part.startsWith(folded))) return 1;
    return -1;
  };
  return candidates
    .map((candidate) => ({ candidate, rank: rank(candidate) }))
    .filter(({ rank }) => rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.candidate.name.localeCompare(b.candidate.name, undefined, { sensitivity: 'base' }) ||
        KIND_ORDER[a.candidate.kind] - KIND_ORDER[b.candidate.kind],
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/**
 * The text with the `@query` replaced by `@Name` and a space, and where the caret goes: after
 * that space.
 *
 * @example
 * insertMention('Ask @ad now', { start: 4, end: 7, query: 'ad' }, 'Ada Lovelace')
 * // { text: 'Ask @Ada Lovelace now', caret: 18 }
 */
export function insertMention(
  text: string,
  at: MentionQuery,
  name: string,
): { readonly text: string; readonly caret: number } {
  const before = text.slice(0, at.start);
  const after = text.slice(at.end);
  const mention = `@${name}`;
  const space = /^\s/.test(after) ? '' : ' ';
  return { text: before + mention + space + after, caret: before.length + mention.length + 1 };
}

const endsMention = (text: string, index: number) => {
  const next = text[index];
  return next === undefined || !/[\p{L}\p{N}_]/u.test(next);
};

/**
 * The ids a note mentions: of the colleagues and teams chosen while writing, those whose
 * `@Name` is still in the text (a mention deleted from the text is no mention).
 *
 * @example
 * mentionedIds('Thanks @Ada Lovelace', [ada, careTeam]) // { userIds: [ada.id], teamIds: [] }
 */
export function mentionedIds(
  text: string,
  chosen: readonly Mentionable[],
): { readonly userIds: string[]; readonly teamIds: string[] } {
  const present = (name: string) => {
    const mention = `@${name}`;
    for (let at = text.indexOf(mention); at >= 0; at = text.indexOf(mention, at + 1)) {
      if (endsMention(text, at + mention.length)) return true;
    }
    return false;
  };
  const ids = (kind: Mentionable['kind']) => [
    ...new Set(chosen.filter((c) => c.kind === kind && present(c.name)).map((c) => c.id)),
  ];
  return { userIds: ids('user'), teamIds: ids('team') };
}

/**
 * A note's text cut into plain pieces and the mentions of the given names (`@Name`, the longest
 * name first, not followed by a letter), to highlight them.
 *
 * @example
 * noteSegments('Hi @Ada, see', ['Ada'])
 * // [{ text: 'Hi ', mention: false }, { text: '@Ada', mention: true }, { text: ', see', mention: false }]
 */
export function noteSegments(text: string, names: readonly string[]): NoteSegment[] {
  const longestFirst = [...new Set(names)]
    .filter((name) => name !== '')
    .sort((a, b) => b.length - a.length);
  const segments: NoteSegment[] = [];
  let plainFrom = 0;
  let at = text.indexOf('@');
  while (at >= 0) {
    const name = longestFirst.find(
      (candidate) =>
        text.startsWith(`@${candidate}`, at) && endsMention(text, at + candidate.length + 1),
    );
    if (name === undefined) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    if (at > plainFrom) segments.push({ text: text.slice(plainFrom, at), mention: false });
    const end = at + name.length + 1;
    segments.push({ text: text.slice(at, end), mention: true });
    plainFrom = end;
    at = text.indexOf('@', end);
  }
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), mention: false });
  return segments;
}
