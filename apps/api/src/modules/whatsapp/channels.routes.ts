import {
  Channel,
  ChannelId,
  ConnectChannelsRequest,
  WhatsAppChannel,
  WhatsAppChannelRequest,
  WhatsAppChannelsQuery,
  WhatsAppCodeRequest,
  WhatsAppCodeSent,
  WhatsAppVerification,
} from '@smm/model';
import * as t from 'io-ts';
import { conflict, notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import { connectChannels } from '../connect/connect.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';
import { TAG, WHATSAPP, WHATSAPP2 } from './business.routes.js';
import {
  channelViews,
  connectedIds,
  ensureDeployments,
  oneChannelView,
  onPlatform,
  ownChannel,
  ownerOf,
  waChannelId,
} from './whatsapp.store.js';

const ChannelIdParam = t.type({ id: ChannelId }, 'WhatsAppChannelIdParam');

/**
 * Choosing a number to connect, its SMS verification, and connecting verified numbers as the
 * organisation's channels (platform §5, §7; decision 0064).
 */
export function whatsappChannelRoutes(platform: WhatsAppPlatform, jobs: Jobs | null): AnyRoute[] {
  const list = route({
    method: 'GET',
    path: `${WHATSAPP2}/channels`,
    tag: TAG,
    summary: "The organisation's WhatsApp numbers being connected and connected",
    access: 'channelManager',
    response: t.array(WhatsAppChannel),
    handle: ({ db, caller }) => channelViews(db, platform, caller.orgId),
  });
  return [
    route({
      method: 'GET',
      path: `${WHATSAPP}/channels`,
      tag: TAG,
      summary:
        "The organisation's WhatsApp numbers being connected and connected, of one deployment when asked",
      access: 'channelManager',
      query: WhatsAppChannelsQuery,
      response: t.array(WhatsAppChannel),
      handle: ({ db, caller, query }) =>
        channelViews(db, platform, caller.orgId, {
          ...(query.deploymentId === undefined ? {} : { deploymentId: query.deploymentId }),
        }),
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/channels`,
      tag: TAG,
      summary:
        "Chooses a number to connect: it becomes a channel being connected and its deployment's selected channel",
      access: 'channelManager',
      body: WhatsAppChannelRequest,
      response: WhatsAppChannel,
      handle: async ({ db, caller, body }) => {
        await onPlatform(platform.accounts(await ownerOf(db, caller)));
        const number = await onPlatform(platform.number(caller.orgId, body.phoneNumberId));
        const [deployment] = await ensureDeployments(db, caller.orgId, [number.accountId]);
        if (!deployment) throw notFound(`Business account ${number.accountId}`);
        const channelId = waChannelId(number.id);
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('whatsappChannels')
            .values({
              id: channelId,
              orgId: caller.orgId,
              deploymentId: deployment.id,
              phoneNumberId: number.id,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          await trx
            .updateTable('whatsappDeployments')
            .set({ selectedChannel: channelId })
            .where('id', '=', deployment.id)
            .execute();
        });
        return oneChannelView(db, platform, caller.orgId, channelId);
      },
    }),
    route({
      method: 'DELETE',
      path: `${WHATSAPP}/channels/{id}`,
      tag: TAG,
      summary:
        'Cancels connecting a number (409 when connected: a connected channel is deleted in the channel settings)',
      access: 'channelManager',
      params: ChannelIdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const channel = await ownChannel(db, caller.orgId, params.id);
        if ((await connectedIds(db, caller.orgId, [channel.id])).has(channel.id)) {
          throw conflict(`${channel.id} is connected: delete it in the channel settings instead.`);
        }
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('whatsappDeployments')
            .set({ selectedChannel: null })
            .where('id', '=', channel.deploymentId)
            .where('selectedChannel', '=', channel.id)
            .execute();
          await trx.deleteFrom('whatsappChannels').where('id', '=', channel.id).execute();
        });
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP2}/channels/{id}/verification`,
      tag: TAG,
      summary:
        'Asks WhatsApp to send the number a verification code by SMS (valid 10 minutes; another after 60 seconds, else 429)',
      access: 'channelManager',
      params: ChannelIdParam,
      body: WhatsAppCodeRequest,
      response: WhatsAppCodeSent,
      handle: async ({ db, caller, params, body }) => {
        const channel = await ownChannel(db, caller.orgId, params.id);
        const sent = await onPlatform(platform.requestCode(caller.orgId, channel.phoneNumberId));
        return {
          channelId: channel.id,
          method: body.method,
          sentTo: sent.sentTo,
          expiresAt: sent.expiresAt.toISOString(),
          resendAfter: sent.resendAfter.toISOString(),
        };
      },
    }),
    route({
      method: 'PUT',
      path: `${WHATSAPP2}/channels/{id}/verification`,
      tag: TAG,
      summary:
        'Enters the code the number received and its two-step verification PIN (six digits), as given: the number becomes VERIFIED',
      access: 'channelManager',
      params: ChannelIdParam,
      body: WhatsAppVerification,
      response: WhatsAppChannel,
      handle: async ({ db, caller, params, body }) => {
        const channel = await ownChannel(db, caller.orgId, params.id);
        await onPlatform(platform.verifyCode(caller.orgId, channel.phoneNumberId, body));
        return oneChannelView(db, platform, caller.orgId, channel.id);
      },
    }),
    list,
    route({
      method: 'POST',
      path: `${WHATSAPP2}/channels`,
      tag: TAG,
      summary:
        "Adds numbers verified in their deployment as the organisation's channels (then indexed like any channel)",
      access: 'channelManager',
      body: ConnectChannelsRequest,
      response: t.array(Channel),
      handle: async ({ db, caller, body, address }) => {
        if (jobs === null) throw new Error('Background jobs are not running.');
        const wanted = [...new Set(body.channelIds)];
        for (const id of wanted) {
          const channel = await ownChannel(db, caller.orgId, id);
          if (channel.verifiedAt === null) {
            throw conflict(
              `${id} is not verified in its deployment: activate and verify the number first.`,
            );
          }
        }
        // Verified in the organisation's deployment: any of its channel managers may add it.
        const views = await channelViews(db, platform, caller.orgId, { ids: wanted });
        for (const view of views) {
          const profile = await onPlatform(platform.profile(caller.orgId, view.phoneNumberId));
          const account = {
            network: 'whatsapp',
            name: view.verifiedName,
            username: view.displayPhoneNumber,
            thumbnailUrl: profile.photoUrl,
          };
          await db
            .insertInto('authorizedChannels')
            .values({ userId: caller.userId, channelId: view.id, ...account, subType: null })
            .onConflict((oc) => oc.columns(['userId', 'channelId']).doUpdateSet(account))
            .execute();
        }
        const { ids } = await connectChannels(db, jobs, caller, wanted, 'whatsapp', address);
        const { channels } = visibleTo(await loadDirectory(db, caller.orgId), caller);
        return channels.filter((c) => ids.includes(c.id));
      },
    }),
  ];
}
