import { characterCount, validatePost } from '@smm/engage-rules';
import { maxPostLength } from '@smm/networks';
import { either as E } from 'fp-ts';

/** One network's variant of a post, as the composer and the server check it. */
export interface PostVariant {
  /** The network the variant is published on (`linkedin` counts as linkedIn). */
  readonly network: string;
  readonly text: string;
  /** The variant's media; only how many there are matters here. */
  readonly attachments?: readonly unknown[] | undefined;
}

/**
 * Why a variant cannot be published (platform §5):
 * - `empty`: neither text nor an attachment;
 * - `textRequired`: a LinkedIn post with attachments and no text;
 * - `tooLong`: the text is longer than the network takes (`count` of `max`, counted as the
 *   network counts, see {@link postLength}).
 */
export type PostProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'textRequired' }
  | { readonly kind: 'tooLong'; readonly count: number; readonly max: number };

/** The composer's counter for one network: the length so far, the limit, and whether it is over. */
export interface PostCounter {
  readonly count: number;
  /** The network's post limit; -1 when it has none. */
  readonly max: number;
  readonly over: boolean;
}

/**
 * The length of a post's text as its network counts it — `@smm/engage-rules`' `characterCount`,
 * the one count replies and posts share: X through `twitter-text` (every link 23, most emoji
 * and CJK characters 2), every other network in characters (Unicode code points).
 *
 * @example
 * postLength('twitter', 'see https://example.com/a/very/long/path') // 27
 * postLength('instagram', 'Café ☕ 😀') // 8
 */
export const postLength = (network: string, text: string): number => characterCount(network, text);

/**
 * The composer's counter for a network's variant (platform §5: X 280, Instagram 2,200,
 * Threads 500, LinkedIn 3,000, read from `@smm/networks`; other networks have no limit, -1).
 *
 * @example
 * postCounter('twitter', 'x'.repeat(281)) // { count: 281, max: 280, over: true }
 * postCounter('facebook', 'Hello')        // { count: 5, max: -1, over: false }
 */
export function postCounter(network: string, text: string): PostCounter {
  const count = postLength(network, text);
  const max = maxPostLength(network);
  return { count, max, over: max >= 0 && count > max };
}

/**
 * What stops a network's variant of a post from being published (platform §5), in a fixed
 * order: `empty` (no text and no attachments) or `textRequired` (LinkedIn posts with
 * attachments must include text), then `tooLong`. Text of only spaces counts as no text. An
 * empty list means the variant may be published.
 *
 * @example
 * postProblems({ network: 'linkedIn', text: ' ', attachments: [photo] }) // [{ kind: 'textRequired' }]
 * postProblems({ network: 'twitter', text: 'x'.repeat(281) }) // [{ kind: 'tooLong', count: 281, max: 280 }]
 */
export function postProblems(variant: PostVariant): PostProblem[] {
  const checked = validatePost(variant.network, {
    text: variant.text,
    attachments: variant.attachments ?? [],
  });
  if (E.isRight(checked)) return [];
  const problem = checked.left;
  switch (problem.kind) {
    case 'empty':
    case 'textRequired':
      return [{ kind: problem.kind }];
    case 'tooLong':
      return [{ kind: 'tooLong', count: problem.length, max: problem.max }];
    case 'unknownNetwork':
      // A network the product does not know has no post limit to hold the text to.
      return [];
  }
}
