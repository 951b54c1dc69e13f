import { type AdNetwork, SandboxFailureRequest, SandboxFailureSet } from '@smm/model';
import { adsFailureKey } from '../../networks/sandbox.ads.js';
import { notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { failNext } from '../../networks/sandbox.moderation.js';

/**
 * The sandbox networks' failures on demand: the next requests of one of the organisation's
 * channels fail as a real network fails (Instagram's code 100 subcode 33, a third-party app in
 * control of a Facebook conversation, a rate limit…), so every engage error message (engage §8)
 * can be seen in a demo and tested in a browser.
 */
export function sandboxFailureRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/sandbox/failures',
      tag: 'engage',
      summary:
        "Makes the next requests of one of the organisation's sandbox channels (or public channels its brands follow, or an ad network: ads-facebook, ads-linkedin, ads-twitter, ads-tiktok) fail as the network would (0 times clears)",
      access: 'admin',
      body: SandboxFailureRequest,
      response: SandboxFailureSet,
      handle: async ({ db, caller, body }) => {
        // An ad network of the organisation (`ads-facebook` …): its connect and reconnect calls.
        const adNetwork = /^ads-(facebook|linkedin|twitter|tiktok)$/.exec(body.channelId)?.[1];
        if (adNetwork !== undefined) {
          const times = body.times ?? 1;
          await failNext(db, adsFailureKey(adNetwork as AdNetwork, caller.orgId), body.kind, times);
          return { channelId: body.channelId, kind: body.kind, remaining: times };
        }
        const channel =
          (await db
            .selectFrom('channels')
            .select('id')
            .where('id', '=', body.channelId)
            .where('orgId', '=', caller.orgId)
            .executeTakeFirst()) ??
          // A public channel a brand of the organisation follows (benchmark, decision 0076).
          (await db
            .selectFrom('benchmarkBrandChannels')
            .select('publicChannelId as id')
            .where('publicChannelId', '=', body.channelId)
            .where('orgId', '=', caller.orgId)
            .limit(1)
            .executeTakeFirst());
        if (!channel) throw notFound(`Channel ${body.channelId}`);
        const times = body.times ?? 1;
        await failNext(db, channel.id, body.kind, times);
        return { channelId: channel.id, kind: body.kind, remaining: times };
      },
    }),
  ];
}
