/** An account a person granted access to on a network: a page, a profile, a location. */
export interface GrantedAccount {
  /** The network's own id of the account. */
  readonly externalId: string;
  readonly name: string;
  readonly username: string | null;
  readonly thumbnailUrl: string | null;
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
  | 'notFound';

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
}
