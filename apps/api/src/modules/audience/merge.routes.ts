import {
  MergeDecision,
  MergeNomineesPage,
  MergeNomineesQuery,
  MergePair,
  MergeParams,
  NOMINEES_PAGE,
} from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { requireAudience } from './audience.access.js';
import { dismissPair, mergePeopleInto, nomineesPage, undoDecision } from './merge.store.js';

/** Where Audience's merge lives in the API. */
export const MERGE = '/api/audience/merge';

/**
 * Merge (platform §3 "merge nominees", decision 0097): people likely the same across networks,
 * 25 at a time, merged or found not the same person, and either undone.
 */
export function mergeRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${MERGE}/nominees`,
      tag: 'audience',
      summary:
        'People likely the same person across networks, best first, 25 at a time (`next` reads on)',
      access: 'user',
      query: MergeNomineesQuery,
      response: MergeNomineesPage,
      handle: async ({ db, caller, query }) => {
        await requireAudience(db, caller);
        return nomineesPage(db, caller.orgId, query.after, query.limit ?? NOMINEES_PAGE);
      },
    }),
    route({
      method: 'POST',
      path: `${MERGE}/merges`,
      tag: 'audience',
      summary:
        'Merges the other person into the kept one (identities, contact fields where empty, counts, first and last seen); undoable',
      access: 'user',
      body: MergePair,
      response: MergeDecision,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        await requireAudience(db, caller);
        return mergePeopleInto(db, caller, address, body.keptId, body.otherId);
      },
    }),
    route({
      method: 'POST',
      path: `${MERGE}/dismissals`,
      tag: 'audience',
      summary: 'Marks two people not the same person: the pair is not nominated again; undoable',
      access: 'user',
      body: MergePair,
      response: MergeDecision,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        await requireAudience(db, caller);
        return dismissPair(db, caller, address, body.keptId, body.otherId);
      },
    }),
    route({
      method: 'POST',
      path: `${MERGE}/{id}/undo`,
      tag: 'audience',
      summary: 'Undoes a merge (exactly as it was before) or a "not the same person"',
      access: 'user',
      params: MergeParams,
      response: MergeDecision,
      handle: async ({ db, caller, params, address }) => {
        await requireAudience(db, caller);
        return undoDecision(db, caller, address, params.id);
      },
    }),
  ];
}
