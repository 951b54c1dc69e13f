import { trackingTemplateRights } from '@smm/access';
import { TrackingParameter, type ChannelCampaignTracking, type TrackingTemplate } from '@smm/model';
import { trackingProblems, type TrackingProblem } from '@smm/tracking';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import { seenOf, type Viewpoint } from '../channel-groups/viewpoint.js';
import type { Directory } from '../directory/directory.js';

const Parameters = t.array(TrackingParameter);

/** Parameters as stored (JSON written by this module); anything else reads as none. */
export const storedParameters = (json: unknown): TrackingParameter[] =>
  E.getOrElse((): TrackingParameter[] => [])(Parameters.decode(json));

/** A tracking template as stored, with the live channels that use it. */
export interface TemplateRow {
  readonly id: string;
  readonly name: string;
  readonly parameters: unknown;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly usedBy: readonly string[];
}

/** The organisation's tracking templates (one of them with `id`), by name, with their channels. */
export async function readTemplates(db: Db, orgId: string, id?: string): Promise<TemplateRow[]> {
  let query = db
    .selectFrom('trackingTemplates')
    .select(['id', 'name', 'parameters', 'createdAt', 'updatedAt'])
    .where('orgId', '=', orgId);
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const users = await db
    .selectFrom('channels')
    .select(['id', 'campaignTrackingTemplateId'])
    .where('orgId', '=', orgId)
    .where('markedForDeletionAt', 'is', null)
    .where(
      'campaignTrackingTemplateId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    usedBy: users.filter((u) => u.campaignTrackingTemplateId === row.id).map((u) => u.id),
  }));
}

/**
 * A template as the caller sees it (docs/decisions/0037): the channels using it that they see,
 * and whether they may change it.
 */
export function templateAsSeen(row: TemplateRow, viewpoint: Viewpoint): TrackingTemplate {
  return {
    id: row.id,
    name: row.name,
    parameters: storedParameters(row.parameters),
    channelIds: seenOf(viewpoint, row.usedBy),
    canChange: trackingTemplateRights(viewpoint.management, row.usedBy).canChange,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A channel's campaign tracking as stored. */
export interface TrackingRow {
  readonly id: string;
  readonly campaignTrackingEnabled: boolean;
  readonly campaignTrackingTemplateId: string | null;
  readonly campaignTrackingMappings: unknown;
}

/** The campaign tracking of the organisation's live channels (or of one). */
export async function readTracking(db: Db, orgId: string, id?: string): Promise<TrackingRow[]> {
  let query = db
    .selectFrom('channels')
    .select([
      'id',
      'campaignTrackingEnabled',
      'campaignTrackingTemplateId',
      'campaignTrackingMappings',
    ])
    .where('orgId', '=', orgId)
    .where('markedForDeletionAt', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

/**
 * The campaign tracking of the channels the caller sees, in the order of their channel list,
 * each saying whether the caller may change it.
 */
export function trackingAsSeen(
  rows: readonly TrackingRow[],
  directory: Directory,
  viewpoint: Viewpoint,
): ChannelCampaignTracking[] {
  const byId = new Map(directory.channels.map((channel) => [channel.id, channel]));
  return rows
    .filter((row) => viewpoint.seen.has(row.id))
    .sort((a, b) => (viewpoint.seen.get(a.id) ?? 0) - (viewpoint.seen.get(b.id) ?? 0))
    .flatMap((row) => {
      const channel = byId.get(row.id);
      if (!channel) return [];
      return [
        {
          id: channel.id,
          name: channel.name,
          network: channel.type,
          campaignTrackingEnabled: row.campaignTrackingEnabled,
          campaignTrackingTemplateId: row.campaignTrackingTemplateId,
          campaignTrackingMappings: storedParameters(row.campaignTrackingMappings),
          canManage: viewpoint.management.manages(channel.id),
        },
      ];
    });
}

/** A problem of a parameter list in words, naming the parameter by its position from 1. */
function problemText(problem: TrackingProblem): string {
  switch (problem.kind) {
    case 'tooMany':
      return `at most ${problem.max} parameters are allowed`;
    case 'keyMissing':
      return `parameter ${problem.index + 1} has no key`;
    case 'keyInvalid':
      return `the key of parameter ${problem.index + 1} may hold only letters, digits, ".", "_", "~" and "-"`;
    case 'keyRepeated':
      return `the key ${problem.key} is given twice`;
    case 'valueTooLong':
      return `the value of parameter ${problem.index + 1} is longer than ${problem.max} characters`;
    case 'unknownPlaceholder':
      return `parameter ${problem.index + 1} names {${problem.name.slice(0, 40)}}, which is not a placeholder ({network}, {channel} or {post})`;
  }
}

/** 400 when a list of parameters cannot be saved, saying why (at most three reasons). */
export function checkParameters(
  what: string,
  parameters: readonly TrackingParameter[],
): TrackingParameter[] {
  const problems = trackingProblems(parameters);
  if (problems.length > 0) {
    throw badRequest(`${what}: ${problems.slice(0, 3).map(problemText).join('; ')}.`);
  }
  return [...parameters];
}
