import type {
  EngageItem,
  PostPerformancePage,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
  TeamPerformanceRows,
  TeamPerformanceSummary,
  User,
} from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { insertItem } from '../engage/items.store.js';

let api: TestApi;

/** The seeded period: long before the demo's own items. */
const SINCE = '2020-03-01T00:00:00.000Z';
const UNTIL = '2020-03-10T00:00:00.000Z';
const at = (day: number, seconds = 0) =>
  new Date(Date.parse(`2020-03-0${day}T10:00:00.000Z`) + seconds * 1000).toISOString();

/** Percentile by linear interpolation between the nearest ranks, written here on its own. */
function independentPercentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = sorted[Math.floor(position)] ?? 0;
  const above = sorted[Math.ceil(position)] ?? 0;
  return Math.round(below + (above - below) * (position - Math.floor(position)));
}

interface Seeded {
  /** Waits of the answered items on the channel the editor sees, and on the other one. */
  readonly shared: number[];
  readonly hidden: number[];
  readonly adminWaits: number[];
  readonly leadWaits: number[];
  /** The networks of the channel the editor sees and of the other one. */
  readonly networks: { readonly shared: string; readonly other: string };
}

let seeded: Seeded;
let admin: User;
let lead: User;

async function orgOf(email: string): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.orgId;
}

const customer = (
  channelId: string,
  network: string,
  created: string,
  extra: Partial<EngageItem> = {},
) =>
  makeEngageItem({
    channelId,
    engage: { type: 'comment', network: network as 'facebook' },
    meta: { createdDate: created },
    ...extra,
  });

const answer = (
  channelId: string,
  network: string,
  created: string,
  by: string,
  delivery = 'DELIVERED',
) =>
  makeEngageItem({
    channelId,
    engage: {
      type: 'comment',
      network: network as 'facebook',
      moderatorId: by,
      moderatorSource: 'user',
    },
    meta: { createdDate: created, delivery: delivery as 'DELIVERED' },
    sender: { id: channelId, name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    message: 'Thanks!',
  });

beforeAll(async () => {
  api = await startTestApi();
  const orgId = await orgOf('admin@demo.test');
  admin = (await (await api.as('admin'))('GET', '/api/2/users/me')).body as User;
  lead = (await (await api.as('lead'))('GET', '/api/2/users/me')).body as User;
  const editor = (await (await api.as('editor'))('GET', '/api/2/users/me')).body as User;
  const channels = await api.db
    .selectFrom('channels')
    .select(['id', 'network'])
    .where('orgId', '=', orgId)
    .where('markedForDeletionAt', 'is', null)
    .execute();
  const seen = new Set(editor.channelIds ?? []);
  const shared = channels.find((c) => seen.has(c.id));
  const other = channels.find((c) => !seen.has(c.id));
  if (!shared || !other) throw new Error('The demo needs a channel the editor sees and one not.');
  let n = 0;
  const place = (channelId: string, parentId?: string) => ({
    orgId,
    channelId,
    networkItemId: `measure-test-${n++}`,
    ...(parentId ? { parentId } : {}),
  });
  async function seed(
    channel: { id: string; network: string },
    day: number,
    waits: { seconds: number; by: string; delivery?: string }[],
    extra: Partial<EngageItem> = {},
  ) {
    const item = await insertItem(
      api.db,
      place(channel.id),
      customer(channel.id, channel.network, at(day), extra),
    );
    for (const wait of waits) {
      await insertItem(
        api.db,
        place(channel.id, item.id),
        answer(channel.id, channel.network, at(day, wait.seconds), wait.by, wait.delivery),
      );
    }
  }
  // The channel the editor sees: four answered items, one answered twice (the first counts),
  // one whose only answer the network refused (read, so handled), one positive.
  await seed(shared, 1, [{ seconds: 60, by: admin.id }], {
    prediction: { sentiment: 'POSITIVE' },
  });
  await seed(shared, 2, [{ seconds: 120, by: admin.id }]);
  await seed(shared, 2, [{ seconds: 600, by: admin.id }]);
  await seed(shared, 3, [
    { seconds: 3600, by: lead.id },
    { seconds: 7200, by: admin.id },
  ]);
  await seed(shared, 4, [{ seconds: 5, by: admin.id, delivery: 'MESSAGE_FAILED' }], {
    meta: { createdDate: at(4), displayReadStatus: 'read' },
  });
  // The channel the editor does not see: one item answered after 30 seconds.
  await seed(other, 5, [{ seconds: 30, by: admin.id }]);
  // Our own post in the period is not a customer's item.
  await insertItem(api.db, place(shared.id), answer(shared.id, shared.network, at(6), admin.id));
  // Another organisation's item in the same period.
  const otherOrg = await orgOf('admin@other.test');
  const theirs = await api.db
    .selectFrom('channels')
    .select(['id', 'network'])
    .where('orgId', '=', otherOrg)
    .executeTakeFirstOrThrow();
  await insertItem(
    api.db,
    { orgId: otherOrg, channelId: theirs.id, networkItemId: 'measure-test-theirs' },
    customer(theirs.id, theirs.network, at(2)),
  );
  seeded = {
    shared: [60, 120, 600, 3600],
    hidden: [30],
    adminWaits: [60, 120, 600, 30],
    leadWaits: [3600],
    networks: { shared: shared.network, other: other.network },
  };
});

afterAll(async () => {
  await api.close();
});

const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ since: SINCE, until: UNTIL, timeZone: 'Europe/Berlin', ...extra });

