import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchmarkReport, Outlier, SavedQuery } from '@smm/model';
import { periodDays } from '@smm/benchmark';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../testing/outbox.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { sendOneDueReport, reportsWorker } from './reports.send.js';

let api: TestApi;
let admin: Caller;
let editor: Caller;
let other: Caller;
let demoOrg: string;
let bean: string;
let secret: string;
let otherBrand: string;

const DAY = 86_400_000;
/** The test outbox outlives a run: each run writes to addresses of its own. */
const RUN = randomBytes(4).toString('hex');

async function orgOf(email: string): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.orgId;
}

async function brand(orgId: string, name: string, teamIds: string[] = []): Promise<string> {
  const row = await api.db
    .insertInto('benchmarkBrands')
    .values({ orgId, name, teamIds })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A public channel followed by a brand, with its days of the last 100 days. */
async function channel(orgId: string, brandId: string, id: string, network: string) {
  await api.db
    .insertInto('publicChannels')
    .values({ id, network, handle: id, name: id, url: `https://example.com/${id}`, hasReach: true })
    .execute();
  await api.db
    .insertInto('benchmarkBrandChannels')
    .values({ brandId, publicChannelId: id, orgId })
    .execute();
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  await api.db
    .insertInto('publicChannelDays')
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        publicChannelId: id,
        day: new Date(today - (100 - i) * DAY).toISOString().slice(0, 10),
        fans: 1000 + i * 10,
        posts: 1,
        reactions: 10,
        comments: 2,
        shares: 1,
        views: 100,
        reach: 500,
        impressions: 800,
      })),
    )
    .execute();
}

beforeAll(async () => {
  api = await startTestApi();
  [admin, editor, other] = await Promise.all([
    api.as('admin'),
    api.as('editor'),
    api.as('otherAdmin'),
  ]);
  demoOrg = await orgOf('admin@demo.test');
  const otherOrg = await orgOf('admin@other.test');
  await api.db
    .updateTable('organisations')
    .set({ addOns: ['benchmark'] })
    .where('id', 'in', [demoOrg, otherOrg])
    .execute();
  const careLeads = await api.db
    .selectFrom('teams')
    .select('id')
    .where('orgId', '=', demoOrg)
    .where('name', '=', 'Care Leads')
    .executeTakeFirstOrThrow();
  bean = await brand(demoOrg, 'Bean Test');
  secret = await brand(demoOrg, 'Leads Only', [careLeads.id]);
  otherBrand = await brand(otherOrg, 'Other Beans');
  await channel(demoOrg, bean, 'test-bean-facebook', 'facebook');
});

afterAll(async () => {
  await api.close();
});

const reportInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Weekly competitors',
  brandIds: [bean],
  period: 'last7Days',
  frequency: 'weekly',
  weekday: 1,
  hour: 9,
  timeZone: 'Europe/London',
  recipients: ['boss@example.com'],
  ...overrides,
});

