import type { Db } from '../../db/database.js';

/** A demo person with their network accounts: `[network, handle]`. */
interface DemoPerson {
  readonly name: string;
  readonly email?: string;
  readonly phone?: string;
  readonly conversations: number;
  readonly daysAgo: readonly [first: number, last: number];
  readonly identities: ReadonlyArray<readonly [network: string, handle: string]>;
}

/**
 * People of Demo Coffee who are likely the same person across networks (decision 0097), so the
 * merge nominees have something to show: the same name and handle on X and Instagram, the same
 * e-mail address on Facebook and LinkedIn, the same phone on TikTok and WhatsApp, and the same
 * name alone on X and YouTube.
 */
export const DEMO_LIKELY_SAME: ReadonlyArray<readonly [DemoPerson, DemoPerson]> = [
  [
    {
      name: 'Ana López',
      conversations: 4,
      daysAgo: [40, 2],
      identities: [['twitter', 'anabrews']],
    },
    {
      name: 'Ana Lopez',
      conversations: 2,
      daysAgo: [12, 5],
      identities: [['instagram', 'AnaBrews']],
    },
  ],
  [
    {
      name: 'Ben Okafor',
      email: 'ben.okafor@example.com',
      conversations: 3,
      daysAgo: [60, 8],
      identities: [['facebook', 'ben.okafor']],
    },
    {
      name: 'Benjamin Okafor',
      email: 'Ben.Okafor@example.com',
      phone: '+44 7700 900123',
      conversations: 1,
      daysAgo: [20, 20],
      identities: [['linkedIn', 'benjaminokafor']],
    },
  ],
  [
    {
      name: 'Chloé Martin',
      phone: '+33 6 12 34 56 78',
      conversations: 5,
      daysAgo: [30, 1],
      identities: [['tiktok', 'chloe.sips']],
    },
    {
      name: 'Chloe Martin',
      phone: '+33612345678',
      conversations: 7,
      daysAgo: [90, 3],
      identities: [['whatsapp', '+33612345678']],
    },
  ],
  [
    {
      name: 'Dan Smith',
      conversations: 1,
      daysAgo: [15, 15],
      identities: [['twitter', 'dansmith_coffee']],
    },
    {
      name: 'Dan Smith',
      conversations: 2,
      daysAgo: [25, 4],
      identities: [['youtube', 'DanSmithVlogs']],
    },
  ],
];

/** Another organisation's pair, never shown to Demo Coffee. */
const OTHER_LIKELY_SAME: ReadonlyArray<readonly [DemoPerson, DemoPerson]> = [
  [
    {
      name: 'Mei Tanaka',
      email: 'mei@example.jp',
      conversations: 2,
      daysAgo: [10, 1],
      identities: [['twitter', 'meitea']],
    },
    {
      name: 'Mei Tanaka',
      email: 'mei@example.jp',
      conversations: 1,
      daysAgo: [5, 5],
      identities: [['instagram', 'meitea']],
    },
  ],
];

const DAY = 86_400_000;

async function insertPeople(
  db: Db,
  orgId: string,
  pairs: ReadonlyArray<readonly [DemoPerson, DemoPerson]>,
) {
  const now = Date.now();
  for (const person of pairs.flat()) {
    const row = await db
      .insertInto('audiencePeople')
      .values({
        orgId,
        name: person.name,
        email: person.email ?? null,
        phone: person.phone ?? null,
        firstSeenAt: new Date(now - person.daysAgo[0] * DAY),
        lastSeenAt: new Date(now - person.daysAgo[1] * DAY),
        conversations: person.conversations,
        source: 'engage',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('audienceIdentities')
      .values(
        person.identities.map(([network, handle]) => ({
          orgId,
          personId: row.id,
          network,
          senderKey: `demo:${handle.toLowerCase()}`,
          handle,
          name: person.name,
          firstSeenAt: new Date(now - person.daysAgo[0] * DAY),
          lastSeenAt: new Date(now - person.daysAgo[1] * DAY),
        })),
      )
      .onConflict((oc) => oc.columns(['orgId', 'network', 'senderKey']).doNothing())
      .execute();
  }
}

/** Seeds the likely-same people of the demo organisations. */
export async function seedAudienceTools(db: Db, orgs: { demo: string; other: string }) {
  await insertPeople(db, orgs.demo, DEMO_LIKELY_SAME);
  await insertPeople(db, orgs.other, OTHER_LIKELY_SAME);
}
