import { Uuid, WhatsAppChannel, WhatsAppDeployment, WhatsAppDeploymentChannel } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { conflict, notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import { TAG, WHATSAPP } from './business.routes.js';
import {
  deploymentView,
  oneChannelView,
  onPlatform,
  ownChannel,
  ownDeployment,
} from './whatsapp.store.js';

const DeploymentParam = t.type({ id: Uuid }, 'WhatsAppDeploymentParam');

/** The deployment and one of its channels, both the caller's organisation's; 404 otherwise. */
async function deploymentChannel(db: Db, caller: Caller, deploymentId: string, channelId: string) {
  const deployment = await ownDeployment(db, caller.orgId, deploymentId);
  const channel = await ownChannel(db, caller.orgId, channelId);
  if (channel.deploymentId !== deployment.id) {
    throw notFound(`WhatsApp channel ${channelId} of deployment ${deploymentId}`);
  }
  return { deployment, channel };
}

/** A deployment: registering its numbers on WhatsApp and verifying them (decision 0064). */
export function deploymentRoutes(platform: WhatsAppPlatform): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${WHATSAPP}/deployment/{id}`,
      tag: TAG,
      summary: 'A WhatsApp deployment: its business account, selected and verified channels',
      access: 'channelManager',
      params: DeploymentParam,
      response: WhatsAppDeployment,
      handle: async ({ db, caller, params }) =>
        deploymentView(db, await ownDeployment(db, caller.orgId, params.id)),
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/deployment/{id}/activate`,
      tag: TAG,
      summary:
        'Registers a code-verified number of the deployment on WhatsApp (ACTIVE); 409 when not verified, 502 with the cause when WhatsApp fails',
      access: 'channelManager',
      params: DeploymentParam,
      body: WhatsAppDeploymentChannel,
      response: WhatsAppChannel,
      handle: async ({ db, caller, params, body }) => {
        const { channel } = await deploymentChannel(db, caller, params.id, body.channelId);
        await onPlatform(platform.register(caller.orgId, channel.phoneNumberId));
        return oneChannelView(db, platform, caller.orgId, channel.id);
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/deployment/{id}/verify`,
      tag: TAG,
      summary:
        "Checks that a number of the deployment is ACTIVE and VERIFIED and adds it to the deployment's verified channels (409 naming what is missing)",
      access: 'channelManager',
      params: DeploymentParam,
      body: WhatsAppDeploymentChannel,
      response: WhatsAppDeployment,
      handle: async ({ db, caller, params, body }) => {
        const { deployment, channel } = await deploymentChannel(
          db,
          caller,
          params.id,
          body.channelId,
        );
        const number = await onPlatform(platform.number(caller.orgId, channel.phoneNumberId));
        const missing = [
          ...(number.verification === 'VERIFIED' ? [] : ['verified with the SMS code']),
          ...(number.status === 'ACTIVE' ? [] : ['activated on WhatsApp']),
        ];
        if (missing.length > 0) {
          throw conflict(`${number.displayPhoneNumber} is not yet ${missing.join(' or ')}.`);
        }
        const profile = await onPlatform(platform.profile(caller.orgId, number.id));
        const account = {
          network: 'whatsapp',
          name: number.verifiedName,
          username: number.displayPhoneNumber,
          thumbnailUrl: profile.photoUrl,
        };
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('whatsappChannels')
            .set({ verifiedAt: new Date() })
            .where('id', '=', channel.id)
            .where('verifiedAt', 'is', null)
            .execute();
          // The caller may now add it, as after a network's consent (connectChannels).
          await trx
            .insertInto('authorizedChannels')
            .values({ userId: caller.userId, channelId: channel.id, ...account, subType: null })
            .onConflict((oc) => oc.columns(['userId', 'channelId']).doUpdateSet(account))
            .execute();
        });
        return deploymentView(db, await ownDeployment(db, caller.orgId, deployment.id));
      },
    }),
  ];
}
