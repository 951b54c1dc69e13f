import * as t from 'io-ts';
import { Count, DateString, Id, Ids, oneOf, struct } from './codec.utils.js';
import { Network } from './network.codec.js';

/** A public channel tracked for a benchmark brand (platform §3). */
export const BrandPublicChannel = t.type(
  { network: Network, publicChannelId: Id, handleName: t.string },
  'BrandPublicChannel',
);
export type BrandPublicChannel = t.TypeOf<typeof BrandPublicChannel>;

/** Whether a brand's public channels have their history yet (`POST /api/benchmark/onboard`). */
export const BrandOnboardingStatus = oneOf(['notStarted', 'onboarding', 'ready']);
export type BrandOnboardingStatus = t.TypeOf<typeof BrandOnboardingStatus>;

/** A benchmark brand (platform §3); `onboardingStatus` is ours (decision 0076). */
export const Brand = struct(
  'Brand',
  {
    id: Id,
    name: t.string,
    organisationId: Id,
    ownBrand: t.boolean,
    publicChannelIdNetworkList: t.array(BrandPublicChannel),
  },
  {
    details: t.string,
    access: t.string,
    teamList: Ids,
    channelSlotsUsed: Count,
    createdAt: DateString,
    channelUrl: t.string,
    onboardingStatus: BrandOnboardingStatus,
  },
);
export type Brand = t.TypeOf<typeof Brand>;

/** Channel-slot details of an organisation (platform §3). */
export const ChannelSlotDetails = t.type(
  { organisationId: Id, totalChannelSlots: Count, usedChannelSlots: Count },
  'ChannelSlotDetails',
);
export type ChannelSlotDetails = t.TypeOf<typeof ChannelSlotDetails>;

/** The slot summary: brands and the channel slots remaining (platform §3). */
export const ChannelSlotSummary = t.type(
  { brands: t.array(Brand), channelSlotsRemaining: t.number },
  'ChannelSlotSummary',
);
export type ChannelSlotSummary = t.TypeOf<typeof ChannelSlotSummary>;

/** One handle found by a suggested-channel search. */
export const HandleInfo = struct(
  'HandleInfo',
  { handle: t.string, network: Network },
  { name: t.string, publicChannelId: Id, thumbnailUrl: t.string, followerCount: Count },
);
export type HandleInfo = t.TypeOf<typeof HandleInfo>;

/** A suggested-channel search and its results (platform §3). */
export const SuggestedChannelSearch = t.type(
  { handleInfos: t.array(HandleInfo), keyword: t.string },
  'SuggestedChannelSearch',
);
export type SuggestedChannelSearch = t.TypeOf<typeof SuggestedChannelSearch>;
