import type { LinkPreview } from '@smm/model';
import { pagePreview, PREVIEW_LIMITS } from '@smm/publish';
import { HttpError } from '../../http/errors.js';
import { allowsPrivateTargets } from '../webhooks/target.js';
import { readPage, type ReadOptions } from './link-page.js';

/** How long a link's preview is kept (decision 0072). */
export const PREVIEW_KEPT_MS = 5 * 60_000;

/** How long a refusal is kept: a page that was down may be back soon. */
export const REFUSAL_KEPT_MS = 60_000;

/** At most this many links' previews are kept; the least recently asked goes first. */
export const PREVIEWS_KEPT = 500;

interface Kept {
  readonly until: number;
  readonly preview: Promise<LinkPreview>;
}

/** Previews by link (and whether private addresses were allowed), least recently asked first. */
const kept = new Map<string, Kept>();

/** An address made absolute against the page's, if it is a web address; else null. */
function absolute(image: string | null, page: string, base: string | undefined): string | null {
  if (image === null) return null;
  try {
    const url = new URL(image, base === undefined ? page : new URL(base, page));
    const text = url.toString();
    return (url.protocol === 'https:' || url.protocol === 'http:') &&
      text.length <= PREVIEW_LIMITS.image
      ? text
      : null;
  } catch {
    return null;
  }
}

async function read(url: string, options: ReadOptions): Promise<LinkPreview> {
  const page = await readPage(url, options);
  const preview = pagePreview(page.head);
  return {
    url,
    title: preview.title,
    description: preview.description,
    imageUrl: absolute(preview.image, page.url, page.base),
    siteName: preview.siteName,
  };
}

/**
 * A link's preview (`resolveLinkMeta`, decision 0072): the page read by this server under the
 * webhooks' address rules (`readPage`), Open Graph first (`@smm/publish`'s `pagePreview`), its
 * image made absolute. Answers are kept {@link PREVIEW_KEPT_MS} per link (refusals
 * {@link REFUSAL_KEPT_MS}), at most {@link PREVIEWS_KEPT} links; asking for a link being read
 * waits for that reading. A refusal is an `HttpError` (400 or 422) with a readable reason.
 */
export function previewLink(
  url: string,
  options: ReadOptions = {},
  now: () => number = Date.now,
): Promise<LinkPreview> {
  const allowPrivate = options.allowPrivate ?? allowsPrivateTargets();
  const key = `${allowPrivate ? 'private' : 'public'} ${url}`;
  const found = kept.get(key);
  kept.delete(key);
  if (found && found.until > now()) {
    kept.set(key, found);
    return found.preview;
  }
  const preview = read(url, { ...options, allowPrivate });
  kept.set(key, { until: now() + PREVIEW_KEPT_MS, preview });
  preview.catch((error: unknown) => {
    // A refusal is kept a short while; anything else (a fault of this server) is not kept.
    if (kept.get(key)?.preview !== preview) return;
    if (error instanceof HttpError) kept.set(key, { until: now() + REFUSAL_KEPT_MS, preview });
    else kept.delete(key);
  });
  for (const oldest of kept.keys()) {
    if (kept.size <= PREVIEWS_KEPT) break;
    kept.delete(oldest);
  }
  return preview;
}

/**
 * A link's preview for a list (`resolveLinkMeta=true`): {@link previewLink}'s, or only the `url`
 * when the page could not be read — a list never fails for one link.
 */
export async function previewLinkOrUrl(url: string): Promise<LinkPreview> {
  try {
    return await previewLink(url);
  } catch {
    return { url, title: null, description: null, imageUrl: null, siteName: null };
  }
}

/** Forgets every kept preview (tests). */
export function forgetPreviews(): void {
  kept.clear();
}
