import type { Db } from '../db/database.js';
import { NetworkError } from './gateway.js';

/** A ticket to open in Zendesk. */
export interface TicketRequest {
  readonly orgId: string;
  readonly subject: string;
  readonly description: string;
  readonly requester: string;
  readonly priority: string;
  /** The same key opens one ticket: a retried request gets the ticket it already opened. */
  readonly idempotencyKey: string;
}

/** Zendesk's limit on a ticket's subject (its API refuses longer ones). */
export const ZENDESK_SUBJECT_MAX = 255;

/**
 * The sandbox Zendesk: opens tickets (numbered as Zendesk numbers them), once per idempotency
 * key, and refuses what Zendesk's API refuses (a blank or too long subject: 422 there).
 */
export async function sandboxOpenTicket(
  db: Db,
  request: TicketRequest,
): Promise<{ readonly id: string; readonly status: 'new' }> {
  if (request.subject.trim() === '' || request.subject.length > ZENDESK_SUBJECT_MAX) {
    throw new NetworkError('invalid', 'Zendesk refused the ticket: Subject is invalid.', {
      code: 422,
    });
  }
  const row = await db
    .insertInto('sandboxTickets')
    .values(request)
    .onConflict((oc) =>
      oc.column('idempotencyKey').doUpdateSet({ idempotencyKey: request.idempotencyKey }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: String(row.id), status: 'new' };
}
