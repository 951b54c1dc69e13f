import { CONNECT_NETWORKS } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { loadCaller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import type { Jobs } from '../../jobs/jobs.js';
import { GatewayError, type NetworkGateway } from '../../networks/gateway.js';
import { STATE_TTL_MS, callbackPath, channelIdOf, connectChannels } from './connect.js';

/** Where the browser lands after a connect flow: the channel settings, saying how it went. */
const settings = (query: Record<string, string>, channelId?: string | null) =>
  `/#/settings/channels${channelId ? `/${encodeURIComponent(channelId)}` : ''}?${new URLSearchParams(query).toString()}`;

/**
 * The OAuth callback of each connect flow. It is a browser navigation, so it carries no bearer
 * token: the single-use state (10 minutes) names the user who started the flow. On success the
 * granted accounts become the user's authorised channels, and a flow that reconnects a channel
 * connects it again at once (when the person granted that account); either way the browser goes
 * back to the channel settings with the outcome in the URL.
 */
export async function connectCallbacks(
  app: FastifyInstance,
  db: Db,
  gateway: NetworkGateway,
  jobs: Jobs,
) {
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
              .returning(['userId', 'createdAt', 'reconnectChannelId'])
              .executeTakeFirst()
          : undefined;
        if (!row || row.createdAt.getTime() + STATE_TTL_MS < Date.now()) {
          return reply.redirect(settings({ network, connectError: 'expired' }), 302);
        }
        const target = row.reconnectChannelId;
        if (error || !code) {
          return reply.redirect(
            settings({ network, connectError: error ?? 'access_denied' }, target),
            302,
          );
        }
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
                subType: account.subType ?? null,
              })
              .onConflict((oc) =>
                oc.columns(['userId', 'channelId']).doUpdateSet({
                  name: account.name,
                  username: account.username,
                  thumbnailUrl: account.thumbnailUrl,
                  subType: account.subType ?? null,
                }),
              )
              .execute();
          }
          if (target === null) {
            return reply.redirect(settings({ network, authorized: String(accounts.length) }), 302);
          }
          const granted = accounts.some((a) => channelIdOf(network, a.externalId) === target);
          if (!granted) {
            return reply.redirect(
              settings({ network, connectError: 'other_account' }, target),
              302,
            );
          }
          const caller = await loadCaller(db, { userId: row.userId }, null, []);
          if (caller === null) {
            return reply.redirect(settings({ network, connectError: 'expired' }, target), 302);
          }
          await connectChannels(db, jobs, caller, [target], network, request.ip);
          return reply.redirect(settings({ network, reconnected: '1' }, target), 302);
        } catch (failure) {
          const reason =
            failure instanceof GatewayError
              ? failure.code
              : failure instanceof HttpError && failure.status === 409
                ? 'taken'
                : 'server_error';
          if (!(failure instanceof GatewayError) && !(failure instanceof HttpError)) {
            request.log.error(failure);
          }
          return reply.redirect(settings({ network, connectError: reason }, target), 302);
        }
      },
    );
  }
}
