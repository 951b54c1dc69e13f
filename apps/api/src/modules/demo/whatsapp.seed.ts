import type { Db } from '../../db/database.js';
import { DEMO_WA_NUMBER_ID, ensureAccounts } from '../../networks/sandbox.wa-accounts.js';
import { waChannelId } from '../whatsapp/whatsapp.store.js';

/**
 * Demo Coffee's WhatsApp Business (decision 0065): its business accounts and numbers, the
 * deployment of "Demo Coffee" with `whatsapp-demo` verified and connected, that number's
 * business profile, and beyond the standard templates one in review and one rejected.
 */
export async function seedWhatsApp(db: Db, orgId: string, now = new Date()): Promise<void> {
  await ensureAccounts(db, { id: orgId, name: 'Demo Coffee' }, now);
  const accounts = await db
    .selectFrom('sandboxWaAccounts')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .orderBy('position')
    .execute();
  const deployments = await db
    .insertInto('whatsappDeployments')
    .values(accounts.map((account) => ({ orgId, businessAccountId: account.id })))
    .returning(['id', 'businessAccountId'])
    .execute();
  const main = accounts.find((account) => account.name === 'Demo Coffee');
  const deployment = deployments.find((d) => d.businessAccountId === main?.id);
  if (!main || !deployment) return;
  const channelId = waChannelId(DEMO_WA_NUMBER_ID);
  const connectedAt = new Date('2023-06-19T08:15:00Z');
  await db
    .insertInto('whatsappChannels')
    .values({
      id: channelId,
      orgId,
      deploymentId: deployment.id,
      phoneNumberId: DEMO_WA_NUMBER_ID,
      verifiedAt: connectedAt,
      createdAt: connectedAt,
    })
    .execute();
  await db
    .updateTable('whatsappDeployments')
    .set({ selectedChannel: channelId })
    .where('id', '=', deployment.id)
    .execute();
  await db
    .insertInto('sandboxWaProfiles')
    .values({
      numberId: DEMO_WA_NUMBER_ID,
      about: 'Coffee, cake and answers: we reply within the hour, 8:00 to 18:00.',
      address: '12 Granary Square, King’s Cross, London N1C 4AA',
      description:
        'Demo Coffee roasts its own beans in King’s Cross. Ask us about orders, opening hours, allergens and events.',
      email: 'hello@democoffee.example',
      vertical: 'Restaurant',
      websites: ['https://democoffee.example'],
    })
    .execute();
  const day = 24 * 3600_000;
  await db
    .insertInto('sandboxWaTemplates')
    .values([
      {
        id: 'demo-table-booking',
        accountId: main.id,
        name: 'table_booking',
        language: 'en',
        category: 'UTILITY',
        text: 'Hello {{1}}, your table for {{2}} is booked. See you soon at Demo Coffee!',
        decision: 'APPROVED',
        rejectedReason: null,
        createdAt: now,
        // Still in WhatsApp's review.
        reviewAt: null,
      },
      {
        id: 'demo-loyalty-offer',
        accountId: main.id,
        name: 'loyalty_offer',
        language: 'en',
        category: 'MARKETING',
        text: '{{1}} free coffees are waiting for you',
        decision: 'REJECTED',
        rejectedReason: 'The text may not start or end with a placeholder.',
        createdAt: new Date(now.getTime() - 2 * day),
        reviewAt: new Date(now.getTime() - 2 * day + 2 * 60_000),
      },
    ])
    .execute();
}
