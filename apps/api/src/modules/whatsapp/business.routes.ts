import {
  nonEmptyText,
  WhatsAppBusinessAccount,
  WhatsAppNewNumber,
  WhatsAppNumbersQuery,
  WhatsAppPhoneNumberGroup,
  type WhatsAppPhoneNumber,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { WaNumber, WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import {
  connectedIds,
  ensureDeployments,
  onPlatform,
  ownerOf,
  waChannelId,
} from './whatsapp.store.js';

/** Where the WhatsApp Business routes live (decision 0064). */
export const WHATSAPP = '/api/whatsapp';
export const WHATSAPP2 = '/api/whatsapp2';
export const TAG = 'whatsapp';

/** A path parameter naming a WhatsApp object by its platform id. */
export const ExternalIdParam = t.type({ id: nonEmptyText('externalId') }, 'WhatsAppIdParam');

/** Numbers as the API answers them: with their channel id (once chosen) and whether connected. */
export async function numberViews(
  db: Db,
  orgId: string,
  numbers: readonly WaNumber[],
): Promise<WhatsAppPhoneNumber[]> {
  const ids = numbers.map((n) => waChannelId(n.id));
  const chosen =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectFrom('whatsappChannels')
              .select('id')
              .where('orgId', '=', orgId)
              .where('id', 'in', ids)
              .execute()
          ).map((row) => row.id),
        );
  const connected = await connectedIds(db, orgId, ids);
  return numbers.map((n) => {
    const channelId = waChannelId(n.id);
    return {
      id: n.id,
      displayPhoneNumber: n.displayPhoneNumber,
      verifiedName: n.verifiedName,
      status: n.status,
      verification: n.verification,
      approval: n.approval,
      approvalReason: n.approvalReason,
      channelId: chosen.has(channelId) || connected.has(channelId) ? channelId : null,
      connected: connected.has(channelId),
    };
  });
}

/** Business accounts and their phone numbers (platform §7, decision 0064). */
export function businessRoutes(platform: WhatsAppPlatform): AnyRoute[] {
  const group = async (db: Db, orgId: string, accountId: string) => ({
    id: accountId,
    numbers: await numberViews(db, orgId, await onPlatform(platform.numbers(orgId, accountId))),
  });
  return [
    route({
      method: 'GET',
      path: `${WHATSAPP}/business-accounts`,
      tag: TAG,
      summary:
        "The organisation's WhatsApp business accounts, with Meta's business verification, their deployment and number count",
      access: 'channelManager',
      response: t.array(WhatsAppBusinessAccount),
      handle: async ({ db, caller }) => {
        const accounts = await onPlatform(platform.accounts(await ownerOf(db, caller)));
        const deployments = await ensureDeployments(
          db,
          caller.orgId,
          accounts.map((a) => a.id),
        );
        return accounts.flatMap((account) => {
          const deployment = deployments.find((d) => d.businessAccountId === account.id);
          return deployment ? [{ ...account, deploymentId: deployment.id }] : [];
        });
      },
    }),
    route({
      method: 'GET',
      path: `${WHATSAPP}/phone-numbers`,
      tag: TAG,
      summary:
        "A business account's phone numbers: display name and its approval, registration, verification, channel",
      access: 'channelManager',
      query: WhatsAppNumbersQuery,
      response: WhatsAppPhoneNumberGroup,
      handle: async ({ db, caller, query }) => {
        await onPlatform(platform.accounts(await ownerOf(db, caller)));
        return group(db, caller.orgId, query.businessAccountId);
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/phone-numbers`,
      tag: TAG,
      summary:
        'Adds a phone number with a display name to a business account (the name is reviewed over minutes)',
      access: 'channelManager',
      body: WhatsAppNewNumber,
      response: WhatsAppPhoneNumberGroup,
      handle: async ({ db, caller, body }) => {
        await onPlatform(platform.accounts(await ownerOf(db, caller)));
        await onPlatform(
          platform.addNumber(caller.orgId, {
            accountId: body.businessAccountId,
            phoneNumber: body.phoneNumber,
            verifiedName: body.verifiedName,
          }),
        );
        return group(db, caller.orgId, body.businessAccountId);
      },
    }),
    route({
      method: 'DELETE',
      path: `${WHATSAPP}/phone-numbers/{id}`,
      tag: TAG,
      summary:
        'Removes a phone number from its business account (409 while it is a connected channel)',
      access: 'channelManager',
      params: ExternalIdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const number = await onPlatform(platform.number(caller.orgId, params.id));
        const channelId = waChannelId(number.id);
        if ((await connectedIds(db, caller.orgId, [channelId])).has(channelId)) {
          throw conflict(
            `${number.displayPhoneNumber} is a connected channel: delete the channel in its settings first.`,
          );
        }
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('whatsappDeployments')
            .set({ selectedChannel: null })
            .where('orgId', '=', caller.orgId)
            .where('selectedChannel', '=', channelId)
            .execute();
          await trx.deleteFrom('whatsappChannels').where('id', '=', channelId).execute();
        });
        await onPlatform(platform.removeNumber(caller.orgId, number.id));
      },
    }),
  ];
}
