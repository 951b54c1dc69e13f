import type { Db } from '../../db/database.js';

/**
 * Listen's demo data (decision 0088): the listening-only organisation's queries, so the listening
 * tool shows volume and posts on a fresh start (the demo organisation's three queries are seeded
 * with it). The sandbox corpus has talk about all of them.
 */
export async function seedListen(db: Db): Promise<void> {
  const lab = await db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', 'listener@listening.test')
    .executeTakeFirst();
  if (!lab) return;
  await db
    .insertInto('listeningQueries')
    .values([
      {
        orgId: lab.orgId,
        name: 'Matcha and green tea',
        keywords: ['matcha', 'matcha latte', 'green tea', '抹茶', '緑茶', 'grüner Tee', 'thé vert'],
      },
      {
        orgId: lab.orgId,
        name: 'Cold brew in Europe',
        keywords: ['cold brew'],
        languages: ['en', 'de', 'fr', 'es', 'it'],
      },
      {
        orgId: lab.orgId,
        name: 'Bean Brothers (competitor)',
        keywords: ['Bean Brothers', '@beanbros'],
        networks: ['twitter', 'instagram', 'tiktok', 'threads'],
      },
      {
        orgId: lab.orgId,
        name: 'Pumpkin spice season (paused)',
        keywords: ['pumpkin spice latte', '#PSL'],
        active: false,
      },
    ])
    .execute();
}
