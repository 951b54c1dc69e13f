import type { Db } from '../../db/database.js';

/** The networks seeded channels are spread over (connect slugs and the stored network). */
const NETWORKS = [
  ['facebook', 'facebook', 'Page'],
  ['instagram', 'instagram', 'Profile'],
  ['twitter', 'twitter', 'Account'],
  ['linkedin', 'linkedIn', 'Company'],
  ['youtube', 'youtube', 'Channel'],
  ['tiktok', 'tiktok', 'Account'],
  ['googlemybusiness', 'googlemybusiness', 'Location'],
  ['threads', 'threads', 'Profile'],
  ['pinterest', 'pinterest', 'Board'],
] as const;

const CHUNK = 1000;

/**
 * Adds `count` indexed channels to an organisation, spread over the networks, with followers
 * and added dates, every other one given to `teamId` when one is named — an organisation at the
 * spec's channel-list page size (15,000) to try the channel settings with. Ids carry the `seed`,
 * so a second run with another seed adds more. Answers how many it added.
 */
export async function seedChannels(
  db: Db,
  orgId: string,
  options: { readonly count: number; readonly seed: number; readonly teamId?: string | null },
): Promise<number> {
  let added = 0;
  for (let start = 0; start < options.count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, options.count - start) }, (_, k) => {
      const n = start + k;
      const [slug, network, kind] = NETWORKS[n % NETWORKS.length] ?? NETWORKS[0];
      const added = new Date(Date.UTC(2018, 0, 1) + ((n * 7_919) % 2_900) * 86_400_000);
      return {
        id: `${slug}-seed${options.seed}x${n}`,
        orgId,
        network,
        name: `Branch ${n + 1} ${kind}`,
        username: `branch${n + 1}${slug}`,
        platformId: `${slug}:seed${options.seed}x${n}`,
        ...(slug === 'linkedin' ? { subType: 'COMPANY' } : {}),
        followerCount: (n * 2_654_435_761) % 250_000,
        addedAt: added,
        connectedAt: added,
      };
    });
    const stored = await db
      .insertInto('channels')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    added += stored.length;
    if (options.teamId) {
      const teamId = options.teamId;
      const linked = stored
        .filter((_, i) => i % 2 === 0)
        .map((row) => ({ teamId, channelId: row.id }));
      if (linked.length > 0) {
        await db
          .insertInto('teamChannels')
          .values(linked)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  }
  return added;
}
