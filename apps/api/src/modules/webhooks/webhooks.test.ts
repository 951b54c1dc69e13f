import {
  decode,
  WEBHOOK_TOPICS,
  type Webhook,
  type WebhookDeliveryPage,
  type WebhookSecret,
  type WebhookTestResult,
  type WebhookTopic,
} from '@smm/model';
import { either as E } from 'fp-ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { channelEvent } from '../connect/channel.events.js';
import { FROM_NETWORK, recordEvent } from '../engage/engage.events.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.js';

let api: TestApi;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
  process.env['WEBHOOK_RETRY_SCHEDULE'] = '1,1,1';
  api = await startTestApi();
});
afterEach(async () => {
  process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
});
afterAll(async () => {
  delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
  delete process.env['WEBHOOK_RETRY_SCHEDULE'];
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await api?.close();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the webhook did not arrive in time');
}

/** A receiver that verifies with the organisation's secret, and a webhook to it. */
async function hookedReceiver(
  topics: string[],
  options: { failRate?: number; random?: () => number } = {},
) {
  const admin = await api.as('admin');
  const receiver = await startWebhookReceiver(options);
  receivers.push(receiver);
  const made = await admin('POST', '/webhook/webhooks', {
    url: receiver.url,
    description: 'Test receiver',
    topics,
  });
  expect(made.status).toBe(201);
  const secret = (await admin('GET', '/webhook/organization/secret')).body as WebhookSecret;
  receiver.secrets = [secret.secret];
  return { admin, receiver, webhook: made.body as Webhook };
}

describe('webhooks', () => {
  it('lists every topic but the test event, each with an example its codec decodes', async () => {
    const viewer = await api.as('viewer');
    const topics = (await viewer('GET', '/webhook/topics')).body as WebhookTopic[];
    expect(topics.map((topic) => topic.name)).toContain('engage.item.created');
    expect(topics.map((topic) => topic.name)).not.toContain('webhook.test');
    for (const topic of topics) {
      const entry = WEBHOOK_TOPICS[topic.name as keyof typeof WEBHOOK_TOPICS];
      expect(E.isRight(decode(entry.data, topic.example))).toBe(true);
    }
    expect((await viewer('GET', '/webhook/webhooks')).status).toBe(403);
  });

  it('delivers what happens in the inbox, signed, with bodies of the catalogue', async () => {
    const { admin, receiver, webhook } = await hookedReceiver([
      'engage.item.created',
      'engage.item.changed',
    ]);
    expect(webhook).toMatchObject({ health: 'healthy', enabled: true });
    const arrived = await admin('POST', '/api/sandbox/comments', {
      channelId: 'instagram-demo',
      text: 'Is the oat latte vegan?',
    });
    const { itemId } = arrived.body as { itemId: string };
    const created = await until(
      () => receiver.received.find((r) => r.type === 'engage.item.created'),
      (found) => found !== undefined,
    );
    expect(created).toMatchObject({ verified: true, answered: 204 });
    const data = (created?.body['data'] ?? {}) as Record<string, unknown>;
    expect(E.isRight(decode(WEBHOOK_TOPICS['engage.item.created'].data, data))).toBe(true);
    expect(data['item']).toMatchObject({
      id: itemId,
      network: 'instagram',
      text: 'Is the oat latte vegan?',
    });

    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const assigned = await admin('POST', `/api/engage/contents/${itemId}/assign`, {
      assigneeId: care.id,
      isTeam: true,
    });
    expect(assigned.status).toBe(200);
    const changed = await until(
      () => receiver.received.find((r) => r.type === 'engage.item.changed'),
      (found) => found !== undefined,
    );
    const changedData = (changed?.body['data'] ?? {}) as Record<string, unknown>;
    expect(E.isRight(decode(WEBHOOK_TOPICS['engage.item.changed'].data, changedData))).toBe(true);
    expect(changedData).toMatchObject({
      itemId,
      change: 'assign',
      by: { source: 'user' },
      item: { assigneeId: care.id },
    });

    // The log holds both, arrived at the first attempt (the delivery records its outcome once
    // the receiver's answer is in, a moment after the receiver has the request).
    const log = await until(
      async () =>
        (await admin('GET', `/webhook/webhooks/${webhook.id}/deliveries`))
          .body as WebhookDeliveryPage,
      (page) => page.deliveries.every((delivery) => delivery.status !== 'pending'),
    );
    expect(log.deliveries.map((delivery) => [delivery.topic, delivery.status])).toEqual(
      expect.arrayContaining([
        ['engage.item.created', 'succeeded'],
        ['engage.item.changed', 'succeeded'],
      ]),
    );
    // Unsubscribed, the topic is no longer delivered.
    await admin('POST', `/webhook/webhooks/${webhook.id}/topics/engage.item.created/unsubscribe`);
    const before = receiver.received.length;
    await admin('POST', '/api/sandbox/comments', { channelId: 'instagram-demo', text: 'Hi!' });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.received.length).toBe(before);
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });

  it('tries a failed delivery again with the same webhook-id until it arrives', async () => {
    let calls = 0;
    // The first two requests fail, the rest arrive.
    const { admin, receiver, webhook } = await hookedReceiver(['engage.item.created'], {
      failRate: 0.5,
      random: () => (calls++ < 2 ? 0 : 1),
    });
    await admin('POST', '/api/sandbox/comments', { channelId: 'facebook-demo', text: 'Retry me' });
    await until(
      () => receiver.accepted().size,
      (size) => size === 1,
    );
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.received.map((r) => r.answered)).toEqual([503, 503, 204]);
    const log = (await admin('GET', `/webhook/webhooks/${webhook.id}/deliveries`))
      .body as WebhookDeliveryPage;
    expect(log.deliveries[0]).toMatchObject({ status: 'succeeded', attemptCount: 3 });
    expect(log.deliveries[0]?.attempts?.map((a) => a.status)).toEqual([204, 503, 503]);
    expect(log.deliveries[0]?.attempts?.[2]?.response).toBe('busy, try later');
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });

  it('tells of channels, cases and users with the data of the catalogue', async () => {
    const { admin, receiver, webhook } = await hookedReceiver([
      'channel.needsReconnection',
      'engage.case.opened',
      'engage.case.closed',
      'user.invited',
    ]);
    const channel = await api.db
      .selectFrom('channels')
      .select(['id', 'orgId', 'name'])
      .where('id', '=', 'facebook-demo')
      .executeTakeFirstOrThrow();
    await api.db
      .transaction()
      .execute((trx) =>
        recordEvent(trx, channelEvent(channel.orgId, channel.id, 'accessLost', FROM_NETWORK)),
      );
    const arrived = await admin('POST', '/api/sandbox/comments', {
      channelId: 'instagram-demo',
      text: 'Wrong order again',
    });
    const { itemId } = arrived.body as { itemId: string };
    const opened = (
      await admin('POST', '/api/engage/cases', {
        subject: 'Wrong order',
        description: 'Second time',
        conversationItemUuids: [itemId],
      })
    ).body as { id: string };
    await admin('PATCH', `/api/engage/cases/${opened.id}`, { status: 'CLOSED' });
    await admin('POST', `/api/1/org/${channel.orgId}/users`, {
      email: `hooked-${Date.now()}@demo.test`,
      firstName: 'Hooked',
      lastName: 'Colleague',
    });
    const got = await until(
      () => receiver.received.map((r) => r.type),
      (types) => types.length >= 4,
    );
    expect(new Set(got)).toEqual(
      new Set([
        'channel.needsReconnection',
        'engage.case.opened',
        'engage.case.closed',
        'user.invited',
      ]),
    );
    for (const request of receiver.received) {
      const topic = request.type as keyof typeof WEBHOOK_TOPICS;
      const decoded = decode(WEBHOOK_TOPICS[topic].data, request.body['data']);
      expect(E.isRight(decoded) ? topic : decoded.left.message).toBe(topic);
    }
    const body = (type: string) => receiver.received.find((r) => r.type === type)?.body['data'];
    expect(body('channel.needsReconnection')).toEqual({
      channel: { id: 'facebook-demo', network: 'facebook', name: channel.name },
      change: 'accessLost',
      by: { source: 'network' },
    });
    expect(body('engage.case.opened')).toMatchObject({
      subject: 'Wrong order',
      status: 'OPEN',
      itemIds: [itemId],
    });
    expect(body('engage.case.closed')).toMatchObject({ caseId: opened.id, status: 'CLOSED' });
    expect(body('user.invited')).toMatchObject({
      name: 'Hooked Colleague',
      by: { source: 'user' },
    });
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });

  it('sends a test event and answers how it went; resends and replays from the log', async () => {
    let failing = true;
    const { admin, receiver, webhook } = await hookedReceiver(['user.invited'], {
      failRate: 1,
      random: () => (failing ? 0 : 1),
    });
    const failed = (await admin('POST', `/webhook/webhooks/${webhook.id}/test`))
      .body as WebhookTestResult;
    expect(failed).toMatchObject({
      finished: true,
      status: '503',
      errorMessage: 'the endpoint answered 503',
    });
    failing = false;
    const passed = (await admin('POST', `/webhook/webhooks/${webhook.id}/test`))
      .body as WebhookTestResult;
    expect(passed).toEqual({ finished: true, status: '204', deliveryId: passed.deliveryId });
    expect(receiver.received.map((r) => r.type)).toEqual(['webhook.test', 'webhook.test']);

    // The failed test is in the log; resent, it arrives with its own webhook-id again.
    const failedId = failed.deliveryId ?? '';
    const resent = (await admin('POST', `/webhook/deliveries/${failedId}/resend`)).body as {
      status: string;
      messageId: string;
    };
    expect(resent.status).toBe('succeeded');
    expect(receiver.received.at(-1)?.id).toBe(resent.messageId);
    expect(receiver.received.filter((r) => r.id === resent.messageId)).toHaveLength(2);

    // Replay: a failed delivery since an hour ago goes again.
    await api.db
      .updateTable('webhookDeliveries')
      .set({ status: 'failed' })
      .where('id', '=', passed.deliveryId ?? '')
      .execute();
    const replay = await admin('POST', `/webhook/webhooks/${webhook.id}/replay`, {
      since: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(replay.body).toEqual({ queued: 1 });
    await until(
      () => receiver.received.length,
      (count) => count === 4,
    );
    // Another organisation sees none of it.
    const other = await api.as('otherAdmin');
    expect((await other('GET', `/webhook/deliveries/${failedId}`)).status).toBe(404);
    expect((await other('POST', `/webhook/webhooks/${webhook.id}/test`)).status).toBe(404);
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });

  it('the sandbox receiver takes what is signed with the organisation’s secret, and lists it', async () => {
    const admin = await api.as('admin');
    const orgId = (
      await api.db
        .selectFrom('users')
        .select('orgId')
        .where('email', '=', 'admin@demo.test')
        .executeTakeFirstOrThrow()
    ).orgId;
    const hook = (
      await admin('POST', '/webhook/webhooks', {
        url: `${api.base}/sandbox/webhooks/${orgId}`,
        topics: [],
      })
    ).body as Webhook;
    const tested = (await admin('POST', `/webhook/webhooks/${hook.id}/test`))
      .body as WebhookTestResult;
    expect(tested).toMatchObject({ finished: true, status: '204' });
    const forged = await fetch(`${api.base}/sandbox/webhooks/${orgId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
      },
      body: '{"type":"webhook.test","timestamp":"2026-11-26T00:00:00.000Z","data":{}}',
    });
    expect(forged.status).toBe(401);
    const page = await (await fetch(`${api.base}/sandbox/webhooks/${orgId}`)).text();
    expect(page).toContain('webhook.test');
    expect(page).toContain('verified');
    expect(page).toContain('signature did not verify');
    await admin('DELETE', `/webhook/webhooks/${hook.id}`);
  });

  it.each([
    ['https://127.0.0.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://10.1.2.3/hooks', '10.1.2.3 is a private network address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://localhost/hooks', 'localhost resolves to'],
    ['https://[::1]/hooks', '::1 is a loopback address'],
    ['http://hooks.invalid/in', 'webhooks are sent over https only'],
  ])('refuses %s without the development setting', async (url, message) => {
    delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
    const admin = await api.as('admin');
    const refused = await admin('POST', '/webhook/webhooks', { url, topics: [] });
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toContain(message);
  });

  it('does not deliver to an address that resolves to a private one at delivery time', async () => {
    const { admin, receiver, webhook } = await hookedReceiver(['engage.item.created']);
    // Saved when it resolved elsewhere (or by a setting since turned off): https to a name
    // that now resolves to loopback.
    await api.db
      .updateTable('webhooks')
      .set({ url: receiver.url.replace('http://127.0.0.1', 'https://localhost') })
      .where('id', '=', webhook.id)
      .execute();
    delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
    const tested = (await admin('POST', `/webhook/webhooks/${webhook.id}/test`))
      .body as WebhookTestResult;
    expect(tested).toMatchObject({ finished: true, status: null });
    expect(tested.errorMessage).toMatch(
      /localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    expect(receiver.received).toHaveLength(0);
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });

  it('signs with the old and the new secret while a rotation overlaps', async () => {
    const { admin, receiver: old, webhook } = await hookedReceiver(['engage.item.created']);
    const rotated = (await admin('POST', '/webhook/organization/secret/rotate'))
      .body as WebhookSecret;
    expect(rotated.previousSecret).toBe(old.secrets[0]);
    expect(rotated.secret).not.toBe(old.secrets[0]);
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const fresh = await startWebhookReceiver({ secrets: [rotated.secret] });
    receivers.push(fresh);
    const second = (
      await admin('POST', '/webhook/webhooks', { url: fresh.url, topics: ['engage.item.created'] })
    ).body as Webhook;
    await admin('POST', '/api/sandbox/comments', { channelId: 'facebook-demo', text: 'Both?' });
    await until(
      () => old.accepted().size + fresh.accepted().size,
      (count) => count === 2,
    );
    expect(old.received.every((r) => r.verified)).toBe(true);
    expect(fresh.received.every((r) => r.verified)).toBe(true);
    // Once the overlap is over, only the new secret signs.
    await api.db
      .updateTable('webhookSecrets')
      .set({ previousUntil: new Date(Date.now() - 1000) })
      .execute();
    await admin('POST', '/api/sandbox/comments', { channelId: 'facebook-demo', text: 'Now?' });
    await until(
      () => fresh.accepted().size,
      (count) => count === 2,
    );
    await until(
      () => old.received.length,
      (count) => count >= 2,
    );
    expect(old.received.at(-1)?.verified).toBe(false);
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
    await admin('DELETE', `/webhook/webhooks/${second.id}`);
  });

  it('switches off an endpoint that failed every attempt for 5 days and tells the administrators', async () => {
    const { admin, webhook } = await hookedReceiver(['user.invited'], { failRate: 1 });
    await api.db
      .updateTable('webhooks')
      .set({ failingSince: new Date(Date.now() - 6 * 24 * 3_600_000) })
      .where('id', '=', webhook.id)
      .execute();
    await admin('POST', `/webhook/webhooks/${webhook.id}/test`);
    const after = (await admin('GET', '/webhook/webhooks')).body as { list: Webhook[] };
    const disabled = after.list.find((hook) => hook.id === webhook.id);
    expect(disabled).toMatchObject({ enabled: false, health: 'disabled' });
    expect(disabled?.disabledReason).toContain('failed for 5 days');
    const told = await api.db
      .selectFrom('notices')
      .select('type')
      .where('userId', '=', await api.userId('admin@demo.test'))
      .where('type', '=', 'webhookDisabled')
      .execute();
    expect(told).toHaveLength(1);
    // Switched on again, it starts afresh.
    const again = (
      await admin('PUT', `/webhook/webhooks/${webhook.id}`, {
        url: webhook.url,
        topics: webhook.topics,
        enabled: true,
      })
    ).body as Webhook;
    expect(again).toMatchObject({ enabled: true, health: 'healthy' });
    expect(again.disabledReason).toBeUndefined();
    await admin('DELETE', `/webhook/webhooks/${webhook.id}`);
  });
});
