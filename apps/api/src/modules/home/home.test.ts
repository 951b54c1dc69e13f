import type {
  EngageItem,
  HomeAudience,
  HomeConfig,
  HomeEngage,
  HomeListen,
  HomeMeasure,
  User,
} from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

const DAY = 24 * 60 * 60 * 1000;
const on = (widget: string) => ({ widget, visible: true });
const off = (widget: string) => ({ widget, visible: false });

/** A stored item with the copy of its latest answer that entries keep (decision 0055). */
type StoredItem = EngageItem & {
  readonly latestComment?: { readonly sender?: { readonly isOwn?: boolean } };
};

/** Every stored item of an organisation, as the checks below read them (no SQL of the server's). */
async function itemsOf(email: string) {
  const { orgId } = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const rows = await api.db
    .selectFrom('engageItems')
    .select(['id', 'channelId', 'listed', 'parentId', 'createdAt', 'item'])
    .where('orgId', '=', orgId)
    .execute();
  return rows.map((row) => ({ ...row, item: row.item as StoredItem }));
}

/** The channels a person sees, as their own `me` says. */
async function channelsOf(who: string): Promise<Set<string>> {
  const me = (await (await api.as(who))('GET', '/api/2/users/me')).body as User;
  if (me.isAdmin) {
    const rows = await api.db
      .selectFrom('channels')
      .select('id')
      .where('orgId', '=', me.orgId)
      .where('markedForDeletionAt', 'is', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }
  return new Set(me.channelIds ?? []);
}

const isOwn = (item: EngageItem) => item.sender?.isOwn === true;
const isOwnReply = (item: EngageItem) =>
  isOwn(item) && ['comment', 'reply', 'message'].includes(item.engage.type);

describe('the home configuration (POST /api/home)', () => {
  it('answers every widget of the package, shown, until the person saves their own', async () => {
    const call = await api.as('lead');
    const read = await call('POST', '/api/home', {});
    expect(read.status).toBe(200);
    expect((read.body as HomeConfig).items).toEqual(
      ['publishing', 'engage', 'measure', 'audience', 'listen'].map(on),
    );
  });

  it('saves order and visibility, ignores widgets the package lacks, adds missing ones at the end', async () => {
    const call = await api.as('editor');
    const saved = await call('POST', '/api/home', {
      items: [on('measure'), off('publishing'), on('engage')],
    });
    expect(saved.status).toBe(200);
    const expected = [on('measure'), off('publishing'), on('engage'), on('audience'), on('listen')];
    expect((saved.body as HomeConfig).items).toEqual(expected);
    expect(((await call('POST', '/api/home', {})).body as HomeConfig).items).toEqual(expected);
    // Someone else's home is their own.
    const other = await (await api.as('viewer'))('POST', '/api/home', {});
    expect((other.body as HomeConfig).items.every((item) => item.visible)).toBe(true);
  });

  it('gives the essentials organisation no audience or listen widget, even when asked for', async () => {
    const call = await api.as('otherAdmin');
    const saved = await call('POST', '/api/home', {
      items: [off('listen'), on('audience'), on('engage'), off('publishing')],
    });
    expect((saved.body as HomeConfig).items).toEqual([
      on('engage'),
      off('publishing'),
      on('measure'),
    ]);
  });

  it('gives the listening-only package its listen widget only', async () => {
    const call = await api.as('listener');
    const read = await call('POST', '/api/home', {});
    expect((read.body as HomeConfig).items).toEqual([on('listen')]);
  });

  it('refuses a widget that is not one', async () => {
    const call = await api.as('admin');
    const refused = await call('POST', '/api/home', {
      items: [{ widget: 'weather', visible: true }],
    });
    expect(refused.status).toBe(400);
  });
});

describe("the person's time zone", () => {
  it('is stored by the profile edit, answered by me and the users routes, and cleared by null', async () => {
    const call = await api.as('moderator');
    const me = (await call('GET', '/api/2/users/me')).body as User;
    expect(me.timeZone).toBeNull();
    const set = await call('PUT', '/smm/accounts/me', { id: me.id, timeZone: 'Asia/Tokyo' });
    expect(set.status).toBe(200);
    expect((set.body as User).timeZone).toBe('Asia/Tokyo');
    expect(((await call('GET', '/api/2/users/me')).body as User).timeZone).toBe('Asia/Tokyo');
    const seen = (await (await api.as('admin'))('GET', `/api/2/users/${me.id}`)).body as User;
    expect(seen.timeZone).toBe('Asia/Tokyo');
    // A name change leaves the zone as it is.
    await call('PUT', '/smm/accounts/me', { id: me.id, firstName: 'Mo' });
    expect(((await call('GET', '/api/2/users/me')).body as User).timeZone).toBe('Asia/Tokyo');
    const cleared = await call('PUT', '/smm/accounts/me', { id: me.id, timeZone: null });
    expect((cleared.body as User).timeZone).toBeNull();
  });

  it('refuses what is not an IANA zone', async () => {
    const call = await api.as('moderator');
    const me = (await call('GET', '/api/2/users/me')).body as User;
    const refused = await call('PUT', '/smm/accounts/me', { id: me.id, timeZone: 'Mars/Olympus' });
    expect(refused.status).toBe(400);
  });
});

describe('the engage widget (GET /api/home/engage)', () => {
  it.each(['admin', 'editor'])(
    'counts unread and assigned items and lists the longest waits on the channels %s sees',
    async (who) => {
      const call = await api.as(who);
      const me = (await call('GET', '/api/2/users/me')).body as User;
      // Two entries the person sees, assigned to them.
      const visible = await channelsOf(who);
      const candidates = (await itemsOf('admin@demo.test')).filter(
        (row) => row.listed && visible.has(row.channelId) && !isOwn(row.item),
      );
      for (const row of candidates.slice(0, 2)) {
        const assigned = await (
          await api.as('admin')
        )('POST', `/api/engage/contents/${row.id}/assign`, { assigneeId: me.id, isTeam: false });
        expect(assigned.status).toBe(200);
      }
      const answer = await call('GET', '/api/home/engage');
      expect(answer.status).toBe(200);
      const body = answer.body as HomeEngage;

      const entries = (await itemsOf('admin@demo.test')).filter(
        (row) => row.listed && visible.has(row.channelId) && !isOwnReply(row.item),
      );
      const unread = entries.filter((row) => row.item.meta.displayReadStatus === 'unread');
      const mine = entries.filter(
        (row) => row.item.engage.assigneeId?.replace(/-/g, '') === me.id.replace(/-/g, ''),
      );
      expect(body.unread).toBe(unread.length);
      expect(body.assignedToMe).toBe(mine.length);
      expect(body.assignedToMe).toBeGreaterThanOrEqual(2);

      const waiting = entries
        .map((row) => ({ row, since: row.item.engage.waitingSince ?? row.item.meta.createdDate }))
        .filter(
          ({ row }) =>
            !isOwn(row.item) &&
            row.item.engage.canRespond === true &&
            row.item.latestComment?.sender?.isOwn !== true,
        )
        .sort(
          (a, b) => Date.parse(a.since) - Date.parse(b.since) || a.row.id.localeCompare(b.row.id),
        )
        .slice(0, 5);
      expect(body.waiting.map((item) => item.id)).toEqual(waiting.map(({ row }) => row.id));
      for (const item of body.waiting) {
        expect(visible.has(item.channelId)).toBe(true);
        expect(item.excerpt.length).toBeLessThanOrEqual(140);
        expect(item.channelName).not.toBe('');
      }
    },
  );

  it("never counts another organisation's items", async () => {
    const body = (await (await api.as('otherAdmin'))('GET', '/api/home/engage')).body as HomeEngage;
    const theirs = (await itemsOf('admin@other.test')).filter(
      (row) => row.listed && !isOwnReply(row.item),
    );
    expect(body.unread).toBe(
      theirs.filter((row) => row.item.meta.displayReadStatus === 'unread').length,
    );
    const ids = new Set(theirs.map((row) => row.id));
    expect(body.waiting.every((item) => ids.has(item.id))).toBe(true);
  });

  it('is not the listening-only package’s', async () => {
    const refused = await (await api.as('listener'))('GET', '/api/home/engage');
    expect(refused.status).toBe(403);
  });
});

describe('the measure widget (GET /api/home/measure)', () => {
  it("counts the last 7 days' received and answered items and the median first response", async () => {
    const call = await api.as('admin');
    // Answer two customers' comments, so some items have an answer of ours.
    const visible = await channelsOf('admin');
    const comments = (await itemsOf('admin@demo.test')).filter(
      (row) =>
        row.listed &&
        row.item.engage.type === 'comment' &&
        !isOwn(row.item) &&
        row.item.engage.network === 'facebook' &&
        Date.parse(row.item.meta.createdDate) > Date.now() - 6 * DAY,
    );
    for (const row of comments.slice(0, 2)) {
      const sent = await call('POST', `/api/engage/contents/${row.id}/comments`, {
        text: 'Thanks for telling us!',
      });
      expect(sent.status).toBe(202);
      await settled(api, (sent.body as { id: string }).id);
    }
    const before = Date.now();
    const body = (await call('GET', '/api/home/measure')).body as HomeMeasure;
    const after = Date.now();
    expect(Date.parse(body.until)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.until)).toBeLessThanOrEqual(after);
    expect(Date.parse(body.until) - Date.parse(body.since)).toBe(7 * DAY);

    const rows = await itemsOf('admin@demo.test');
    const since = Date.parse(body.since);
    const received = rows.filter(
      (row) =>
        row.listed &&
        visible.has(row.channelId) &&
        !isOwn(row.item) &&
        row.createdAt.getTime() >= since &&
        row.createdAt.getTime() <= Date.parse(body.until),
    );
    const firstAnswers = received
      .map((row) => {
        const answers = rows.filter(
          (answer) =>
            answer.parentId === row.id &&
            isOwn(answer.item) &&
            !['MESSAGE_FAILED', 'DELIVERY_FAILED'].includes(answer.item.meta.delivery ?? ''),
        );
        if (answers.length === 0) return null;
        const first = Math.min(...answers.map((answer) => answer.createdAt.getTime()));
        return Math.max(0, (first - row.createdAt.getTime()) / 1000);
      })
      .filter((seconds): seconds is number => seconds !== null)
      .sort((a, b) => a - b);
    expect(body.received).toBe(received.length);
    expect(body.answered).toBe(firstAnswers.length);
    expect(body.answered).toBeGreaterThanOrEqual(2);
    const middle = firstAnswers.length / 2;
    const median =
      firstAnswers.length % 2 === 1
        ? (firstAnswers[Math.floor(middle)] ?? NaN)
        : ((firstAnswers[middle - 1] ?? NaN) + (firstAnswers[middle] ?? NaN)) / 2;
    expect(body.medianFirstResponseSeconds).toBe(Math.round(median));
  });

  it("counts only another organisation's own items for it", async () => {
    const body = (await (await api.as('otherAdmin'))('GET', '/api/home/measure'))
      .body as HomeMeasure;
    const since = Date.parse(body.since);
    const theirs = (await itemsOf('admin@other.test')).filter(
      (row) => row.listed && !isOwn(row.item) && row.createdAt.getTime() >= since,
    );
    expect(body.received).toBe(theirs.length);
    expect(body.answered).toBe(0);
    expect(body.medianFirstResponseSeconds).toBeNull();
  });
});

