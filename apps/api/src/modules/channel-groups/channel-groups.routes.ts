import { changeGroupChannels, channelGroupRights } from '@smm/access';
import { ChannelGroup, ChannelGroupInput } from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { groupAsSeen, readGroups, withUniqueName } from './channel-groups.store.js';
import { viewpointOf, type Viewpoint } from './viewpoint.js';

const TAG = 'channel groups';
/** Where channel groups live (docs/decisions/0036: the spec names them, not their paths). */
export const GROUPS = '/channels/v2/groups';

const taken = (name: string) => `A channel group named “${name}” already exists.`;

/** The caller's viewpoint on their organisation, as current as the caller. */
const viewpoint = async (db: Db, caller: Caller) =>
  viewpointOf(await currentDirectory(db, caller.orgId, caller.directoryVersion), caller);

/**
 * 404 for a channel id the caller may not name: not of the organisation, marked for deletion,
 * or (for others than administrators) not one they see.
 */
function checkNamed(view: Viewpoint, ids: readonly string[]): void {
  const unknown = ids.find((id) => (view.isAdmin ? !view.live.has(id) : !view.seen.has(id)));
  if (unknown !== undefined) throw notFound(`Channel ${unknown}`);
}

/** The group's channels after the caller's change; 403 or 400 when it cannot be made. */
function nextChannels(
  view: Viewpoint,
  current: readonly string[],
  requested: readonly string[],
): readonly string[] {
  const change = changeGroupChannels(view.management, current, requested);
  if (!change.ok) {
    throw forbidden(
      `Only channels you manage can be put into a group; you do not manage ${change.refused.slice(0, 3).join(', ')}${change.refused.length > 3 ? '…' : ''}.`,
    );
  }
  if (change.channelIds.length === 0)
    throw badRequest('A channel group needs at least one channel.');
  return change.channelIds;
}

/** The group as the caller sees it after a write (always shown: it holds a channel of theirs). */
async function seenGroup(db: Db, caller: Caller, id: string): Promise<ChannelGroup> {
  const view = await viewpoint(db, caller);
  const [group] = await readGroups(db, caller.orgId, id);
  const seen = group && groupAsSeen(group, view);
  if (!seen) throw notFound('Channel group');
  return seen;
}

/**
 * Locks a group of the caller's organisation for a change and reads its live channels; 404 when
 * there is none, or it is not shown to the caller.
 */
async function lockedGroup(trx: Db, view: Viewpoint, caller: Caller, id: string) {
  const [locked] = await lockRows<{ id: string; orgId: string }>(
    trx,
    'channel_groups',
    [id],
    ['org_id'],
  );
  if (!locked || locked.orgId !== caller.orgId) throw notFound('Channel group');
  const [group] = await readGroups(trx, caller.orgId, id);
  if (!group || !groupAsSeen(group, view)) throw notFound('Channel group');
  return { ...group, channelIds: group.channelIds.filter((c) => view.live.has(c)) };
}

/**
 * Channel groups (platform §2; docs/decisions/0036): named sets of the organisation's channels,
 * offered wherever channels are picked. Everyone lists them, seeing only their own channels of
 * each; channel managers create them from channels they manage, change them and delete them.
 */
export function channelGroupsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: GROUPS,
      tag: TAG,
      summary:
        "The organisation's channel groups by name, each with the caller's channels in it; groups without one are left out (administrators see every group)",
      access: 'user',
      response: t.array(ChannelGroup),
      handle: async ({ db, caller }) => {
        const view = await viewpoint(db, caller);
        const groups = await readGroups(db, caller.orgId);
        return groups.flatMap((group) => groupAsSeen(group, view) ?? []);
      },
    }),
    route({
      method: 'GET',
      path: `${GROUPS}/{id}`,
      tag: TAG,
      summary: 'One channel group, with the caller’s channels in it',
      access: 'user',
      params: IdParam,
      response: ChannelGroup,
      handle: async ({ db, caller, params }) => seenGroup(db, caller, params.id),
    }),
    route({
      method: 'POST',
      path: GROUPS,
      tag: TAG,
      summary: 'Creates a channel group of channels the caller manages',
      access: 'channelManager',
      body: ChannelGroupInput,
      response: ChannelGroup,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const view = await viewpoint(db, caller);
        const name = body.name.trim();
        checkNamed(view, body.channelIds);
        const channelIds = nextChannels(view, [], body.channelIds);
        const id = await withUniqueName(taken(name), () =>
          transact(db, async (trx) => {
            const row = await trx
              .insertInto('channelGroups')
              .values({ orgId: caller.orgId, name, createdBy: caller.userId })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('channelGroupMembers')
              .values(channelIds.map((channelId) => ({ groupId: row.id, channelId })))
              .execute();
            return row.id;
          }),
        );
        return seenGroup(db, caller, id);
      },
    }),
    route({
      method: 'PUT',
      path: `${GROUPS}/{id}`,
      tag: TAG,
      summary:
        'Renames a channel group and sets its channels; a channel manager changes only the channels they manage in it',
      access: 'channelManager',
      params: IdParam,
      body: ChannelGroupInput,
      response: ChannelGroup,
      handle: async ({ db, caller, params, body }) => {
        const view = await viewpoint(db, caller);
        const name = body.name.trim();
        checkNamed(view, body.channelIds);
        await withUniqueName(taken(name), () =>
          transact(db, async (trx) => {
            const group = await lockedGroup(trx, view, caller, params.id);
            if (!channelGroupRights(view.management, group.channelIds).canChange) {
              throw forbidden('Only managers of a channel in this group may change it.');
            }
            const next = new Set(nextChannels(view, group.channelIds, body.channelIds));
            const held = new Set(group.channelIds);
            await trx
              .updateTable('channelGroups')
              .set({ name, updatedAt: new Date() })
              .where('id', '=', params.id)
              .execute();
            const gone = group.channelIds.filter((id) => !next.has(id));
            if (gone.length > 0) {
              await trx
                .deleteFrom('channelGroupMembers')
                .where('groupId', '=', params.id)
                .where('channelId', 'in', gone)
                .execute();
            }
            const added = [...next].filter((id) => !held.has(id));
            if (added.length > 0) {
              await trx
                .insertInto('channelGroupMembers')
                .values(added.map((channelId) => ({ groupId: params.id, channelId })))
                .onConflict((oc) => oc.doNothing())
                .execute();
            }
          }),
        );
        return seenGroup(db, caller, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: `${GROUPS}/{id}`,
      tag: TAG,
      summary:
        'Deletes a channel group (its channels stay); a channel manager deletes only a group whose channels they all manage',
      access: 'channelManager',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const view = await viewpoint(db, caller);
        await transact(db, async (trx) => {
          const group = await lockedGroup(trx, view, caller, params.id);
          if (!channelGroupRights(view.management, group.channelIds).canDelete) {
            throw forbidden(
              'This group also holds channels you do not manage: only an administrator may delete it.',
            );
          }
          await trx.deleteFrom('channelGroups').where('id', '=', params.id).execute();
        });
      },
    }),
  ];
}
