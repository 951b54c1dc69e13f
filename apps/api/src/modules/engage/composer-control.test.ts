import type { ItemStatus, SavedItem, SearchPage, WhatsAppTemplate } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failNext } from '../../networks/sandbox.moderation.js';
import { findItem, orgIdOf, settled, storedItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { ingest } from './ingest.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const HOUR = 60 * 60 * 1000;

/** A customer writes to a channel `hoursAgo`, starting a conversation; answers the conversation. */
async function conversationOn(
  channelId: string,
  network: 'whatsapp' | 'facebook',
  options: { readonly hoursAgo?: number; readonly thirdParty?: boolean } = {},
): Promise<string> {
  const thread = `${network}-thread-${crypto.randomUUID()}`;
  await ingest(api.db, await orgIdOf(api), [
    {
      channelId,
      network,
      networkItemId: `${thread}-1`,
      parentNetworkId: thread,
      item: makeEngageItem({
        channelId,
        engage: { network, type: 'message', canRespond: true, origin: 'dm' },
        sender: { id: `${network}-ana`, name: 'Ana', visibility: 'PUBLIC', isOwn: false },
        meta: {
          createdDate: new Date(Date.now() - (options.hoursAgo ?? 1) * HOUR).toISOString(),
          displayReadStatus: 'unread',
        },
        message: 'Is my order ready?',
        ...(options.thirdParty ? { control: { ownership: 'THIRD_PARTY' } } : {}),
      }),
    },
  ]);
  const row = await api.db
    .selectFrom('engageItems')
    .select('id')
    .where('channelId', '=', channelId)
    .where('networkItemId', '=', thread)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('WhatsApp templates: the parameter rules', () => {
  it('refuses values WhatsApp refuses, naming the placeholder; sends trimmed ones', async () => {
    const conversation = await conversationOn('whatsapp-demo', 'whatsapp', { hoursAgo: 30 });
    const admin = await api.as('admin');
    const templates = (await admin('GET', `${ENGAGE}/whatsapp/whatsapp-demo/templates`))
      .body as WhatsAppTemplate[];
    const order = templates.find((template) => template.name === 'order_update');
    if (!order) throw new Error('no order_update template');
    const send = (parameters: string[]) =>
      admin('POST', `${ENGAGE}/whatsapp/templates/send`, {
        conversationId: conversation,
        templateId: order.id,
        parameters,
      });
    const empty = await send(['Ana', '  ']);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errorCode: 'template.parameters',
      message: 'Parameter {{2}}: write a value.',
    });
    expect((await send(['Ana', 'A\n17'])).body).toMatchObject({
      message: 'Parameter {{2}}: WhatsApp takes no line break or tab in a parameter.',
    });
    expect((await send(['Ana     B', 'A-17'])).body).toMatchObject({
      message: 'Parameter {{1}}: WhatsApp takes at most four spaces in a row in a parameter.',
    });
    const sent = await send(['Ana', 'A-17']);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ message: 'Hello Ana, your order A-17 is on its way.' });
  });
});

