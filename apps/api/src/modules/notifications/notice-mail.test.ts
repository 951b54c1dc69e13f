import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailer } from '../../mail/mailer.js';
import { mailWorker, productUrl } from '../../mail/outbox.js';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { notify } from './notify.js';

// This file's e-mails only, so that counting them counts what these tests sent.
process.env['OUTBOX_DIR'] = mkdtempSync(join(tmpdir(), 'smm-notice-mail-'));

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An unassigned Facebook item of the demo inbox. */
async function unassignedItem(): Promise<string> {
  const row = await api.db
    .selectFrom('engageItems')
    .select('id')
    .where('channelId', '=', 'facebook-demo')
    .where('listed', '=', true)
    .where(sql<boolean>`item -> 'engage' ->> 'assigneeId' IS NULL`)
    .orderBy('id')
    .offset(Math.floor(Math.random() * 20))
    .executeTakeFirstOrThrow();
  return row.id;
}

async function assignTo(email: string): Promise<string> {
  const itemId = await unassignedItem();
  const admin = await api.as('admin');
  const answer = await admin('POST', `/api/engage/contents/${itemId}/assign`, {
    assigneeId: await api.userId(email),
    isTeam: false,
  });
  expect(answer.status).toBe(200);
  return itemId;
}

async function settle(email: string, kind: string, inProduct: boolean, mail: boolean) {
  const call = await api.as(email);
  const answer = await call('PUT', `/api/1/user/${await api.userId(email)}/notification-settings`, {
    preferences: [{ kind, inProduct, email: mail }],
  });
  expect(answer.status).toBe(200);
}

// (The subject may be MIME-encoded when the sender's name is not ASCII; the text is decoded.)
const assignmentMails = (email: string) =>
  mailsTo(email).then((mails) => mails.filter((mail) => mail.text.includes('assigned you')));

const noticesOf = (email: string, type: string) =>
  api
    .userId(email)
    .then((userId) =>
      api.db
        .selectFrom('notices')
        .select('message')
        .where('userId', '=', userId)
        .where('type', '=', type)
        .execute(),
    );

