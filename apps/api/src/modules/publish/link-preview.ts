import type { LinkPreview } from '@smm/model';
import { previewLinkOrUrl } from './link-meta.js';

/**
 * A post's link as the API answers it: the address with its preview (`resolveLinkMeta`), read
 * from the page under the webhooks' address rules and kept a few minutes; a page that cannot be
 * read answers only its address (title, description, image and site name null, what
 * `resolveLinkMeta=false` answers too), so one link never fails a list.
 *
 * @example
 * linkPreviewOf(sandboxSiteUrl('autumn-menu')) // { url, title: 'Autumn menu', … }
 */
export async function linkPreviewOf(url: string): Promise<LinkPreview> {
  return previewLinkOrUrl(url);
}

/** A link's preview with only its address (`resolveLinkMeta=false`). */
export function bareLinkPreview(url: string): LinkPreview {
  return { url, title: null, description: null, imageUrl: null, siteName: null };
}
