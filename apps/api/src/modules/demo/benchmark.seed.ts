import type { Db } from '../../db/database.js';
import { publicChannelId, type PublicNetwork } from '../../networks/sandbox.public-catalogue.js';
import { sandboxPublic } from '../../networks/sandbox.public.js';
import { fillHistory, onboardSpan } from '../benchmark/onboarding.jobs.js';
import type { NetworkGateway } from '../../networks/gateway.js';

/** The demo's brands: Demo Coffee's own, and two competitors, with their public channels. */
export const DEMO_BRANDS: readonly {
  readonly name: string;
  readonly ownBrand: boolean;
  readonly details: string;
  readonly channels: readonly (readonly [PublicNetwork, string])[];
}[] = [
  {
    name: 'Demo Coffee',
    ownBrand: true,
    details: 'Our own public pages.',
    channels: [
      ['facebook', 'democoffee'],
      ['instagram', 'democoffee'],
    ],
  },
  {
    name: 'Bean Brothers',
    ownBrand: false,
    details: 'The coffee chain across the street.',
    channels: [
      ['facebook', 'beanbrothers'],
      ['instagram', 'beanbrothers'],
      ['youtube', 'beanbrothers'],
      ['twitter', 'beanbros'],
    ],
  },
  {
    name: 'Leaf & Co',
    ownBrand: false,
    details: 'Tea shops, our rival for the afternoon.',
    channels: [
      ['facebook', 'leafandco'],
      ['instagram', 'leafandco'],
      ['youtube', 'leafandcotea'],
      ['twitter', 'leaf_and_co'],
    ],
  },
];

/**
 * Demo Coffee's benchmark (issue 31): the `benchmark` add-on, its brands onboarded with the last
 * 90 days of their public channels (stored at once, as the onboarding job would), and Sam Social
 * on the standard package's flag (Pro labels).
 */
export async function seedBenchmark(
  db: Db,
  orgId: string,
  now: Date = new Date(),
  gateway: Pick<
    NetworkGateway,
    'publicChannel' | 'publicChannelDays' | 'publicChannelPosts'
  > = sandboxPublic(db, () => now),
): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ addOns: ['benchmark'] })
    .where('id', '=', orgId)
    .execute();
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .orderBy('createdAt')
    .executeTakeFirst();
  const { since, until } = onboardSpan(now);
  for (const brand of DEMO_BRANDS) {
    const ids = brand.channels.map(([network, handle]) => publicChannelId(network, handle));
    for (const id of ids) {
      await fillHistory(db, gateway as NetworkGateway, id, since, until);
    }
    const row = await db
      .insertInto('benchmarkBrands')
      .values({
        orgId,
        name: brand.name,
        details: brand.details,
        ownBrand: brand.ownBrand,
        onboardingStatus: 'ready',
        createdBy: admin?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('benchmarkBrandChannels')
      .values(ids.map((publicChannelId) => ({ brandId: row.id, publicChannelId, orgId })))
      .execute();
  }
  const sam = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'sam@demo.test')
    .executeTakeFirst();
  if (sam) {
    await db
      .insertInto('featureToggles')
      .values({
        discriminator: 'USER',
        targetId: sam.id,
        feature: '@package_standard',
        enabled: true,
      })
      .execute();
  }
}