describe('the audience widget (GET /api/home/audience)', () => {
  it.each(['admin', 'editor'])(
    'counts the people who wrote in the last 7 days on the channels %s sees, and the new ones',
    async (who) => {
      const body = (await (await api.as(who))('GET', '/api/home/audience')).body as HomeAudience;
      const visible = await channelsOf(who);
      const since = Date.parse(body.since);
      const rows = (await itemsOf('admin@demo.test')).filter(
        (row) => visible.has(row.channelId) && !isOwn(row.item) && row.item.sender?.id,
      );
      const person = (row: (typeof rows)[number]) =>
        `${row.item.engage.network}\u0000${row.item.sender?.id}`;
      const recent = new Set(rows.filter((row) => row.createdAt.getTime() >= since).map(person));
      const earlier = new Set(rows.filter((row) => row.createdAt.getTime() < since).map(person));
      expect(body.people).toBe(recent.size);
      expect(body.newPeople).toBe([...recent].filter((key) => !earlier.has(key)).length);
      expect(body.people).toBeGreaterThan(0);
    },
  );

  it('is not for a person without an audience role', async () => {
    const refused = await (await api.as('viewer'))('GET', '/api/home/audience');
    expect(refused.status).toBe(403);
  });

  it('is not the essentials package’s', async () => {
    const refused = await (await api.as('otherAdmin'))('GET', '/api/home/audience');
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/Audience/);
  });
});

