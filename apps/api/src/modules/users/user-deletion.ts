import { applyItemAction, type Moderator } from '@smm/engage-rules';
import type { EngageItem } from '@smm/model';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { actorOfUser, queueWebhook } from '../webhooks/outbox.js';
import { publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';
import { idKey } from '../engage/item.projection.js';
import { lockItems, writeItem } from '../engage/items.store.js';
import { endSessionsOf } from '../identity/sessions.js';

/** What deleting a user did to their work (docs/decisions/0042). */
export interface UserDeletion {
  /** Items that were assigned to them and are now unassigned. */
  readonly itemsUnassigned: number;
  /** Cases that were assigned to them and are now unassigned. */
  readonly casesUnassigned: number;
  /** Their feeds shared with others, now the deleting administrator's. */
  readonly feedsTransferred: number;
  /** Their feeds nobody else had, removed. */
  readonly feedsRemoved: number;
  /** Others' feeds shared with them, no more. */
  readonly sharesRemoved: number;
}

/**
 * Deletes a user of the caller's organisation (an administrator, not themself) in one
 * transaction, locking rows in the order of decision 0030 — the user, their feeds, the cases
 * and then the items assigned to them — and writes `user.deleted` to the audit log in it
 * (docs/decisions/0042):
 * - items assigned to them go back to unassigned (an item assigned to a team keeps it), each
 *   with an `unassign` event by the administrator; cases assigned to them are unassigned;
 * - their feeds shared with someone become the administrator's (who keeps the other shares);
 *   their private feeds are removed; feeds shared with them are no longer;
 * - their teams, channel roles, notification channels, unused links and sessions end;
 * - their notes, replies and audit entries keep their name (the row stays, marked deleted).
 */
export async function deleteUser(
  db: Db,
  caller: Caller,
  address: string,
  userId: string,
): Promise<UserDeletion> {
  const by: Moderator = { moderatorId: caller.userId, moderatorSource: 'user' };
  const { deletion, events } = await transact(db, async (trx) => {
    const [user] = await lockRows<{
      id: string;
      orgId: string;
      email: string;
      firstName: string;
      lastName: string;
      isAdmin: boolean;
      defaultChannelRole: string;
      deletedAt: Date | null;
    }>(
      trx,
      'users',
      [userId],
      [
        'org_id',
        'email',
        'first_name',
        'last_name',
        'is_admin',
        'default_channel_role',
        'deleted_at',
      ],
    );
    if (!user || user.orgId !== caller.orgId || user.deletedAt !== null) throw notFound('User');
    const teams = await trx
      .selectFrom('teamMembers')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select('teams.name')
      .where('teamMembers.userId', '=', userId)
      .orderBy('teams.name')
      .execute();

    // Feeds: shared ones go to the administrator, private ones go.
    const owned = await trx
      .selectFrom('feeds')
      .select('id')
      .where('ownerId', '=', userId)
      .where('orgId', '=', caller.orgId)
      .execute();
    const feeds = await lockRows(
      trx,
      'feeds',
      owned.map((feed) => feed.id),
    );
    const feedIds = feeds.map((feed) => feed.id);
    const sharedRows =
      feedIds.length === 0
        ? []
        : await trx
            .selectFrom('feedShares')
            .select('feedId')
            .distinct()
            .where('feedId', 'in', feedIds)
            .where('userId', '!=', userId)
            .execute();
    const shared = sharedRows.map((row) => row.feedId);
    const private_ = feedIds.filter((id) => !shared.includes(id));
    if (shared.length > 0) {
      await trx
        .updateTable('feeds')
        .set({ ownerId: caller.userId })
        .where('id', 'in', shared)
        .execute();
      // The administrator owns them now: a share of theirs would say it twice.
      await trx
        .deleteFrom('feedShares')
        .where('feedId', 'in', shared)
        .where('userId', '=', caller.userId)
        .execute();
    }
    if (private_.length > 0) {
      await trx.deleteFrom('feeds').where('id', 'in', private_).execute();
    }
    const shares = await trx
      .deleteFrom('feedShares')
      .where('userId', '=', userId)
      .executeTakeFirst();
    await trx.deleteFrom('feedSettings').where('userId', '=', userId).execute();

    // Cases, then items assigned to them (the lock order: cases before engage_items).
    const cases = await trx
      .selectFrom('cases')
      .select('id')
      .where('orgId', '=', caller.orgId)
      .where('assigneeId', '=', userId)
      .execute();
    const lockedCases = await lockRows(
      trx,
      'cases',
      cases.map((row) => row.id),
    );
    if (lockedCases.length > 0) {
      await trx
        .updateTable('cases')
        .set({ assigneeId: null, updatedAt: new Date() })
        .where(
          'id',
          'in',
          lockedCases.map((row) => row.id),
        )
        .execute();
    }
    const assigned = await trx
      .selectFrom('engageItems')
      .select('id')
      .where('orgId', '=', caller.orgId)
      .where('assigneeKey', '=', idKey(userId))
      .execute();
    const items = await lockItems(
      trx,
      assigned.map((row) => row.id),
    );
    const events: EngageEvent[] = [];
    for (const [id, row] of items) {
      const current = row.item as EngageItem;
      // Assigned to someone else since it was read: not theirs any more.
      if (current.engage.assigneeId == null || idKey(current.engage.assigneeId) !== idKey(userId))
        continue;
      const item = applyItemAction(current, { type: 'unassign' }, by);
      events.push(
        await recordEvent(trx, {
          orgId: row.orgId,
          itemId: id,
          action: 'unassign',
          by,
          payload: { type: 'unassign', reason: 'userDeleted' },
        }),
      );
      await writeItem(trx, id, item);
    }

    await trx
      .updateTable('users')
      .set({ deletedAt: new Date() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('teamMembers').where('userId', '=', userId).execute();
    await trx.deleteFrom('channelRoles').where('userId', '=', userId).execute();
    await trx.deleteFrom('userNotificationChannels').where('userId', '=', userId).execute();
    await trx
      .updateTable('accountLinks')
      .set({ usedAt: new Date() })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    await endSessionsOf(trx, userId);

    const deletion: UserDeletion = {
      itemsUnassigned: events.length,
      casesUnassigned: lockedCases.length,
      feedsTransferred: shared.length,
      feedsRemoved: private_.length,
      sharesRemoved: Number(shares.numDeletedRows),
    };
    await queueWebhook(trx, caller.orgId, 'user.deleted', {
      userId,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      by: actorOfUser(caller.userId),
    });
    await recordAudit(trx, actorOf(caller, address), {
      action: 'user.deleted',
      target: { type: 'user', id: userId, name: `${user.firstName} ${user.lastName}`.trim() },
      before: {
        email: user.email,
        isAdmin: user.isAdmin,
        defaultChannelRole: user.defaultChannelRole,
        teams: teams.map((team) => team.name),
      },
      after: { ...deletion },
    });
    return { deletion, events };
  });
  publish(events);
  return deletion;
}
