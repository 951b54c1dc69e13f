import { hasArea } from '@smm/access';
import { periodProblem } from '@smm/measure';
import type { FeaturePackage, MeasureQuery } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { engageViewer, type EngageViewer } from '../engage/engage.viewer.js';
import type { MeasureScope } from './measure.sql.js';

/** What a Measure query reads, checked: the scope, the viewer, the teams asked for, the zone. */
export interface MeasureRequest {
  readonly scope: MeasureScope;
  readonly viewer: EngageViewer;
  /** The teams asked for (all the organisation's when the query names none). */
  readonly teamIds: readonly string[] | undefined;
  readonly timeZone: string;
}

/** 403 unless the caller's organisation's package has Measure. */
export async function requireMeasure(db: Db, caller: Caller): Promise<void> {
  const org = await db
    .selectFrom('organisations')
    .select('packageName')
    .where('id', '=', caller.orgId)
    .executeTakeFirstOrThrow();
  if (!hasArea(org.packageName as FeaturePackage, 'measure')) {
    throw forbidden("Your organisation's package does not include Measure.");
  }
}

/**
 * A Measure query as the caller may read it (decisions 0077, 0086): 400 for a period that ends
 * before it starts or spans more than 400 days, 403 without Measure in the package; the channels
 * are those the caller sees, narrowed to the channels of the teams and to the channels and
 * networks the query names.
 */
export async function measureRequest(
  db: Db,
  caller: Caller,
  query: MeasureQuery,
): Promise<MeasureRequest> {
  const problem = periodProblem(query.since, query.until);
  if (problem !== null) throw badRequest(problem);
  await requireMeasure(db, caller);
  const viewer = await engageViewer(db, caller);
  let channelIds = [...viewer.channels.keys()];
  if (query.teamIds !== undefined && query.teamIds.length > 0) {
    const wanted = new Set(query.teamIds);
    const ofTeams = new Set(
      viewer.teams.filter((team) => wanted.has(team.id)).flatMap((team) => team.channelIds ?? []),
    );
    channelIds = channelIds.filter((id) => ofTeams.has(id));
  }
  if (query.channels !== undefined && query.channels.length > 0) {
    const named = new Set<string>(query.channels);
    channelIds = channelIds.filter((id) => named.has(id));
  }
  return {
    scope: {
      orgId: caller.orgId,
      channelIds,
      since: new Date(query.since),
      until: new Date(query.until),
      ...(query.networks === undefined ? {} : { networks: query.networks }),
    },
    viewer,
    teamIds: query.teamIds,
    timeZone: query.timeZone ?? 'UTC',
  };
}