describe('notices by e-mail', () => {
  it('an assignment, which people get by e-mail unless they turn it off, comes as one e-mail with its link', async () => {
    const itemId = await assignTo('moderator@demo.test');
    await expect
      .poll(() => assignmentMails('moderator@demo.test'), { timeout: 10_000 })
      .toHaveLength(1);
    const [mail] = await assignmentMails('moderator@demo.test');
    const text = mail?.text ?? '';
    expect(text).toMatch(/^Ada Admin assigned you an item from /);
    expect(text).toContain(
      `Open it in Switchboard: http://localhost:8080/#/engage/feeds/adhoc/items/${itemId}`,
    );
    expect(text).toContain('your notification settings send you assignments by e-mail');
    expect(text).toContain('http://localhost:8080/#/settings/notifications');
    await pause(1000);
    expect(await assignmentMails('moderator@demo.test')).toHaveLength(1);
  });

  it('follows the e-mail switch alone: off, no e-mail; on with the product off, the e-mail only', async () => {
    await settle('viewer@demo.test', 'assignment', true, false);
    await assignTo('viewer@demo.test');
    expect(await noticesOf('viewer@demo.test', 'assignment')).toHaveLength(1);

    await settle('sam@demo.test', 'assignment', false, true);
    await assignTo('sam@demo.test');
    await expect.poll(() => assignmentMails('sam@demo.test'), { timeout: 10_000 }).toHaveLength(1);
    expect(await noticesOf('sam@demo.test', 'assignment')).toEqual([]);
    await pause(1000);
    expect(await assignmentMails('viewer@demo.test')).toEqual([]);
  });

  it('is sent once however often the mail job runs, and not at all when the change rolls back', async () => {
    const leadId = await api.userId('lead@demo.test');
    const subject = `Ada Admin mentioned you: ${Math.random().toString(36).slice(2)}`;
    const mention = {
      type: 'mention' as const,
      params: { author: 'Ada Admin', excerpt: subject },
      product: 'ENGAGE' as const,
      relevance: 'ME' as const,
      message: subject,
    };
    await expect(
      api.db.transaction().execute(async (trx) => {
        await notify(trx, [leadId], { ...mention, message: `${subject} (rolled back)` });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await api.db.transaction().execute((trx) => notify(trx, [leadId, leadId], mention));
    // The server's own job runs too (woken by the outbox), so three senders race for it.
    const job = mailWorker(api.db, defaultMailer());
    await Promise.all([job({}), job({})]);
    await job({});
    const mentions = () =>
      mailsTo('lead@demo.test').then((mails) => mails.filter((m) => m.subject.startsWith(subject)));
    await expect.poll(mentions, { timeout: 10_000 }).toHaveLength(1);
    await pause(1000);
    expect((await mentions()).map((mail) => mail.subject)).toEqual([subject]);
    const row = await api.db
      .selectFrom('mailOutbox')
      .select(['attempts', 'sentAt'])
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.sentAt).not.toBeNull();
  });
});

describe('many at once', () => {
  it('a bulk assignment of four items tells the assignee in one e-mail listing the four', async () => {
    const admin = await api.as('admin');
    const userId = await api.userId('lead@demo.test');
    const items = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', 'facebook-demo')
      .where('listed', '=', true)
      .where(sql<boolean>`item -> 'engage' ->> 'assigneeId' IS NULL`)
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    const started = await admin('POST', '/api/engage/bulk/adhoc/bulkAction', {
      actionType: 'assign',
      itemIds: items.map((item) => item.id),
      assignTo: { assigneeId: userId, isTeam: false },
    });
    expect(started.status).toBe(202);
    const sent = () =>
      mailsTo('lead@demo.test').then((mails) =>
        mails.filter((mail) => mail.text.startsWith('4 notifications:')),
      );
    await expect.poll(sent, { timeout: 10_000 }).toHaveLength(1);
    await pause(1000);
    const [mail] = await sent();
    expect(await sent()).toHaveLength(1);
    expect(mail?.text.match(/Ada Admin assigned you an item from /g)).toHaveLength(4);
    for (const item of items)
      expect(mail?.text).toContain(`/#/engage/feeds/adhoc/items/${item.id}`);
    // Why it came, once.
    expect(mail?.text.match(/You get this e-mail because/g)).toHaveLength(1);
    expect(await assignmentMails('lead@demo.test')).toHaveLength(1);
  });
});

describe('on two servers of one database', () => {
  it('each e-mail goes out once, whichever server’s job takes it', async () => {
    const second = await startTestApi({ sameDatabaseAs: api });
    try {
      const leadId = await api.userId('lead@demo.test');
      const tag = Math.random().toString(36).slice(2);
      const subjects = [1, 2, 3, 4, 5].map((n) => `Mention ${n} of ${tag}`);
      // Both servers hear of the outbox and run their mail job.
      for (const subject of subjects) {
        await api.db.transaction().execute((trx) =>
          notify(trx, [leadId], {
            type: 'mention',
            params: { author: 'Ada Admin', excerpt: subject },
            product: 'ENGAGE',
            relevance: 'ME',
            message: subject,
          }),
        );
      }
      const sent = () =>
        mailsTo('lead@demo.test').then((mails) =>
          mails.filter((mail) => mail.subject.endsWith(` of ${tag}`)).map((mail) => mail.subject),
        );
      await expect.poll(sent, { timeout: 10_000 }).toHaveLength(5);
      await pause(1000);
      expect((await sent()).sort()).toEqual(subjects);
    } finally {
      await second.close();
    }
  });
});

describe('links in e-mails', () => {
  it.each([
    ['/engage/feeds/f/items/i', 'https://sb.example/#/engage/feeds/f/items/i'],
    ['/settings/channels/facebook-1', 'https://sb.example/#/settings/channels/facebook-1'],
    ['/v2/exports/e/download?token=t', 'https://sb.example/v2/exports/e/download?token=t'],
  ])('%s → %s', (link, url) => {
    expect(productUrl(link, 'https://sb.example')).toBe(url);
  });
});
