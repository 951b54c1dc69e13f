import { CONNECT_NETWORKS } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { GatewayError, type NetworkGateway } from '../../networks/gateway.js';
import { STATE_TTL_MS, callbackPath, channelIdOf } from './connect.js';

/** Where the browser lands after a connect flow: the channel settings, saying how it went. */
const settings = (query: Record<string, string>) =>
  `/#/settings/channels?${new URLSearchParams(query).toString()}`;

/**
 * The OAuth callback of each connect flow. It is a browser navigation, so it carries no bearer
 * token: the single-use state (10 minutes) names the user who started the flow. On success the
 * granted accounts become the user's authorised channels; either way the browser goes back to
 * the channel settings with the outcome in the URL.
 */
export async function connectCallbacks(app: FastifyInstance, db: Db, gateway: NetworkGateway) {
  for (const network of CONNECT_NETWORKS) {
    app.get<{ Querystring: Record<string, string | undefined> }>(
      callbackPath(network),
      async (request, reply) => {
        const { state, code, error } = request.query;
        const row = state
          ? await db
              .updateTable('oauthStates')
              .set({ usedAt: new Date() })
              .where('state', '=', state)
              .where('network', '=', network)
              .where('usedAt', 'is', null)
              .returning(['userId', 'createdAt'])
              .executeTakeFirst()
          : undefined;
        if (!row || row.createdAt.getTime() + STATE_TTL_MS < Date.now()) {
          return reply.redirect(settings({ network, connectError: 'expired' }), 302);
        }
        if (error || !code)
          return reply.redirect(settings({ network, connectError: error ?? 'access_denied' }), 302);
        const redirectUri = `${request.protocol}://${request.host}${callbackPath(network)}`;
        try {
          const accounts = await gateway.exchangeCode(network, { code, redirectUri });
          for (const account of accounts) {
            await db
              .insertInto('authorizedChannels')
              .values({
                userId: row.userId,
                channelId: channelIdOf(network, account.externalId),
                network,
                name: account.name,
                username: account.username,
                thumbnailUrl: account.thumbnailUrl,
              })
              .onConflict((oc) =>
                oc
                  .columns(['userId', 'channelId'])
                  .doUpdateSet({ name: account.name, username: account.username }),
              )
              .execute();
          }
          return reply.redirect(settings({ network, authorized: String(accounts.length) }), 302);
        } catch (failure) {
          const reason = failure instanceof GatewayError ? failure.code : 'server_error';
          if (!(failure instanceof GatewayError)) request.log.error(failure);
          return reply.redirect(settings({ network, connectError: reason }), 302);
        }
      },
    );
  }
}
