import type { InboundPost } from './sandbox.traffic.js';

/** An account a person granted access to on a network: a page, a profile, a location. */
export interface GrantedAccount {
  /** The network's own id of the account. */
  readonly externalId: string;
  readonly name: string;
  readonly username: string | null;
  readonly thumbnailUrl: string | null;
  /** LinkedIn: COMPANY (a page), SHOWCASE (a showcase page) or PROFILE (a person). */
  readonly subType?: string | null;
}

/** What a network tells of a channel it has just been connected to (indexing). */
export interface ChannelIndex {
  /** Followers (fans, subscribers) today. */
  readonly followers: number;
  /** Its recent posts, comments, messages, mentions and reviews, oldest first. */
  readonly history: readonly InboundPost[];
}

/** A failure reported by a network, with its OAuth-style code. */
export class GatewayError extends Error {
  constructor(
    readonly code: 'invalid_grant' | 'access_denied' | 'unsupported_network' | 'server_error',
    message: string,
  ) {
    super(message);
  }
}

/** What the product asks a network to do to one of its items. */
export type ModerationAction = 'hide' | 'unhide' | 'like' | 'unlike' | 'delete';

/** The ways a network refuses a request, as the real ones do. */
export type NetworkFailureKind =
  /** Too many requests: try again after `retryAfterSeconds`. */
  | 'rateLimited'
  /** The channel's access token expired or was revoked: reconnect the channel. */
  | 'tokenExpired'
  /** Instagram's error code 100, subcode 33: an infrastructure issue on the platform. */
  | 'platformIssue'
  /** The item is gone from the network. */
  | 'notFound'
  /** The network refused the content itself (too long, attachments it does not take). */
  | 'invalid'
  /** Facebook: a third-party app controls the conversation (the handover protocol). */
  | 'thirdPartyControl'
  /** The account did not grant what the product needs (a page role, a scope). */
  | 'missingPermission';

/** What the product sends to a network: an answer to one of its items, or a repost of it. */
export type OutboundKind =
  | 'comment'
  | 'reply'
  | 'message'
  | 'privateReply'
  | 'repost'
  | 'quote'
  /** A WhatsApp message template: the only message WhatsApp takes outside the 24-hour window. */
  | 'template';

/** One thing to send to a network. */
export interface OutboundRequest {
  readonly network: string;
  readonly channelId: string;
  readonly kind: OutboundKind;
  /** The network's id of the item answered, reposted or quoted. */
  readonly targetNetworkItemId: string;
  readonly text: string;
  readonly images?: readonly { readonly url: string }[];
  /** For a `template`: which one, and the values of its `{{1}}`, `{{2}}` … placeholders. */
  readonly template?: { readonly id: string; readonly parameters: readonly string[] };
  /**
   * The same key sends once: a retried request whose first attempt reached the network gets
   * the item it already created.
   */
  readonly idempotencyKey: string;
}

/** A post the product publishes on a channel (decision 0070). */
export interface PublishRequest {
  readonly network: string;
  readonly channelId: string;
  /** The text the network gets (its variant, with the channel's campaign tracking applied). */
  readonly text: string;
  readonly media: readonly { readonly url: string; readonly mimeType: string }[];
  /** The link whose preview the post shows; null for none. */
  readonly link: string | null;
  /**
   * The same key publishes once: a request retried after its first attempt reached the network
   * (a crash before the answer was recorded) gets the post the network already made.
   */
  readonly idempotencyKey: string;
}

/** What a network answers for a published post: its id there and its address. */
export interface PublishedPost {
  readonly networkItemId: string;
  readonly permalink: string;
}

/** How much a channel may still send in the network's current window. */
export interface SendQuota {
  /** Items the channel may send per window. */
  readonly limit: number;
  /** Items sent in the current window. */
  readonly used: number;
  readonly windowSeconds: number;
  /** When the oldest send of the window leaves it (null when nothing was sent). */
  readonly resetsAt: Date | null;
}

/** A message template approved for a WhatsApp business account. */
export interface MessageTemplate {
  readonly id: string;
  readonly name: string;
  /** The text with numbered placeholders, `{{1}}`, `{{2}}` …, as WhatsApp writes them. */
  readonly text: string;
  readonly language: string;
}

/** The kinds of public posts, as `PublicPostType` names them. */
export type PublicPostType = 'text' | 'photo' | 'video' | 'link' | 'reel' | 'short';

/** A public channel of any brand, as its network shows it to everyone. */
export interface PublicChannelInfo {
  readonly id: string;
  readonly network: string;
  readonly handle: string;
  readonly name: string;
  /** Its page on the network. */
  readonly url: string;
  readonly thumbnailUrl: string | null;
  readonly followerCount: number;
  /** The network publishes reach and impressions for it (not YouTube). */
  readonly hasReach: boolean;
}