describe('saved queries', () => {
  it('are saved, listed, renamed and deleted', async () => {
    const created = await admin('POST', '/api/benchmark/queries', {
      name: ' Coffee rivals ',
      brandIds: [bean],
      networks: ['facebook'],
      period: 'last30Days',
    });
    expect(created.status).toBe(201);
    const query = created.body as SavedQuery;
    expect(query).toMatchObject({
      name: 'Coffee rivals',
      brandIds: [bean],
      networks: ['facebook'],
    });
    expect(query.createdBy.name).toBe('Ada Admin');

    expect(
      ((await editor('GET', '/api/benchmark/queries')).body as SavedQuery[]).map((q) => q.id),
    ).toContain(query.id);
    const renamed = await admin('PUT', `/api/benchmark/queries/${query.id}`, {
      ...query,
      name: 'Rivals',
    });
    expect((renamed.body as SavedQuery).name).toBe('Rivals');
    // Another person who is neither administrator nor team leader cannot change it.
    expect((await editor('DELETE', `/api/benchmark/queries/${query.id}`)).status).toBe(403);
    expect((await admin('DELETE', `/api/benchmark/queries/${query.id}`)).status).toBe(204);
    expect((await admin('GET', `/api/benchmark/queries/${query.id}`)).status).toBe(404);
  });

  it("refuse brands that are not the caller's, and hide those of brands they do not see", async () => {
    const foreign = await admin('POST', '/api/benchmark/queries', {
      name: 'Theirs',
      brandIds: [otherBrand],
      period: 'last7Days',
    });
    expect(foreign.status).toBe(400);
    expect((foreign.body as { message: string }).message).toContain('not among your brands');
    // The editor is not in Care Leads: its brand is not theirs to use.
    expect(
      (
        await editor('POST', '/api/benchmark/queries', {
          name: 'x',
          brandIds: [secret],
          period: 'last7Days',
        })
      ).status,
    ).toBe(400);
    const leads = (
      await admin('POST', '/api/benchmark/queries', {
        name: 'Leads brand',
        brandIds: [secret],
        period: 'last7Days',
      })
    ).body as SavedQuery;
    expect((await editor('GET', `/api/benchmark/queries/${leads.id}`)).status).toBe(404);
    expect(
      ((await editor('GET', '/api/benchmark/queries')).body as SavedQuery[]).map((q) => q.id),
    ).not.toContain(leads.id);
  });

  it("are another organisation's 404", async () => {
    const query = (
      await admin('POST', '/api/benchmark/queries', {
        name: 'Ours',
        brandIds: [bean],
        period: 'last7Days',
      })
    ).body as SavedQuery;
    expect((await other('GET', `/api/benchmark/queries/${query.id}`)).status).toBe(404);
    expect(
      (
        await other('PUT', `/api/benchmark/queries/${query.id}`, {
          name: 'x',
          brandIds: [otherBrand],
          period: 'last7Days',
        })
      ).status,
    ).toBe(404);
    expect((await other('DELETE', `/api/benchmark/queries/${query.id}`)).status).toBe(404);
    expect(
      ((await other('GET', '/api/benchmark/queries')).body as SavedQuery[]).map((q) => q.id),
    ).not.toContain(query.id);
  });
});