async function read<T>(who: string, part: string, extra: Record<string, string> = {}) {
  const response = await (await api.as(who))('GET', `/api/measure/${part}?${query(extra)}`);
  expect(response.status).toBe(200);
  return response.body as T;
}

describe('team performance', () => {
  it("summarises the administrator's channels: received, handled, answered, median and p90", async () => {
    const waits = [...seeded.shared, ...seeded.hidden];
    const summary = await read<TeamPerformanceSummary>('admin', 'team-performance/summary');
    expect(summary).toEqual({
      received: 6,
      handled: 6,
      answered: 5,
      firstResponse: {
        count: 5,
        median: independentPercentile(waits, 0.5),
        p90: independentPercentile(waits, 0.9),
      },
    });
  });

  it('shows a non-administrator only the channels they see', async () => {
    const summary = await read<TeamPerformanceSummary>('editor', 'team-performance/summary');
    expect(summary.received).toBe(5);
    expect(summary.answered).toBe(4);
    expect(summary.firstResponse.median).toBe(independentPercentile(seeded.shared, 0.5));
    expect(summary.firstResponse.p90).toBe(independentPercentile(seeded.shared, 0.9));
  });

  it("never counts another organisation's items, nor ours in theirs", async () => {
    const summary = await read<TeamPerformanceSummary>('otherAdmin', 'team-performance/summary');
    expect(summary).toEqual({
      received: 1,
      handled: 0,
      answered: 0,
      firstResponse: { count: 0, median: null, p90: null },
    });
  });

  it('attributes first answers to the people who wrote them', async () => {
    const { rows } = await read<TeamPerformanceRows>('admin', 'team-performance/users');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(admin.id)?.replies).toBe(seeded.adminWaits.length);
    expect(byId.get(admin.id)?.firstResponse).toEqual({
      count: seeded.adminWaits.length,
      median: independentPercentile(seeded.adminWaits, 0.5),
      p90: independentPercentile(seeded.adminWaits, 0.9),
    });
    expect(byId.get(lead.id)?.replies).toBe(1);
    expect(byId.get(lead.id)?.firstResponse.median).toBe(3600);
    expect(rows.every((row) => row.handled > 0)).toBe(true);
  });

  it('attributes a team the first answers of its members', async () => {
    const { rows } = await read<TeamPerformanceRows>('admin', 'team-performance/all');
    const teams = await api.db
      .selectFrom('teamMembers')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select(['teams.id', 'teamMembers.userId'])
      .where('teams.orgId', '=', await orgOf('admin@demo.test'))
      .execute();
    for (const row of rows) {
      const members = new Set(teams.filter((m) => m.id === row.id).map((m) => m.userId));
      const waits = [
        ...(members.has(admin.id) ? seeded.adminWaits : []),
        ...(members.has(lead.id) ? seeded.leadWaits : []),
      ];
      expect(row.replies).toBe(waits.length);
      expect(row.firstResponse.median).toBe(independentPercentile(waits, 0.5));
    }
    expect(rows.some((row) => row.replies > 0)).toBe(true);
  });

  it('breaks the volume down by network and type, and counts days in the time zone', async () => {
    const breakdown = await read<TeamPerformanceBreakdown>('admin', 'team-performance/breakdown');
    expect(breakdown.rows.reduce((sum, row) => sum + row.count, 0)).toBe(6);
    expect(breakdown.rows.every((row) => row.type === 'comment')).toBe(true);
    const { days } = await read<TeamPerformanceCreatedAt>('admin', 'team-performance/created-at');
    expect(days.map((day) => day.day)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((d) => `2020-03-${d}`),
    );
    expect(days.map((day) => day.received)).toEqual([1, 2, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(days[0]?.positive).toBe(1);
    expect(days[3]?.handled).toBe(1);
    expect(days.reduce((sum, day) => sum + day.uncategorized, 0)).toBe(5);
  });

  it('narrows to networks and channels', async () => {
    const { shared, other } = seeded.networks;
    const onOther = await read<TeamPerformanceSummary>('admin', 'team-performance/summary', {
      networks: other,
    });
    expect(onOther.received).toBe((other === shared ? 5 : 0) + 1);
    const editor = (await (await api.as('editor'))('GET', '/api/2/users/me')).body as User;
    const overTheirs = await read<TeamPerformanceSummary>('admin', 'team-performance/summary', {
      channels: (editor.channelIds ?? []).join(','),
    });
    expect(overTheirs).toEqual(await read('editor', 'team-performance/summary'));
  });

  it('exports each part as CSV with readable headers', async () => {
    const token = await api.token('admin');
    const response = await fetch(
      `${api.base}/api/measure/team-performance/export?${query({ part: 'users' })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('.csv');
    const rows = parse(await response.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Person',
      'Handled',
      'First answers',
      'Median first response (seconds)',
      '90th percentile first response (seconds)',
    ]);
    const adminRow = rows.find((row) => row[0] === admin.name);
    expect(adminRow?.[2]).toBe(String(seeded.adminWaits.length));
    expect(adminRow?.[3]).toBe(String(independentPercentile(seeded.adminWaits, 0.5)));

    const summary = await fetch(
      `${api.base}/api/measure/team-performance/export?${query({ part: 'summary' })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const summaryRows = parse(await summary.text(), { bom: true }) as string[][];
    expect(summaryRows).toHaveLength(2);
    expect(summaryRows[1]?.slice(0, 3)).toEqual(['6', '6', '5']);
  });

  it('refuses a period that ends before it starts or spans more than 400 days', async () => {
    const call = await api.as('admin');
    const backwards = await call(
      'GET',
      `/api/measure/team-performance/summary?${new URLSearchParams({ since: UNTIL, until: SINCE })}`,
    );
    expect(backwards.status).toBe(400);
    const long = await call(
      'GET',
      `/api/measure/team-performance/summary?${new URLSearchParams({
        since: '2019-01-01T00:00:00Z',
        until: '2020-03-01T00:00:00Z',
      })}`,
    );
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toContain('400 days');
  });

  it('refuses a package without Measure', async () => {
    const response = await (
      await api.as('listener')
    )('GET', `/api/measure/team-performance/summary?${query()}`);
    expect(response.status).toBe(403);
    expect((response.body as { message: string }).message).toContain('Measure');
  });
});

describe("published posts' performance", () => {
  it("lists the demo's published posts with metrics that grow with age and stay the same", async () => {
    const since = new Date(Date.now() - 90 * 24 * 60 * 60 * 1000).toISOString();
    const until = new Date().toISOString();
    const call = await api.as('admin');
    const first = (await call('GET', `/api/measure/posts?${new URLSearchParams({ since, until })}`))
      .body as PostPerformancePage;
    expect(first.totals.posts).toBeGreaterThan(0);
    expect(first.posts.length).toBeGreaterThan(0);
    for (const post of first.posts) {
      expect(post.engagement).toBe(post.reactions + post.comments + post.shares);
      if (post.network === 'youtube') expect(post.reach).toBeNull();
    }
    const engagements = first.posts.map((post) => post.engagement);
    expect([...engagements].sort((a, b) => b - a)).toEqual(engagements);
    const again = (await call('GET', `/api/measure/posts?${new URLSearchParams({ since, until })}`))
      .body as PostPerformancePage;
    expect(again.totals.engagement).toBeGreaterThanOrEqual(first.totals.engagement);
    // Another organisation never sees the demo's posts.
    const theirs = (
      await (
        await api.as('otherAdmin')
      )('GET', `/api/measure/posts?${new URLSearchParams({ since, until })}`)
    ).body as PostPerformancePage;
    expect(theirs.posts.every((post) => !first.posts.some((p) => p.postId === post.postId))).toBe(
      true,
    );
  });
});
