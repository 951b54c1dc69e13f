import { canManageAdAccounts, hasArea, type PackageName } from '@smm/access';
import type { AdAccount, AdNetwork } from '@smm/model';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { roleUserOf } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';

/** The columns of an ad account the API answers (never its token). */
const COLUMNS = [
  'adAccounts.id',
  'adAccounts.network',
  'adAccounts.externalId',
  'adAccounts.name',
  'adAccounts.currency',
  'adAccounts.timeZone',
  'adAccounts.status',
  'adAccounts.autoBoost',
  'adAccounts.connectedAt',
  'adAccounts.connectedBy',
  'adAccounts.disconnectedAt',
  'adAccounts.updatedAt',
] as const;

function selectAccounts(db: Db, orgId: string) {
  return db
    .selectFrom('adAccounts')
    .select(COLUMNS)
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('adAccountChannels')
          .innerJoin('channels', 'channels.id', 'adAccountChannels.channelId')
          .select('adAccountChannels.channelId')
          .whereRef('adAccountChannels.adAccountId', '=', 'adAccounts.id')
          .where('channels.markedForDeletionAt', 'is', null)
          .orderBy('adAccountChannels.channelId'),
      ).as('channels'),
    )
    .where('adAccounts.orgId', '=', orgId);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A stored ad account in the model's shape. */
function toAdAccount(row: Row): AdAccount {
  return {
    id: row.id,
    socialNetwork: row.network as AdNetwork,
    externalId: row.externalId,
    name: row.name,
    currency: row.currency,
    timeZone: row.timeZone,
    status: row.status === 'disconnected' ? 'disconnected' : 'connected',
    autoBoost: row.autoBoost,
    channelIds: row.channels.map((c) => c.channelId),
    connectedAt: iso(row.connectedAt),
    connectedBy: row.connectedBy,
    disconnectedAt: row.disconnectedAt === null ? null : iso(row.disconnectedAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The organisation's ad accounts, connected and disconnected, each list by name (then network
 * and id, so the order is total).
 */
export async function listAdAccounts(
  db: Db,
  orgId: string,
): Promise<{ connected: AdAccount[]; disconnected: AdAccount[] }> {
  const rows = await selectAccounts(db, orgId)
    .orderBy((eb) => eb.fn('lower', ['adAccounts.name']))
    .orderBy('adAccounts.network')
    .orderBy('adAccounts.id')
    .execute();
  const accounts = rows.map(toAdAccount);
  return {
    connected: accounts.filter((a) => a.status === 'connected'),
    disconnected: accounts.filter((a) => a.status === 'disconnected'),
  };
}

/** One ad account of the organisation; 404 for another organisation's or an unknown one. */
export async function findAdAccount(db: Db, orgId: string, id: string): Promise<AdAccount> {
  const row = await selectAccounts(db, orgId).where('adAccounts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Ad account ${id}`);
  return toAdAccount(row);
}

/**
 * Whether the caller may manage the organisation's ad accounts (connect, edit, disconnect,
 * reconnect, remove): administrators, and members of a team that grants manageAdAccounts
 * (platform §3, §6; docs/decisions/0091).
 */
export async function mayManageAdAccounts(db: Db, caller: Caller): Promise<boolean> {
  if (caller.isAdmin) return true;
  if (caller.teamIds.length === 0) return false;
  const teams = await db
    .selectFrom('teams')
    .innerJoin('teamMembers', 'teamMembers.teamId', 'teams.id')
    .select(['teams.id', 'teams.name', 'teams.manageUser', 'teams.manageAdAccounts'])
    .where('teamMembers.userId', '=', caller.userId)
    .where('teams.orgId', '=', caller.orgId)
    .execute();
  return canManageAdAccounts(
    roleUserOf(caller),
    teams.map((t) => ({
      id: t.id,
      name: t.name,
      userIds: [caller.userId],
      permissions: { manageUser: t.manageUser, manageAdAccounts: t.manageAdAccounts },
    })),
  );
}

/** Whether the organisation's package has ad accounts (not essentials or listen-only; platform §2). */
async function packageHasAdAccounts(db: Db, orgId: string): Promise<boolean> {
  const org = await db
    .selectFrom('organisations')
    .select('packageName')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return org !== undefined && hasArea(org.packageName as PackageName, 'adAccounts');
}

/**
 * Refuses (403) a caller who may not manage the organisation's ad accounts, and every caller of
 * an organisation whose package has no ad accounts.
 */
export async function requireAdAccountManager(db: Db, caller: Caller): Promise<void> {
  if (!(await packageHasAdAccounts(db, caller.orgId))) {
    throw forbidden("Ad accounts are not in your organisation's package.");
  }
  if (!(await mayManageAdAccounts(db, caller))) {
    throw forbidden(
      'Only administrators and members of a team that manages ad accounts can change ad accounts.',
    );
  }
}

/** What the list says of the caller: may they manage ad accounts here (package and rights)? */
export async function canManageHere(db: Db, caller: Caller): Promise<boolean> {
  return (await packageHasAdAccounts(db, caller.orgId)) && (await mayManageAdAccounts(db, caller));
}
