/** The route of the stand-alone conversation viewer (platform §2). */
export const CONTENT_VIEWER_PATH = '/integrations/content-viewer';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * The item a content-viewer location names (`?itemId=`, decision 0062), or null when it names
 * none or not an item id.
 *
 * @example
 * contentViewerItemId('/integrations/content-viewer?itemId=2c0d…') // '2c0d…'
 * contentViewerItemId('/integrations/content-viewer') // null
 */
export function contentViewerItemId(location: string): string | null {
  const query = location.split('?')[1] ?? '';
  const itemId = new URLSearchParams(query).get('itemId')?.trim() ?? '';
  return UUID.test(itemId) ? itemId : null;
}

/**
 * The viewer's link for an item, as e-mails and other apps link to it (hash routing).
 *
 * @example
 * contentViewerLink('2c0d…') // '#/integrations/content-viewer?itemId=2c0d…'
 */
export function contentViewerLink(itemId: string): string {
  return `#${CONTENT_VIEWER_PATH}?${new URLSearchParams({ itemId }).toString()}`;
}
