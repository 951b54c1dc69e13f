import type {
  Channel,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppDeployment,
  WhatsAppPhoneNumberGroup,
} from '@smm/model';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { STILL_ON_PHONE } from '../../networks/sandbox.wa-verification.js';

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

async function accounts(caller: Caller = admin) {
  const { status, body } = await caller('GET', '/api/whatsapp/business-accounts');
  expect(status).toBe(200);
  return body as WhatsAppBusinessAccount[];
}

async function numbers(accountId: string) {
  const { status, body } = await admin(
    'GET',
    `/api/whatsapp/phone-numbers?businessAccountId=${accountId}`,
  );
  expect(status).toBe(200);
  return (body as WhatsAppPhoneNumberGroup).numbers;
}

/** The newest code the sandbox sent to a number (E.164), from its store. */
async function lastCode(phoneNumber: string): Promise<string> {
  const row = await api.db
    .selectFrom('sandboxWaSms as s')
    .innerJoin('sandboxWaNumbers as n', 'n.id', 's.numberId')
    .select('s.code')
    .where('n.phoneNumber', '=', phoneNumber)
    .orderBy('s.id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code;
}

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('connecting a WhatsApp number: accounts, numbers, SMS code, activate, verify, connect', () => {
  it("lists Demo Coffee's business accounts and numbers as seeded", async () => {
    const [main, events, ...rest] = await accounts();
    expect(rest).toEqual([]);
    expect(main).toMatchObject({ name: 'Demo Coffee', businessVerification: 'VERIFIED' });
    expect(main?.numberCount).toBe(2);
    expect(events).toMatchObject({
      name: 'Demo Coffee Events',
      businessVerification: 'UNVERIFIED',
      numberCount: 1,
    });
    const listed = await numbers(main?.id ?? '');
    expect(listed).toEqual([
      expect.objectContaining({
        id: 'demo',
        displayPhoneNumber: '+44 20 7946 0018',
        verifiedName: 'Demo Coffee Support',
        status: 'ACTIVE',
        verification: 'VERIFIED',
        approval: 'APPROVED',
        channelId: 'whatsapp-demo',
        connected: true,
      }),
      expect.objectContaining({
        displayPhoneNumber: '+44 20 7946 0321',
        verifiedName: 'Demo Coffee Orders',
        status: 'PENDING',
        verification: 'UNVERIFIED',
        approval: 'PENDING',
        channelId: null,
        connected: false,
      }),
    ]);
    const deployment = await admin('GET', `/api/whatsapp/deployment/${main?.deploymentId}`);
    expect(deployment.body).toMatchObject({
      businessAccountId: main?.id,
      selectedChannel: 'whatsapp-demo',
      verifiedChannels: ['whatsapp-demo'],
    });
  });

  it('adds a number, verifies it by SMS code (wrong, spaced, expired, five wrong), activates, verifies and connects it', async () => {
    const [main] = await accounts();
    const accountId = main?.id ?? '';
    const deploymentId = main?.deploymentId ?? '';
    const added = await admin('POST', '/api/whatsapp/phone-numbers', {
      businessAccountId: accountId,
      phoneNumber: '+44 (20) 7946-0456',
      verifiedName: 'Demo Coffee Bakery',
    });
    expect(added.status).toBe(200);
    const number = (added.body as WhatsAppPhoneNumberGroup).numbers.find(
      (n) => n.verifiedName === 'Demo Coffee Bakery',
    );
    expect(number).toMatchObject({
      displayPhoneNumber: '+44 20 7946 0456',
      status: 'PENDING',
      verification: 'UNVERIFIED',
      approval: 'PENDING',
      channelId: null,
    });
    const again = await admin('POST', '/api/whatsapp/phone-numbers', {
      businessAccountId: accountId,
      phoneNumber: '+442079460456',
      verifiedName: 'Demo Coffee Bakery',
    });
    expect(again.status).toBe(409);

    const chosen = await admin('POST', '/api/whatsapp/channels', { phoneNumberId: number?.id });
    expect(chosen.status).toBe(200);
    const channel = chosen.body as WhatsAppChannel;
    expect(channel).toMatchObject({
      id: `whatsapp-${number?.id}`,
      deploymentId,
      businessAccountId: accountId,
      connected: false,
      codeSentAt: null,
    });
    const deployment = (await admin('GET', `/api/whatsapp/deployment/${deploymentId}`))
      .body as WhatsAppDeployment;
    expect(deployment.selectedChannel).toBe(channel.id);
    const verification = `/api/whatsapp2/channels/${channel.id}/verification`;

    // Activating before the code is entered: not verified.
    const early = await admin('POST', `/api/whatsapp/deployment/${deploymentId}/activate`, {
      channelId: channel.id,
    });
    expect(early.status).toBe(409);
    expect((early.body as { message: string }).message).toMatch(/not verified/);

    const sent = await admin('POST', verification, { method: 'SMS' });
    expect(sent.status).toBe(200);
    const code = sent.body as WhatsAppCodeSent;
    expect(code.sentTo).toBe('+44 •• •••• ••56');
    const listedNow = (await admin('GET', '/api/whatsapp2/channels')).body as WhatsAppChannel[];
    const sentAt = Date.parse(listedNow.find((c) => c.id === channel.id)?.codeSentAt ?? '');
    expect(Date.parse(code.expiresAt) - sentAt).toBe(minutes(10));
    expect(Date.parse(code.resendAfter) - sentAt).toBe(60_000);
    const tooSoon = await admin('POST', verification, { method: 'SMS' });
    expect(tooSoon.status).toBe(429);
    expect((tooSoon.body as { message: string }).message).toMatch(/in \d+ seconds/);

    let right = await lastCode('+442079460456');
    expect(right).toMatch(/^\d{6}$/);
    const page = await fetch(`${api.base}/sandbox/whatsapp/sms?number=%2B44%2020%207946%200456`);
    const html = await page.text();
    expect(html).toContain(`data-number="+442079460456" data-code="${right}"`);
    expect(html).not.toContain('data-number="+442079460399"');
    const unencoded = await fetch(`${api.base}/sandbox/whatsapp/sms?number=+442079460456`);
    expect(await unencoded.text()).toContain(`data-code="${right}"`);
    // The SMS is also a text file in the outbox directory.
    const outbox = process.env['OUTBOX_DIR'] ?? '';
    const files = (await readdir(outbox)).filter((f) => f.includes('whatsapp-sms-442079460456'));
    const texts = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    expect(texts.some((text) => text.includes(`verification code is ${right}.`))).toBe(true);

    const wrong = await admin('PUT', verification, { code: other(right), pin: '246810' });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { message: string }).message).toBe('The code is not the one sent.');
    const spaced = await admin('PUT', verification, { code: ` ${right}`, pin: '246810' });
    expect(spaced.status).toBe(400);
    const shortPin = await admin('PUT', verification, { code: right, pin: '24681' });
    expect(shortPin.status).toBe(400);
    expect((shortPin.body as { message: string }).message).toMatch(/PIN must be six digits/);

    // Ten minutes later the code no longer works.
    shift += minutes(11);
    const expired = await admin('PUT', verification, { code: right, pin: '246810' });
    expect(expired.status).toBe(400);
    expect((expired.body as { message: string }).message).toMatch(/expired: ask for a new one/);

    // A new code; five wrong tries, then even the right one is refused until another is sent.
    expect((await admin('POST', verification, { method: 'SMS' })).status).toBe(200);
    right = await lastCode('+442079460456');
    for (let i = 0; i < 5; i++) {
      expect((await admin('PUT', verification, { code: other(right), pin: '246810' })).status).toBe(
        400,
      );
    }
    const locked = await admin('PUT', verification, { code: right, pin: '246810' });
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(/ask for a new code/);
    shift += 61_000;
    expect((await admin('POST', verification, { method: 'SMS' })).status).toBe(200);
    right = await lastCode('+442079460456');
    const verified = await admin('PUT', verification, { code: right, pin: '246810' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verification: 'VERIFIED', status: 'PENDING' });

    // Verify before activating: not active yet.
    const notActive = await admin('POST', `/api/whatsapp/deployment/${deploymentId}/verify`, {
      channelId: channel.id,
    });
    expect(notActive.status).toBe(409);
    expect((notActive.body as { message: string }).message).toMatch(/activated on WhatsApp/);
    // Connecting before the deployment verified it: refused.
    const early2 = await admin('POST', '/api/whatsapp2/channels', { channelIds: [channel.id] });
    expect(early2.status).toBe(409);

    const active = await admin('POST', `/api/whatsapp/deployment/${deploymentId}/activate`, {
      channelId: channel.id,
    });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ status: 'ACTIVE', verification: 'VERIFIED' });
    const checked = await admin('POST', `/api/whatsapp/deployment/${deploymentId}/verify`, {
      channelId: channel.id,
    });
    expect(checked.status).toBe(200);
    expect((checked.body as WhatsAppDeployment).verifiedChannels).toEqual([
      'whatsapp-demo',
      channel.id,
    ]);

    const connected = await admin('POST', '/api/whatsapp2/channels', { channelIds: [channel.id] });
    expect(connected.status).toBe(200);
    expect((connected.body as Channel[]).map((c) => [c.id, c.name])).toEqual([
      [channel.id, 'Demo Coffee Bakery'],
    ]);
    const all = (await admin('GET', '/api/2/channels')).body as Channel[];
    expect(all.map((c) => c.id)).toContain(channel.id);
    const row = await api.db
      .selectFrom('channels')
      .select(['network', 'username', 'indexingStatus'])
      .where('id', '=', channel.id)
      .executeTakeFirstOrThrow();
    expect(row.network).toBe('whatsapp');
    expect(row.username).toBe('+44 20 7946 0456');
    expect(row.indexingStatus).toBe('INDEXING STARTED');
    // Indexed like any channel: its sandbox history includes WhatsApp conversations.
    let indexed = { status: '', items: 0 };
    for (let waited = 0; waited < 15_000 && indexed.status !== 'INDEXED'; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const state = await api.db
        .selectFrom('channels')
        .select('indexingStatus')
        .where('id', '=', channel.id)
        .executeTakeFirstOrThrow();
      const { count } = await api.db
        .selectFrom('engageItems')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('channelId', '=', channel.id)
        .executeTakeFirstOrThrow();
      indexed = { status: state.indexingStatus, items: Number(count) };
    }
    expect(indexed.status).toBe('INDEXED');
    expect(indexed.items).toBeGreaterThan(0);
    const listed = (await admin('GET', `/api/whatsapp/channels?deploymentId=${deploymentId}`))
      .body as WhatsAppChannel[];
    expect(listed.find((c) => c.id === channel.id)).toMatchObject({ connected: true });
    // A connected number is neither cancelled nor removed here.
    expect((await admin('DELETE', `/api/whatsapp/channels/${channel.id}`)).status).toBe(409);
    expect((await admin('DELETE', `/api/whatsapp/phone-numbers/${number?.id}`)).status).toBe(409);
  });

  it("fails the 0399 number's first activation after a start with its cause, then activates it", async () => {
    const [, events] = await accounts();
    const [number] = await numbers(events?.id ?? '');
    expect(number?.displayPhoneNumber).toBe('+44 20 7946 0399');
    const chosen = (await admin('POST', '/api/whatsapp/channels', { phoneNumberId: number?.id }))
      .body as WhatsAppChannel;
    const verification = `/api/whatsapp2/channels/${chosen.id}/verification`;
    shift += 61_000;
    expect((await admin('POST', verification, { method: 'SMS' })).status).toBe(200);
    const code = await lastCode('+442079460399');
    expect((await admin('PUT', verification, { code, pin: '135790' })).status).toBe(200);
    const activate = () =>
      admin('POST', `/api/whatsapp/deployment/${events?.deploymentId}/activate`, {
        channelId: chosen.id,
      });
    const failed = await activate();
    expect(failed.status).toBe(502);
    expect((failed.body as { message: string }).message).toBe(STILL_ON_PHONE);
    const second = await activate();
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'ACTIVE' });
    // Cancelling the number being connected.
    expect((await admin('DELETE', `/api/whatsapp/channels/${chosen.id}`)).status).toBe(204);
    const deployment = (await admin('GET', `/api/whatsapp/deployment/${events?.deploymentId}`))
      .body as WhatsAppDeployment;
    expect(deployment.selectedChannel).toBeNull();
  });

  it('reviews display names over minutes: approved in three, refused names rejected after one', async () => {
    const [main] = await accounts();
    const add = async (phoneNumber: string, verifiedName: string) => {
      const { body } = await admin('POST', '/api/whatsapp/phone-numbers', {
        businessAccountId: main?.id,
        phoneNumber,
        verifiedName,
      });
      return (body as WhatsAppPhoneNumberGroup).numbers.find(
        (n) => n.verifiedName === verifiedName,
      );
    };
    const fine = await add('+44 20 7946 0501', 'Demo Coffee Roastery');
    const refused = [
      await add('+44 20 7946 0502', 'Demo Coffee on WhatsApp'),
      await add('+44 20 7946 0503', 'DEMO COFFEE'),
      await add('+44 20 7946 0504', 'democoffee.com'),
    ];
    const approvals = async () => {
      const listed = await numbers(main?.id ?? '');
      const find = (id?: string) => listed.find((n) => n.id === id);
      return [fine, ...refused].map((n) => [find(n?.id)?.approval, find(n?.id)?.approvalReason]);
    };
    expect((await approvals()).map(([approval]) => approval)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    shift += minutes(1);
    expect(await approvals()).toEqual([
      ['NAME_APPROVED_WAITING_FOR_OBO_APPROVAL', null],
      ['REJECTED', 'The display name may not contain "WhatsApp".'],
      ['REJECTED', 'The display name may not be in capital letters only.'],
      ['REJECTED', 'The display name may not contain a web address.'],
    ]);
    shift += minutes(2);
    expect((await approvals())[0]).toEqual(['APPROVED', null]);
    // A number not connected is removed.
    expect((await admin('DELETE', `/api/whatsapp/phone-numbers/${fine?.id}`)).status).toBe(204);
    expect((await numbers(main?.id ?? '')).map((n) => n.id)).not.toContain(fine?.id);
  });

  it('keeps other organisations out (404) and needs manageChannels (403)', async () => {
    const [main] = await accounts();
    const outsider = await api.as('admin@other.test');
    const theirs = await accounts(outsider);
    expect(theirs).toHaveLength(1);
    const [own] = theirs;
    const ownNumbers = (
      (await outsider('GET', `/api/whatsapp/phone-numbers?businessAccountId=${own?.id}`))
        .body as WhatsAppPhoneNumberGroup
    ).numbers;
    expect(ownNumbers.map((n) => n.displayPhoneNumber)).toEqual([
      expect.stringMatching(/^\+1 555 01\d\d$/),
      expect.stringMatching(/^\+1 555 01\d\d$/),
    ]);
    const refusals = await Promise.all([
      outsider('GET', `/api/whatsapp/phone-numbers?businessAccountId=${main?.id}`),
      outsider('POST', '/api/whatsapp/channels', { phoneNumberId: 'demo' }),
      outsider('DELETE', '/api/whatsapp/phone-numbers/demo'),
      outsider('GET', `/api/whatsapp/deployment/${main?.deploymentId}`),
      outsider('POST', `/api/whatsapp/deployment/${main?.deploymentId}/verify`, {
        channelId: 'whatsapp-demo',
      }),
      outsider('POST', '/api/whatsapp2/channels/whatsapp-demo/verification', { method: 'SMS' }),
      outsider('POST', '/api/whatsapp2/channels', { channelIds: ['whatsapp-demo'] }),
      outsider('GET', '/api/whatsapp/profile?channelId=whatsapp-demo'),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(((await outsider('GET', '/api/whatsapp2/channels')).body as unknown[]).length).toBe(0);

    const editor = await api.as('editor');
    expect((await editor('GET', '/api/whatsapp/business-accounts')).status).toBe(403);
    expect((await editor('GET', '/api/whatsapp2/channels')).status).toBe(403);
    const lead = await api.as('lead');
    expect((await lead('GET', '/api/whatsapp/business-accounts')).status).toBe(200);
  });
});
