import type {
  ChannelRole,
  EngageItem,
  FacebookBlock,
  InstagramBlock,
  ItemMeta,
  Prediction,
  Sender,
} from '@smm/model';

/**
 * The parts of an engage item the rules read. Every `EngageItem` of `@smm/model` is one; tests
 * may build just these fields (or use `makeEngageItem` from `@smm/model/testing`).
 */
export interface RuleItem {
  readonly channelId?: string;
  readonly engage: Pick<
    EngageItem['engage'],
    'type' | 'network' | 'networkStatus' | 'canRespond' | 'context'
  >;
  readonly meta?: Pick<ItemMeta, 'userPermissions' | 'reactions' | 'messageType'>;
  readonly sender?: Pick<Sender, 'name' | 'visibility' | 'isOwn' | 'id' | 'handle'>;
  readonly message?: string;
  readonly prediction?: Pick<Prediction, 'sentiment' | 'userSentiment'>;
  readonly facebook?: Pick<
    FacebookBlock,
    'canHide' | 'recommendation' | 'canReplyPrivately' | 'privateReplyReference'
  >;
  readonly instagram?: Pick<InstagramBlock, 'privateReplyReference'>;
}

/**
 * The person looking at an item. Without a viewer the rules answer for someone with full rights
 * on the item's channel; a viewer whose role on the item's channel is VIEW_ONLY sees it
 * view-only.
 */
export interface Viewer {
  readonly id: string;
  /** The viewer's role per channel id; a channel without an entry is not restricted here. */
  readonly channelRoles?: Readonly<Record<string, ChannelRole>>;
}

/** Every capability of one item for one viewer (`capabilitiesOf`). */
export interface Capabilities {
  readonly reply: boolean;
  readonly sendMessage: boolean;
  readonly delete: boolean;
  readonly hide: boolean;
  readonly like: boolean;
  readonly repost: boolean;
  readonly quote: boolean;
  readonly edit: boolean;
  readonly privateReply: boolean;
  readonly sentiment: boolean;
  readonly spam: boolean;
  readonly priority: boolean;
  readonly assign: boolean;
  readonly label: boolean;
  readonly viewOnly: boolean;
}

/** The names of the capabilities, in the order of {@link Capabilities}. */
export type Capability = keyof Capabilities;
