import type { RoleUser } from '@smm/access';
import type { Db } from '../db/database.js';
import { prepared, runPrepared } from '../db/prepared.js';
import { sessionEnded } from '../modules/identity/sessions.js';

/** The signed-in user a request acts for, as authorisation needs it. */
export interface Caller {
  readonly userId: string;
  readonly orgId: string;
  readonly email: string;
  readonly isAdmin: boolean;
  /** A member of a team that grants manageUser (platform §3). */
  readonly isTeamLeader: boolean;
  readonly realmRoles: readonly string[];
  /** The super user assuming this account, if any (the shell shows an indicator). */
  readonly assumedBy: string | null;
  readonly teamIds: readonly string[];
  /** Teams the caller leads. */
  readonly ledTeamIds: readonly string[];
  /**
   * Teams of the caller that grant manageChannels: through them a non-administrator manages
   * channels (docs/decisions/0034).
   */
  readonly channelTeamIds: readonly string[];
  /**
   * The version of the organisation's directory when the caller was loaded (the database raises
   * it with every change to its people, teams and channels), a whole number as text; null when
   * unknown. A directory kept from this version or a later one is current for this request.
   */
  readonly directoryVersion: string | null;
  /** The embedded issuer's session the access token belongs to (`sid`); null otherwise. */
  readonly sessionId: string | null;
  /** When the person entered their password (the token's `auth_time`); null when unknown. */
  readonly authTime: Date | null;
}

/** What an access token says of its session: its id (our issuer's tokens) and sign-in time. */
export interface TokenSession {
  readonly sessionId: string | null;
  readonly authTime: Date | null;
}

/** No token: a job acting for a user. */
const NO_TOKEN: TokenSession = { sessionId: null, authTime: null };

/** The caller as `@smm/access`'s role rules read a user. */
export function roleUserOf(caller: Caller): RoleUser {
  return { id: caller.userId, isAdmin: caller.isAdmin, teamIds: caller.teamIds };
}

/** A caller's row: the user, their teams' ids by what the team grants, and what the token needs. */
interface CallerRow {
  readonly id: string;
  readonly orgId: string;
  readonly email: string;
  readonly isAdmin: boolean;
  readonly realmRoles: string[];
  readonly teamIds: string[];
  readonly ledTeamIds: string[];
  readonly channelTeamIds: string[];
  readonly directoryVersion: string | null;
  readonly sessionOpen: boolean | null;
}

/** The caller's row, the user found by `who` (`$1`), with session `$2` (null: none asked). */
const callerSql = (who: string) => `
  SELECT u.id, u.org_id AS "orgId", u.email, u.is_admin AS "isAdmin",
         u.realm_roles AS "realmRoles",
         t.ids AS "teamIds", t.leads AS "ledTeamIds", t.manages AS "channelTeamIds",
         (SELECT d.version::text FROM directory_versions d WHERE d.org_id = u.org_id)
           AS "directoryVersion",
         CASE WHEN $2::uuid IS NULL THEN true
              ELSE (SELECT s.ended_at IS NULL FROM sessions s WHERE s.id = $2::uuid AND s.user_id = u.id)
         END AS "sessionOpen"
  FROM users u
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(te.id::text), '{}') AS ids,
           coalesce(array_agg(te.id::text) FILTER (WHERE te.manage_user), '{}') AS leads,
           coalesce(array_agg(te.id::text) FILTER (WHERE te.manage_channels), '{}') AS manages
    FROM team_members m JOIN teams te ON te.id = m.team_id
    WHERE m.user_id = u.id
  ) t
  WHERE ${who} AND u.deleted_at IS NULL`;

const CALLER_BY_ID = prepared<CallerRow>('caller_by_id', callerSql('u.id = $1::uuid'));
const CALLER_BY_EMAIL = prepared<CallerRow>('caller_by_email', callerSql('lower(u.email) = $1'));

/**
 * Loads the caller named by a verified token, in one prepared query (every signed-in request
 * may run it); null when the user is gone or deleted. With the token's session (`sid`), the
 * same query reads whether it is still open: an ended or unknown session is a 401 (sign-out,
 * password or e-mail change ended it).
 */
export async function loadCaller(
  db: Db,
  by: { readonly userId: string } | { readonly email: string },
  assumedBy: string | null,
  realmRoles: readonly string[],
  token: TokenSession = NO_TOKEN,
): Promise<Caller | null> {
  const { sessionId } = token;
  const [user] =
    'userId' in by
      ? await runPrepared(db, CALLER_BY_ID, [by.userId, sessionId])
      : await runPrepared(db, CALLER_BY_EMAIL, [by.email.toLowerCase(), sessionId]);
  if (!user) return null;
  if (user.sessionOpen !== true) throw sessionEnded();
  const ledTeamIds = user.isAdmin ? [] : user.ledTeamIds;
  return {
    userId: user.id,
    orgId: user.orgId,
    email: user.email,
    isAdmin: user.isAdmin,
    isTeamLeader: ledTeamIds.length > 0,
    realmRoles: [...new Set([...user.realmRoles, ...realmRoles])],
    assumedBy,
    teamIds: user.teamIds,
    ledTeamIds,
    channelTeamIds: user.isAdmin ? [] : user.channelTeamIds,
    directoryVersion: user.directoryVersion,
    sessionId,
    authTime: token.authTime,
  };
}
