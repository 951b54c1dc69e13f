import type { Db } from '../../db/database.js';
import { notify } from '../notifications/notify.js';

/**
 * The people who look after a channel: the organisation's administrators, and the members of
 * its teams that grant manageChannels and hold the channel (docs/decisions/0034).
 */
async function channelManagers(trx: Db, orgId: string, channelId: string): Promise<string[]> {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .where('deletedAt', 'is', null)
    .execute();
  const members = await trx
    .selectFrom('teamChannels')
    .innerJoin('teams', 'teams.id', 'teamChannels.teamId')
    .innerJoin('teamMembers', 'teamMembers.teamId', 'teams.id')
    .select('teamMembers.userId')
    .where('teamChannels.channelId', '=', channelId)
    .where('teams.manageChannels', '=', true)
    .execute();
  return [...admins.map((row) => row.id), ...members.map((row) => row.userId)];
}

/**
 * Tells the people who look after a channel that it needs them (in the transaction that found
 * it out): it must be connected again, or its indexing failed and says why.
 */
export async function notifyChannelAttention(
  trx: Db,
  channel: { readonly orgId: string; readonly id: string; readonly name: string },
  problem: 'reconnect' | 'indexingFailed',
  reason?: string,
): Promise<void> {
  await notify(trx, await channelManagers(trx, channel.orgId, channel.id), {
    type: problem === 'reconnect' ? 'channelReconnect' : 'channelIndexing',
    params: { channel: channel.name, ...(reason ? { reason: reason.slice(0, 500) } : {}) },
    product: 'PLATFORM',
    relevance: 'ALL',
    message:
      problem === 'reconnect'
        ? `${channel.name} needs to be connected again: the network no longer accepts its access`
        : `Indexing ${channel.name} failed${reason ? `: ${reason}` : ''}`,
    link: `/settings/channels/${channel.id}`,
    data: { channelId: channel.id, problem },
  });
}
