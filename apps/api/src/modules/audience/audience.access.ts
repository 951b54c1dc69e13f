import { hasArea, isAudienceAvailable, type AudienceAccess } from '@smm/access';
import { AudienceRole, type FeaturePackage } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden } from '../../http/errors.js';

/**
 * The feature toggle that switches Audience on (platform §4 "its feature toggle is on"); on unless
 * an organisation or user toggle turns it off (docs/decisions/0095).
 */
export const AUDIENCE_TOGGLE = 'audience';
/**
 * The soft disable (platform §4): an organisation whose Audience is paused (for example while its
 * subscription is renewed) keeps its people but cannot open the area; off unless set.
 */
export const AUDIENCE_SOFT_DISABLE = 'audience_soft_disabled';

/** Everything that decides whether a person has Audience, as the server knows it. */
export interface AudienceGate extends AudienceAccess {
  readonly audienceRole: AudienceRole | null;
}

/**
 * What decides the caller's Audience (platform §4): the feature toggle (organisation toggles,
 * overridden by the user's own), the hard disable (the package has no Audience), the soft
 * disable (toggle {@link AUDIENCE_SOFT_DISABLE}) and their stored audience role.
 */
export async function audienceGate(
  db: Db,
  caller: Pick<Caller, 'orgId' | 'userId'>,
): Promise<AudienceGate> {
  const [org, user, toggles] = await Promise.all([
    db
      .selectFrom('organisations')
      .select('packageName')
      .where('id', '=', caller.orgId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select('audienceRole')
      .where('id', '=', caller.userId)
      .where('orgId', '=', caller.orgId)
      .executeTakeFirst(),
    db
      .selectFrom('featureToggles')
      .select(['discriminator', 'feature', 'enabled'])
      .where('feature', 'in', [AUDIENCE_TOGGLE, AUDIENCE_SOFT_DISABLE])
      .where((eb) =>
        eb.or([
          eb.and([eb('discriminator', '=', 'ORGANIZATION'), eb('targetId', '=', caller.orgId)]),
          eb.and([eb('discriminator', '=', 'USER'), eb('targetId', '=', caller.userId)]),
        ]),
      )
      .execute(),
  ]);
  const toggle = (feature: string, fallback: boolean) => {
    let on = fallback;
    for (const kind of ['ORGANIZATION', 'USER']) {
      for (const t of toggles)
        if (t.discriminator === kind && t.feature === feature) on = t.enabled;
    }
    return on;
  };
  const role = user?.audienceRole ?? null;
  return {
    toggle: toggle(AUDIENCE_TOGGLE, true),
    hardDisabled: !hasArea(org.packageName as FeaturePackage, 'audience'),
    softDisabled: toggle(AUDIENCE_SOFT_DISABLE, false),
    audienceRole: AudienceRole.is(role) ? role : null,
  };
}

/** Why Audience is closed to someone, in words they can act on; null when it is open. */
export function audienceRefusal(gate: AudienceGate): string | null {
  if (isAudienceAvailable(gate)) return null;
  if (gate.hardDisabled) return "Your organisation's package does not include Audience.";
  if (!gate.toggle) return 'Audience is switched off for your organisation.';
  if (gate.softDisabled)
    return 'Audience is paused for your organisation; ask your administrator to turn it back on.';
  return 'You have no audience role. Ask an administrator to give you one in Settings › Users.';
}

/**
 * Every `/api/audience` route starts here: refuses (403 with a readable reason) unless the
 * package has Audience, its toggle is on, it is neither hard nor soft disabled, and the caller's
 * stored audience role is ADMIN or AUDIENCE_USER. Answers the gate for routes that need the role.
 */
export async function requireAudience(
  db: Db,
  caller: Pick<Caller, 'orgId' | 'userId'>,
): Promise<AudienceGate & { audienceRole: AudienceRole }> {
  const gate = await audienceGate(db, caller);
  const refusal = audienceRefusal(gate);
  if (refusal !== null || gate.audienceRole === null)
    throw forbidden(refusal ?? 'No audience role.');
  return { ...gate, audienceRole: gate.audienceRole };
}
