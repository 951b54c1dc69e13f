import { FeatureToggleAnswer, FeatureToggleTarget, Uuid } from '@smm/model';
import * as t from 'io-ts';
import { notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';

/** Features and their defaults; organisation toggles override them, user toggles override both. */
export const DEFAULT_FEATURES: Readonly<Record<string, boolean>> = {
  channels_v2: true,
  engage_realtime: true,
  engage_automation: true,
  engage_ai_replies: true,
  engage_bulk_actions: true,
  publish_calendar: true,
  /** The standard package: Pro labels and gated benchmark entries (platform §1; off unless set). */
  '@package_standard': false,
  /** Benchmark's link to its legacy version (engage §2; off unless set). */
  benchmarkLegacyAccess: false,
};

const HashParam = t.type(
  { hash: t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{1,64}$/.test(s), 'cache hash') },
  'FeatureTogglerParams',
);
const Targets = t.refinement(
  t.array(FeatureToggleTarget),
  (a) => a.length <= 20,
  'at most 20 targets',
);

/** The feature toggler (platform §7): which features are on for an organisation and a user. */
export function featuresRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/feature-toggler-{hash}',
      tag: 'features',
      summary:
        'The features that are on for the given organisation and user targets (the caller’s own; administrators: any user of theirs)',
      access: 'user',
      params: HashParam,
      body: Targets,
      response: FeatureToggleAnswer,
      handle: async ({ db, caller, body }) => {
        for (const target of body) {
          const own =
            target.discriminator === 'ORGANIZATION'
              ? target.targetId === caller.orgId
              : target.targetId === caller.userId;
          if (own) continue;
          const colleague =
            caller.isAdmin &&
            target.discriminator === 'USER' &&
            Uuid.is(target.targetId) &&
            (await db
              .selectFrom('users')
              .select('id')
              .where('id', '=', target.targetId)
              .where('orgId', '=', caller.orgId)
              .executeTakeFirst()) !== undefined;
          if (!colleague) throw notFound(`Feature target ${target.targetId}`);
        }
        const ids = (kind: string) =>
          body.filter((b) => b.discriminator === kind).map((b) => b.targetId);
        const toggles = body.length
          ? await db
              .selectFrom('featureToggles')
              .select(['discriminator', 'feature', 'enabled'])
              .where((eb) =>
                eb.or([
                  ...(ids('ORGANIZATION').length
                    ? [
                        eb.and([
                          eb('discriminator', '=', 'ORGANIZATION'),
                          eb('targetId', 'in', ids('ORGANIZATION')),
                        ]),
                      ]
                    : []),
                  ...(ids('USER').length
                    ? [
                        eb.and([
                          eb('discriminator', '=', 'USER'),
                          eb('targetId', 'in', ids('USER')),
                        ]),
                      ]
                    : []),
                ]),
              )
              .execute()
          : [];
        const answer: Record<string, boolean> = { ...DEFAULT_FEATURES };
        for (const kind of ['ORGANIZATION', 'USER']) {
          for (const toggle of toggles.filter((t) => t.discriminator === kind))
            answer[toggle.feature] = toggle.enabled;
        }
        return answer;
      },
    }),
  ];
}