describe('the listen widget (GET /api/home/listen)', () => {
  it("lists the organisation's active listening queries with their volume in the last 7 days, and no one else's", async () => {
    const listening = await api.db
      .selectFrom('users')
      .select('orgId')
      .where('email', '=', 'listener@listening.test')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('listeningQueries')
      .values({ orgId: listening.orgId, name: 'Lab mentions', keywords: ['listening lab'] })
      .execute();
    const demo = (await (await api.as('viewer'))('GET', '/api/home/listen')).body as HomeListen;
    // The paused query is left out.
    expect(demo.queries.map((query) => query.name)).toEqual([
      'Demo Coffee mentions',
      'Oat milk conversations',
    ]);
    expect(demo.queries[0]?.keywords).toEqual(['demo coffee', '#democoffee', '@democoffee']);
    for (const query of demo.queries) expect(query.lastWeek).toBeGreaterThan(50);
    const lab = (await (await api.as('listener'))('GET', '/api/home/listen')).body as HomeListen;
    const names = lab.queries.map((query) => query.name);
    expect(names).toContain('Lab mentions');
    expect(names).not.toContain('Demo Coffee mentions');
    // Nobody writes about the lab: a query can find nothing.
    expect(lab.queries.find((query) => query.name === 'Lab mentions')?.lastWeek).toBe(0);
  });

  it('is not the essentials package’s', async () => {
    const refused = await (await api.as('otherAdmin'))('GET', '/api/home/listen');
    expect(refused.status).toBe(403);
  });
});
