import { AdNetwork } from '@smm/model';
import type { FastifyInstance } from 'fastify';

/** Where an ad network's consent page sends the browser back to (the redirect URI). */
export const adReturnPath = (network: AdNetwork) => `/ads/connect/${network}/return`;

/** What the consent page may hand back, each at most this long. */
const MAX_PARAM = 512;

/**
 * The redirect URI of the ad networks' consent pages. A browser navigation without a token, so
 * it only hands the code (or the refusal) and the state on to the ad-account settings' connect
 * screen, which exchanges the code through the API with the person's token
 * (`POST /api/ads/connect/{network}/callback`, docs/decisions/0091).
 */
export function adConnectReturns(app: FastifyInstance): void {
  for (const network of AdNetwork.values) {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      adReturnPath(network),
      async (request, reply) => {
        const query = new URLSearchParams({ network });
        for (const key of ['state', 'code', 'error'] as const) {
          const value = request.query[key];
          if (typeof value === 'string' && value.length > 0 && value.length <= MAX_PARAM) {
            query.set(key, value);
          }
        }
        return reply.redirect(`/#/settings/adaccounts/connect?${query.toString()}`, 302);
      },
    );
  }
}
