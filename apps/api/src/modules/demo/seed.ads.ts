import type { Db } from '../../db/database.js';
import { DEMO_SEEDED_AD_ACCOUNT } from '../../networks/sandbox.ads.js';

/**
 * Demo Coffee's ad accounts: one connected Facebook ad account ("Demo Coffee — EU", in euros,
 * Berlin time), linked to its Facebook channel, connected by its administrator.
 */
export async function seedAdAccounts(db: Db, orgId: string): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .orderBy('email')
    .executeTakeFirst();
  const [externalId, name, currency, timeZone] = DEMO_SEEDED_AD_ACCOUNT;
  const account = await db
    .insertInto('adAccounts')
    .values({
      orgId,
      network: 'facebook',
      externalId,
      name,
      currency,
      timeZone,
      status: 'connected',
      token: `sbads-facebook-${externalId}-demo`,
      connectedBy: admin?.id ?? null,
      connectedAt: new Date('2026-10-05T09:00:00Z'),
      updatedAt: new Date('2026-10-05T09:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = await db
    .selectFrom('channels')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', '=', 'facebook-demo')
    .executeTakeFirst();
  if (channel) {
    await db
      .insertInto('adAccountChannels')
      .values({ adAccountId: account.id, channelId: channel.id })
      .execute();
  }
}
