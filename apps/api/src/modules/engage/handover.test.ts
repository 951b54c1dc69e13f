import { readdir, readFile } from 'node:fs/promises';
import {
  TEXT_LIMITS,
  type ForwardEmailSent,
  type SavedItem,
  type ZendeskTicketCreated,
} from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const comment = () =>
  findItem(api, { networks: ['facebook'], types: ['comment'] }, (item) => Boolean(item.message));

describe('forwarding by e-mail', () => {
  it('writes a real .eml file with the note, the item and replies to the caller', async () => {
    const item = await comment();
    const editor = await api.as('editor');
    const response = await editor('POST', `${ENGAGE}/forward/${item.id}/email`, {
      contentUuid: item.id,
      subject: 'Please look at this',
      body: 'Can legal check this comment?',
      emails: ['Legal@Example.com', 'legal@example.com', 'ops@example.com'],
    });
    expect(response.status).toBe(200);
    const sent = response.body as ForwardEmailSent;
    expect(sent.recipients).toEqual(['legal@example.com', 'ops@example.com']);
    const events = await api.db
      .selectFrom('engageEvents')
      .select('payload')
      .where('itemId', '=', item.id)
      .where(sql<string>`payload->>'action'`, '=', 'forward')
      .execute();
    expect(events).toHaveLength(1);
    // The outbox file is a complete message any mail client opens.
    const dir = process.env['OUTBOX_DIR'] ?? '';
    const name = (await readdir(dir)).find((file) =>
      file.includes(sent.messageId.replace(/[^\w.-]+/g, '')),
    );
    expect(name).toBeDefined();
    const eml = await readFile(`${dir}/${name}`, 'utf8');
    expect(eml).toContain('Subject: Please look at this');
    expect(eml).toContain('To: legal@example.com, ops@example.com');
    expect(eml).toContain('Reply-To: editor@demo.test');
    expect(eml).toContain('Can legal check this comment?');
    expect(eml).toContain('Forwarded Facebook comment');
    expect(eml).toContain('Forwarded by: Eddie Editor <editor@demo.test>');
  });

  it('refuses bad addresses, too many, a mismatched item and other organisations', async () => {
    const item = await comment();
    const editor = await api.as('editor');
    const send = (body: Record<string, unknown>, id = item.id) =>
      editor('POST', `${ENGAGE}/forward/${id}/email`, {
        contentUuid: item.id,
        subject: 'Hi',
        body: '',
        emails: ['a@example.com'],
        ...body,
      });
    expect((await send({ emails: ['not-an-address'] })).body).toMatchObject({
      errorCode: 'forward.emails',
      message: 'emails: not-an-address is not an e-mail address.',
    });
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.com`);
    expect((await send({ emails: many })).status).toBe(422);
    expect((await send({ subject: ' ' })).body).toMatchObject({ errorCode: 'forward.subject' });
    expect((await send({ contentUuid: crypto.randomUUID() })).status).toBe(400);
    const other = await api.as('otherAdmin');
    const outsider = await other('POST', `${ENGAGE}/forward/${item.id}/email`, {
      contentUuid: item.id,
      subject: 'Hi',
      body: '',
      emails: ['a@example.com'],
    });
    expect(outsider.status).toBe(404);
  });
});

describe('Zendesk tickets', () => {
  it('opens a ticket from an item and keeps it with the item', async () => {
    const item = await comment();
    const lead = await api.as('lead');
    const response = await lead('POST', `${ENGAGE}/zendesk/tickets`, {
      contentUuid: item.id,
      subject: 'Damaged delivery',
      priority: 'high',
    });
    expect(response.status).toBe(201);
    const ticket = response.body as ZendeskTicketCreated;
    expect(ticket).toMatchObject({ status: 'new', contentUuid: item.id });
    const stored = await api.db
      .selectFrom('sandboxTickets')
      .select(['subject', 'priority', 'description', 'requester'])
      .where('id', '=', ticket.ticketId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ subject: 'Damaged delivery', priority: 'high' });
    expect(stored.description).toContain(item.message ?? '');
    const after = (await lead('GET', `${ENGAGE}/contents/${item.id}`)).body as SavedItem;
    expect(after.externalCases).toContainEqual(
      expect.objectContaining({ system: 'zendesk', id: ticket.ticketId }),
    );
    // Zendesk refuses a blank subject; ours refuses one longer than our limit before it.
    const refused = await lead('POST', `${ENGAGE}/zendesk/tickets`, {
      contentUuid: item.id,
      subject: '   ',
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errorCode: 'NETWORK_INVALID' });
    const tooLong = await lead('POST', `${ENGAGE}/zendesk/tickets`, {
      contentUuid: item.id,
      subject: 'x'.repeat(TEXT_LIMITS.subject + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      message: `Invalid body: subject: is ${TEXT_LIMITS.subject + 1} characters long, at most ${TEXT_LIMITS.subject} allowed`,
    });
  });
});
