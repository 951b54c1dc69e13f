import { isTimeZone } from '@smm/automation';
import {
  AutoReplyChannel,
  AutoReplyGroup,
  AutoReplyGroupChange,
  AutoReplyGroupInput,
  AutoReplyGroupPage,
  AutoReplyGroupQuery,
  decode,
  Network,
  WeekdayWindow,
} from '@smm/model';
import { maxReplyLength, networkFacts, networkName } from '@smm/networks';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';

const BASE = '/api/automate/messaging-groups';
const TAG = 'automation';

const invalid = (field: string, message: string) =>
  new HttpError(422, `${field}: ${message}`, 'automation.group');

/** The organisation's channels that take direct messages, by id. */
async function messagingChannels(db: Db, orgId: string) {
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'name', 'nameOverride', 'network'])
    .where('orgId', '=', orgId)
    .where('markedForDeletionAt', 'is', null)
    .orderBy('name')
    .execute();
  return rows.filter(
    (row) =>
      Network.is(row.network) && networkFacts(row.network)?.abilities.directMessages === true,
  );
}

interface GroupRow {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly message: string;
  readonly channelIds: string[];
  readonly schedule: unknown;
  readonly timezone: string;
  readonly enabled: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly sentCount: number | string | null;
}

const toGroup = (row: GroupRow): AutoReplyGroup => ({
  id: row.id,
  name: row.name,
  kind: row.kind === 'WELCOME_MESSAGE' ? 'WELCOME_MESSAGE' : 'AWAY_MESSAGE',
  message: row.message,
  channelIds: row.channelIds,
  schedule: E.getOrElse((): WeekdayWindow[] => [])(decode(t.array(WeekdayWindow), row.schedule)),
  timezone: row.timezone,
  enabled: row.enabled,
  sentCount: Number(row.sentCount ?? 0),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function groupsQuery(db: Db, orgId: string) {
  return db
    .selectFrom('autoReplyGroups')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('autoRepliesSent')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('autoRepliesSent.groupId', '=', 'autoReplyGroups.id')
        .as('sentCount'),
    )
    .where('orgId', '=', orgId);
}

async function groupFor(db: Db, orgId: string, id: string): Promise<AutoReplyGroup> {
  const row = await groupsQuery(db, orgId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Messaging group ${id}`);
  return toGroup(row);
}

/**
 * Checks a group as it will be stored: its channels take direct messages in the organisation,
 * its message fits every one of their networks, its time zone is one, its hours are windows
 * that end after they start (or run past midnight), and an away group has hours.
 */
async function checkGroup(
  db: Db,
  orgId: string,
  group: Pick<AutoReplyGroup, 'kind' | 'message' | 'channelIds' | 'schedule' | 'timezone'>,
): Promise<void> {
  const channels = new Map((await messagingChannels(db, orgId)).map((row) => [row.id, row]));
  for (const id of group.channelIds) {
    const channel = channels.get(id);
    if (!channel) throw invalid('channelIds', `no channel ${id} that takes direct messages`);
    const limit = maxReplyLength(channel.network);
    if (group.message.length > limit) {
      throw invalid(
        'message',
        `${networkName(channel.network)} takes at most ${limit.toLocaleString('en')} characters; this message has ${group.message.length.toLocaleString('en')}.`,
      );
    }
  }
  if (!isTimeZone(group.timezone))
    throw invalid('timezone', `${group.timezone} is not a time zone`);
  group.schedule.forEach((window, index) => {
    if (window.from === window.to) throw invalid(`schedule.${index}`, 'a window needs a length');
  });
  if (group.kind === 'AWAY_MESSAGE' && group.schedule.length === 0) {
    throw invalid('schedule', 'an away message needs the opening hours it answers outside of');
  }
}

/**
 * Automated messaging groups (engage §3; decision 0050), base `/api/automate/messaging-groups`:
 * away and welcome messages, the channels they answer on and the opening hours; administrators
 * manage them, everyone reads them.
 */
export function autoReplyRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: BASE,
      tag: TAG,
      summary: "A page of the organisation's automated messaging groups, oldest first",
      access: 'user',
      query: AutoReplyGroupQuery,
      response: AutoReplyGroupPage,
      handle: async ({ db, caller, query }) => {
        const rows = await groupsQuery(db, caller.orgId)
          .orderBy('createdAt')
          .orderBy('id')
          .limit(query.limit ?? 20)
          .offset(query.offset ?? 0)
          .execute();
        const { total } = await db
          .selectFrom('autoReplyGroups')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('orgId', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        return { groups: rows.map(toGroup), total: Number(total) };
      },
    }),
    route({
      method: 'POST',
      path: BASE,
      tag: TAG,
      summary: 'Creates an automated messaging group (administrators)',
      access: 'admin',
      body: AutoReplyGroupInput,
      response: AutoReplyGroup,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const group = {
          kind: body.kind,
          message: body.message.trim(),
          channelIds: [...new Set(body.channelIds)],
          schedule: body.schedule ?? [],
          timezone: body.timezone,
        };
        await checkGroup(db, caller.orgId, group);
        const row = await db
          .insertInto('autoReplyGroups')
          .values({
            orgId: caller.orgId,
            name: body.name.trim(),
            ...group,
            schedule: JSON.stringify(group.schedule),
            enabled: body.enabled ?? true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return groupFor(db, caller.orgId, row.id);
      },
    }),
    route({
      method: 'PATCH',
      path: `${BASE}/{id}`,
      tag: TAG,
      summary:
        "Changes a group's name, message, channels, opening hours, time zone or switch (administrators)",
      access: 'admin',
      params: IdParam,
      body: AutoReplyGroupChange,
      response: AutoReplyGroup,
      handle: async ({ db, caller, params, body }) => {
        const current = await groupFor(db, caller.orgId, params.id);
        const next = {
          kind: current.kind,
          message: body.message?.trim() ?? current.message,
          channelIds: body.channelIds ? [...new Set(body.channelIds)] : current.channelIds,
          schedule: body.schedule ?? current.schedule,
          timezone: body.timezone ?? current.timezone,
        };
        await checkGroup(db, caller.orgId, next);
        await db
          .updateTable('autoReplyGroups')
          .set({
            name: body.name?.trim() ?? current.name,
            message: next.message,
            channelIds: next.channelIds,
            schedule: JSON.stringify(next.schedule),
            timezone: next.timezone,
            enabled: body.enabled ?? current.enabled,
            updatedAt: new Date(),
          })
          .where('id', '=', params.id)
          .execute();
        return groupFor(db, caller.orgId, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${BASE}/{id}`,
      tag: TAG,
      summary: 'Deletes an automated messaging group (administrators)',
      access: 'admin',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        await groupFor(db, caller.orgId, params.id);
        await db.deleteFrom('autoReplyGroups').where('id', '=', params.id).execute();
      },
    }),
    route({
      method: 'GET',
      path: `${BASE}/channels`,
      tag: TAG,
      summary: 'The channels that take direct messages, each with the groups that answer on it',
      access: 'user',
      response: t.array(AutoReplyChannel),
      handle: async ({ db, caller }) => {
        const groups = await db
          .selectFrom('autoReplyGroups')
          .select(['id', 'kind', 'name', 'channelIds'])
          .where('orgId', '=', caller.orgId)
          .orderBy('createdAt')
          .execute();
        return (await messagingChannels(db, caller.orgId)).map((channel) => ({
          id: channel.id,
          name: channel.nameOverride ?? channel.name,
          network: channel.network as Network,
          groups: groups
            .filter((group) => group.channelIds.includes(channel.id))
            .map((group) => ({
              id: group.id,
              name: group.name,
              kind:
                group.kind === 'WELCOME_MESSAGE'
                  ? ('WELCOME_MESSAGE' as const)
                  : ('AWAY_MESSAGE' as const),
            })),
        }));
      },
    }),
  ];
}
