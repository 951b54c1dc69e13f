import {
  nonEmptyText,
  WhatsAppChannelQuery,
  WhatsAppMessageTemplate,
  WhatsAppTemplateDraft,
} from '@smm/model';
import * as t from 'io-ts';
import { route, type AnyRoute } from '../../http/route.js';
import type { WaTemplate, WhatsAppPlatform } from '../../networks/whatsapp.platform.js';
import { TAG, WHATSAPP } from './business.routes.js';
import { onPlatform, ownChannel } from './whatsapp.store.js';

const TemplateParam = t.type({ id: nonEmptyText('externalId') }, 'WhatsAppTemplateParam');

const view = (template: WaTemplate): WhatsAppMessageTemplate => ({
  id: template.id,
  name: template.name,
  language: template.language,
  category: template.category,
  text: template.text,
  status: template.status,
  rejectedReason: template.rejectedReason,
  createdAt: template.createdAt.toISOString(),
  standard: template.standard,
});

/** A WhatsApp channel's business account's message templates and their review (decision 0064). */
export function templateRoutes(platform: WhatsAppPlatform): AnyRoute[] {
  const accountOf = async (orgId: string, phoneNumberId: string) =>
    (await onPlatform(platform.number(orgId, phoneNumberId))).accountId;
  return [
    route({
      method: 'GET',
      path: `${WHATSAPP}/templates`,
      tag: TAG,
      summary:
        "The message templates of a WhatsApp channel's business account, with WhatsApp's review",
      access: 'channelManager',
      query: WhatsAppChannelQuery,
      response: t.array(WhatsAppMessageTemplate),
      handle: async ({ db, caller, query }) => {
        const channel = await ownChannel(db, caller.orgId, query.channelId);
        const accountId = await accountOf(caller.orgId, channel.phoneNumberId);
        const templates = await onPlatform(platform.templates(caller.orgId, accountId, channel.id));
        return templates.map(view);
      },
    }),
    route({
      method: 'POST',
      path: `${WHATSAPP}/templates`,
      tag: TAG,
      summary:
        'Submits a message template for review (PENDING; 400 for a bad name, 409 for a name and language the account has)',
      access: 'channelManager',
      body: WhatsAppTemplateDraft,
      response: WhatsAppMessageTemplate,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const channel = await ownChannel(db, caller.orgId, body.channelId);
        const accountId = await accountOf(caller.orgId, channel.phoneNumberId);
        const { channelId: _channel, ...draft } = body;
        return view(await onPlatform(platform.submitTemplate(caller.orgId, accountId, draft)));
      },
    }),
    route({
      method: 'DELETE',
      path: `${WHATSAPP}/templates/{id}`,
      tag: TAG,
      summary:
        "Deletes a message template of a WhatsApp channel's business account (the standard ones stay)",
      access: 'channelManager',
      params: TemplateParam,
      response: null,
      handle: async ({ caller, params }) => {
        await onPlatform(platform.deleteTemplate(caller.orgId, params.id));
      },
    }),
  ];
}
