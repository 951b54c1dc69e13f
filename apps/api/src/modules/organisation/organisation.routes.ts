import { actorOf, recordAudit } from '../audit/audit.js';
import { hasArea } from '@smm/access';
import {
  AdminContextSwitchRequest,
  AiFeaturesFlag,
  Cap,
  ChannelMetadata,
  ContextSwitch,
  OidcSettings,
  Organisation,
  OrganisationUserName,
  ProductAccess,
  type FeaturePackage,
  type OrganisationPackageName,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';
import { organisationProducts } from './products.js';

/** How many channels and users each package allows (resource caps). */
export const PACKAGE_CAPS: Readonly<Record<string, { channels: number; users: number }>> = {
  essentials: { channels: 10, users: 5 },
  suite: { channels: 50, users: 50 },
  nolisten: { channels: 50, users: 50 },
  listenOnly: { channels: 0, users: 25 },
  measureOnly: { channels: 50, users: 25 },
  benchmarkOnly: { channels: 0, users: 25 },
};

/** The caller's own organisation by id; another organisation's id is 404. */
async function ownOrganisation(db: Db, caller: Caller, id: string) {
  if (id !== caller.orgId) throw notFound('Organisation');
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const OrgAndUserParams = t.type({ orgId: Uuid, id: Uuid }, 'OrgAndUserParams');

/** The organisation: its data, settings, names, channel metadata, context switch, package and caps (platform §7). */
export function organisationRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/1/org/{id}',
      tag: 'organisation',
      summary: 'The organisation: name, package, status',
      access: 'user',
      params: IdParam,
      response: Organisation,
      handle: async ({ db, caller, params }) => {
        const org = await ownOrganisation(db, caller, params.id);
        return {
          id: org.id,
          name: org.name,
          status: 'ACTIVE',
          packageName: org.packageName as OrganisationPackageName,
          creationDate: org.createdAt.toISOString(),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/api/2/orgs/{id}',
      tag: 'organisation',
      summary: 'The full organisation with its users, teams and channels (admins and team leaders)',
      access: 'adminOrTeamLeader',
      params: IdParam,
      response: Organisation,
      handle: async ({ db, caller, params }) => {
        const org = await ownOrganisation(db, caller, params.id);
        const directory = visibleTo(await loadDirectory(db, caller.orgId), caller);
        return {
          id: org.id,
          name: org.name,
          status: 'ACTIVE',
          packageName: org.packageName as OrganisationPackageName,
          creationDate: org.createdAt.toISOString(),
          channelCount: directory.channels.length,
          channelIds: directory.channels.map((c) => c.id),
          teamIds: directory.teams.map((team) => team.id),
          userIds: directory.users.map((u) => u.id),
          hasApiAccess: false,
          hasAudienceAccess: hasArea(org.packageName as FeaturePackage, 'audience'),
        };
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/org/oidc/{id}',
      tag: 'organisation',
      summary: "The organisation's single sign-on settings",
      access: 'admin',
      params: IdParam,
      response: OidcSettings,
      handle: async ({ db, caller, params }) => {
        await ownOrganisation(db, caller, params.id);
        const issuer = process.env['OIDC_ISSUER'] || null;
        return { orgId: params.id, enabled: issuer !== null, issuer };
      },
    }),
    route({
      method: 'GET',
      path: '/api/2/orgs/{id}/user-names',
      tag: 'organisation',
      summary: 'The names of the users the caller may see (for mentions and assignees)',
      access: 'user',
      params: IdParam,
      response: t.array(OrganisationUserName),
      handle: async ({ db, caller, params }) => {
        await ownOrganisation(db, caller, params.id);
        const { users } = visibleTo(await loadDirectory(db, caller.orgId), caller);
        return users.map((u) => ({ id: u.id, name: u.name }));
      },
    }),
    route({
      method: 'GET',
      path: '/api/1/org/{id}/channels/metadata',
      tag: 'organisation',
      summary: 'Name, network, state and teams of each channel the caller may see',
      access: 'user',
      params: IdParam,
      response: t.array(ChannelMetadata),
      handle: async ({ db, caller, params }) => {
        await ownOrganisation(db, caller, params.id);
        const { channels } = visibleTo(await loadDirectory(db, caller.orgId), caller);
        return channels.map((c) => ({
          id: c.id,
          name: c.name,
          network: c.type,
          state: c.state ?? 'CONNECTED',
          teamIds: c.assignableTeamIds ?? [],
        }));
      },
    }),
    route({
      method: 'POST',
      path: '/api/1/org/{orgId}/admin-context-switch/{id}',
      tag: 'organisation',
      summary: "Switches an administrator's view to one team, or back to the organisation (null)",
      access: 'admin',
      params: OrgAndUserParams,
      body: AdminContextSwitchRequest,
      response: ContextSwitch,
      handle: async ({ db, caller, params, body }) => {
        await ownOrganisation(db, caller, params.orgId);
        if (params.id !== caller.userId)
          throw forbidden('Administrators switch their own context.');
        // Only a UUID can name a team; anything else names none.
        if (body.teamId !== null) {
          const team = Uuid.is(body.teamId)
            ? await db
                .selectFrom('teams')
                .select('id')
                .where('orgId', '=', caller.orgId)
                .where('id', '=', body.teamId)
                .executeTakeFirst()
            : undefined;
          if (!team) throw notFound('Team');
        }
        await db
          .updateTable('users')
          .set({ contextTeamId: body.teamId })
          .where('id', '=', caller.userId)
          .execute();
        return { teamId: body.teamId };
      },
    }),
    route({
      method: 'GET',
      path: '/suite/smm-user-product-access',
      tag: 'organisation',
      summary: "The organisation's package and the products it includes",
      access: 'user',
      response: ProductAccess,
      handle: async ({ db, caller }) => {
        const org = await organisationProducts(db, caller.orgId);
        return { package: org.packageName as OrganisationPackageName, products: org.products };
      },
    }),
    route({
      method: 'GET',
      path: '/resource-caps/v1/orgs/{id}/resources',
      tag: 'organisation',
      summary: 'How many channels and users the package allows, and how many are used',
      access: 'admin',
      params: IdParam,
      response: t.array(Cap),
      handle: async ({ db, caller, params }) => {
        const org = await ownOrganisation(db, caller, params.id);
        const caps = PACKAGE_CAPS[org.packageName] ?? { channels: 0, users: 0 };
        const [channels, users] = await Promise.all([
          db
            .selectFrom('channels')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('orgId', '=', org.id)
            .where('markedForDeletionAt', 'is', null)
            .executeTakeFirstOrThrow(),
          db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('orgId', '=', org.id)
            .where('deletedAt', 'is', null)
            .executeTakeFirstOrThrow(),
        ]);
        return [
          { capType: 'CHANNELS', orgId: org.id, cap: caps.channels, count: Number(channels.count) },
          { capType: 'USERS', orgId: org.id, cap: caps.users, count: Number(users.count) },
        ];
      },
    }),
    route({
      method: 'GET',
      path: '/organizations/{id}/aiFeatures',
      tag: 'organisation',
      summary: 'Whether the organisation consented to the OpenAI features',
      access: 'user',
      params: IdParam,
      response: AiFeaturesFlag,
      handle: async ({ db, caller, params }) => {
        const org = await ownOrganisation(db, caller, params.id);
        return { aiFeaturesEnabled: org.aiFeaturesEnabled };
      },
    }),
    route({
      method: 'POST',
      path: '/organizations/{id}/setAiFeatures',
      tag: 'organisation',
      summary: "Gives or withdraws the organisation's consent to the OpenAI features",
      access: 'admin',
      params: IdParam,
      body: AiFeaturesFlag,
      response: AiFeaturesFlag,
      handle: async ({ db, caller, params, body, address }) => {
        await ownOrganisation(db, caller, params.id);
        await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('organisations')
            .select('aiFeaturesEnabled')
            .where('id', '=', params.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('organisations')
            .set({ aiFeaturesEnabled: body.aiFeaturesEnabled })
            .where('id', '=', params.id)
            .execute();
          if (before.aiFeaturesEnabled !== body.aiFeaturesEnabled) {
            await recordAudit(trx, actorOf(caller, address), {
              action: 'settings.changed',
              target: { type: 'setting', id: 'aiFeatures', name: 'AI features' },
              before: { aiFeaturesEnabled: before.aiFeaturesEnabled },
              after: { aiFeaturesEnabled: body.aiFeaturesEnabled },
            });
          }
        });
        return { aiFeaturesEnabled: body.aiFeaturesEnabled };
      },
    }),
  ];
}
