import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Network } from '@smm/model';
import { sql } from 'kysely';
import { makeEngageItem } from '@smm/model/testing';
import { insertItem } from '../modules/engage/items.store.js';
import { hashPassword } from '../modules/identity/password.js';
import { sandboxGateway } from '../networks/sandbox.gateway.js';
import { grantAdsCode } from '../networks/sandbox.ads.js';
import type { TestApi } from '../testing/test-api.js';

/** Who calls, in the authorisation matrix. */
export const PERSONAS = [
  'admin',
  'lead',
  'editor',
  'viewer',
  'otherOrganisation',
  'supportStaff',
  'noToken',
  'expiredToken',
  'tamperedToken',
] as const;
export type Persona = (typeof PERSONAS)[number];

/** A request to send to a route: its path parameters, query and body. */
export interface SampleRequest {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

/** How a route is exercised by the contract tests. */
export interface RouteFixture {
  /**
   * A valid request; called afresh for every call (so destructive routes get fresh objects),
   * with the persona's own user id when it has one.
   */
  readonly sample: (api: TestApi, self: string | null) => Promise<SampleRequest> | SampleRequest;
  /**
   * Whether the sample names objects of the demo organisation (then another organisation's
   * caller gets 404, never data); otherwise it acts on the caller's own organisation.
   */
  readonly scoped: boolean;
  /** Statuses that differ from what the route's access rule implies. */
  readonly expect?: Partial<Record<Persona, number>>;
}

type DemoIds = Awaited<ReturnType<typeof readDemoIds>>;
const known = new WeakMap<TestApi, Promise<DemoIds>>();

/**
 * Ids of the demo organisation's objects, by their seeded e-mail and team name, read once per
 * server (fixtures change e-mail addresses and names later).
 */
export function demoIds(api: TestApi): Promise<DemoIds> {
  let ids = known.get(api);
  if (!ids) {
    ids = readDemoIds(api);
    known.set(api, ids);
  }
  return ids;
}

async function readDemoIds(api: TestApi) {
  const users = await api.db.selectFrom('users').select(['id', 'email', 'orgId']).execute();
  const teams = await api.db.selectFrom('teams').select(['id', 'name']).execute();
  const user = (email: string) => users.find((u) => u.email === email)?.id ?? 'missing';
  return {
    orgId: users.find((u) => u.email === 'admin@demo.test')?.orgId ?? 'missing',
    user,
    team: (name: string) => teams.find((t) => t.name === name)?.id ?? 'missing',
  };
}

/** A Measure query over the last 30 days (decision 0077), in the caller's own organisation. */
function measureFixture(extra: Record<string, string> = {}): RouteFixture {
  return {
    sample: () => ({
      query: {
        since: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString(),
        until: new Date().toISOString(),
        timeZone: 'Europe/Berlin',
        ...extra,
      },
    }),
    scoped: false,
  };
}

/** A user created for one call, in the demo organisation. */
async function freshUser(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('users')
    .values({
      orgId,
      email: `temp-${Math.random().toString(36).slice(2)}@demo.test`,
      passwordHash: 'x',
      firstName: 'Temp',
      lastName: 'User',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user invited for one call (or with a reset link), with a token only this sample knows. */
async function freshInvitation(
  api: TestApi,
  kind: 'INVITATION' | 'PASSWORD_RESET' = 'INVITATION',
): Promise<{ userId: string; token: string }> {
  const userId = await freshUser(api);
  if (kind === 'INVITATION') {
    await api.db.updateTable('users').set({ activatedAt: null }).where('id', '=', userId).execute();
  }
  const token = randomBytes(32).toString('base64url');
  await api.db
    .insertInto('accountLinks')
    .values({
      tokenHash: createHash('sha256').update(token).digest('base64url'),
      userId,
      kind,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .execute();
  return { userId, token };
}

/** A channel created for one call, in the demo organisation. */
async function freshChannel(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const id = `facebook-temp${Math.random().toString(36).slice(2)}`;
  await api.db
    .insertInto('channels')
    .values({ id, orgId, network: 'facebook', name: 'Temp', platformId: `facebook:${id}` })
    .execute();
  return id;
}

/** A channel created for one call, held by Care Leads (which the lead leads and which manages channels). */
async function freshLeadsChannel(api: TestApi): Promise<string> {
  const id = await freshChannel(api);
  await api.db
    .insertInto('teamChannels')
    .values({ teamId: (await demoIds(api)).team('Care Leads'), channelId: id })
    .execute();
  return id;
}

/** A channel the persona authorised on a network (as if a connect flow had just run). */
async function freshAuthorised(
  api: TestApi,
  self: string | null,
  network = 'facebook',
): Promise<string> {
  const userId = self ?? (await demoIds(api)).user('admin@demo.test');
  const channelId = `${network}-auth${Math.random().toString(36).slice(2)}`;
  await api.db
    .insertInto('authorizedChannels')
    .values({ userId, channelId, network, name: 'Authorised page' })
    .execute();
  return channelId;
}

/** A customer's Facebook comment in the demo inbox, created for one call. */
async function freshItem(
  api: TestApi,
  on: { readonly network: Network; readonly type: 'post' | 'comment' | 'conversation' } = {
    network: 'facebook',
    type: 'comment',
  },
): Promise<string> {
  const { orgId } = await demoIds(api);
  const channelId = `${on.network.toLowerCase()}-demo`;
  const item = await insertItem(
    api.db,
    { orgId, channelId, networkItemId: `fixture-${randomUUID()}` },
    makeEngageItem({
      channelId,
      engage: { network: on.network, type: on.type, canRespond: true },
      meta: { createdDate: new Date().toISOString(), displayReadStatus: 'unread' },
      ...(on.network === 'facebook'
        ? { facebook: { canHide: true, canReplyPrivately: true } }
        : {}),
    }),
  );
  return item.id;
}

/**
 * A per-item action: on a fresh item of the demo organisation, which the viewer (view-only on
 * the channel) is refused with 422 unless `viewer` says otherwise.
 */
function itemAction(
  body?: (api: TestApi) => Promise<unknown> | unknown,
  viewer = 422,
): RouteFixture {
  return {
    sample: async (api) => ({
      params: { id: await freshItem(api) },
      ...(body ? { body: await body(api) } : {}),
    }),
    scoped: true,
    expect: { viewer },
  };
}

/** A bulk call on the thread of a fresh item of the demo organisation, naming that item. */
function bulkOnItem(
  body: (itemId: string, api: TestApi) => Promise<unknown> | unknown,
  params: Record<string, string> = {},
): RouteFixture {
  return {
    sample: async (api) => {
      const id = await freshItem(api);
      return { params: { ...params, id }, body: await body(id, api) };
    },
    scoped: true,
  };
}

/** A response template of the demo organisation. */
async function freshTemplate(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('responseTemplates')
    .values({ orgId, name: `Fixture ${randomUUID()}`, text: 'Thanks!' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A note on a fresh demo item, written by `self` (or the demo admin). */
async function freshNote(api: TestApi, self: string | null): Promise<string> {
  const ids = await demoIds(api);
  const itemId = await freshItem(api);
  const row = await api.db
    .insertInto('itemNotes')
    .values({
      orgId: ids.orgId,
      conversationId: itemId,
      itemIds: [itemId],
      text: 'Fixture note',
      authorId: self ?? ids.user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A case of the demo organisation on a fresh item, opened by `self` (or the demo admin). */
async function freshCase(api: TestApi, self: string | null): Promise<string> {
  const ids = await demoIds(api);
  const itemId = await freshItem(api);
  const row = await api.db
    .insertInto('cases')
    .values({
      orgId: ids.orgId,
      number: 100_000 + Math.floor(Math.random() * 1_000_000_000),
      subject: 'Fixture case',
      description: '',
      createdBy: self ?? ids.user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db.insertInto('caseItems').values({ caseId: row.id, itemId }).execute();
  return row.id;
}

/** An annotation note by `self` (or the demo admin) on a fresh case. */
async function freshCaseNote(api: TestApi, self: string | null) {
  const id = await freshCase(api, self);
  const note = await api.db
    .insertInto('caseNotes')
    .values({
      caseId: id,
      text: 'Fixture',
      authorId: self ?? (await demoIds(api)).user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, noteId: note.id };
}

/** The id of a demo label. */
async function demoLabel(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const label = await api.db
    .selectFrom('labels')
    .select('id')
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow();
  return label.id;
}

/** A label made for one call, in the demo organisation. */
async function freshLabel(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('labels')
    .values({ orgId, name: `Fixture ${randomUUID()}`, color: '#1c7ed6' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A rule definition that names nothing of an organisation. */
const SAMPLE_RULE = {
  name: 'Refunds read',
  matchMode: 'ANY',
  conditions: [
    { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
  ],
  actions: [{ type: 'engage.markAsRead', config: {} }],
};

/** An automation rule made for one call, in the demo organisation. */
async function freshRule(api: TestApi, status = 'draft'): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('automationRules')
    .values({
      orgId,
      name: `Fixture ${randomUUID()}`,
      status,
      matchMode: 'ANY',
      conditions: JSON.stringify(SAMPLE_RULE.conditions),
      actions: JSON.stringify(SAMPLE_RULE.actions),
      position: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A messaging group made for one call, in the demo organisation (switched off). */
async function freshMessagingGroup(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('autoReplyGroups')
    .values({
      orgId,
      name: `Fixture ${randomUUID()}`,
      kind: 'WELCOME_MESSAGE',
      message: 'Hello',
      timezone: 'UTC',
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A webhook of the demo organisation, made for one call (to an address that does not resolve). */
async function freshWebhook(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('webhooks')
    .values({
      orgId,
      url: `https://fixture-${randomUUID()}.invalid/hooks`,
      topics: ['engage.item.created'],
      createdBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A failed delivery of a fresh webhook of the demo organisation. */
async function freshDelivery(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const webhookId = await freshWebhook(api);
  const row = await api.db
    .insertInto('webhookDeliveries')
    .values({
      orgId,
      webhookId,
      messageId: `msg_${randomUUID().replaceAll('-', '')}`,
      topic: 'engage.item.created',
      payload: JSON.stringify({
        type: 'engage.item.created',
        timestamp: new Date().toISOString(),
        data: {},
      }),
      status: 'failed',
      attemptCount: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A brand of the demo organisation created for one call, following a public channel. */
async function freshBrand(api: TestApi, channel = 'facebook-public-beanbrothers'): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('benchmarkBrands')
    .values({ orgId, name: `Fixture brand ${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('benchmarkBrandChannels')
    .values({ brandId: row.id, publicChannelId: channel, orgId })
    .execute();
  return row.id;
}

/** The demo's brand of this name (seeded with 90 days of its public channels). */
async function demoBrand(api: TestApi, name = 'Bean Brothers'): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('benchmarkBrands')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A benchmark query of the demo's two competitors over their last 30 days. */
async function benchmarkQuery(api: TestApi): Promise<Record<string, string>> {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  return {
    brandIds: [await demoBrand(api), await demoBrand(api, 'Leaf & Co')].join(','),
    since: day(30),
    until: day(1),
  };
}

/** Benchmark needs it in the package: the other organisation (essentials) and support's have not. */
const WITHOUT_BENCHMARK = { otherOrganisation: 403, supportStaff: 403 } as const;

/**
 * Audience needs the package, the toggle and an audience role: the viewer has none, the other
 * organisation's package (essentials) has no Audience (decision 0096).
 */
const WITHOUT_AUDIENCE = { viewer: 403, otherOrganisation: 403 } as const;

/** A person of the demo organisation's audience (the most recently seen). */
async function demoPerson(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('audiencePeople')
    .select('id')
    .where('orgId', '=', orgId)
    .where('mergedInto', 'is', null)
    .orderBy('lastSeenAt', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A saved audience created for one call, in the demo organisation. */
async function freshAudience(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('audienceAudiences')
    .values({
      orgId,
      name: `Temp ${Math.random().toString(36).slice(2)}`,
      filter: JSON.stringify({ sentiments: ['positive'] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Two fresh people of the demo organisation, likely the same (decision 0097). */
async function freshPeoplePair(api: TestApi): Promise<{ keptId: string; otherId: string }> {
  const { orgId } = await demoIds(api);
  const [kept, other] = await api.db
    .insertInto('audiencePeople')
    .values([
      { orgId, name: 'Fixture Person', email: 'fixture@example.com' },
      { orgId, name: 'Fixture Person', email: 'fixture@example.com' },
    ])
    .returning('id')
    .execute();
  return { keptId: kept?.id ?? '', otherId: other?.id ?? '' };
}

/** A fresh "not the same person" of the demo organisation, to undo. */
async function freshDismissal(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const pair = await freshPeoplePair(api);
  const row = await api.db
    .insertInto('audienceMerges')
    .values({ orgId, kind: 'dismiss', ...pair })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A finished import of the demo organisation. */
async function freshImport(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('audienceImports')
    .values({
      orgId,
      fileName: 'fixture.csv',
      mapping: JSON.stringify(['name']),
      state: 'done',
      total: 2,
      checked: 2,
      written: 1,
      imported: 1,
      skipped: 1,
      errors: JSON.stringify([
        { line: 3, code: 'nameMissing', column: 'Name', value: null, sameAs: null },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A small CSV file of people, as a browser sends it. */
function peopleCsvForm(): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob(['Name,E-mail\nFixture Import,fixture-import@example.com\n'], { type: 'text/csv' }),
    'people.csv',
  );
  return form;
}

/** A post of the demo organisation on its Facebook channel by its administrator, in a status. */
async function freshPost(
  api: TestApi,
  status: 'draft' | 'pendingApproval' | 'scheduledError',
): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const post = await api.db
    .insertInto('publishPosts')
    .values({
      orgId,
      status,
      text: 'Our autumn blend is back.',
      error: status === 'scheduledError' ? 'Facebook: the network is down.' : null,
      scheduledAt: status === 'pendingApproval' ? null : new Date(Date.now() + 86_400_000),
      createdBy: user('admin@demo.test'),
      approvedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('publishTargets')
    .values({
      postId: post.id,
      orgId,
      channelId: 'facebook-demo',
      network: 'facebook',
      position: 0,
      status: status === 'scheduledError' ? 'failed' : 'pending',
      error: status === 'scheduledError' ? 'The network is down.' : null,
    })
    .execute();
  return post.id;
}

/** Ads need it in the package: the other organisation (essentials) has not. */
const WITHOUT_ADS = { otherOrganisation: 403 } as const;

/** A connected Meta ad account of the demo organisation linked to its Facebook channel. */
async function demoAdAccount(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  await api.db
    .insertInto('adAccounts')
    .values({
      orgId,
      network: 'facebook',
      externalId: 'act_fixture',
      name: 'Fixture Ads',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      token: 'fixture',
    })
    .onConflict((oc) => oc.columns(['orgId', 'network', 'externalId']).doNothing())
    .execute();
  const account = await api.db
    .selectFrom('adAccounts')
    .select('id')
    .where('orgId', '=', orgId)
    .where('externalId', '=', 'act_fixture')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('adAccountChannels')
    .values({ adAccountId: account.id, channelId: 'facebook-demo' })
    .onConflict((oc) => oc.columns(['adAccountId', 'channelId']).doNothing())
    .execute();
  return account.id;
}

/** A post of the demo organisation published on its Facebook channel. */
async function publishedPost(api: TestApi): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const post = await api.db
    .insertInto('publishPosts')
    .values({
      orgId,
      status: 'published',
      text: 'Our winter blend is here.',
      publishedAt: new Date(),
      createdBy: user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('publishTargets')
    .values({
      postId: post.id,
      orgId,
      channelId: 'facebook-demo',
      network: 'facebook',
      position: 0,
      status: 'published',
      networkItemId: `fb-post-${post.id.slice(0, 8)}`,
      publishedAt: new Date(),
    })
    .execute();
  return post.id;
}

/** The rules of the organisation of `self` (none without a caller), in their order. */
async function rulesOfCaller(api: TestApi, self: string | null): Promise<string[]> {
  if (self === null) return [];
  const rows = await api.db
    .selectFrom('automationRules')
    .innerJoin('users', 'users.orgId', 'automationRules.orgId')
    .select('automationRules.id')
    .where('users.id', '=', self)
    .where('automationRules.status', '<>', 'deleted')
    .orderBy('automationRules.position')
    .execute();
  return rows.map((row) => row.id);
}

/** A finished label job of the demo organisation. */
async function freshLabelJob(api: TestApi): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const row = await api.db
    .insertInto('labelJobs')
    .values({
      orgId,
      userId: user('admin@demo.test'),
      kind: 'delete',
      labelId: randomUUID(),
      labelName: 'Fixture',
      total: 0,
      state: 'done',
      finishedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A demo comment and the item it answers. */
async function demoComment(api: TestApi) {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('engageItems')
    .select(['id', 'parentId'])
    .where('orgId', '=', orgId)
    .where('type', '=', 'comment')
    .where('parentId', 'is not', null)
    // On a channel the editor and viewer see (Customer Care's), not whichever row comes first.
    .where('channelId', '=', 'facebook-demo')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.parentId ?? '', commentId: row.id };
}

/** A demo conversation's id. */
async function demoConversation(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('engageItems')
    .select('id')
    .where('orgId', '=', orgId)
    .where('type', '=', 'conversation')
    // On a channel the editor and viewer see (Customer Care's), the latest conversation: its
    // window for free-form messages is open (WhatsApp's and Facebook's 24 hours).
    .where('channelId', '=', 'facebook-demo')
    // Not one another app controls (Facebook's handover protocol, decision 0061).
    .where(sql<boolean>`item->'control'->>'ownership' is distinct from 'THIRD_PARTY'`)
    .orderBy('latestAt', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A one-pixel PNG image. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A form with one file, `pixel.png`, in the field `file`: an upload as a browser sends it. */
export function pngForm(bytes: Uint8Array = ONE_PIXEL_PNG, type = 'image/png', name = 'pixel.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

/** A comment the Google Business Profile channel sent on a review, on the sandbox too. */
async function sentGoogleComment(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const networkItemId = `fixture-${randomUUID()}`;
  const channelId = 'googlemybusiness-demo';
  const item = await insertItem(
    api.db,
    { orgId, channelId, networkItemId },
    makeEngageItem({
      channelId,
      engage: { network: 'googlemybusiness', type: 'comment' },
      sender: { id: channelId, name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
      meta: { createdDate: new Date().toISOString(), delivery: 'DELIVERED' },
    }),
  );
  await api.db
    .insertInto('sandboxSent')
    .values({
      networkItemId,
      channelId,
      idempotencyKey: item.id,
      kind: 'comment',
      targetNetworkItemId: 'review',
      text: 'Thank you!',
    })
    .execute();
  return item.id;
}

/** A feed of the persona's own, created for one call. */
async function freshFeed(api: TestApi, self: string | null) {
  const ownerId = self ?? (await demoIds(api)).user('editor@demo.test');
  const { orgId } = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const feed = await api.db
    .insertInto('feeds')
    .values({
      orgId,
      ownerId,
      name: 'Temp feed',
      filters: JSON.stringify({ networks: ['facebook'] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: ownerId, feedId: feed.id };
}

/** A team created for one call, in the demo organisation. */
async function freshTeam(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('teams')
    .values({ orgId, name: `Temp ${Math.random().toString(36).slice(2)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A channel group of the demo organisation holding its Facebook channel, created for one call. */
async function freshGroup(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('channelGroups')
    .values({ orgId, name: `Fixture group ${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('channelGroupMembers')
    .values({ groupId: row.id, channelId: 'facebook-demo' })
    .execute();
  return row.id;
}

/** An unused tracking template of the demo organisation, created for one call. */
async function freshTrackingTemplate(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .insertInto('trackingTemplates')
    .values({
      orgId,
      name: `Fixture template ${randomUUID()}`,
      parameters: JSON.stringify([{ key: 'utm_source', value: '{network}' }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A tracking template's body with a name no other call uses. */
const templateBody = () => ({
  name: `Template ${randomUUID()}`,
  parameters: [
    { key: 'utm_source', value: '{network}' },
    { key: 'utm_campaign', value: 'spring' },
  ],
});

const newRefreshToken = async (api: TestApi) => {
  const { body } = await api.call('POST', '/auth/login', {
    body: { email: 'moderator@demo.test', password: 'demo' },
  });
  return { body: { refreshToken: (body as { refreshToken: string }).refreshToken } };
};

/**
 * A fixture for every route of the table, keyed `METHOD path`. The contract tests fail for a
 * route without one, so a new route cannot skip the authorisation matrix or the fuzz test.
 */
/** Demo Coffee's "Demo Coffee" WhatsApp business account and its deployment. */
async function demoWhatsApp(api: TestApi) {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('sandboxWaAccounts as a')
    .innerJoin('whatsappDeployments as d', 'd.businessAccountId', 'a.id')
    .select(['a.id as accountId', 'd.id as deploymentId'])
    .where('a.orgId', '=', orgId)
    .where('a.name', '=', 'Demo Coffee')
    .executeTakeFirstOrThrow();
  return { orgId, ...row };
}

/**
 * A WhatsApp number of Demo Coffee made for one call (with a code sent, 123456, still valid),
 * chosen as a channel being connected unless `chosen` is false.
 */
async function freshWhatsAppNumber(
  api: TestApi,
  state: { chosen?: boolean; verified?: boolean; active?: boolean; inDeployment?: boolean } = {},
): Promise<{ numberId: string; channelId: string }> {
  const { orgId, accountId, deploymentId } = await demoWhatsApp(api);
  const numberId = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const digits = numberId.slice(-7);
  const now = new Date();
  await api.db
    .insertInto('sandboxWaNumbers')
    .values({
      id: numberId,
      accountId,
      phoneNumber: `+44770${digits}`,
      displayPhoneNumber: `+44 770 ${digits}`,
      verifiedName: 'Demo Coffee Fixture',
      nameSubmittedAt: now,
      status: state.active ? 'ACTIVE' : 'PENDING',
      verification: state.verified ? 'VERIFIED' : 'UNVERIFIED',
      code: '123456',
      codeSentAt: new Date(now.getTime() - 120_000),
      codeExpiresAt: new Date(now.getTime() + 600_000),
      createdAt: now,
    })
    .execute();
  const channelId = `whatsapp-${numberId}`;
  if (state.chosen !== false) {
    await api.db
      .insertInto('whatsappChannels')
      .values({
        id: channelId,
        orgId,
        deploymentId,
        phoneNumberId: numberId,
        verifiedAt: state.inDeployment ? now : null,
      })
      .execute();
  }
  return { numberId, channelId };
}

/** A brand of the demo organisation (which has benchmark) that every team sees; answers its id. */
async function benchmarkBrand(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const existing = await api.db
    .selectFrom('benchmarkBrands')
    .select('id')
    .where('orgId', '=', orgId)
    .where('name', '=', 'Fixture Roasters')
    .executeTakeFirst();
  if (existing) return existing.id;
  const brand = await api.db
    .insertInto('benchmarkBrands')
    .values({ orgId, name: 'Fixture Roasters' })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return brand?.id ?? benchmarkBrand(api);
}

/** A saved benchmark query of the demo organisation, by `self` when given (else the admin). */
async function freshBenchmarkQuery(api: TestApi, self: string | null): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const brandId = await benchmarkBrand(api);
  const mine = self !== null && self !== (await otherAdminId(api)) ? self : user('admin@demo.test');
  const row = await api.db
    .insertInto('benchmarkQueries')
    .values({ orgId, name: 'Last week', brandIds: [brandId], period: 'last7Days', createdBy: mine })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const otherAdminId = async (api: TestApi) =>
  (
    await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@other.test')
      .executeTakeFirst()
  )?.id ?? 'missing';

/** A listening query of the demo organisation (seeded), for listen alerts (decision 0090). */
async function demoListeningQuery(api: TestApi): Promise<string> {
  const { orgId } = await demoIds(api);
  const row = await api.db
    .selectFrom('listeningQueries')
    .select('id')
    .where('orgId', '=', orgId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A listen alert of the demo organisation, made afresh (destructive routes get their own). */
async function freshListenAlert(api: TestApi): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const row = await api.db
    .insertInto('listenAlerts')
    .values({
      orgId,
      queryId: await demoListeningQuery(api),
      metric: 'mentions',
      timeWindow: 'hour',
      threshold: 100_000,
      recipientIds: [user('admin@demo.test')],
      createdBy: user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A listen alert's body naming the demo's query, for the caller itself. */
const listenAlertBody = async (api: TestApi, self: string | null) => ({
  queryId: await demoListeningQuery(api),
  metric: 'mentions',
  window: 'hour',
  threshold: 100_000,
  recipientIds: [self ?? (await demoIds(api)).user('admin@demo.test')],
});

/** The other organisation's essentials package has no Listen (decision 0090). */
const WITHOUT_LISTEN = { otherOrganisation: 403 } as const;

/** A scheduled benchmark report of the demo organisation. */
async function freshBenchmarkReport(api: TestApi): Promise<string> {
  const { orgId, user } = await demoIds(api);
  const brandId = await benchmarkBrand(api);
  const row = await api.db
    .insertInto('benchmarkReports')
    .values({
      orgId,
      name: 'Weekly competitors',
      brandIds: [brandId],
      period: 'last7Days',
      frequency: 'weekly',
      weekday: 1,
      hour: 9,
      timeZone: 'Europe/London',
      recipients: ['reports@demo.test'],
      nextRunAt: new Date(Date.now() + 86_400_000),
      createdBy: user('admin@demo.test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const reportBody = (brandId: string) => ({
  name: 'Monthly competitors',
  brandIds: [brandId],
  networks: ['facebook'],
  period: 'last30Days',
  frequency: 'monthly',
  dayOfMonth: 1,
  hour: 8,
  timeZone: 'Europe/Berlin',
  recipients: ['ada@example.com'],
});

/** An ad account of the demo organisation created for one call (connected, on Facebook). */
async function freshAdAccount(
  api: TestApi,
  status: 'connected' | 'disconnected' = 'connected',
): Promise<string> {
  const { orgId } = await demoIds(api);
  const externalId = `act_${Math.random().toString().slice(2, 14)}`;
  const row = await api.db
    .insertInto('adAccounts')
    .values({
      orgId,
      network: 'facebook',
      externalId,
      token: `sbads-facebook-${externalId}-fixture`,
      name: 'Temp ads',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      status,
      disconnectedAt: status === 'disconnected' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Ad-account changes: administrators (and teams granting manageAdAccounts, none in the demo) of
 * an organisation whose package has ad accounts (the other organisation's, essentials, has not).
 */
const AD_MANAGERS_ONLY = { lead: 403, editor: 403, viewer: 403, otherOrganisation: 403 } as const;

/** A consent the persona gave on the sandbox TikTok Ads page: its state and code. */
async function freshAdConsent(api: TestApi, self: string | null) {
  const state = randomBytes(18).toString('base64url');
  if (self !== null) {
    await api.db
      .insertInto('oauthStates')
      .values({ state, userId: self, network: 'ads-tiktok' })
      .execute();
  }
  const code = await grantAdsCode(api.db, 'tiktok', `${api.base}/ads/connect/tiktok/return`, [
    {
      externalId: `73${Math.random().toString().slice(2, 12)}`,
      network: 'tiktok',
      name: 'Temp TikTok ads',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
    },
  ]);
  return { state, code };
}

/** Accounts the persona granted on TikTok Ads, waiting for the choice. */
async function freshAdGrant(api: TestApi, self: string | null) {
  const externalId = `73${Math.random().toString().slice(2, 12)}`;
  if (self === null) return { grantId: randomUUID(), externalIds: [externalId] };
  const user = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('id', '=', self)
    .executeTakeFirstOrThrow();
  const grant = await api.db
    .insertInto('adAccountGrants')
    .values({
      orgId: user.orgId,
      userId: self,
      network: 'tiktok',
      accounts: JSON.stringify([
        {
          externalId,
          network: 'tiktok',
          name: 'Temp TikTok ads',
          currency: 'EUR',
          timeZone: 'Europe/Berlin',
          token: `sbads-tiktok-${externalId}-t`,
        },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { grantId: grant.id, externalIds: [externalId] };
}

export const ROUTE_FIXTURES: Readonly<Record<string, RouteFixture>> = {
  'POST /auth/login': {
    sample: () => ({ body: { email: 'editor@demo.test', password: 'demo' } }),
    scoped: false,
  },
  'POST /auth/refresh': { sample: newRefreshToken, scoped: false },
  'POST /auth/logout': { sample: newRefreshToken, scoped: false },
  'GET /auth/.well-known/jwks.json': { sample: () => ({}), scoped: false },
  'GET /api/2/users/me': { sample: () => ({}), scoped: false },
  'GET /api/2/users/me/colleagues': { sample: () => ({}), scoped: false },
  'GET /v1/users/me/localisation': { sample: () => ({}), scoped: false },
  'GET /api/2/users/me/consent': { sample: () => ({}), scoped: false },
  'PUT /api/2/users/me/consent': {
    sample: () => ({
      body: { categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false } },
    }),
    scoped: false,
  },
  'GET /api/2/teams': { sample: () => ({}), scoped: false },
  'GET /api/2/channels': { sample: () => ({}), scoped: false },
  'GET /labels/settings': { sample: () => ({}), scoped: false },
  'PUT /labels/settings': { sample: () => ({ body: { isRestricted: true } }), scoped: false },
  'GET /labels': { sample: () => ({}), scoped: false },
  'PATCH /labels/{id}': {
    sample: async (api) => ({
      params: { id: await freshLabel(api) },
      body: { name: `Renamed ${randomUUID()}`, color: '#2f9e44' },
    }),
    scoped: true,
  },
  'DELETE /labels/{id}': {
    sample: async (api) => ({ params: { id: await freshLabel(api) } }),
    scoped: true,
  },
  'POST /labels/{id}/merge': {
    sample: async (api) => ({
      params: { id: await freshLabel(api) },
      body: { into: await freshLabel(api) },
    }),
    scoped: true,
  },
  'GET /labels/jobs': { sample: () => ({}), scoped: false },
  'GET /api/automate/rules': { sample: () => ({}), scoped: false },
  'POST /api/automate/rules': { sample: () => ({ body: SAMPLE_RULE }), scoped: false },
  'PUT /api/automate/rules/order': {
    sample: async (api, self) => ({ body: { ids: await rulesOfCaller(api, self) } }),
    scoped: false,
  },
  'GET /api/automate/rules/{id}': {
    sample: async (api) => ({ params: { id: await freshRule(api) } }),
    scoped: true,
  },
  'PUT /api/automate/rules/{id}': {
    sample: async (api) => ({ params: { id: await freshRule(api) }, body: SAMPLE_RULE }),
    scoped: true,
  },
  'DELETE /api/automate/rules/{id}': {
    sample: async (api) => ({ params: { id: await freshRule(api) } }),
    scoped: true,
  },
  'POST /api/automate/rules/{id}/activate': {
    sample: async (api) => ({ params: { id: await freshRule(api) } }),
    scoped: true,
  },
  'POST /api/automate/rules/{id}/pause': {
    sample: async (api) => ({ params: { id: await freshRule(api, 'active') } }),
    scoped: true,
  },
  'GET /api/automate/rules/{id}/runs': {
    sample: async (api) => ({ params: { id: await freshRule(api) } }),
    scoped: true,
  },
  'POST /api/automate/rules/dry-run': {
    sample: () => ({ query: { days: '7' }, body: SAMPLE_RULE }),
    scoped: false,
  },
  'GET /api/automate/actions': { sample: () => ({}), scoped: false },
  'GET /api/automate/sources': { sample: () => ({}), scoped: false },
  'GET /labels/jobs/{id}': {
    sample: async (api) => ({ params: { id: await freshLabelJob(api) } }),
    scoped: true,
  },

  'GET /api/2/users/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('editor@demo.test') } }),
    scoped: true,
  },
  'GET /api/1/user': { sample: () => ({}), scoped: false },
  'GET /api/2/users/{id}/notificationChannels': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('viewer@demo.test') } }),
    scoped: true,
    expect: { lead: 403, editor: 403 },
  },
  'POST /api/1/user/{id}/notification': {
    sample: async (api) => {
      const id = (await demoIds(api)).user('viewer@demo.test');
      return { params: { id }, body: { userId: id, channelId: 'facebook-demo', enabled: true } };
    },
    scoped: true,
    expect: { lead: 403, editor: 403 },
  },
  'PUT /smm/accounts/me': {
    sample: async (api, self) => ({
      body: { id: self ?? (await demoIds(api)).user('editor@demo.test'), firstName: 'Renamed' },
    }),
    scoped: false,
  },
  'POST /smm/accounts/me/change-email': {
    sample: () => ({
      body: { newEmail: `moved-${Math.random().toString(36).slice(2)}@demo.test` },
    }),
    scoped: false,
  },
  'POST /smm/accounts/confirm-email': {
    // A pending change of a user made for the call, with a token only this sample knows.
    sample: async (api) => {
      const token = randomBytes(32).toString('base64url');
      await api.db
        .insertInto('emailChanges')
        .values({
          tokenHash: createHash('sha256').update(token).digest('base64url'),
          userId: await freshUser(api),
          newEmail: `confirmed-${Math.random().toString(36).slice(2)}@demo.test`,
          expiresAt: new Date(Date.now() + 60_000),
        })
        .execute();
      return { body: { token } };
    },
    scoped: false,
  },
  'POST /smm/accounts/me/change-password': {
    // The caller's password is "demo" before each call, so the sample's current password is right.
    sample: async (api, self) => {
      if (self !== null) {
        await api.db
          .updateTable('users')
          .set({ passwordHash: await hashPassword('demo') })
          .where('id', '=', self)
          .execute();
      }
      return { body: { currentPassword: 'demo', newPassword: 'demo-password-changed' } };
    },
    scoped: false,
  },
  'POST /api/1/user/{id}/picture': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).user('viewer@demo.test') },
      body: { profilePicture: 'data:image/png;base64,iVBORw0KGgo=' },
    }),
    scoped: true,
    expect: { lead: 403, editor: 403 },
  },
  'DELETE /smm/accounts/{id}': {
    sample: async (api) => ({ params: { id: await freshUser(api) } }),
    scoped: true,
  },
  'POST /api/1/org/{id}/users': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).orgId },
      body: {
        email: `invited-${Math.random().toString(36).slice(2)}@demo.test`,
        firstName: 'Ivy',
        lastName: 'Invited',
      },
    }),
    scoped: true,
  },
  'POST /api/1/org/{id}/users/{userId}/invitation': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).orgId, userId: (await freshInvitation(api)).userId },
    }),
    scoped: true,
  },
  'DELETE /api/1/org/{id}/users/{userId}/invitation': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).orgId, userId: (await freshInvitation(api)).userId },
    }),
    scoped: true,
  },
  'POST /smm/accounts/accept-invitation': {
    sample: async (api) => ({
      body: { token: (await freshInvitation(api)).token, password: 'a good long password' },
    }),
    scoped: false,
  },
  'POST /smm/accounts/password-reset': {
    // A new address each time: requests for one address are limited (decision 0042).
    sample: () => ({ body: { email: `nobody-${randomUUID()}@demo.test` } }),
    scoped: false,
  },
  'POST /smm/accounts/reset-password': {
    sample: async (api) => ({
      body: {
        token: (await freshInvitation(api, 'PASSWORD_RESET')).token,
        password: 'a good long password',
      },
    }),
    scoped: false,
  },
  'PUT /api/1/org/{id}/user': {
    sample: async (api) => {
      const ids = await demoIds(api);
      return {
        params: { id: ids.orgId },
        body: { userId: ids.user('sam@demo.test'), firstName: 'Sam' },
      };
    },
    scoped: true,
  },

  'GET /api/1/org/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /api/2/orgs/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /api/1/org/oidc/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /api/2/orgs/{id}/user-names': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /api/1/org/{id}/channels/metadata': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'POST /api/1/org/{orgId}/admin-context-switch/{id}': {
    sample: async (api) => {
      const ids = await demoIds(api);
      return {
        params: { orgId: ids.orgId, id: ids.user('admin@demo.test') },
        body: { teamId: null },
      };
    },
    scoped: true,
  },
  'GET /suite/smm-user-product-access': { sample: () => ({}), scoped: false },
  'GET /api/1/org/{id}/audit-log': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).orgId },
      query: { kind: 'SIGN_IN', limit: '10' },
    }),
    scoped: true,
  },
  'GET /api/1/org/{id}/audit-log/csv': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /resource-caps/v1/orgs/{id}/resources': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'GET /organizations/{id}/aiFeatures': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).orgId } }),
    scoped: true,
  },
  'POST /organizations/{id}/setAiFeatures': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).orgId },
      body: { aiFeaturesEnabled: true },
    }),
    scoped: true,
  },

  'PUT /api/1/team': { sample: () => ({ body: { name: 'Night shift' } }), scoped: false },
  'POST /api/1/team/{id}': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).team('Care Leads') },
      body: { name: 'Care Leads', color: '#2f9e44' },
    }),
    scoped: true,
  },
  'DELETE /api/1/team/{id}': {
    sample: async (api) => ({ params: { id: await freshTeam(api) } }),
    scoped: true,
  },
  'PUT /api/1/team/{id}/user/{userId}': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).team('Care Leads'), userId: await freshUser(api) },
      body: { role: 'VIEW_ONLY' },
    }),
    scoped: true,
    // Care Leads makes its members leaders: only administrators add to it.
    expect: { lead: 403 },
  },
  'POST /api/1/team/{id}/user/{userId}': {
    sample: async (api) => {
      const teamId = (await demoIds(api)).team('Care Leads');
      const userId = await freshUser(api);
      await api.db
        .insertInto('teamMembers')
        .values({ teamId, userId, role: 'VIEW_ONLY' })
        .execute();
      return { params: { id: teamId, userId }, body: { role: 'EDITOR' } };
    },
    scoped: true,
  },
  'DELETE /api/1/team/{id}/user/{userId}': {
    sample: async (api) => {
      const ids = await demoIds(api);
      const teamId = ids.team('Care Leads');
      const userId = await freshUser(api);
      await api.db
        .insertInto('teamMembers')
        .values({ teamId, userId, role: 'MODERATOR' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { params: { id: teamId, userId } };
    },
    scoped: true,
    // Leaving Care Leads unmakes a team leader: only administrators take members out of it.
    expect: { lead: 403 },
  },
  'POST /channels/v2/assign-channel-to-teams': {
    sample: async (api) => ({
      body: {
        channelList: ['facebook-demo'],
        teamIdList: [(await demoIds(api)).team('Care Leads')],
      },
    }),
    scoped: true,
  },
  'DELETE /channels/v2/dismiss-channel-from-team': {
    sample: async (api) => {
      const teamId = (await demoIds(api)).team('Care Leads');
      await api.db
        .insertInto('teamChannels')
        .values({ teamId, channelId: 'instagram-demo' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { query: { channelId: 'instagram-demo', teamId } };
    },
    scoped: true,
  },

  'GET /api/1/channel/{id}': { sample: () => ({ params: { id: 'facebook-demo' } }), scoped: true },
  'POST /channels/v2/settings/channels': {
    sample: () => ({ body: { pageIndex: 0, pageSize: 50 } }),
    scoped: false,
  },
  'GET /publish/url-tracking/channels': { sample: () => ({}), scoped: false },
  'GET /publish/url-tracking/channels/{id}': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'GET /channels/v2/groups': { sample: () => ({}), scoped: false },
  'GET /channels/v2/groups/{id}': {
    sample: async (api) => ({ params: { id: await freshGroup(api) } }),
    scoped: true,
  },
  'POST /channels/v2/groups': {
    sample: () => ({
      body: { name: `Group ${randomUUID()}`, channelIds: ['facebook-demo', 'twitter-demo'] },
    }),
    // The channels named are the demo organisation's.
    scoped: true,
  },
  'PUT /channels/v2/groups/{id}': {
    sample: async (api) => ({
      params: { id: await freshGroup(api) },
      body: { name: `Group ${randomUUID()}`, channelIds: ['facebook-demo', 'twitter-demo'] },
    }),
    scoped: true,
  },
  'DELETE /channels/v2/groups/{id}': {
    sample: async (api) => ({ params: { id: await freshGroup(api) } }),
    scoped: true,
  },
  'GET /publish/url-tracking/templates': { sample: () => ({}), scoped: false },
  'GET /publish/url-tracking/templates/{id}': {
    sample: async (api) => ({ params: { id: await freshTrackingTemplate(api) } }),
    scoped: true,
  },
  'POST /publish/url-tracking/templates': {
    sample: () => ({ body: templateBody() }),
    scoped: false,
  },
  'PUT /publish/url-tracking/templates/{id}': {
    sample: async (api) => ({
      params: { id: await freshTrackingTemplate(api) },
      body: templateBody(),
    }),
    scoped: true,
  },
  'DELETE /publish/url-tracking/templates/{id}': {
    sample: async (api) => ({ params: { id: await freshTrackingTemplate(api) } }),
    scoped: true,
  },
  'PUT /publish/url-tracking/channels/{id}': {
    sample: async (api) => ({
      params: { id: 'facebook-demo' },
      body: {
        campaignTrackingEnabled: true,
        campaignTrackingTemplateId: await freshTrackingTemplate(api),
        campaignTrackingMappings: [{ key: 'utm_campaign', value: 'fixture' }],
      },
    }),
    scoped: true,
  },
  'GET /publish/url-tracking/mappings': { sample: () => ({}), scoped: false },
  'GET /publish/url-tracking/channels/{id}/mappings': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'PUT /publish/url-tracking/channels/{id}/mappings': {
    sample: () => ({
      params: { id: 'facebook-demo' },
      body: { campaignTrackingMappings: [{ key: 'utm_campaign', value: 'fixture' }] },
    }),
    scoped: true,
  },
  'GET /api/1/permissions/channel/{id}': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'GET /api/2/channels/{id}/assignables': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'POST /api/1/channel/{id}/user/{userId}': {
    sample: async (api) => ({
      params: { id: 'facebook-demo', userId: await freshUser(api) },
      body: { channelRole: 'EDITOR' },
    }),
    scoped: true,
  },
  'GET /api/1/channel/{id}/people': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'DELETE /api/1/channel/{id}/user/{userId}': {
    sample: async (api) => {
      const id = await freshLeadsChannel(api);
      const userId = await freshUser(api);
      await api.db
        .insertInto('channelRoles')
        .values({ channelId: id, userId, role: 'EDITOR' })
        .execute();
      return { params: { id, userId } };
    },
    scoped: true,
  },
  'DELETE /channels/v2/{id}/override-name': {
    sample: async (api) => ({ params: { id: await freshLeadsChannel(api) } }),
    scoped: true,
  },
  'GET /channels/v2/{id}/reconnect': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'POST /channels/v2/{id}/index': {
    sample: async (api) => ({ params: { id: await freshLeadsChannel(api) } }),
    scoped: true,
  },
  'GET /api/1/channel/{id}/connectionaudits': {
    sample: () => ({ params: { id: 'facebook-demo' } }),
    scoped: true,
  },
  'POST /channels/v2/{id}/override-name': {
    sample: () => ({ params: { id: 'facebook-demo' }, body: { name: 'Demo Coffee' } }),
    scoped: true,
  },
  'DELETE /channels/v2/{id}/mark-for-deletion': {
    sample: async (api) => ({ params: { id: await freshChannel(api) } }),
    scoped: true,
  },
  'GET /api/1/permissions/audience/users/{id}/role': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('editor@demo.test') } }),
    scoped: true,
  },

  'POST /feature-toggler-{hash}': {
    sample: async (api) => ({
      params: { hash: 'a1b2c3' },
      body: [{ discriminator: 'ORGANIZATION', targetId: (await demoIds(api)).orgId }],
    }),
    scoped: true,
  },
  'GET /auth/account-switch/accounts': { sample: () => ({}), scoped: false },
  'GET /smm/accounts/me/switch': { sample: () => ({}), scoped: false },
  'PUT /auth/account-switch/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('admin@other.test') } }),
    scoped: false,
    // Only the linked accounts (Demo Coffee's and Other Tea's administrators) may switch.
    expect: { lead: 404, editor: 404, viewer: 404, supportStaff: 404 },
  },
  'POST /api/sandbox/comments': {
    // On the demo's own Facebook channel: whatever channels other fixtures connect elsewhere
    // (and index with posts), another organisation's caller finds no such channel of theirs.
    sample: () => ({ body: { text: 'Is the oat milk vegan?', channelId: 'facebook-demo' } }),
    scoped: true,
  },
  'POST /api/engage/uploads': {
    // A one-pixel PNG for Facebook, as a browser sends it (multipart/form-data).
    sample: () => ({ query: { network: 'facebook' }, body: pngForm() }),
    scoped: false,
  },
  'POST /api/publish/media': {
    // A one-pixel PNG for a post on Instagram and X, as a browser sends it.
    sample: () => ({ query: { networks: 'instagram,twitter' }, body: pngForm() }),
    scoped: false,
  },
  'GET /api/publish/link-meta': {
    // A page of the sandbox web site on this very server (read whatever the address rules).
    sample: (api) => ({
      query: { url: `${api.base}/sandbox/sites/demo-coffee/autumn-menu` },
    }),
    scoped: false,
  },
  'POST /api/sandbox/failures': {
    // Cleared at once (0 times): the demo's channel keeps working for the other fixtures.
    sample: () => ({ body: { channelId: 'instagram-demo', kind: 'platformIssue', times: 0 } }),
    scoped: true,
  },
  'POST /api/sandbox/messages': {
    sample: () => ({ body: { text: 'Do you deliver?', channelId: 'instagram-demo' } }),
    scoped: true,
  },
  'GET /api/automate/messaging-groups': { sample: () => ({}), scoped: false },
  'POST /api/automate/messaging-groups': {
    sample: () => ({
      body: {
        name: 'Welcome',
        kind: 'WELCOME_MESSAGE',
        message: 'Thanks for writing!',
        channelIds: [],
        timezone: 'Europe/Berlin',
      },
    }),
    scoped: false,
  },
  'PATCH /api/automate/messaging-groups/{id}': {
    sample: async (api) => ({
      params: { id: await freshMessagingGroup(api) },
      body: { enabled: false },
    }),
    scoped: true,
  },
  'DELETE /api/automate/messaging-groups/{id}': {
    sample: async (api) => ({ params: { id: await freshMessagingGroup(api) } }),
    scoped: true,
  },
  'GET /api/automate/messaging-groups/channels': { sample: () => ({}), scoped: false },
  'GET /webhook/topics': { sample: () => ({}), scoped: false },
  'GET /webhook/webhooks': { sample: () => ({}), scoped: false },
  'POST /webhook/webhooks': {
    sample: () => ({
      body: {
        url: `https://hooks-${randomUUID()}.invalid/in`,
        description: 'CRM',
        topics: ['engage.item.created', 'user.invited'],
      },
    }),
    scoped: false,
  },
  'PUT /webhook/webhooks/{id}': {
    sample: async (api) => ({
      params: { id: await freshWebhook(api) },
      body: { url: 'https://crm.invalid/hooks', topics: ['engage.item.changed'], enabled: false },
    }),
    scoped: true,
  },
  'DELETE /webhook/webhooks/{id}': {
    sample: async (api) => ({ params: { id: await freshWebhook(api) } }),
    scoped: true,
  },
  'POST /webhook/webhooks/{id}/topics/{topic}/subscribe': {
    sample: async (api) => ({ params: { id: await freshWebhook(api), topic: 'user.deleted' } }),
    scoped: true,
  },
  'POST /webhook/webhooks/{id}/topics/{topic}/unsubscribe': {
    sample: async (api) => ({
      params: { id: await freshWebhook(api), topic: 'engage.item.created' },
    }),
    scoped: true,
  },
  'POST /webhook/webhooks/{id}/test': {
    sample: async (api) => ({ params: { id: await freshWebhook(api) } }),
    scoped: true,
  },
  'GET /webhook/webhooks/{id}/deliveries': {
    sample: async (api) => ({
      params: { id: await freshWebhook(api) },
      query: { status: 'failed' },
    }),
    scoped: true,
  },
  'POST /webhook/webhooks/{id}/replay': {
    sample: async (api) => ({
      params: { id: await freshWebhook(api) },
      body: { since: new Date(Date.now() - 86_400_000).toISOString() },
    }),
    scoped: true,
  },
  'GET /webhook/deliveries/{id}': {
    sample: async (api) => ({ params: { id: await freshDelivery(api) } }),
    scoped: true,
  },
  'POST /webhook/deliveries/{id}/resend': {
    sample: async (api) => ({ params: { id: await freshDelivery(api) } }),
    scoped: true,
  },
  'GET /webhook/organization/secret': { sample: () => ({}), scoped: false },
  'POST /webhook/organization/secret/rotate': { sample: () => ({}), scoped: false },
  'GET /api/maintenance-notices': { sample: () => ({}), scoped: false },
  'POST /api/maintenance-notices': {
    sample: () => ({
      body: {
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        message: 'Switchboard is read-only while the database is upgraded.',
      },
    }),
    scoped: false,
  },
  'DELETE /api/maintenance-notices/{id}': {
    sample: async (api) => {
      const { id } = await api.db
        .insertInto('maintenanceNotices')
        .values({
          startsAt: new Date(Date.now() + 3_600_000),
          endsAt: new Date(Date.now() + 7_200_000),
          message: 'A short upgrade.',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id } };
    },
    scoped: false,
  },
  'GET /inbox-service/notifications/unread-count': { sample: () => ({}), scoped: false },
  'GET /inbox-service/notifications': {
    sample: () => ({ query: { product: 'ENGAGE,PLATFORM', status: 'ALL', size: '10' } }),
    scoped: false,
  },
  'PATCH /inbox-service/notifications': {
    sample: () => ({ body: { ids: ['1'], unreadStatus: 'READ' } }),
    scoped: false,
  },
  'GET /inbox-service/notifications/filters': { sample: () => ({}), scoped: false },
  'POST /inbox-service/notifications/filters': {
    sample: () => ({ query: { status: 'ALL', product: 'ENGAGE,PLATFORM,PUBLISH' } }),
    scoped: false,
  },
  'POST /api/short-links': {
    sample: () => ({ body: { url: 'https://example.com/offers?utm_source=switchboard' } }),
    scoped: false,
  },

  'POST /auth/assume/{id}': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('editor@demo.test') } }),
    scoped: true,
  },

  'GET /channels/v2/connect/{network}': {
    sample: () => ({ params: { network: 'facebook' } }),
    scoped: false,
  },
  'GET /channels/v2/connect/{network}/channels': {
    sample: () => ({ params: { network: 'instagram' } }),
    scoped: false,
  },
  'POST /channels/v2/connect/{network}/channels': {
    sample: async (api, self) => ({
      params: { network: 'facebook' },
      body: { channelIds: [await freshAuthorised(api, self)] },
    }),
    scoped: false,
  },
  'GET /api/1/authorizedChannels': { sample: () => ({}), scoped: false },
  'POST /api/1/connectChannels': {
    sample: async (api, self) => ({
      body: { channelIds: [await freshAuthorised(api, self, 'pinterest')] },
    }),
    scoped: false,
  },
  'GET /api/1/connectChannels/state': { sample: () => ({}), scoped: false },

  'GET /api/engage/moderators/{id}/feeds': {
    sample: async (api, self) => ({ params: { id: (await freshFeed(api, self)).id } }),
    scoped: false,
  },
  'POST /api/engage/moderators/{id}/feeds': {
    sample: async (api, self) => ({
      params: { id: (await freshFeed(api, self)).id },
      body: { name: 'Complaints', networks: ['facebook'], keywords: ['refund'] },
    }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds': {
    sample: async (api, self) => {
      const { id, feedId } = await freshFeed(api, self);
      return { params: { id }, body: { ids: [feedId] } };
    },
    scoped: false,
  },
  'GET /api/engage/moderators/{id}/feeds/{feedId}': {
    sample: async (api, self) => ({ params: await freshFeed(api, self) }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds/{feedId}': {
    sample: async (api, self) => ({
      params: await freshFeed(api, self),
      body: { name: 'Renamed feed' },
    }),
    scoped: false,
  },
  'DELETE /api/engage/moderators/{id}/feeds/{feedId}': {
    sample: async (api, self) => ({ params: await freshFeed(api, self) }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds/{feedId}/push': {
    sample: async (api, self) => ({ params: await freshFeed(api, self), body: { enabled: true } }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds/{feedId}/email': {
    sample: async (api, self) => ({ params: await freshFeed(api, self), body: { enabled: true } }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds/{feedId}/pin': {
    sample: async (api, self) => ({ params: await freshFeed(api, self), body: { enabled: true } }),
    scoped: false,
  },
  'PUT /api/engage/moderators/{id}/feeds/{feedId}/share': {
    sample: async (api, self) => {
      const params = await freshFeed(api, self);
      return { params, body: { ownerId: params.id, shares: [] } };
    },
    scoped: false,
  },
  'POST /api/engage/search': {
    sample: () => ({
      query: { limit: '5' },
      body: { filters: { networks: ['facebook'] }, refine: { text: 'order', overdue: true } },
    }),
    scoped: false,
  },
  'GET /api/engage/settings/organisation': { sample: () => ({}), scoped: false },
  'PUT /api/engage/settings/organisation': {
    sample: () => ({ body: { responseTargetMinutes: 240 } }),
    scoped: false,
  },
  'GET /api/engage/settings/me': { sample: () => ({}), scoped: false },
  'POST /api/home': {
    sample: () => ({ body: { items: [{ widget: 'engage', visible: true }] } }),
    scoped: false,
  },
  'GET /api/home/engage': { sample: () => ({}), scoped: false },
  'GET /api/home/measure': { sample: () => ({}), scoped: false },
  // The other organisation's essentials package has neither audience nor listen.
  'GET /api/home/audience': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/home/listen': { sample: () => ({}), scoped: false, expect: { otherOrganisation: 403 } },
  'GET /api/measure/team-performance/summary': measureFixture(),
  'GET /api/measure/team-performance/all': measureFixture(),
  'GET /api/measure/team-performance/users': measureFixture(),
  'GET /api/measure/team-performance/breakdown': measureFixture(),
  'GET /api/measure/team-performance/created-at': measureFixture(),
  'GET /api/measure/team-performance/export': measureFixture({ part: 'users' }),
  'GET /api/measure/posts': measureFixture(),
  'GET /api/audience/merge/nominees': {
    sample: () => ({ query: { limit: '25' } }),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'POST /api/audience/merge/merges': {
    sample: async (api) => ({ body: await freshPeoplePair(api) }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'POST /api/audience/merge/dismissals': {
    sample: async (api) => ({ body: await freshPeoplePair(api) }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'POST /api/audience/merge/{id}/undo': {
    sample: async (api) => ({ params: { id: await freshDismissal(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'POST /api/audience/imports': {
    sample: () => ({ query: { mapping: 'name,email' }, body: peopleCsvForm() }),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/imports': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/imports/{id}': {
    sample: async (api) => ({ params: { id: await freshImport(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/imports/{id}/errors': {
    sample: async (api) => ({ params: { id: await freshImport(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'PUT /api/engage/settings/me': {
    sample: () => ({ body: { markReadOnOpen: 'immediately' } }),
    scoped: false,
  },
  'GET /api/engage/contents/{id}': itemAction(undefined, 200),
  'GET /api/engage/contents/{id}/media': itemAction(undefined, 200),
  'GET /api/engage/contents/{id}/history': itemAction(undefined, 200),
  'GET /api/engage/audience/identities': {
    sample: async (api) => ({ query: { itemId: await freshItem(api) } }),
    scoped: true,
    expect: { viewer: 200 },
  },
  'GET /api/engage/search/{id}/stats': itemAction(undefined, 200),
  'DELETE /api/engage/contents/{id}': itemAction(),
  'PUT /api/engage/contents/{id}/read': itemAction(undefined, 200),
  'PUT /api/engage/contents/{id}/unread': itemAction(undefined, 200),
  'PUT /api/engage/contents/{id}/hide': itemAction(),
  'DELETE /api/engage/contents/{id}/hide': itemAction(),
  'PUT /api/engage/contents/{id}/like': itemAction(),
  'DELETE /api/engage/contents/{id}/like': itemAction(),
  'POST /api/engage/contents/{id}/spam': itemAction(),
  'DELETE /api/engage/contents/{id}/spam': itemAction(),
  'POST /api/engage/contents/{id}/priority': itemAction(),
  'DELETE /api/engage/contents/{id}/priority': itemAction(),
  'DELETE /api/engage/contents/{id}/assign': itemAction(),
  'POST /api/engage/contents/{id}/assign': itemAction(async (api) => ({
    assigneeId: (await demoIds(api)).team('Customer Care'),
    isTeam: true,
    note: 'Yours',
  })),
  'POST /api/engage/contents/{id}/sentiment': itemAction(() => ({ sentiment: 'POSITIVE' })),
  'POST /api/engage/contents/{id}/language': {
    // A fresh item starts its own conversation: it is its own root.
    sample: async (api) => {
      const id = await freshItem(api);
      return { params: { id }, body: { itemId: id, rootId: id, language: 'de' } };
    },
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/contents/{id}/comments': itemAction(() => ({ text: 'Thanks!' })),
  'POST /api/engage/contents/{id}/comments/{commentId}/replies': {
    sample: async (api) => ({ params: await demoComment(api), body: { text: 'Thanks!' } }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/contents/{id}/messages': {
    sample: async (api) => ({
      params: { id: await demoConversation(api) },
      body: { text: 'Hello!' },
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/conversations/{id}/resyncControl': {
    sample: async (api) => ({
      params: { id: await freshItem(api, { network: 'facebook', type: 'conversation' }) },
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/privatereply': {
    sample: async (api) => ({
      body: {
        network: 'facebook',
        contentId: await freshItem(api),
        isPost: true,
        commentId: null,
        message: 'Details in private',
      },
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/tw/contents/{id}/retweet': {
    sample: async (api) => ({
      params: { id: await freshItem(api, { network: 'twitter', type: 'post' }) },
      body: {},
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'POST /api/engage/threads/contents/{id}/repost': {
    sample: async (api) => ({
      params: { id: await freshItem(api, { network: 'threads', type: 'post' }) },
      body: { message: 'Worth a read' },
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'GET /api/engage/whatsapp/{channelId}/templates': {
    sample: () => ({ params: { channelId: 'whatsapp-demo' } }),
    scoped: true,
  },
  'POST /api/engage/whatsapp/templates/send': {
    sample: async (api) => {
      const channelId = 'whatsapp-demo';
      const [template] = await sandboxGateway(api.db).templates({ channelId });
      return {
        body: {
          conversationId: await freshItem(api, { network: 'whatsapp', type: 'conversation' }),
          templateId: template?.id ?? '',
          parameters: ['Ana'],
        },
      };
    },
    scoped: true,
    expect: { viewer: 422 },
  },
  'GET /api/engage/quota': { sample: () => ({}), scoped: false },
  'GET /api/engage/responsetemplates': { sample: () => ({}), scoped: false },
  'GET /api/engage/labels': { sample: () => ({}), scoped: false },
  'GET /buzzard/token': { sample: () => ({}), scoped: false },
  'POST /v2/exports': {
    sample: () => ({ body: { networks: ['facebook'], types: ['comment'] } }),
    scoped: false,
  },
  'GET /v2/exports/{id}': {
    // Each person sees only their own exports: this one is the caller's, or the demo admin's.
    sample: async (api, self) => {
      const ids = await demoIds(api);
      const userId = self ?? ids.user('admin@demo.test');
      const user = await api.db
        .selectFrom('users')
        .select('orgId')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const row = await api.db
        .insertInto('exports')
        .values({
          orgId: user.orgId,
          userId,
          request: JSON.stringify({ networks: [], types: [], csvSeperator: 'SEMICOLON' }),
          downloadToken: randomUUID(),
          origin: api.base,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: row.id } };
    },
    scoped: false,
  },
  'POST /api/engage/labels': {
    sample: () => ({ body: { name: `Fixture ${randomUUID()}` } }),
    scoped: false,
    // The demo organisation restricts labels to administrators.
    expect: { lead: 403, editor: 403, viewer: 403 },
  },
  'GET /api/engage/listening/queries': { sample: () => ({}), scoped: false },
  'POST /api/engage/tw/filterOutViewOnlyChannels': {
    sample: () => ({ body: { channelIds: ['twitter-demo'] } }),
    scoped: false,
  },
  'POST /api/engage/forward/{uuid}/email': {
    sample: async (api) => {
      const id = await freshItem(api);
      return {
        params: { uuid: id },
        body: { contentUuid: id, subject: 'Look', body: 'Please check', emails: ['a@example.com'] },
      };
    },
    scoped: true,
  },
  'POST /api/engage/zendesk/tickets': {
    sample: async (api) => ({ body: { contentUuid: await freshItem(api), subject: 'Refund' } }),
    scoped: true,
  },
  'POST /api/engage/cases': {
    sample: async (api) => ({
      body: {
        subject: 'Refund',
        description: 'Twice',
        conversationItemUuids: [await freshItem(api)],
      },
    }),
    scoped: true,
  },
  'POST /api/engage/cases/search': { sample: () => ({ body: { text: 'refund' } }), scoped: false },
  'POST /api/engage/cases/associated': {
    sample: async (api) => ({ body: { conversationItemUuids: [await freshItem(api)] } }),
    scoped: true,
  },
  'PATCH /api/engage/cases/{id}': {
    sample: async (api, self) => ({
      params: { id: await freshCase(api, self) },
      body: { status: 'CLOSED' },
    }),
    scoped: true,
  },
  'DELETE /api/engage/cases/{id}': {
    sample: async (api, self) => ({ params: { id: await freshCase(api, self) } }),
    scoped: true,
  },
  'GET /api/engage/cases/{id}/notes': {
    sample: async (api, self) => ({ params: { id: await freshCase(api, self) } }),
    scoped: true,
  },
  'POST /api/engage/cases/{id}/notes': {
    sample: async (api, self) => ({
      params: { id: await freshCase(api, self) },
      body: { text: 'Called back' },
    }),
    scoped: true,
  },
  'PATCH /api/engage/cases/{id}/notes/{noteId}': {
    sample: async (api, self) => ({
      params: await freshCaseNote(api, self),
      body: { text: 'Called twice' },
    }),
    scoped: true,
  },
  'DELETE /api/engage/cases/{id}/notes/{noteId}': {
    sample: async (api, self) => ({ params: await freshCaseNote(api, self) }),
    scoped: true,
  },
  'POST /api/engage/responsetemplates': {
    sample: () => ({ body: { name: `Fixture ${randomUUID()}`, text: 'Thank you!' } }),
    scoped: false,
  },
  'PUT /api/engage/responsetemplates/{id}': {
    sample: async (api) => ({
      params: { id: await freshTemplate(api) },
      body: { name: 'Renamed', text: 'Thank you so much!' },
    }),
    scoped: true,
  },
  'DELETE /api/engage/responsetemplates/{id}': {
    sample: async (api) => ({ params: { id: await freshTemplate(api) } }),
    scoped: true,
  },
  'POST /api/engage/notes': {
    sample: async (api) => {
      const id = await freshItem(api);
      return {
        body: { conversationUuid: id, conversationItemUuids: [id], noteText: 'Please check' },
      };
    },
    scoped: true,
  },
  'POST /api/engage/contents/{id}/notes': {
    sample: async (api) => ({
      params: { id: await freshItem(api) },
      body: { noteText: 'Please check' },
    }),
    scoped: true,
  },
  'GET /api/engage/conversations/{id}/notes': {
    sample: async (api) => ({ params: { id: await freshItem(api) } }),
    scoped: true,
  },
  'GET /api/engage/conversations/{id}/notes/{messageId}': {
    sample: async (api) => {
      const id = await freshItem(api);
      return { params: { id, messageId: id }, query: { limit: '2' } };
    },
    scoped: true,
  },
  'PUT /api/engage/notes/{id}': {
    sample: async (api, self) => ({
      params: { id: await freshNote(api, self) },
      body: { noteText: 'Edited' },
    }),
    scoped: true,
  },
  'DELETE /api/engage/notes/{id}': {
    sample: async (api, self) => ({ params: { id: await freshNote(api, self) } }),
    scoped: true,
  },
  'POST /api/engage/contents/{id}/retry': {
    // Only a failed message can be sent again: a fresh customer comment is refused (422).
    sample: async (api) => ({ params: { id: await freshItem(api) } }),
    scoped: true,
    expect: { admin: 422, lead: 422, editor: 422, viewer: 422 },
  },
  'PUT /api/engage/contents/{id}': {
    sample: async (api) => ({
      params: { id: await sentGoogleComment(api) },
      body: { text: 'Edited' },
    }),
    scoped: true,
    expect: { viewer: 422 },
  },
  'GET /api/engage/contents/{id}/statuses': itemAction(undefined, 200),
  'POST /api/engage/search/{id}/messages': itemAction(() => ({}), 200),
  'GET /api/engage/contents/{id}/comments/{commentId}': {
    sample: async (api) => ({ params: await demoComment(api) }),
    scoped: true,
  },
  'GET /api/engage/search/{id}/{commentId}': {
    sample: async (api) => ({ params: await demoComment(api), query: { limit: '5' } }),
    scoped: true,
  },
  'POST /api/engage/conversations/{id}/messages/get': {
    sample: async (api) => {
      const id = await demoConversation(api);
      return { params: { id }, body: { parentId: id, order: 'asc', size: 5 } };
    },
    scoped: true,
  },
  'POST /api/engage/conversations/{id}/messages/search': {
    sample: async (api) => ({
      params: { id: await demoConversation(api) },
      body: { criteria: 'order', order: 'desc', size: 5 },
    }),
    scoped: true,
  },
  ...Object.fromEntries(
    ['bulkRead', 'bulkUnread', 'bulkSpam', 'bulkNotSpam', 'bulkPriority', 'bulkNotPriority'].map(
      (path) => [
        `POST /api/engage/contents/{id}/${path}`,
        bulkOnItem((id) => ({ conversationItemUuids: [id] })),
      ],
    ),
  ),
  'POST /api/engage/contents/{id}/bulkSentiment': bulkOnItem((id) => ({
    commentUuids: [id],
    sentiment: 'NEGATIVE',
  })),
  ...Object.fromEntries(
    ['bulkLabel', 'labels'].map((path) => [
      `POST /api/engage/contents/{id}/${path}`,
      bulkOnItem(async (id, api) => ({
        conversationItemUuids: [id],
        labelIDsToAdd: [await demoLabel(api)],
        labelIDsToRemove: [],
      })),
    ]),
  ),
  ...Object.fromEntries(
    ['bulkDelete', 'bulkLike', 'bulkUnlike'].map((path) => [
      `POST /api/engage/{network}/contents/{id}/${path}`,
      bulkOnItem((id) => ({ commentUuids: [id] }), { network: 'facebook' }),
    ]),
  ),
  'POST /api/engage/bulk/{id}/bulkAction': {
    sample: async (api) => ({
      params: { id: 'adhoc' },
      body: { actionType: 'read', itemIds: [await freshItem(api)] },
    }),
    scoped: false,
  },
  'POST /api/engage/bulk/{id}': {
    sample: () => ({
      params: { id: 'adhoc' },
      body: { actionType: 'read', filters: { keywords: ['no demo item says this'] } },
    }),
    scoped: false,
  },
  'GET /api/engage/bulk/jobs/{id}': {
    sample: async (api) => {
      const { orgId, user } = await demoIds(api);
      const job = await api.db
        .insertInto('bulkJobs')
        .values({
          orgId,
          userId: user('admin@demo.test'),
          kind: 'read',
          actions: JSON.stringify([{ type: 'read' }]),
          total: 0,
          estimate: 'underAMinute',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: job.id } };
    },
    scoped: true,
  },
  ...Object.fromEntries(
    (['PUT', 'DELETE'] as const).map((method) => [
      `${method} /api/engage/contents/{id}/labels/{labelId}`,
      {
        sample: async (api: TestApi) => ({
          params: { id: await freshItem(api), labelId: await demoLabel(api) },
        }),
        scoped: true,
        expect: { viewer: 422 },
      } satisfies RouteFixture,
    ]),
  ),
  'GET /api/1/user/{id}/notification-settings': {
    sample: async (api) => ({ params: { id: (await demoIds(api)).user('viewer@demo.test') } }),
    scoped: true,
    expect: { lead: 403, editor: 403 },
  },
  'PUT /api/1/user/{id}/notification-settings': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).user('viewer@demo.test') },
      body: { preferences: [{ kind: 'exportReady', inProduct: true, email: true }] },
    }),
    scoped: true,
    expect: { lead: 403, editor: 403 },
  },
  'GET /support/users': { sample: () => ({ query: { q: 'demo', limit: '5' } }), scoped: false },
  'GET /api/whatsapp/business-accounts': { sample: () => ({}), scoped: false },
  'GET /api/whatsapp/phone-numbers': {
    sample: async (api) => ({
      query: { businessAccountId: (await demoWhatsApp(api)).accountId },
    }),
    scoped: true,
  },
  'POST /api/whatsapp/phone-numbers': {
    sample: async (api) => ({
      body: {
        businessAccountId: (await demoWhatsApp(api)).accountId,
        phoneNumber: `+44 7700 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        verifiedName: 'Demo Coffee Deliveries',
      },
    }),
    scoped: true,
  },
  'DELETE /api/whatsapp/phone-numbers/{id}': {
    sample: async (api) => ({ params: { id: (await freshWhatsAppNumber(api)).numberId } }),
    scoped: true,
  },
  'GET /api/whatsapp/channels': { sample: () => ({}), scoped: false },
  'POST /api/whatsapp/channels': {
    sample: async (api) => ({
      body: { phoneNumberId: (await freshWhatsAppNumber(api, { chosen: false })).numberId },
    }),
    scoped: true,
  },
  'DELETE /api/whatsapp/channels/{id}': {
    sample: async (api) => ({ params: { id: (await freshWhatsAppNumber(api)).channelId } }),
    scoped: true,
  },
  'POST /api/whatsapp2/channels/{id}/verification': {
    sample: async (api) => ({
      params: { id: (await freshWhatsAppNumber(api)).channelId },
      body: { method: 'SMS' },
    }),
    scoped: true,
  },
  'PUT /api/whatsapp2/channels/{id}/verification': {
    sample: async (api) => ({
      params: { id: (await freshWhatsAppNumber(api)).channelId },
      body: { code: '123456', pin: '246810' },
    }),
    scoped: true,
  },
  'GET /api/whatsapp2/channels': { sample: () => ({}), scoped: false },
  'POST /api/whatsapp2/channels': {
    sample: async (api) => {
      const { channelId } = await freshWhatsAppNumber(api, {
        verified: true,
        active: true,
        inDeployment: true,
      });
      return { body: { channelIds: [channelId] } };
    },
    scoped: true,
  },
  'GET /api/whatsapp/deployment/{id}': {
    sample: async (api) => ({ params: { id: (await demoWhatsApp(api)).deploymentId } }),
    scoped: true,
  },
  'POST /api/whatsapp/deployment/{id}/activate': {
    sample: async (api) => ({
      params: { id: (await demoWhatsApp(api)).deploymentId },
      body: { channelId: (await freshWhatsAppNumber(api, { verified: true })).channelId },
    }),
    scoped: true,
  },
  'POST /api/whatsapp/deployment/{id}/verify': {
    sample: async (api) => ({
      params: { id: (await demoWhatsApp(api)).deploymentId },
      body: {
        channelId: (await freshWhatsAppNumber(api, { verified: true, active: true })).channelId,
      },
    }),
    scoped: true,
  },
  'GET /api/whatsapp/profile': {
    sample: () => ({ query: { channelId: 'whatsapp-demo' } }),
    scoped: true,
  },
  'POST /api/whatsapp/profile': {
    sample: async (api) => ({
      body: {
        channelId: (await freshWhatsAppNumber(api)).channelId,
        about: 'Fresh coffee all day',
        vertical: 'Restaurant',
        websites: ['https://democoffee.example'],
      },
    }),
    scoped: true,
  },
  'DELETE /api/whatsapp/profile': {
    sample: async (api) => ({ query: { channelId: (await freshWhatsAppNumber(api)).channelId } }),
    scoped: true,
  },
  'POST /api/whatsapp/profile/upload-photo': {
    sample: async (api) => ({
      query: { channelId: (await freshWhatsAppNumber(api)).channelId },
      body: pngForm(),
    }),
    scoped: true,
  },
  'GET /api/whatsapp/templates': {
    sample: () => ({ query: { channelId: 'whatsapp-demo' } }),
    scoped: true,
  },
  'POST /api/whatsapp/templates': {
    sample: () => ({
      body: {
        channelId: 'whatsapp-demo',
        name: `pickup_ready_${randomUUID().slice(0, 8)}`,
        language: 'en',
        category: 'UTILITY',
        text: 'Hello {{1}}, your order is ready to pick up.',
      },
    }),
    scoped: true,
  },
  'DELETE /api/whatsapp/templates/{id}': {
    sample: async (api) => {
      const { accountId } = await demoWhatsApp(api);
      const id = randomUUID().replace(/-/g, '').slice(0, 16);
      await api.db
        .insertInto('sandboxWaTemplates')
        .values({
          id,
          accountId,
          name: `fixture_${id}`,
          language: 'en',
          category: 'UTILITY',
          text: 'Hello {{1}}, thank you.',
          decision: 'APPROVED',
          rejectedReason: null,
          createdAt: new Date(),
          reviewAt: new Date(),
        })
        .execute();
      return { params: { id } };
    },
    scoped: true,
  },
  'POST /api/sandbox/whatsapp/messages': {
    sample: () => ({ body: { channelId: 'whatsapp-demo', text: 'Are you open on Sunday?' } }),
    scoped: true,
  },
  'GET /api/publish/channels': { sample: () => ({}), scoped: false },
  'GET /api/publish/items': {
    sample: () => ({ query: { statuses: 'draft,scheduled', sortBy: 'newest', limit: '20' } }),
    scoped: false,
  },
  'POST /api/publish/posts': {
    sample: () => ({
      body: { channelIds: ['facebook-demo'], text: 'Fresh beans today.', action: 'saveDraft' },
    }),
    scoped: true,
    // A view-only role on the channel allows no posts.
    expect: { viewer: 403 },
  },
  'GET /api/publish/posts/{id}': {
    sample: async (api) => ({ params: { id: await freshPost(api, 'draft') } }),
    scoped: true,
  },
  'PUT /api/publish/posts/{id}': {
    sample: async (api) => ({
      params: { id: await freshPost(api, 'draft') },
      body: { channelIds: ['facebook-demo'], text: 'Fresh beans all week.', action: 'saveDraft' },
    }),
    scoped: true,
    expect: { viewer: 403 },
  },
  'DELETE /api/publish/posts/{id}': {
    sample: async (api) => ({ params: { id: await freshPost(api, 'draft') } }),
    scoped: true,
    expect: { viewer: 403 },
  },
  'POST /api/publish/posts/{id}/approve': {
    sample: async (api) => ({ params: { id: await freshPost(api, 'pendingApproval') }, body: {} }),
    scoped: true,
    expect: { viewer: 403 },
  },
  'POST /api/publish/posts/{id}/reject': {
    sample: async (api) => ({
      params: { id: await freshPost(api, 'pendingApproval') },
      body: { comment: 'The price is wrong.' },
    }),
    scoped: true,
    expect: { viewer: 403 },
  },
  'POST /api/publish/posts/{id}/retry': {
    sample: async (api) => ({ params: { id: await freshPost(api, 'scheduledError') } }),
    scoped: true,
    expect: { viewer: 403 },
  },
  'GET /api/benchmark/queries': {
    sample: async (api) => (await benchmarkBrand(api), {}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/queries': {
    sample: async (api) => ({
      body: { name: 'Competitors', brandIds: [await benchmarkBrand(api)], period: 'last7Days' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/queries/{id}': {
    sample: async (api, self) => ({ params: { id: await freshBenchmarkQuery(api, self) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'PUT /api/benchmark/queries/{id}': {
    sample: async (api, self) => ({
      params: { id: await freshBenchmarkQuery(api, self) },
      body: { name: 'Renamed', brandIds: [await benchmarkBrand(api)], period: 'last30Days' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'DELETE /api/benchmark/queries/{id}': {
    sample: async (api, self) => ({ params: { id: await freshBenchmarkQuery(api, self) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/reports': {
    sample: async (api) => (await benchmarkBrand(api), {}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/reports': {
    sample: async (api) => ({ body: reportBody(await benchmarkBrand(api)) }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/reports/{id}': {
    sample: async (api) => ({ params: { id: await freshBenchmarkReport(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'PUT /api/benchmark/reports/{id}': {
    sample: async (api) => ({
      params: { id: await freshBenchmarkReport(api) },
      body: reportBody(await benchmarkBrand(api)),
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'DELETE /api/benchmark/reports/{id}': {
    sample: async (api) => ({ params: { id: await freshBenchmarkReport(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/reports/{id}/send': {
    sample: async (api) => ({ params: { id: await freshBenchmarkReport(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/outliers': {
    sample: async (api) => ({
      query: { brandIds: await benchmarkBrand(api), since: '2026-10-01', until: '2026-10-31' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/app/brand': { sample: () => ({}), scoped: false, expect: WITHOUT_BENCHMARK },
  'GET /api/benchmark/app/brand/ids': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/app/brand/channel-ids': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/app/brand/slots': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/app/brand/slot-summary': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/app/brand/{id}': {
    sample: async (api) => ({ params: { id: await demoBrand(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/app/brand': {
    sample: () => ({ body: { name: `Rival ${randomUUID()}`, ownBrand: false, teamList: [] } }),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'PUT /api/benchmark/app/brand/{id}': {
    sample: async (api) => ({
      params: { id: await freshBrand(api) },
      body: { name: `Rival ${randomUUID()}`, details: 'Across the street.' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'DELETE /api/benchmark/app/brand/{id}': {
    sample: async (api) => ({ params: { id: await freshBrand(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/brand-public-channel': {
    sample: async (api) => ({
      body: { brandId: await freshBrand(api), publicChannelId: 'instagram-public-brewhaus' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'DELETE /api/benchmark/brand-public-channel/{brandId}/{publicChannelId}': {
    sample: async (api) => ({
      params: { brandId: await freshBrand(api), publicChannelId: 'facebook-public-beanbrothers' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'DELETE /api/benchmark/brand-public-channel/{brandId}': {
    sample: async (api) => ({ params: { brandId: await freshBrand(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/organisation-public-channel': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/public-channel/channel/get-channels': {
    sample: () => ({ query: { ids: 'facebook-public-beanbrothers,youtube-public-teatime' } }),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/search/handle': {
    sample: () => ({ query: { keyword: 'brew', networks: 'facebook,instagram' } }),
    scoped: false,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/benchmark/onboard': {
    sample: async (api) => ({ body: { brandId: await freshBrand(api) } }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/insights/brands': {
    sample: async (api) => ({ query: await benchmarkQuery(api) }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/insights/content': {
    sample: async (api) => ({ query: await benchmarkQuery(api) }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'GET /api/benchmark/insights/content-feed': {
    sample: async (api) => ({
      query: { ...(await benchmarkQuery(api)), sortBy: 'engagement', limit: '10' },
    }),
    scoped: true,
    expect: WITHOUT_BENCHMARK,
  },
  'POST /api/analytics/events': {
    sample: () => ({
      body: {
        type: 'featureGatedRoute',
        route: '/benchmark/content-analysis',
        fragment: 'sentiment',
      },
    }),
    scoped: false,
  },
  'GET /api/listen/alerts': { sample: () => ({}), scoped: false, expect: WITHOUT_LISTEN },
  'POST /api/listen/alerts': {
    sample: async (api, self) => ({ body: await listenAlertBody(api, self) }),
    scoped: true,
    // Support staff's organisation has Listen, but the query named is not one of theirs.
    expect: { ...WITHOUT_LISTEN, supportStaff: 400 },
  },
  'GET /api/listen/alerts/{id}': {
    sample: async (api) => ({ params: { id: await freshListenAlert(api) } }),
    scoped: true,
    expect: WITHOUT_LISTEN,
  },
  'PUT /api/listen/alerts/{id}': {
    sample: async (api, self) => ({
      params: { id: await freshListenAlert(api) },
      body: await listenAlertBody(api, self),
    }),
    scoped: true,
    // Support staff: the body's query is not one of theirs (checked before the alert is found).
    expect: { ...WITHOUT_LISTEN, supportStaff: 400 },
  },
  'DELETE /api/listen/alerts/{id}': {
    sample: async (api) => ({ params: { id: await freshListenAlert(api) } }),
    scoped: true,
    expect: WITHOUT_LISTEN,
  },
  'POST /api/sandbox/listening/spikes': {
    sample: () => ({ body: { text: 'quiet fixture words', count: 1, minutes: 1 } }),
    scoped: false,
    expect: WITHOUT_LISTEN,
  },
  'DELETE /api/sandbox/listening/spikes': {
    sample: () => ({}),
    scoped: false,
    expect: WITHOUT_LISTEN,
  },
  'GET /api/listen/embed': {
    sample: () => ({}),
    scoped: false,
    expect: { otherOrganisation: 403 },
  },
  // Ad accounts (docs/decisions/0091): reads for every member, changes for ad-account managers.
  'GET /api/ads/accounts': { sample: () => ({}), scoped: false },
  'GET /api/ads/accounts/{id}': {
    sample: async (api) => ({ params: { id: await freshAdAccount(api) } }),
    scoped: true,
  },
  'PATCH /api/ads/accounts/{id}': {
    sample: async (api) => ({
      params: { id: await freshAdAccount(api) },
      body: { name: 'Renamed ads', currency: 'USD', timeZone: 'America/New_York', autoBoost: true },
    }),
    scoped: true,
    expect: AD_MANAGERS_ONLY,
  },
  'POST /api/ads/accounts/{id}/disconnect': {
    sample: async (api) => ({ params: { id: await freshAdAccount(api) } }),
    scoped: true,
    expect: AD_MANAGERS_ONLY,
  },
  'POST /api/ads/accounts/{id}/reconnect': {
    sample: async (api) => ({ params: { id: await freshAdAccount(api, 'disconnected') } }),
    scoped: true,
    expect: AD_MANAGERS_ONLY,
  },
  'DELETE /api/ads/accounts/{id}': {
    sample: async (api) => ({ params: { id: await freshAdAccount(api, 'disconnected') } }),
    scoped: true,
    expect: AD_MANAGERS_ONLY,
  },
  'GET /api/ads/connect/{network}': {
    sample: () => ({ params: { network: 'linkedin' } }),
    scoped: false,
    expect: AD_MANAGERS_ONLY,
  },
  'POST /api/ads/connect/{network}/callback': {
    sample: async (api, self) => ({
      params: { network: 'tiktok' },
      body: await freshAdConsent(api, self),
    }),
    scoped: false,
    expect: AD_MANAGERS_ONLY,
  },
  'POST /api/ads/connect/{network}/accounts': {
    sample: async (api, self) => ({
      params: { network: 'tiktok' },
      body: await freshAdGrant(api, self),
    }),
    scoped: false,
    expect: AD_MANAGERS_ONLY,
  },
  'PUT /api/1/permissions/audience/users/{id}/role': {
    sample: async (api) => ({
      params: { id: (await demoIds(api)).user('editor@demo.test') },
      body: { role: 'AUDIENCE_USER' },
    }),
    scoped: true,
  },
  'GET /api/audience/overview': { sample: () => ({}), scoped: false, expect: WITHOUT_AUDIENCE },
  'GET /api/audience/people': {
    sample: () => ({ query: { search: 'a', sentiment: 'positive,negative', limit: '20' } }),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/people/{id}': {
    sample: async (api) => ({ params: { id: await demoPerson(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'PATCH /api/audience/people/{id}': {
    sample: async (api) => ({
      params: { id: await demoPerson(api) },
      body: { phone: '+44 20 7946 0000' },
    }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/audiences': { sample: () => ({}), scoped: false, expect: WITHOUT_AUDIENCE },
  'POST /api/audience/audiences': {
    sample: () => ({
      body: {
        name: `Fans ${Math.random().toString(36).slice(2)}`,
        filter: { sentiments: ['positive'] },
      },
    }),
    scoped: false,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/audiences/{id}': {
    sample: async (api) => ({ params: { id: await freshAudience(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'PUT /api/audience/audiences/{id}': {
    sample: async (api) => ({
      params: { id: await freshAudience(api) },
      body: { name: `Renamed ${Math.random().toString(36).slice(2)}`, filter: {} },
    }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'PUT /api/audience/audiences/{id}/pin': {
    sample: async (api) => ({ params: { id: await freshAudience(api) }, body: { pinned: true } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'DELETE /api/audience/audiences/{id}': {
    sample: async (api) => ({ params: { id: await freshAudience(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/audience/audiences/{id}/people': {
    sample: async (api) => ({ params: { id: await freshAudience(api) } }),
    scoped: true,
    expect: WITHOUT_AUDIENCE,
  },
  'GET /api/ads/accounts/{id}/campaigns': {
    sample: async (api) => ({
      params: { id: await demoAdAccount(api) },
      query: { sort: 'spend', order: 'desc', pageSize: '10' },
    }),
    scoped: true,
    expect: WITHOUT_ADS,
  },
  'GET /api/ads/accounts/{id}/campaigns/{campaignId}': {
    sample: async (api) => {
      const id = await demoAdAccount(api);
      const { networkCampaigns } = await import('../networks/sandbox.ads-campaigns.js');
      const [first] = networkCampaigns(
        { network: 'facebook', externalId: 'act_fixture', currency: 'EUR' },
        new Date(),
      );
      return { params: { id, campaignId: first?.id ?? 'none' } };
    },
    scoped: true,
    expect: WITHOUT_ADS,
  },
  'GET /api/ads/posts/{postId}/boost': {
    sample: async (api) => (
      await demoAdAccount(api),
      { params: { postId: await publishedPost(api) } }
    ),
    scoped: true,
    expect: WITHOUT_ADS,
  },
  'POST /api/ads/boosts': {
    sample: async (api) => ({
      body: {
        idempotencyKey: randomUUID(),
        adAccountId: await demoAdAccount(api),
        postId: await publishedPost(api),
        channelId: 'facebook-demo',
        budget: 25,
        durationDays: 3,
        audience: { countries: ['DE'], ageMin: 18, ageMax: 65, gender: 'all' },
      },
    }),
    scoped: true,
    // A viewer may not publish on the channel, so may not boost its posts.
    expect: { ...WITHOUT_ADS, viewer: 403 },
  },
  'POST /api/sandbox/ad-failures': {
    sample: async (api) => ({
      body: { adAccountId: await demoAdAccount(api), kind: 'rateLimited', times: 0 },
    }),
    scoped: true,
  },
};
