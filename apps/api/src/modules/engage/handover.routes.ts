import { randomUUID } from 'node:crypto';
import { networkName } from '@smm/networks';
import {
  type EngageItem,
  ForwardEmail,
  ForwardEmailSent,
  ZendeskTicket,
  ZendeskTicketCreated,
} from '@smm/model';
import * as t from 'io-ts';
import { badRequest, HttpError } from '../../http/errors.js';
import { Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { defaultMailer, type Mailer } from '../../mail/mailer.js';
import { NetworkError } from '../../networks/gateway.js';
import { sandboxOpenTicket } from '../../networks/sandbox.zendesk.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish, recordEvent } from './engage.events.js';
import { engageViewer } from './engage.viewer.js';
import { networkFailure } from './item.action.js';
import { changeItem, itemFor } from './items.store.js';
import { namesOf } from './notes.store.js';

const TAG = 'engage handover';

/** How many people an item may be forwarded to at once. */
export const MAX_FORWARD_RECIPIENTS = 20;

/** Who forwarded e-mails come from (`MAIL_FROM`); replies go to the person who forwarded. */
const FROM = () => process.env['MAIL_FROM'] || 'Switchboard <no-reply@switchboard.local>';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const UuidParam = t.type({ uuid: Uuid }, 'UuidParam');

/** The text of a forwarded item: the note, then the item as the network showed it. */
export function forwardedText(item: EngageItem, note: string, by: string): string {
  const media = (item.media ?? []).flatMap((m) => (m.url ? [`Attachment: ${m.url}`] : []));
  return [
    note.trim(),
    '',
    `---------- Forwarded ${networkName(item.engage.network)} ${item.engage.type} ----------`,
    `From: ${item.sender?.name ?? 'Unknown sender'}${item.sender?.handle ? ` (@${item.sender.handle})` : ''}`,
    `Date: ${item.meta.createdDate}`,
    `Forwarded by: ${by}`,
    '',
    item.message ?? '',
    ...media,
  ]
    .join('\n')
    .trim();
}

/**
 * Handing an item over outside the inbox (engage §7): forwarding it by e-mail (nodemailer: .eml
 * files in the outbox by default, SMTP by configuration) and opening a Zendesk ticket from it.
 * Both record an event on the item; the ticket is kept with the item's external cases.
 */
export function handoverRoutes(mailer: Mailer = defaultMailer()): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${ENGAGE}/forward/{uuid}/email`,
      tag: TAG,
      summary: 'Forwards an item by e-mail to up to 20 addresses; replies go to the caller',
      access: 'user',
      params: UuidParam,
      body: ForwardEmail,
      response: ForwardEmailSent,
      handle: async ({ db, caller, params, body }) => {
        if (body.contentUuid !== params.uuid) {
          throw badRequest(`contentUuid: ${body.contentUuid} is not the item ${params.uuid}.`);
        }
        const recipients = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
        if (recipients.length === 0 || recipients.length > MAX_FORWARD_RECIPIENTS) {
          throw new HttpError(
            422,
            `emails: give 1 to ${MAX_FORWARD_RECIPIENTS} addresses.`,
            'forward.emails',
          );
        }
        const bad = recipients.find((email) => !EMAIL.test(email));
        if (bad !== undefined) {
          throw new HttpError(422, `emails: ${bad} is not an e-mail address.`, 'forward.emails');
        }
        if (body.subject.trim() === '' || body.subject.length > 200) {
          throw new HttpError(422, 'subject: write 1 to 200 characters.', 'forward.subject');
        }
        const row = await itemFor(db, await engageViewer(db, caller), params.uuid);
        const by = (await namesOf(db, caller.orgId)).get(caller.userId) ?? caller.email;
        const sent = await mailer.send({
          from: FROM(),
          to: recipients,
          replyTo: caller.email,
          subject: body.subject.trim(),
          text: forwardedText(row.item, body.body, `${by} <${caller.email}>`),
        });
        const event = await recordEvent(db, {
          orgId: row.orgId,
          itemId: row.id,
          action: 'forward',
          by: { moderatorId: caller.userId, moderatorSource: 'user' },
          payload: { recipients, messageId: sent.messageId },
        });
        publish([event]);
        return { messageId: sent.messageId, recipients };
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/zendesk/tickets`,
      tag: TAG,
      summary: 'Opens a Zendesk ticket from an item; the item keeps it among its external cases',
      access: 'user',
      body: ZendeskTicket,
      response: ZendeskTicketCreated,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const row = await itemFor(db, await engageViewer(db, caller), body.contentUuid);
        const description = [
          body.description?.trim() || row.item.message || '',
          '',
          `${networkName(row.item.engage.network)} ${row.item.engage.type} from ${row.item.sender?.name ?? 'Unknown sender'}, ${row.item.meta.createdDate}`,
        ].join('\n');
        let ticket;
        try {
          ticket = await sandboxOpenTicket(db, {
            orgId: caller.orgId,
            subject: body.subject.trim(),
            description,
            requester: row.item.sender?.name ?? 'Unknown sender',
            priority: body.priority ?? 'normal',
            idempotencyKey: randomUUID(),
          });
        } catch (error) {
          throw error instanceof NetworkError ? networkFailure(error) : error;
        }
        const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
        const events = await changeItem(db, row, async (current, trx) => {
          const next: EngageItem = {
            ...current,
            externalCases: [
              ...(current.externalCases ?? []),
              {
                system: 'zendesk',
                id: ticket.id,
                subject: body.subject.trim(),
                status: ticket.status,
              },
            ],
          };
          const event = await recordEvent(trx, {
            orgId: row.orgId,
            itemId: row.id,
            action: 'ticket',
            by,
            payload: { system: 'zendesk', ticketId: ticket.id },
          });
          return { item: next, result: [event] };
        });
        publish(events);
        return { ticketId: ticket.id, status: ticket.status, contentUuid: row.id };
      },
    }),
  ];
}
