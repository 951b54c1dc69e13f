import type { FastifyInstance } from 'fastify';
import { e164 } from '@smm/networks';
import type { Db } from '../db/database.js';
import { escape, page } from './sandbox.pages.js';

/**
 * The sandbox WhatsApp's SMS page (decision 0065): the verification codes it "sent", newest
 * first (`?number=+44…` shows one number's); each message names its number and code in an
 * element with `data-number` and `data-code`.
 */
export function sandboxWhatsAppPages(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { number?: string } }>('/sandbox/whatsapp/sms', async (request, reply) => {
    // A `+` left unencoded in the address arrives as a space: the number is still meant.
    const asked = request.query.number?.trim();
    const wanted = asked === undefined ? null : (e164(asked) ?? e164(`+${asked}`));
    let query = db
      .selectFrom('sandboxWaSms as s')
      .innerJoin('sandboxWaNumbers as n', 'n.id', 's.numberId')
      .select(['s.id', 's.phoneNumber as display', 'n.phoneNumber', 's.code', 's.sentAt'])
      .orderBy('s.sentAt', 'desc')
      .orderBy('s.id', 'desc')
      .limit(100);
    if (request.query.number !== undefined) query = query.where('n.phoneNumber', '=', wanted ?? '');
    const messages = await query.execute();
    const list =
      messages.length === 0
        ? '<p class="note">No SMS yet: ask for a verification code in Switchboard.</p>'
        : `<ol>${messages
            .map(
              (m) =>
                `<li class="sms" data-number="${escape(m.phoneNumber)}" data-code="${escape(m.code)}"><strong>${escape(m.display)}</strong>: <span>Your WhatsApp Business verification code is <code>${escape(m.code)}</code>.</span> <small class="note">${escape(m.sentAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</small></li>`,
            )
            .join('')}</ol>`;
    return reply.type('text/html').send(
      page(
        'WhatsApp SMS (sandbox)',
        `<h1>WhatsApp SMS <small>(sandbox)</small></h1>
<p class="note">The verification codes the sandbox WhatsApp sent, newest first${
          request.query.number === undefined ? '' : `, to ${escape(request.query.number)}`
        }.</p>${list}`,
      ),
    );
  });
}
