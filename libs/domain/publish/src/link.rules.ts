import twitterText from 'twitter-text';

/** A web link found in a post's text: the address to preview, and where it is written. */
export interface PostLink {
  /** The address, with `https://` before it where the text leaves the scheme out. */
  readonly url: string;
  /** The link as the text writes it. */
  readonly text: string;
  /** Where it starts and ends in the text (UTF-16 offsets, end excluded). */
  readonly start: number;
  readonly end: number;
}

/** An `http://` or `https://` address with a host, up to the next space. */
const EXPLICIT_LINK = /\bhttps?:\/\/[^\s/?#<>"'`]+[^\s<>"'`]*/giu;

/** Punctuation that closes a sentence or a bracket rather than the address. */
const TRAILING = /[.,;:!?)\]}'"’”]+$/u;

/**
 * Addresses written with their scheme that X does not link (a development server's
 * `http://localhost:8080/…`, an IP address), so a post's preview finds them too.
 */
function explicitLinks(text: string): PostLink[] {
  return [...text.matchAll(EXPLICIT_LINK)].map((match) => {
    const written = match[0].replace(TRAILING, '');
    return { url: written, text: written, start: match.index, end: match.index + written.length };
  });
}

const withScheme = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

/**
 * The first web link of a post's text, whose preview the post shows (issue 30: the composer
 * previews the first link of the text): the links X finds (`twitter-text`'s `extractUrls`, also
 * those written without `https://`, such as `demo.coffee/menu`), and addresses written with
 * `http://` or `https://` that X leaves unlinked (`http://localhost:8080/…`). `undefined` when
 * the text has none.
 *
 * @example
 * firstLink('Our autumn menu: https://demo.coffee/autumn.')?.url // 'https://demo.coffee/autumn'
 * firstLink('See demo.coffee/hours')?.url // 'https://demo.coffee/hours'
 * firstLink('No link today') // undefined
 */
export function firstLink(text: string): PostLink | undefined {
  const found = [
    ...twitterText.extractUrlsWithIndices(text).map(({ url, indices: [start, end] }) => ({
      url: withScheme(url),
      text: url,
      start,
      end,
    })),
    ...explicitLinks(text),
  ];
  return found.reduce<PostLink | undefined>(
    (first, link) => (first === undefined || link.start < first.start ? link : first),
    undefined,
  );
}