/** One day of a public channel's public metrics, as its network publishes them. */
export interface PublicDayMetrics {
  readonly day: string;
  readonly fans: number;
  readonly posts: number;
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
  readonly views: number;
  readonly reach: number | null;
  readonly impressions: number | null;
}

/** A post of a public channel with its public metrics. */
export interface PublicPostMetrics {
  readonly id: string;
  readonly publicChannelId: string;
  readonly publishedAt: Date;
  readonly type: PublicPostType;
  readonly text: string;
  /** Its page on the network (the sandbox's: a path on this server). */
  readonly permalink: string;
  readonly thumbnailUrl: string | null;
  readonly reactions: number;
  readonly comments: number;
  readonly shares: number;
  readonly views: number;
  readonly reach: number | null;
  readonly impressions: number | null;
  /** From its comments; Facebook only. */
  readonly sentiment: 'positive' | 'neutral' | 'negative' | null;
}

/** A network refused or failed a request. */
export class NetworkError extends Error {
  constructor(
    readonly kind: NetworkFailureKind,
    message: string,
    readonly details: {
      readonly retryAfterSeconds?: number;
      readonly code?: number;
      readonly subcode?: number;
    } = {},
  ) {
    super(message);
  }
}

/**
 * Everything the product does on a social network goes through this interface; the default is
 * the sandbox networks, which behave like the real ones (consent page, single-use codes that
 * expire, per-person accounts) on a machine without internet.
 */
export interface NetworkGateway {
  /** Where to send the browser to ask the person for consent. */
  authorizeUrl(
    network: string,
    request: {
      readonly state: string;
      readonly redirectUri: string;
      /** Who is connecting (OIDC's `login_hint`), so the network can pre-fill its sign-in. */
      readonly loginHint?: string;
    },
  ): string;
  /** Exchanges the code of a granted consent for the accounts it covers (single use). */
  exchangeCode(
    network: string,
    request: { readonly code: string; readonly redirectUri: string },
  ): Promise<readonly GrantedAccount[]>;
  /**
   * Hides, likes or deletes an item on its network (and the opposite); throws a
   * {@link NetworkError} when the network refuses.
   */
  moderate(request: {
    readonly network: string;
    readonly channelId: string;
    readonly networkItemId: string;
    readonly action: ModerationAction;
  }): Promise<void>;
  /**
   * Sends a comment, reply, message, private reply, repost or quote; answers the network's id
   * of what it created. Throws a {@link NetworkError} when the network refuses.
   */
  send(request: OutboundRequest): Promise<{ readonly networkItemId: string }>;
  /**
   * Publishes a post on a channel, once per idempotency key; answers the network's id and
   * address of the post. Throws a {@link NetworkError} when the network refuses.
   */
  publish(request: PublishRequest): Promise<PublishedPost>;
  /** How much the channel may still send now (the networks' write limits). */
  quota(request: { readonly network: string; readonly channelId: string }): Promise<SendQuota>;
  /** The message templates approved for a WhatsApp channel. */
  templates(request: { readonly channelId: string }): Promise<readonly MessageTemplate[]>;
  /**
   * Reads a channel just connected (or reconnected): its followers and recent activity. Throws a
   * {@link NetworkError} when the network refuses.
   */
  index(request: {
    readonly network: string;
    readonly channelId: string;
    readonly name: string;
  }): Promise<ChannelIndex>;
  /**
   * Facebook's handover protocol: takes the thread control of a conversation from the app that
   * holds it (`take_thread_control`). Throws a {@link NetworkError} when the network refuses.
   */
  takeThreadControl(request: {
    readonly network: string;
    readonly channelId: string;
    readonly networkItemId: string;
  }): Promise<void>;
  /** Changes the text of something the channel sent (Google Business Profile comments). */
  edit(request: {
    readonly network: string;
    readonly channelId: string;
    readonly networkItemId: string;
    readonly text: string;
  }): Promise<void>;
  /**
   * Public channels of any brand whose handle or name contains the keyword, on the given networks
   * (all when none), at most `limit`. Throws a {@link NetworkError} when the network refuses.
   */
  searchPublicChannels(request: {
    readonly keyword: string;
    readonly networks: readonly string[];
    readonly limit: number;
  }): Promise<readonly PublicChannelInfo[]>;
  /** A public channel by its id; a {@link NetworkError} `notFound` when there is none. */
  publicChannel(request: { readonly id: string }): Promise<PublicChannelInfo>;
  /**
   * A public channel's daily public metrics from `since` to `until` (`YYYY-MM-DD`, UTC, both
   * included), for the days that are over and the network has. Throws a {@link NetworkError}.
   */
  publicChannelDays(request: {
    readonly id: string;
    readonly since: string;
    readonly until: string;
  }): Promise<readonly PublicDayMetrics[]>;
  /** A public channel's posts published from `since` to `until` (days, UTC, both included). */
  publicChannelPosts(request: {
    readonly id: string;
    readonly since: string;
    readonly until: string;
  }): Promise<readonly PublicPostMetrics[]>;
}
