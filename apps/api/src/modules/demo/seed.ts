import { teamValues } from '../teams/team.audit.js';
import { randomUUID } from 'node:crypto';
import { seedChannelSettings } from './channel-settings.seed.js';
import { seedFeeds } from './feeds.seed.js';
import { seedInbox } from './inbox.seed.js';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../identity/password.js';
import { DEMO_BRAND_ACCOUNTS, DEMO_BRAND_EXTERNAL_ID } from '../../networks/sandbox.demo.js';
import { seedNotices } from './notices.seed.js';
import { seedAutomation } from './automation.seed.js';
import { seedWhatsApp } from './whatsapp.seed.js';
import { seedWebhooks } from './webhooks.seed.js';
import { seedPublish } from './publish.seed.js';
import { seedBenchmark } from './benchmark.seed.js';
import { seedAdAccounts } from './seed.ads.js';

/** The password of every demo sign-in. */
export const DEMO_PASSWORD = 'demo';

/** The demo sign-ins the README lists. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.test',
  lead: 'lead@demo.test',
  editor: 'editor@demo.test',
  moderator: 'moderator@demo.test',
  viewer: 'viewer@demo.test',
  creator: 'creator@demo.test',
  otherAdmin: 'admin@other.test',
  listener: 'listener@listening.test',
  support: 'support@switchboard.test',
} as const;

/** Demo Coffee's channels: its own accounts on the sandbox networks. */
const NETWORKS = DEMO_BRAND_ACCOUNTS;

const LABELS = [
  ['Complaint', '#d64545'],
  ['Praise', '#2f9e44'],
  ['Question', '#1c7ed6'],
  ['Order issue', '#f08c00'],
  ['Lead', '#7048e8'],
] as const;

