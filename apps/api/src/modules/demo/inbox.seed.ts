import { applyItemAction, type Moderator } from '@smm/engage-rules';
import type { EngageItem, Network } from '@smm/model';
import type { Db } from '../../db/database.js';
import { inboundTraffic, type InboundPost } from '../../networks/sandbox.traffic.js';
import { ingest } from '../engage/ingest.js';
import { projectItem } from '../engage/item.projection.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Fills an organisation's inbox with `count` items of sandbox traffic from the last two weeks
 * (deterministic for the seed), then works some of it as a team would have: complaints
 * labelled and assigned to the first team, questions labelled, older items read.
 */
export async function seedInbox(
  db: Db,
  orgId: string,
  options: { readonly count: number; readonly seed: number; readonly now?: number },
): Promise<void> {
  const channels = await db
    .selectFrom('channels')
    .select(['id', 'network', 'name'])
    .where('orgId', '=', orgId)
    .execute();
  const now = options.now ?? Date.now();
  const start = now - 14 * DAY;
  const traffic = inboundTraffic(
    channels.map((channel) => ({ ...channel, network: channel.network as Network })),
    { seed: options.seed, start, spacingMs: Math.floor((14 * DAY) / options.count / 1.05) },
  );
  const batch: InboundPost[] = [];
  for (const post of traffic) {
    if (batch.length >= options.count) break;
    batch.push(post);
  }
  await ingest(db, orgId, batch, { events: false });

  const [labels, teams, agent] = await Promise.all([
    db.selectFrom('labels').select(['id', 'name']).where('orgId', '=', orgId).execute(),
    db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('orgId', '=', orgId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('users')
      .select('id')
      .where('orgId', '=', orgId)
      .orderBy('isAdmin', 'desc')
      .orderBy('email')
      .executeTakeFirst(),
  ]);
  // Complaints go to the customer care team where there is one.
  const team = teams.find((t) => /care/i.test(t.name) && !/lead/i.test(t.name)) ?? teams[0];
  if (!agent) return;
  const by: Moderator = { moderatorId: agent.id, moderatorSource: 'user' };
  const label = (name: string) => labels.find((l) => l.name === name)?.id;
  const rows = await db
    .selectFrom('engageItems')
    .select(['id', 'item'])
    .where('orgId', '=', orgId)
    .where('listed', '=', true)
    .orderBy('createdAt')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const [index, row] of rows.entries()) {
      const original = row.item as EngageItem;
      let item = original;
      const sentiment = item.prediction?.sentiment;
      const complaint = label('Complaint');
      const question = label('Question');
      if (sentiment === 'NEGATIVE' && complaint && index % 2 === 0) {
        item = applyItemAction(item, { type: 'label', labelId: complaint }, by);
        if (team && index % 4 === 0) {
          item = applyItemAction(
            item,
            { type: 'assign', assigneeId: team.id, isTeam: true, name: team.name },
            by,
          );
        }
      } else if (question && item.message?.trim().endsWith('?') && index % 3 === 0) {
        item = applyItemAction(item, { type: 'label', labelId: question }, by);
      }
      const old = Date.parse(item.meta.createdDate) < now - 3 * DAY;
      if (old && index % 5 !== 0 && item.meta.displayReadStatus === 'unread') {
        item = applyItemAction(item, { type: 'read' }, by);
      }
      if (item !== original) {
        await trx
          .updateTable('engageItems')
          .set(projectItem(item))
          .where('id', '=', row.id)
          .execute();
      }
    }
  });
}
