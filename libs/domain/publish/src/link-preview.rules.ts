/**
 * What a page's `<head>` says about it, as an HTML parser read it: the text of its `<title>`, and
 * its `<meta>` tags by their `property` or `name` in lower case (the first of each).
 */
export interface PageHead {
  readonly title?: string | undefined;
  readonly meta: Readonly<Record<string, string>>;
}

/** A link's preview as its page declares it; `image` is the address as the page writes it. */
export interface PagePreview {
  readonly title: string | null;
  readonly description: string | null;
  /** The image's address as written (it may be relative to the page). */
  readonly image: string | null;
  readonly siteName: string | null;
}

/** The longest title, description and site name a preview keeps (in characters). */
export const PREVIEW_LIMITS = { title: 300, description: 1_000, siteName: 100, image: 2_048 };

/** Spaces collapsed, trimmed, cut to `max` code points with an ellipsis; null when empty. */
function tidy(text: string | undefined, max: number): string | null {
  const spaced = (text ?? '').replace(/\s+/gu, ' ').trim();
  if (spaced === '') return null;
  const points = [...spaced];
  return points.length <= max ? spaced : `${points.slice(0, max - 1).join('')}…`;
}

/** The first of the tags that is present and not blank. */
function first(head: PageHead, names: readonly string[]): string | undefined {
  return names.map((name) => head.meta[name]).find((value) => value?.trim());
}

/**
 * A link's preview from its page's head (issue 30): Open Graph first (`og:title`,
 * `og:description`, `og:image`, `og:site_name`), then X's cards (`twitter:title`, …), then the
 * page's `<title>` and `<meta name="description">`. Texts are tidied (spaces collapsed) and
 * bounded by {@link PREVIEW_LIMITS}; an image address longer than its limit is dropped.
 *
 * @example
 * pagePreview({ title: 'Menu', meta: { 'og:title': 'Autumn menu', description: 'Pumpkin spice' } })
 * // { title: 'Autumn menu', description: 'Pumpkin spice', image: null, siteName: null }
 */
export function pagePreview(head: PageHead): PagePreview {
  const image = first(head, [
    'og:image',
    'og:image:url',
    'og:image:secure_url',
    'twitter:image',
  ])?.trim();
  return {
    title: tidy(first(head, ['og:title', 'twitter:title']) ?? head.title, PREVIEW_LIMITS.title),
    description: tidy(
      first(head, ['og:description', 'twitter:description', 'description']),
      PREVIEW_LIMITS.description,
    ),
    image: image !== undefined && image.length <= PREVIEW_LIMITS.image ? image : null,
    siteName: tidy(first(head, ['og:site_name']), PREVIEW_LIMITS.siteName),
  };
}