/**
 * Seeds the demo organisation (people in every role, three teams, a channel on every network,
 * labels), a second organisation to show isolation (its admin is linked to Demo Coffee's for
 * account switching), a listening-only organisation and a support organisation with a super user — only into an empty database.
 * Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const orgs = await db.transaction().execute(async (trx) => {
    const demo = await trx
      .insertInto('organisations')
      .values({ name: 'Demo Coffee', packageName: 'suite' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = (email: string, firstName: string, lastName: string, extra = {}) =>
      trx
        .insertInto('users')
        .values({ orgId: demo.id, email, passwordHash, firstName, lastName, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
    const ada = randomUUID();
    const admin = await person(DEMO_ACCOUNTS.admin, 'Ada', 'Admin', {
      isAdmin: true,
      accountGroup: ada,
    });
    const lead = await person(DEMO_ACCOUNTS.lead, 'Lee', 'Lead');
    const editor = await person(DEMO_ACCOUNTS.editor, 'Eddie', 'Editor');
    const editor2 = await person('sam@demo.test', 'Sam', 'Social', { locale: 'de' });
    const moderator = await person(DEMO_ACCOUNTS.moderator, 'Mo', 'Moderator', {
      defaultChannelRole: 'MODERATOR',
    });
    const viewer = await person(DEMO_ACCOUNTS.viewer, 'Vi', 'Viewer', {
      defaultChannelRole: 'VIEW_ONLY',
    });
    const creator = await person(DEMO_ACCOUNTS.creator, 'Cody', 'Creator', {
      defaultChannelRole: 'CONTENT_CREATOR',
    });

    const team = (name: string, color: string, permissions: Record<string, boolean>) =>
      trx
        .insertInto('teams')
        .values({ orgId: demo.id, name, color, ...permissions })
        .returning('id')
        .executeTakeFirstOrThrow();
    const care = await team('Customer Care', '#1c7ed6', { manageTemplates: true });
    const marketing = await team('Social Marketing', '#e64980', { manageChannels: true });
    const leads = await team('Care Leads', '#2f9e44', {
      manageUser: true,
      manageTemplates: true,
      manageChannels: true,
    });
    await trx
      .insertInto('teamMembers')
      .values([
        { teamId: care.id, userId: lead.id, role: 'EDITOR' },
        { teamId: care.id, userId: editor.id, role: 'EDITOR' },
        { teamId: care.id, userId: moderator.id, role: 'MODERATOR' },
        { teamId: care.id, userId: viewer.id, role: 'VIEW_ONLY' },
        { teamId: care.id, userId: creator.id, role: 'CONTENT_CREATOR' },
        { teamId: marketing.id, userId: editor2.id, role: 'EDITOR' },
        { teamId: leads.id, userId: lead.id, role: 'EDITOR' },
      ])
      .execute();

    const channelIds = NETWORKS.map(
      ([network]) => `${network.toLowerCase()}-${DEMO_BRAND_EXTERNAL_ID}`,
    );
    await trx
      .insertInto('channels')
      .values(
        NETWORKS.map(([network, name, username, followers, added], i) => ({
          id: channelIds[i] ?? network,
          orgId: demo.id,
          network,
          name,
          username,
          platformId: `${network.toLowerCase()}:${100000 + i}`,
          ...(network === 'linkedIn' ? { subType: 'COMPANY' } : {}),
          followerCount: followers,
          addedAt: new Date(added),
          connectedAt: added,
        })),
      )
      .execute();
    await trx
      .insertInto('channelAudits')
      .values(
        channelIds.map((channelId, i) => ({
          channelId,
          event: 'CONNECTED',
          userId: admin.id,
          createdAt: new Date(NETWORKS[i]?.[4] ?? Date.now()),
        })),
      )
      .execute();
    // The audit log's history of the demo: Ada connected the channels and made the teams.
    const byAda = { actorId: admin.id, actorName: 'Ada Admin', actorEmail: DEMO_ACCOUNTS.admin };
    const firstAdded = new Date(Math.min(...NETWORKS.map((network) => Date.parse(network[4]))));
    const teamEntry = (
      id: string,
      name: string,
      color: string,
      grants: Partial<Record<'manageChannels' | 'manageTemplates' | 'manageUser', boolean>>,
      minutes: number,
    ) => ({
      ...byAda,
      orgId: demo.id,
      at: new Date(firstAdded.getTime() + minutes * 60_000),
      kind: 'TEAM',
      action: 'team.created',
      address: '203.0.113.24',
      targetType: 'team',
      targetId: id,
      targetName: name,
      after: JSON.stringify(
        teamValues({
          name,
          color,
          manageAdAccounts: false,
          manageChannels: false,
          manageTemplates: false,
          manageUser: false,
          ...grants,
        }),
      ),
    });
    await trx
      .insertInto('auditEntries')
      .values([
        ...channelIds.map((channelId, i) => ({
          ...byAda,
          orgId: demo.id,
          at: new Date(NETWORKS[i]?.[4] ?? Date.now()),
          kind: 'CHANNEL',
          action: 'channel.connected',
          address: '203.0.113.24',
          targetType: 'channel',
          targetId: channelId,
          targetName: NETWORKS[i]?.[1] ?? channelId,
        })),
        teamEntry(care.id, 'Customer Care', '#1c7ed6', { manageTemplates: true }, 30),
        teamEntry(marketing.id, 'Social Marketing', '#e64980', { manageChannels: true }, 35),
        teamEntry(
          leads.id,
          'Care Leads',
          '#2f9e44',
          { manageUser: true, manageTemplates: true, manageChannels: true },
          40,
        ),
      ])
      .execute();
    const careChannels = channelIds.filter(
      (id) => !id.startsWith('pinterest') && !id.startsWith('linkedin'),
    );
    const marketingChannels = channelIds.filter((id) =>
      /^(instagram|tiktok|pinterest|linkedin|youtube)/.test(id),
    );
    await trx
      .insertInto('teamChannels')
      .values([
        ...careChannels.map((channelId) => ({ teamId: care.id, channelId })),
        ...marketingChannels.map((channelId) => ({ teamId: marketing.id, channelId })),
        ...careChannels.map((channelId) => ({ teamId: leads.id, channelId })),
      ])
      .execute();
    await trx
      .insertInto('channelRoles')
      .values([
        ...careChannels.map((channelId) => ({ channelId, userId: lead.id, role: 'EDITOR' })),
        ...careChannels.map((channelId) => ({ channelId, userId: editor.id, role: 'EDITOR' })),
        ...careChannels.map((channelId) => ({
          channelId,
          userId: moderator.id,
          role: 'MODERATOR',
        })),
        ...careChannels.map((channelId) => ({ channelId, userId: viewer.id, role: 'VIEW_ONLY' })),
        ...careChannels.map((channelId) => ({
          channelId,
          userId: creator.id,
          role: 'CONTENT_CREATOR',
        })),
        ...marketingChannels.map((channelId) => ({
          channelId,
          userId: editor2.id,
          role: 'EDITOR',
        })),
      ])
      .execute();
    await trx
      .insertInto('labels')
      .values(LABELS.map(([name, color]) => ({ orgId: demo.id, name, color })))
      .execute();
    await trx
      .insertInto('listeningQueries')
      .values([
        {
          orgId: demo.id,
          name: 'Demo Coffee mentions',
          keywords: ['demo coffee', '#democoffee', '@democoffee'],
          networks: ['twitter', 'instagram', 'threads'],
        },
        {
          orgId: demo.id,
          name: 'Oat milk conversations',
          keywords: ['oat milk', 'oatmilk'],
          excludedKeywords: ['recipe'],
          languages: ['en', 'de'],
        },
        {
          orgId: demo.id,
          name: 'Competitor launches (paused)',
          keywords: ['new blend', 'launch'],
          active: false,
        },
      ])
      .execute();

    const other = await trx
      .insertInto('organisations')
      .values({ name: 'Other Tea Company', packageName: 'essentials' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        orgId: other.id,
        email: DEMO_ACCOUNTS.otherAdmin,
        passwordHash,
        firstName: 'Otto',
        lastName: 'Other',
        isAdmin: true,
        accountGroup: ada,
      })
      .execute();
    const otherTeam = await trx
      .insertInto('teams')
      .values({ orgId: other.id, name: 'Tea Care', manageUser: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('channels')
      .values([
        {
          id: 'facebook-other',
          orgId: other.id,
          network: 'facebook',
          name: 'Other Tea',
          platformId: 'facebook:900001',
        },
        {
          id: 'instagram-other',
          orgId: other.id,
          network: 'instagram',
          name: 'Other Tea',
          platformId: 'instagram:900002',
        },
      ])
      .execute();
    await trx
      .insertInto('teamChannels')
      .values([
        { teamId: otherTeam.id, channelId: 'facebook-other' },
        { teamId: otherTeam.id, channelId: 'instagram-other' },
      ])
      .execute();
    await trx
      .insertInto('labels')
      .values({ orgId: other.id, name: 'Complaint', color: '#d64545' })
      .execute();
    await trx
      .insertInto('featureToggles')
      .values({
        discriminator: 'ORGANIZATION',
        targetId: other.id,
        feature: 'engage_ai_replies',
        enabled: false,
      })
      .execute();

    // An organisation with the listening-only package: its people land in Listen.
    const listening = await trx
      .insertInto('organisations')
      .values({ name: 'Demo Listening Lab', packageName: 'listenOnly' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        orgId: listening.id,
        email: DEMO_ACCOUNTS.listener,
        passwordHash,
        firstName: 'Lis',
        lastName: 'Listener',
        isAdmin: true,
      })
      .execute();

    const support = await trx
      .insertInto('organisations')
      .values({ name: 'Switchboard Support', packageName: 'suite' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        orgId: support.id,
        email: DEMO_ACCOUNTS.support,
        passwordHash,
        firstName: 'Sue',
        lastName: 'Support',
        isAdmin: true,
        realmRoles: ['smm_super_user'],
      })
      .execute();
    return { demo: demo.id, other: other.id };
  });
  await seedInbox(db, orgs.demo, { count: DEMO_INBOX_SIZE, seed: 1 });
  await seedInbox(db, orgs.other, { count: 40, seed: 2 });
  await seedFeeds(db, orgs.demo);
  await seedChannelSettings(db, orgs.demo);
  await seedNotices(db, orgs.demo);
  await seedAutomation(db, orgs.demo);
  await seedWebhooks(db, orgs.demo);
  await seedWhatsApp(db, orgs.demo);
  await seedPublish(db, orgs.demo);
  await seedBenchmark(db, orgs.demo);
  await seedAdAccounts(db, orgs.demo);
  return true;
}

/** How many inbox entries and answers the demo organisation starts with. */
export const DEMO_INBOX_SIZE = 400;
