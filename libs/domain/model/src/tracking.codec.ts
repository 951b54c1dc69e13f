import * as t from 'io-ts';
import { DateString, Id, Ids, nullable, struct, Uuid } from './codec.utils.js';
import { Network } from './network.codec.js';
import { nonEmptyText, text } from './text.codec.js';

/** How many tracking parameters a list may have and how long their keys and values may be. */
export const TRACKING_LIMITS = { parameters: 20, key: 64, value: 200 } as const;

const KEY_PATTERN = /^[A-Za-z0-9._~-]+$/;
const isKey = (u: unknown): u is string =>
  typeof u === 'string' && u.length <= TRACKING_LIMITS.key && KEY_PATTERN.test(u);

/**
 * A tracking parameter's key: 1 to 64 letters, digits, `.`, `_`, `~` or `-` (the characters a
 * URL carries as they are), such as `utm_source`.
 */
export const TrackingParameterKey = Object.assign(
  new t.Type<string, string, unknown>(
    'parameter key (letters, digits, ".", "_", "~", "-")',
    isKey,
    (u, c) => (isKey(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  {
    schema: {
      type: 'string',
      pattern: '^[A-Za-z0-9._~-]+$',
      minLength: 1,
      maxLength: TRACKING_LIMITS.key,
    },
  },
);

/**
 * One query parameter of tagged links (platform §3, campaign tracking): its key and its value,
 * which may hold the placeholders `{network}`, `{channel}` and `{post}`.
 */
export const TrackingParameter = t.type(
  { key: TrackingParameterKey, value: text(TRACKING_LIMITS.value) },
  'TrackingParameter',
);
export type TrackingParameter = t.TypeOf<typeof TrackingParameter>;

/** A list of at most 20 tracking parameters. */
export const TrackingParameters = t.refinement(
  t.array(TrackingParameter),
  (list) => list.length <= TRACKING_LIMITS.parameters,
  `at most ${TRACKING_LIMITS.parameters} parameters`,
);

/**
 * A tracking template (platform §3, docs/decisions/0037): a name and the parameters the links
 * of the channels that use it get, with the channels the caller sees among them.
 */
export const TrackingTemplate = t.type(
  {
    id: Id,
    name: t.string,
    parameters: t.array(TrackingParameter),
    /** The channels using it that the caller sees. */
    channelIds: Ids,
    /** The caller may change and delete it: an administrator, or a manager of every channel using it. */
    canChange: t.boolean,
    createdAt: DateString,
    updatedAt: DateString,
  },
  'TrackingTemplate',
);
export type TrackingTemplate = t.TypeOf<typeof TrackingTemplate>;

/** Creating or changing a tracking template. */
export const TrackingTemplateInput = t.type(
  { name: nonEmptyText('name'), parameters: TrackingParameters },
  'TrackingTemplateInput',
);
export type TrackingTemplateInput = t.TypeOf<typeof TrackingTemplateInput>;

/**
 * A channel's campaign tracking (platform §3: `campaignTrackingEnabled`,
 * `campaignTrackingTemplateId`, `campaignTrackingMappings`): whether its links are tagged, with
 * which template, and its mappings — parameters that fill or override the template's values for
 * this channel. `canManage` says whether the caller may change it.
 */
export const ChannelCampaignTracking = t.type(
  {
    id: Id,
    name: t.string,
    network: Network,
    campaignTrackingEnabled: t.boolean,
    campaignTrackingTemplateId: nullable(Id),
    campaignTrackingMappings: t.array(TrackingParameter),
    canManage: t.boolean,
  },
  'ChannelCampaignTracking',
);
export type ChannelCampaignTracking = t.TypeOf<typeof ChannelCampaignTracking>;

/**
 * Setting a channel's campaign tracking; the template and the mappings stay as they are when
 * left out. Turning tracking on needs a template or a mapping with a value.
 */
export const CampaignTrackingChange = struct(
  'CampaignTrackingChange',
  { campaignTrackingEnabled: t.boolean },
  { campaignTrackingTemplateId: nullable(Uuid), campaignTrackingMappings: TrackingParameters },
);
export type CampaignTrackingChange = t.TypeOf<typeof CampaignTrackingChange>;

/** Replacing a channel's campaign tracking mappings. */
export const CampaignTrackingMappingsChange = t.type(
  { campaignTrackingMappings: TrackingParameters },
  'CampaignTrackingMappingsChange',
);
export type CampaignTrackingMappingsChange = t.TypeOf<typeof CampaignTrackingMappingsChange>;
