import {
  CampaignTrackingChange,
  CampaignTrackingMappingsChange,
  ChannelCampaignTracking,
  ChannelId,
  type TrackingParameter,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { viewpointOf } from '../channel-groups/viewpoint.js';
import {
  checkParameters,
  readTracking,
  storedParameters,
  trackingAsSeen,
} from './url-tracking.store.js';

const TAG = 'url tracking';
const CHANNELS = '/publish/url-tracking/channels';
/** The campaign tracking mappings of every channel (platform §7 names them, not their path). */
export const MAPPINGS = '/publish/url-tracking/mappings';

const ChannelParam = t.type({ id: ChannelId }, 'ChannelParam');

/** What the caller asks a channel's tracking to become; left-out parts stay as they are. */
interface TrackingChange {
  readonly enabled?: boolean;
  readonly templateId?: string | null;
  readonly mappings?: readonly TrackingParameter[];
}

/** The caller's directory and viewpoint on it, as current as the caller. */
async function viewpoint(db: Db, caller: Caller) {
  const directory = await currentDirectory(db, caller.orgId, caller.directoryVersion);
  return { directory, view: viewpointOf(directory, caller) };
}

/** One channel's campaign tracking as the caller sees it; 404 when they do not see the channel. */
async function seenTracking(db: Db, caller: Caller, id: string): Promise<ChannelCampaignTracking> {
  const { directory, view } = await viewpoint(db, caller);
  const [tracking] = trackingAsSeen(await readTracking(db, caller.orgId, id), directory, view);
  if (!tracking) throw notFound('Channel');
  return tracking;
}

/**
 * Changes a channel's campaign tracking (docs/decisions/0037): the caller must see and manage
 * the channel; a template must be of their organisation; tracking that is on needs a template
 * or a mapping with a value. The template is locked (`FOR KEY SHARE`) before the channel, the
 * order its deletion takes them in.
 */
async function changeTracking(
  db: Db,
  caller: Caller,
  id: string,
  change: TrackingChange,
): Promise<ChannelCampaignTracking> {
  const { view } = await viewpoint(db, caller);
  if (!view.seen.has(id)) throw notFound('Channel');
  if (!view.management.manages(id)) {
    throw forbidden(
      'Only administrators and members of a team that manages this channel set its campaign tracking.',
    );
  }
  const mappings =
    change.mappings === undefined ? undefined : checkParameters('mappings', change.mappings);
  await transact(db, async (trx) => {
    if (typeof change.templateId === 'string') {
      const template = await trx
        .selectFrom('trackingTemplates')
        .select('id')
        .where('id', '=', change.templateId)
        .where('orgId', '=', caller.orgId)
        .forKeyShare()
        .executeTakeFirst();
      if (!template) throw notFound('Tracking template');
    }
    const row = await trx
      .selectFrom('channels')
      .select(['campaignTrackingEnabled', 'campaignTrackingTemplateId', 'campaignTrackingMappings'])
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .where('markedForDeletionAt', 'is', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Channel');
    const enabled = change.enabled ?? row.campaignTrackingEnabled;
    const templateId =
      change.templateId === undefined ? row.campaignTrackingTemplateId : change.templateId;
    const next = mappings ?? storedParameters(row.campaignTrackingMappings);
    if (enabled && templateId === null && !next.some((m) => m.value.trim() !== '')) {
      throw badRequest(
        'Campaign tracking needs a tracking template or a parameter with a value to tag links with.',
      );
    }
    await trx
      .updateTable('channels')
      .set({
        campaignTrackingEnabled: enabled,
        campaignTrackingTemplateId: templateId,
        campaignTrackingMappings: JSON.stringify(next),
      })
      .where('id', '=', id)
      .execute();
  });
  return seenTracking(db, caller, id);
}

/**
 * A channel's campaign tracking (platform §3, §7; docs/decisions/0037) beside the spec's
 * `GET /publish/url-tracking/channels[/{id}]`: setting it, and the campaign tracking mappings of
 * all channels and of one.
 */
export function campaignTrackingRoutes(): AnyRoute[] {
  return [
    route({
      method: 'PUT',
      path: `${CHANNELS}/{id}`,
      tag: TAG,
      summary:
        "Turns a channel's campaign tracking on or off and sets its template and mappings (channel managers of the channel)",
      access: 'channelManager',
      params: ChannelParam,
      body: CampaignTrackingChange,
      response: ChannelCampaignTracking,
      handle: async ({ db, caller, params, body }) =>
        changeTracking(db, caller, params.id, {
          enabled: body.campaignTrackingEnabled,
          ...(body.campaignTrackingTemplateId === undefined
            ? {}
            : { templateId: body.campaignTrackingTemplateId }),
          ...(body.campaignTrackingMappings === undefined
            ? {}
            : { mappings: body.campaignTrackingMappings }),
        }),
    }),
    route({
      method: 'GET',
      path: MAPPINGS,
      tag: TAG,
      summary:
        'The campaign tracking of every channel the caller sees: switch, template and mappings, and whether they manage it',
      access: 'user',
      response: t.array(ChannelCampaignTracking),
      handle: async ({ db, caller }) => {
        const { directory, view } = await viewpoint(db, caller);
        return trackingAsSeen(await readTracking(db, caller.orgId), directory, view);
      },
    }),
    route({
      method: 'GET',
      path: `${CHANNELS}/{id}/mappings`,
      tag: TAG,
      summary: "One channel's campaign tracking mappings, with its switch and template",
      access: 'user',
      params: ChannelParam,
      response: ChannelCampaignTracking,
      handle: async ({ db, caller, params }) => seenTracking(db, caller, params.id),
    }),
    route({
      method: 'PUT',
      path: `${CHANNELS}/{id}/mappings`,
      tag: TAG,
      summary:
        "Replaces a channel's campaign tracking mappings: parameters that fill or override its template's values",
      access: 'channelManager',
      params: ChannelParam,
      body: CampaignTrackingMappingsChange,
      response: ChannelCampaignTracking,
      handle: async ({ db, caller, params, body }) =>
        changeTracking(db, caller, params.id, { mappings: body.campaignTrackingMappings }),
    }),
  ];
}
