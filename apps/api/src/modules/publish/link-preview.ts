import type { LinkPreview } from '@smm/model';

/**
 * A post's link as the API answers it: the address with its preview (`resolveLinkMeta`). Until
 * the server reads pages for previews, only the address is known: title, description, image and
 * site name are null (what `resolveLinkMeta=false` answers too).
 *
 * @example
 * linkPreviewOf('https://example.com/menu') // { url: 'https://example.com/menu', title: null, … }
 */
export async function linkPreviewOf(url: string): Promise<LinkPreview> {
  return bareLinkPreview(url);
}

/** A link's preview with only its address (`resolveLinkMeta=false`). */
export function bareLinkPreview(url: string): LinkPreview {
  return { url, title: null, description: null, imageUrl: null, siteName: null };
}
