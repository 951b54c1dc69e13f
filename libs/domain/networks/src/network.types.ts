import type { BulkActionType, DefinedNetwork, UploadOptions } from '@smm/model';

/** Which item types a network lets us reply to with a comment (engage §5). */
export type ReplyScope = 'any' | 'postsAndComments' | 'none';

/** What may be deleted on a network (engage §5). */
export interface DeleteAbility {
  /** The item types that can be deleted at all. */
  readonly types: 'all' | 'posts' | 'comments' | 'none';
  /** Only items the channel wrote itself. */
  readonly ownOnly: boolean;
  /** Mentions only when the channel wrote them itself (Facebook, LinkedIn). */
  readonly ownMentionsOnly: boolean;
}

/** What may be hidden on a network (engage §5). */
export interface HideAbility {
  /** Comments (and replies) can be hidden. */
  readonly comments: boolean;
  /** The channel's own comments can be hidden too. */
  readonly own: boolean;
  /** Hiding needs the item's own permission flag (`facebook.canHide`). */
  readonly needsItemPermission: boolean;
}

/** What may be liked on a network, by item kind (engage §5). */
export interface LikeAbility {
  readonly posts: boolean;
  readonly comments: boolean;
  readonly messages: boolean;
}

/** The abilities the capability rule engine reads for a network. */
export interface NetworkAbilities {
  readonly reply: ReplyScope;
  readonly directMessages: boolean;
  readonly privateReplies: boolean;
  readonly repost: boolean;
  readonly editComments: boolean;
  readonly like: LikeAbility;
  readonly likeIcon: 'heart' | 'thumbUp';
  readonly hide: HideAbility;
  readonly delete: DeleteAbility;
  readonly spam: boolean;
  readonly priority: boolean;
  readonly sentiment: boolean;
  readonly assign: boolean;
  readonly label: boolean;
  readonly audienceProfile: boolean;
  /** The bulk actions of the select-all toolbar. */
  readonly bulkActions: readonly BulkActionType[];
  /** Labels can be changed in bulk (a call of its own, engage §7). */
  readonly bulkLabel: boolean;
}

/** Every fact the product keeps about one network. */
export interface NetworkFacts {
  readonly id: DefinedNetwork;
  /** The network's name as users read it: X for twitter, Google Business Profile for googlemybusiness. */
  readonly name: string;
  /** The lower-case form used in URLs and channel-id prefixes (`linkedin` for linkedIn). */
  readonly slug: string;
  /** Brand colour, `#rrggbb`. */
  readonly colour: string;
  /** The OAuth connect path, `/channels/v2/connect/{slug}`. */
  readonly oauthPath: string;
  /** One connect flow can add several channels (pages, locations, numbers). */
  readonly multiChannel: boolean;
  readonly canBlockUsers: boolean;
  /** Longest comment or reply; -1 = unlimited (engage §5). */
  readonly maxReplyLength: number;
  /** Longest published post; -1 = unlimited (engage §5). */
  readonly maxPostLength: number;
  /** Upload limits; kinds the spec does not give are absent (engage §9). */
  readonly upload: UploadOptions;
  /** Profile URL with `{id}` or `{handle}` placeholders. */
  readonly profileUrlTemplate: string;
  readonly abilities: NetworkAbilities;
}