describe('engage error codes: the network’s code and subcode reach the caller', () => {
  it('the sandbox Instagram fails on demand with code 100, subcode 33', async () => {
    const admin = await api.as('admin');
    const set = await admin('POST', '/api/sandbox/failures', {
      channelId: 'instagram-demo',
      kind: 'platformIssue',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ channelId: 'instagram-demo', kind: 'platformIssue', remaining: 1 });
    const comment = await findItem(
      api,
      { networks: ['instagram'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    const reply = await admin('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
      text: 'Thanks, we are on it.',
    });
    expect(reply.status).toBe(202);
    const status: ItemStatus = await settled(api, (reply.body as SavedItem).id);
    expect(status).toMatchObject({
      delivery: 'MESSAGE_FAILED',
      failure: { errorCode: 'NETWORK_PLATFORM_ISSUE', networkCode: 100, networkSubcode: 33 },
    });
    expect(status.error).toContain('Instagram is having an ongoing platform infrastructure issue');
    // Sent again, it goes: the failure was used up, and the item forgets it.
    const again = await admin('POST', `${ENGAGE}/contents/${status.id}/retry`);
    expect(again.status).toBe(202);
    const retried = await settled(api, status.id);
    expect(retried.delivery).toBe('DELIVERED');
    expect(retried.failure).toBeUndefined();
  });

  it('a refusal answered at once carries networkCode and networkSubcode', async () => {
    const admin = await api.as('admin');
    const comment = await findItem(
      api,
      { networks: ['instagram'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    await failNext(api.db, comment.channelId, 'platformIssue');
    const hide = await admin('PUT', `${ENGAGE}/contents/${comment.id}/hide`);
    expect(hide.status).toBe(502);
    expect(hide.body).toMatchObject({
      errorCode: 'NETWORK_PLATFORM_ISSUE',
      networkCode: 100,
      networkSubcode: 33,
    });
  });

  it('only administrators set failures, on their own organisation’s channels', async () => {
    const body = { channelId: 'instagram-demo', kind: 'platformIssue', times: 0 };
    expect((await (await api.as('editor'))('POST', '/api/sandbox/failures', body)).status).toBe(
      403,
    );
    const other = await api.as('otherAdmin');
    expect((await other('POST', '/api/sandbox/failures', body)).status).toBe(404);
    const admin = await api.as('admin');
    expect(
      (await admin('POST', '/api/sandbox/failures', { ...body, kind: 'meltdown' })).status,
    ).toBe(400);
    expect((await admin('POST', '/api/sandbox/failures', { ...body, times: 21 })).status).toBe(400);
  });
});

describe("Facebook's handover protocol", () => {
  it('the demo has Facebook conversations another app controls', async () => {
    const admin = await api.as('admin');
    const page = (
      await admin('POST', `${ENGAGE}/search?limit=100`, {
        filters: { networks: ['facebook'], types: ['message'] },
      })
    ).body as SearchPage;
    const controlled = page.items.filter((item) => item.control?.ownership === 'THIRD_PARTY');
    expect(controlled.length).toBeGreaterThan(0);
    expect(controlled.every((item) => item.engage.type === 'conversation')).toBe(true);
  });

  it('refuses answers with SMM_ENG_ERR_2 until control is taken; then the message goes', async () => {
    const conversation = await conversationOn('facebook-demo', 'facebook', { thirdParty: true });
    const admin = await api.as('admin');
    const refused = await admin('POST', `${ENGAGE}/contents/${conversation}/messages`, {
      text: 'Hello from the team',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'SMM_ENG_ERR_2' });

    const taken = await admin('POST', `${ENGAGE}/conversations/${conversation}/resyncControl`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: conversation, control: { ownership: 'SMM' } });
    expect((await storedItem(api, conversation)).item.control).toEqual({ ownership: 'SMM' });

    const sent = await admin('POST', `${ENGAGE}/contents/${conversation}/messages`, {
      text: 'Hello from the team',
    });
    expect(sent.status).toBe(202);
    expect(await settled(api, (sent.body as SavedItem).id)).toMatchObject({
      delivery: 'DELIVERED',
    });
  });

  it('the sandbox Facebook itself refuses a message while another app holds the thread', async () => {
    const conversation = await conversationOn('facebook-demo', 'facebook', { thirdParty: true });
    // The product believes it holds the conversation; Facebook knows better.
    const { item } = await storedItem(api, conversation);
    await api.db
      .updateTable('engageItems')
      .set({ item: JSON.stringify({ ...item, control: { ownership: 'SMM' } }) })
      .where('id', '=', conversation)
      .execute();
    const admin = await api.as('admin');
    const sent = await admin('POST', `${ENGAGE}/contents/${conversation}/messages`, {
      text: 'Are you there?',
    });
    expect(sent.status).toBe(202);
    expect(await settled(api, (sent.body as SavedItem).id)).toMatchObject({
      delivery: 'MESSAGE_FAILED',
      failure: { errorCode: 'SMM_ENG_ERR_2' },
    });
    // The conversation now shows who holds it, so "Take control" is offered.
    expect((await storedItem(api, conversation)).item.control).toEqual({
      ownership: 'THIRD_PARTY',
    });
  });

  it('taking control fails as the network fails, and the conversation stays controlled', async () => {
    const conversation = await conversationOn('facebook-demo', 'facebook', { thirdParty: true });
    await failNext(api.db, 'facebook-demo', 'rateLimited');
    const admin = await api.as('admin');
    const failed = await admin('POST', `${ENGAGE}/conversations/${conversation}/resyncControl`);
    expect(failed.status).toBe(429);
    expect(failed.body).toMatchObject({ errorCode: 'NETWORK_RATE_LIMITED' });
    expect((await storedItem(api, conversation)).item.control).toEqual({
      ownership: 'THIRD_PARTY',
    });
  });

  it('is refused to view-only people, on other networks and to other organisations', async () => {
    const conversation = await conversationOn('facebook-demo', 'facebook', { thirdParty: true });
    const viewer = await api.as('viewer');
    expect(
      (await viewer('POST', `${ENGAGE}/conversations/${conversation}/resyncControl`)).status,
    ).toBe(422);
    const other = await api.as('otherAdmin');
    expect(
      (await other('POST', `${ENGAGE}/conversations/${conversation}/resyncControl`)).status,
    ).toBe(404);
    const whatsapp = await conversationOn('whatsapp-demo', 'whatsapp');
    const admin = await api.as('admin');
    const wrong = await admin('POST', `${ENGAGE}/conversations/${whatsapp}/resyncControl`);
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errorCode: 'control.notFacebook' });
  });
});
