import type { Db } from '../../db/database.js';

/**
 * Demo Coffee's channel groups and campaign tracking, so those settings show what they are for:
 * a group of the care channels and one of the visual networks; a tracking template of the
 * always-on social campaign, used by Instagram and Facebook (Instagram with a mapping of its own).
 */
export async function seedChannelSettings(db: Db, orgId: string): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .executeTakeFirstOrThrow();
  const groups: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['Customer care', ['facebook-demo', 'instagram-demo', 'twitter-demo', 'googlemybusiness-demo']],
    ['Visual networks', ['instagram-demo', 'pinterest-demo', 'tiktok-demo', 'youtube-demo']],
  ];
  for (const [name, channelIds] of groups) {
    const group = await db
      .insertInto('channelGroups')
      .values({ orgId, name, createdBy: admin.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('channelGroupMembers')
      .values(channelIds.map((channelId) => ({ groupId: group.id, channelId })))
      .execute();
  }
  const template = await db
    .insertInto('trackingTemplates')
    .values({
      orgId,
      name: 'Always-on social',
      parameters: JSON.stringify([
        { key: 'utm_source', value: '{network}' },
        { key: 'utm_medium', value: 'social' },
        { key: 'utm_campaign', value: 'always-on' },
        { key: 'utm_content', value: '{post}' },
      ]),
      createdBy: admin.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('channels')
    .set({ campaignTrackingEnabled: true, campaignTrackingTemplateId: template.id })
    .where('id', 'in', ['facebook-demo', 'instagram-demo'])
    .execute();
  await db
    .updateTable('channels')
    .set({
      campaignTrackingMappings: JSON.stringify([{ key: 'utm_campaign', value: 'insta-always-on' }]),
    })
    .where('id', '=', 'instagram-demo')
    .execute();
}
