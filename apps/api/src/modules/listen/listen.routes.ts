import { ListenEmbed } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { issueEmbed, LISTENING_TOOL_PATH, requireListen, toolOriginFor } from './listen.embed.js';

/** Listen's base path. */
export const LISTEN = '/api/listen';

/**
 * Listen (decisions 0088, 0089): what the product needs to show the listening tool in a frame.
 * The tool itself (search, volume, posts, managing the queries) is served on its own path,
 * `/sandbox/listening/...`, and works for the person the embed token names.
 */
export function listenRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${LISTEN}/embed`,
      tag: 'listen',
      summary:
        "The listening tool's frame for the caller: its address with a short-lived token and a fresh nonce, the tool's origin and the nonce its tracking messages carry",
      access: 'user',
      response: ListenEmbed,
      handle: async ({ db, caller, origin }) => {
        await requireListen(db, caller.orgId);
        const { token, grant } = await issueEmbed(db, caller, origin);
        const toolOrigin = toolOriginFor(origin);
        const frame = new URL(LISTENING_TOOL_PATH, toolOrigin);
        frame.searchParams.set('token', token);
        frame.searchParams.set('nonce', grant.nonce);
        return {
          frameUrl: frame.toString(),
          toolOrigin,
          nonce: grant.nonce,
          expiresAt: grant.expiresAt.toISOString(),
        };
      },
    }),
  ];
}