describe('scheduled reports', () => {
  it('are created with their next sending, paused, resumed, changed and deleted', async () => {
    const created = await admin('POST', '/api/benchmark/reports', reportInput({ dayOfMonth: 5 }));
    expect(created.status).toBe(201);
    const report = created.body as BenchmarkReport;
    expect(report.active).toBe(true);
    expect(report.dayOfMonth).toBeUndefined();
    const next = new Date(report.nextRunAt ?? '');
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCDay()).toBe(1);
    expect(report.lastSentAt).toBeNull();

    const paused = (
      await admin('PUT', `/api/benchmark/reports/${report.id}`, {
        ...reportInput(),
        active: false,
      })
    ).body as BenchmarkReport;
    expect(paused).toMatchObject({ active: false, nextRunAt: null });
    const resumed = (
      await admin('PUT', `/api/benchmark/reports/${report.id}`, {
        ...reportInput({ frequency: 'monthly', dayOfMonth: 28, weekday: undefined }),
        active: true,
      })
    ).body as BenchmarkReport;
    expect(resumed.active).toBe(true);
    expect(resumed.weekday).toBeUndefined();
    expect(new Date(resumed.nextRunAt ?? '').getUTCDate()).toBe(28);

    expect((await editor('GET', `/api/benchmark/reports/${report.id}`)).status).toBe(200);
    expect((await editor('DELETE', `/api/benchmark/reports/${report.id}`)).status).toBe(403);
    expect((await other('GET', `/api/benchmark/reports/${report.id}`)).status).toBe(404);
    expect((await other('POST', `/api/benchmark/reports/${report.id}/send`)).status).toBe(404);
    expect((await admin('DELETE', `/api/benchmark/reports/${report.id}`)).status).toBe(204);
    expect((await admin('GET', `/api/benchmark/reports/${report.id}`)).status).toBe(404);
  });

  it.each([
    [
      'a recipient that is no e-mail address',
      { recipients: ['boss@example.com', 'not an address'] },
      'not an e-mail address',
    ],
    ['a weekly report without its weekday', { weekday: undefined }, 'weekday'],
    ['a monthly report without its day', { frequency: 'monthly' }, 'day of the month'],
    ['another organisation’s brand', { brandIds: 'other organisation' }, 'not among your brands'],
  ])('refuse %s (400)', async (_, overrides, message) => {
    // The table is read before the brands exist: name the other organisation's brand by a word.
    const input = 'brandIds' in overrides ? { ...overrides, brandIds: [otherBrand] } : overrides;
    const answer = await admin('POST', '/api/benchmark/reports', reportInput(input));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('are at most BENCHMARK_LIMITS.reports per organisation (409)', async () => {
    const { user } = { user: await api.userId('admin@demo.test') };
    const existing = await api.db
      .selectFrom('benchmarkReports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('orgId', '=', demoOrg)
      .executeTakeFirstOrThrow();
    const missing = 50 - Number(existing.n);
    await api.db
      .insertInto('benchmarkReports')
      .values(
        Array.from({ length: missing }, (_, i) => ({
          orgId: demoOrg,
          name: `Filler ${i}`,
          brandIds: [bean],
          period: 'last7Days',
          frequency: 'daily',
          hour: 9,
          timeZone: 'UTC',
          recipients: ['filler@example.com'],
          active: false,
          createdBy: user,
        })),
      )
      .execute();
    const answer = await admin('POST', '/api/benchmark/reports', reportInput());
    expect(answer.status).toBe(409);
    await api.db.deleteFrom('benchmarkReports').where('name', 'like', 'Filler %').execute();
  });

  it('send now e-mails each recipient the brand totals with a CSV file', async () => {
    const report = (
      await admin(
        'POST',
        '/api/benchmark/reports',
        reportInput({
          name: 'Send now',
          recipients: [`now-one-${RUN}@example.com`, `Now-Two-${RUN}@example.com`],
        }),
      )
    ).body as BenchmarkReport;
    expect(report.recipients).toEqual([`now-one-${RUN}@example.com`, `now-two-${RUN}@example.com`]);
    const sent = await admin('POST', `/api/benchmark/reports/${report.id}/send`);
    expect(sent.status).toBe(200);
    expect((sent.body as BenchmarkReport).lastSentAt).not.toBeNull();
    expect((sent.body as BenchmarkReport).nextRunAt).toBe(report.nextRunAt);

    await expect
      .poll(() => mailsTo(`now-two-${RUN}@example.com`), { timeout: 10_000 })
      .toHaveLength(1);
    const [mail] = await mailsTo(`now-one-${RUN}@example.com`);
    const span = periodDays('last7Days', new Date());
    expect(mail?.subject).toBe(`Benchmark report: Send now (${span.since} to ${span.until})`);
    const eml = (
      await readFile(join(process.env['OUTBOX_DIR'] ?? '', mail?.file ?? ''), 'utf8')
    ).replace(/\r\n/g, '\n');
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain(`filename=benchmark-${span.since}-${span.until}.csv`);
    const csv = attachment(eml);
    const [header, facebook, total] = csv.trim().split('\n');
    expect(header).toBe(
      'Brand,Network,Since,Until,Fans,Fans growth,Posts,Engagement,Engagement rate,Reactions,Comments,Shares,Views,Reach,Impressions',
    );
    // Seven days of one post with 10 reactions, 2 comments and 1 share each.
    expect(facebook).toMatch(
      new RegExp(`^Bean Test,facebook,${span.since},${span.until},\\d+,70,7,91,`),
    );
    expect(total).toMatch(/^Bean Test,All networks,/);
  });

  it('a due report is sent once however often the job runs, and moves on', async () => {
    const report = (
      await admin(
        'POST',
        '/api/benchmark/reports',
        reportInput({
          name: 'Due',
          frequency: 'daily',
          weekday: undefined,
          recipients: [`due-${RUN}@example.com`],
        }),
      )
    ).body as BenchmarkReport;
    await api.db
      .updateTable('benchmarkReports')
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where('id', '=', report.id)
      .execute();
    await Promise.all([
      sendOneDueReport(api.db),
      sendOneDueReport(api.db),
      reportsWorker(api.db)({}),
    ]);
    await reportsWorker(api.db)({});
    const queued = await api.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('recipient', '=', `due-${RUN}@example.com`)
      .execute();
    expect(queued).toHaveLength(1);
    const after = (await admin('GET', `/api/benchmark/reports/${report.id}`))
      .body as BenchmarkReport;
    expect(new Date(after.nextRunAt ?? '').getTime()).toBeGreaterThan(Date.now());
    expect(after.lastSentAt).not.toBeNull();
    await expect.poll(() => mailsTo(`due-${RUN}@example.com`), { timeout: 10_000 }).toHaveLength(1);
  });

  it('a paused report is never due', async () => {
    const report = (
      await admin(
        'POST',
        '/api/benchmark/reports',
        reportInput({
          name: 'Paused',
          active: false,
          recipients: [`paused-${RUN}@example.com`],
        }),
      )
    ).body as BenchmarkReport;
    expect(report.nextRunAt).toBeNull();
    await reportsWorker(api.db)({});
    const row = await api.db
      .selectFrom('benchmarkReports')
      .select('lastSentAt')
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(row.lastSentAt).toBeNull();
  });
});

/** The first attachment of an e-mail, decoded. */
function attachment(eml: string): string {
  const start = eml.search(/Content-Disposition: attachment/);
  const part = eml.slice(start);
  const body = part.slice(part.indexOf('\n\n') + 2, part.indexOf('\n--'));
  return /Content-Transfer-Encoding: base64/i.test(
    eml.slice(eml.lastIndexOf('Content-Type', start), start + 200),
  )
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
}

describe('outliers', () => {
  it('are the posts far from their channel’s usual, strongest first', async () => {
    const now = Date.now();
    const usual = [100, 110, 90, 105, 95, 120, 80, 100, 115, 85, 100, 102, 98];
    await api.db
      .insertInto('publicPosts')
      .values(
        [
          ...usual.map((engagement, i) => ({
            id: `bean-usual-${i}`,
            publicChannelId: 'test-bean-facebook',
            publishedAt: new Date(now - (60 - i * 3) * DAY),
            type: 'photo',
            text: 'A usual post',
            permalink: `https://example.com/p/${i}`,
            reactions: engagement,
            comments: 0,
            shares: 0,
            views: 10,
          })),
          { id: 'bean-viral', engagement: 2000, day: 3 },
          { id: 'bean-flop', engagement: 0, day: 2 },
          { id: 'bean-fine', engagement: 104, day: 1 },
        ].map((p) =>
          'engagement' in p
            ? {
                id: p.id,
                publicChannelId: 'test-bean-facebook',
                publishedAt: new Date(now - p.day * DAY),
                type: 'photo',
                text: `Post ${p.id}`,
                permalink: `https://example.com/p/${p.id}`,
                reactions: p.engagement,
                comments: 0,
                shares: 0,
                views: 10,
              }
            : p,
        ),
      )
      .execute();
    const since = new Date(now - 7 * DAY).toISOString().slice(0, 10);
    const until = new Date(now).toISOString().slice(0, 10);
    const answer = await admin(
      'GET',
      `/api/benchmark/outliers?brandIds=${bean}&networks=facebook&since=${since}&until=${until}`,
    );
    expect(answer.status).toBe(200);
    const found = answer.body as Outlier[];
    expect(found.map((o) => [o.post.id, o.direction])).toEqual([
      ['bean-viral', 'above'],
      ['bean-flop', 'below'],
    ]);
    expect(found[0]).toMatchObject({
      usual: 100,
      post: { brandName: 'Bean Test', engagement: 2000 },
    });
    // Other networks have none; another organisation's brand is a 404.
    expect(
      (
        await admin(
          'GET',
          `/api/benchmark/outliers?brandIds=${bean}&networks=youtube&since=${since}&until=${until}`,
        )
      ).body,
    ).toEqual([]);
    expect(
      (await other('GET', `/api/benchmark/outliers?brandIds=${bean}&since=${since}&until=${until}`))
        .status,
    ).toBe(404);
    expect(
      (await admin('GET', `/api/benchmark/outliers?brandIds=${bean}&since=${until}&until=${since}`))
        .status,
    ).toBe(400);
  });

  it('need the package to have benchmark (403)', async () => {
    await api.db
      .updateTable('organisations')
      .set({ addOns: sql<string[]>`'{}'` })
      .where('id', '=', demoOrg)
      .execute();
    try {
      const answer = await admin('GET', '/api/benchmark/reports');
      expect(answer.status).toBe(403);
      expect((answer.body as { message: string }).message).toContain('Benchmark');
    } finally {
      await api.db
        .updateTable('organisations')
        .set({ addOns: ['benchmark'] })
        .where('id', '=', demoOrg)
        .execute();
    }
  });
});
