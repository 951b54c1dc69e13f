import type { SavedItem, WhatsAppMessageTemplate } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { orgIdOf, settled } from '../../testing/engage-helpers.js';
import { ingest } from '../engage/ingest.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
/** How far the sandbox WhatsApp's clock is ahead of the real one. */
let shift = 0;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  api = await startTestApi({ whatsappNow: () => new Date(Date.now() + shift) });
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

const CHANNEL = 'whatsapp-demo';

async function templates() {
  const { status, body } = await admin('GET', `/api/whatsapp/templates?channelId=${CHANNEL}`);
  expect(status).toBe(200);
  return body as WhatsAppMessageTemplate[];
}

/** What engage's template picker offers for the channel. */
async function offered() {
  const { status, body } = await admin('GET', `/api/engage/whatsapp/${CHANNEL}/templates`);
  expect(status).toBe(200);
  return (body as { id: string; name: string }[]).map((t) => t.name);
}

const submit = (name: string, text: string, language = 'en') =>
  admin('POST', '/api/whatsapp/templates', {
    channelId: CHANNEL,
    name,
    language,
    category: 'UTILITY',
    text,
  });

describe('WhatsApp message templates and their review', () => {
  it('lists the standard templates, the seeded one in review and the rejected one', async () => {
    const listed = await templates();
    expect(listed.map((t) => [t.name, t.language, t.status, t.standard])).toEqual([
      ['follow_up', 'en', 'APPROVED', true],
      ['order_update', 'en', 'APPROVED', true],
      ['follow_up', 'de', 'APPROVED', true],
      ['follow_up', 'es', 'APPROVED', true],
      ['loyalty_offer', 'en', 'REJECTED', false],
      ['table_booking', 'en', 'PENDING', false],
    ]);
    expect(listed.find((t) => t.name === 'loyalty_offer')?.rejectedReason).toMatch(/placeholder/);
    // Engage offers the approved ones only, with the ids it always had.
    expect(await offered()).toEqual(['follow_up', 'order_update', 'follow_up', 'follow_up']);
    const standard = (await templates()).filter((t) => t.status === 'APPROVED');
    const engage = (
      (await admin('GET', `/api/engage/whatsapp/${CHANNEL}/templates`)).body as { id: string }[]
    ).map((t) => t.id);
    expect(engage).toEqual(standard.map((t) => t.id));
  });

  it('submits a template: PENDING, APPROVED two minutes later, then offered in engage', async () => {
    const submitted = await submit('pickup_ready', 'Hello {{1}}, your order {{2}} is ready.');
    expect(submitted.status).toBe(201);
    const template = submitted.body as WhatsAppMessageTemplate;
    expect(template).toMatchObject({
      name: 'pickup_ready',
      status: 'PENDING',
      rejectedReason: null,
    });
    expect(await offered()).not.toContain('pickup_ready');
    shift += minutes(1);
    expect((await templates()).find((t) => t.id === template.id)?.status).toBe('PENDING');
    shift += minutes(1);
    expect((await templates()).find((t) => t.id === template.id)?.status).toBe('APPROVED');
    expect(await offered()).toContain('pickup_ready');

    // Sent to a customer whose window closed: WhatsApp takes the newly approved template.
    const thread = `wa-thread-pickup-${Date.now()}`;
    await ingest(api.db, await orgIdOf(api), [
      {
        channelId: CHANNEL,
        network: 'whatsapp',
        networkItemId: `${thread}-1`,
        parentNetworkId: thread,
        item: makeEngageItem({
          channelId: CHANNEL,
          engage: { network: 'whatsapp', type: 'message', canRespond: true },
          sender: { id: 'wa-pickup', name: 'Ola', visibility: 'PUBLIC', isOwn: false },
          meta: { createdDate: new Date(Date.now() - 30 * 3600_000).toISOString() },
          message: 'Is my order ready?',
        }),
      },
    ]);
    const conversation = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', CHANNEL)
      .where('networkItemId', '=', thread)
      .executeTakeFirstOrThrow();
    const sent = await admin('POST', '/api/engage/whatsapp/templates/send', {
      conversationId: conversation.id,
      templateId: template.id,
      parameters: ['Ola', 'A-17'],
    });
    expect(sent.status).toBe(202);
    expect(await settled(api, (sent.body as SavedItem).id)).toMatchObject({
      delivery: 'DELIVERED',
    });
  });

  it('rejects texts with a placeholder at an end or out of order, with the reason', async () => {
    const cases = [
      ['starts_with_placeholder', '{{1}}, your order is ready.'],
      ['ends_with_placeholder', 'Your order is ready, {{1}}'],
      ['skips_a_number', 'Hello {{2}}, your order is ready.'],
      ['out_of_order', 'Hello {{2}}, your order {{1}} is ready.'],
      ['named_placeholder', 'Hello {{name}}, your order is ready.'],
    ] as const;
    const ids: string[] = [];
    for (const [name, text] of cases) {
      const { status, body } = await submit(name, text);
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: 'PENDING' });
      ids.push((body as WhatsAppMessageTemplate).id);
    }
    shift += minutes(2);
    const reviewed = (await templates()).filter((t) => ids.includes(t.id));
    expect(reviewed.map((t) => [t.name, t.status, t.rejectedReason])).toEqual([
      ['starts_with_placeholder', 'REJECTED', 'The text may not start or end with a placeholder.'],
      ['ends_with_placeholder', 'REJECTED', 'The text may not start or end with a placeholder.'],
      ['skips_a_number', 'REJECTED', 'The placeholders must be {{1}}, {{2}}, … numbered in order.'],
      ['out_of_order', 'REJECTED', 'The placeholders must be {{1}}, {{2}}, … numbered in order.'],
      [
        'named_placeholder',
        'REJECTED',
        'The placeholders must be {{1}}, {{2}}, … numbered in order.',
      ],
    ]);
    expect(await offered()).not.toContain('out_of_order');
  });

  it('refuses bad names (400) and a name and language the account has (409); deletes', async () => {
    for (const name of ['Pickup', 'pickup-ready', 'pick up', 'café']) {
      const { status, body } = await submit(name, 'Hello {{1}}, thanks.');
      expect(status).toBe(400);
      expect((body as { message: string }).message).toMatch(/lower-case letters, digits/);
    }
    const first = await submit('thanks_note', 'Hello {{1}}, thank you.');
    expect(first.status).toBe(201);
    expect((await submit('thanks_note', 'Hello {{1}}, thank you!')).status).toBe(409);
    expect((await submit('thanks_note', 'Hallo {{1}}, danke.', 'de')).status).toBe(201);
    expect((await submit('follow_up', 'Hello {{1}}.')).status).toBe(409);

    const id = (first.body as WhatsAppMessageTemplate).id;
    expect((await admin('DELETE', `/api/whatsapp/templates/${id}`)).status).toBe(204);
    expect((await templates()).map((t) => t.id)).not.toContain(id);
    expect((await admin('DELETE', `/api/whatsapp/templates/${id}`)).status).toBe(404);
    const [standard] = await templates();
    const kept = await admin('DELETE', `/api/whatsapp/templates/${standard?.id}`);
    expect(kept.status).toBe(409);
    expect((kept.body as { message: string }).message).toMatch(/standard templates/);
    // Another organisation's caller finds none of these.
    const outsider = await api.as('admin@other.test');
    expect((await outsider('GET', `/api/whatsapp/templates?channelId=${CHANNEL}`)).status).toBe(
      404,
    );
    const seeded = (await templates()).find((t) => t.name === 'table_booking');
    expect((await outsider('DELETE', `/api/whatsapp/templates/${seeded?.id}`)).status).toBe(404);
  });
});
