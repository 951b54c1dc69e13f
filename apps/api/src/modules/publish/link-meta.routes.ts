import { LinkPreview, LinkPreviewQuery } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { previewLink } from './link-meta.js';

/**
 * A link's preview for the composer (decision 0072): the server reads the page under the
 * webhooks' address rules and answers its Open Graph title, description, image and site name.
 */
export function linkMetaRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/publish/link-meta',
      tag: 'publish',
      summary:
        "A link's preview: the page's Open Graph title, description, image and site name (else its title and description), read by the server from public web sites only",
      access: 'user',
      query: LinkPreviewQuery,
      response: LinkPreview,
      handle: ({ query }) => previewLink(query.url.trim()),
    }),
  ];
}
