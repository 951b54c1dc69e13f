import * as t from 'io-ts';
import { ChannelPermissions } from './channel.codec.js';
import {
  ChannelId,
  Count,
  DateString,
  Id,
  integerParam,
  nullable,
  oneOf,
  struct,
} from './codec.utils.js';
import { Network } from './network.codec.js';
import { nonEmptyText, text } from './text.codec.js';
import { UploadKind } from './upload.codec.js';

/**
 * A post's status (platform §7; the lifecycle of `@smm/publish`'s `nextStatus`). `published`,
 * `scheduled` and `scheduledError` are the statuses Home lists; the others are the approval
 * flow's.
 */
export const PublishPostStatus = oneOf([
  'draft',
  'pendingApproval',
  'approved',
  'rejected',
  'scheduled',
  'published',
  'scheduledError',
]);
export type PublishPostStatus = t.TypeOf<typeof PublishPostStatus>;

/**
 * Where a post shows (Home's `visibility=page`): `page`, on the channel's page for its followers;
 * `hidden`, a post only an ad shows (a dark post, made when promoting).
 */
export const PublishVisibility = oneOf(['page', 'hidden']);
export type PublishVisibility = t.TypeOf<typeof PublishVisibility>;

/**
 * What the composer asks for when it saves a post: keep it as a draft, send it for approval, put
 * it in the queue for its `scheduledAt`, or publish it now.
 */
export const PublishAction = oneOf(['saveDraft', 'submitForApproval', 'schedule', 'publishNow']);
export type PublishAction = t.TypeOf<typeof PublishAction>;

/** The order of a list of posts by their time (`at`): newest or oldest first. */
export const PublishSort = oneOf(['newest', 'oldest']);
export type PublishSort = t.TypeOf<typeof PublishSort>;

/** How one channel of a post fared: waiting for its time, on the network, or refused by it. */
export const PublishTargetStatus = oneOf(['pending', 'published', 'failed']);
export type PublishTargetStatus = t.TypeOf<typeof PublishTargetStatus>;

/** The most channels one post goes to, attachments it carries, and the limits of its texts. */
export const PUBLISH_LIMITS = {
  channels: 50,
  media: 10,
  variants: 20,
  /** The longest text any network takes is LinkedIn's 3,000; the codec allows the message limit. */
  text: 10_000,
  comment: 1_000,
  page: 200,
} as const;

/**
 * A list in a query string, repeated (`a=x&a=y`) or separated by commas (`a=x,y`), each part
 * decoded by `item`, at most `max` parts, without repeats.
 */
export function listParam<C extends t.Mixed>(
  item: C,
  max: number,
  name: string,
): t.Type<t.TypeOf<C>[], string, unknown> & { readonly schema: Record<string, unknown> } {
  const type = new t.Type<t.TypeOf<C>[], string, unknown>(
    name,
    (u): u is t.TypeOf<C>[] => t.array(item).is(u),
    (u, c) => {
      const parts = (Array.isArray(u) ? u : [u])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .filter((part) => part !== '');
      if (parts.length > max) return t.failure(u, c, `at most ${max} values`);
      const decoded = t.array(item).validate(parts, c);
      return decoded._tag === 'Right' ? t.success([...new Set(decoded.right)]) : decoded;
    },
    (values) => values.map(String).join(','),
  );
  return Object.assign(type, {
    schema: { type: 'string', description: `${name}: comma-separated or repeated, at most ${max}` },
  });
}

/** `true` or `false`, also as query-string text. */
export const BooleanParam = Object.assign(
  new t.Type<boolean, boolean, unknown>(
    'true|false',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) =>
      u === true || u === 'true'
        ? t.success(true)
        : u === false || u === 'false'
          ? t.success(false)
          : t.failure(u, c),
    t.identity,
  ),
  { schema: { type: 'boolean' } },
);

/**
 * A photo or video a post carries, as the server stored it from an upload (`POST
 * /api/publish/media`): where it is served, its type, size and kind, and the name it was
 * uploaded with.
 */
export const PostMedia = t.type(
  {
    url: t.string,
    mimeType: t.string,
    bytes: Count,
    kind: UploadKind,
    name: t.string,
  },
  'PostMedia',
);
export type PostMedia = t.TypeOf<typeof PostMedia>;

/** An attachment named in a post being saved: the `url` an upload answered. */
export const PostMediaRef = t.type({ url: text('url') }, 'PostMediaRef');
export type PostMediaRef = t.TypeOf<typeof PostMediaRef>;

/**
 * A link's preview (`resolveLinkMeta`): its title, description and image as the page declares
 * them (Open Graph, else the page's title and description), fetched by the server.
 */
export const LinkPreview = t.type(
  {
    url: t.string,
    title: nullable(t.string),
    description: nullable(t.string),
    imageUrl: nullable(t.string),
    siteName: nullable(t.string),
  },
  'LinkPreview',
);
export type LinkPreview = t.TypeOf<typeof LinkPreview>;

/** `?url=`: the link to preview. */
export const LinkPreviewQuery = t.type({ url: nonEmptyText('url') }, 'LinkPreviewQuery');
export type LinkPreviewQuery = t.TypeOf<typeof LinkPreviewQuery>;

/** `?networks=`: the networks whose upload limits a file must meet (those of the post's channels). */
export const PostMediaTarget = t.type(
  { networks: listParam(Network, 20, 'networks') },
  'PostMediaTarget',
);
export type PostMediaTarget = t.TypeOf<typeof PostMediaTarget>;

/** A network's own version of the post, as saved: its text and attachments replace the post's. */
export const PostVariantInput = struct(
  'PostVariantInput',
  { network: Network, text: text(PUBLISH_LIMITS.text) },
  { media: t.array(PostMediaRef) },
);
export type PostVariantInput = t.TypeOf<typeof PostVariantInput>;

/**
 * A post as the composer saves it (create and update): its channels, its text, attachments and
 * link, a variant per network where the text differs, when it should go out (an instant; the
 * composer reads it from a date and time in the person's zone), whether to promote it, and what
 * to do with it. Every network's version is checked with `@smm/publish`'s `postProblems`.
 */
export const PostInput = struct(
  'PostInput',
  {
    channelIds: t.array(ChannelId, 'Array<channel id>'),
    text: text(PUBLISH_LIMITS.text),
    action: PublishAction,
  },
  {
    media: t.array(PostMediaRef),
    /** The link whose preview the post shows; null for none. */
    link: nullable(text('url')),
    variants: t.array(PostVariantInput),
    /** Required to `schedule`; the requested time of a post sent for approval. */
    scheduledAt: nullable(DateString),
    /** Boost the post with an ad once published (only where the package has promote). */
    promote: t.boolean,
  },
);
export type PostInput = t.TypeOf<typeof PostInput>;

/** A person named on a post: who wrote it, who approved or rejected it. */
export const PostPerson = t.type({ id: Id, name: t.string }, 'PostPerson');
export type PostPerson = t.TypeOf<typeof PostPerson>;

/** A network's version of a post: the text and attachments that network gets. */
export const PostVariant = t.type(
  { network: Network, text: t.string, media: t.array(PostMedia) },
  'PostVariant',
);
export type PostVariant = t.TypeOf<typeof PostVariant>;

/**
 * One channel of a post: how it fared, and once published the network's id, its address on the
 * network and the engage item it became (origin ownPost).
 */
export const PostTarget = t.type(
  {
    channelId: Id,
    network: Network,
    channelName: t.string,
    status: PublishTargetStatus,
    networkItemId: nullable(t.string),
    permalink: nullable(t.string),
    engageItemId: nullable(Id),
    /** The network's reason when it refused the post. */
    error: nullable(t.string),
    publishedAt: nullable(DateString),
  },
  'PostTarget',
);
export type PostTarget = t.TypeOf<typeof PostTarget>;

/** What the caller may do with a post now (from their channel post permissions and its status). */
export const PostCallerAbilities = t.type(
  {
    edit: t.boolean,
    delete: t.boolean,
    approve: t.boolean,
    publish: t.boolean,
    retry: t.boolean,
  },
  'PostCallerAbilities',
);
export type PostCallerAbilities = t.TypeOf<typeof PostCallerAbilities>;

/**
 * A post (an item of `GET /api/publish/items`): its content, a variant per network of its
 * channels, each channel's outcome, its status with the approver's comment or the network's
 * reason, and its times. `at` is where the calendar puts it: published, else scheduled, else
 * last changed.
 */
export const PublishPost = t.type(
  {
    id: Id,
    status: PublishPostStatus,
    text: t.string,
    media: t.array(PostMedia),
    link: nullable(LinkPreview),
    variants: t.array(PostVariant),
    channelIds: t.array(Id),
    targets: t.array(PostTarget),
    visibility: PublishVisibility,
    promote: t.boolean,
    scheduledAt: nullable(DateString),
    publishedAt: nullable(DateString),
    at: DateString,
    /** The approver's comment on a rejected post. */
    rejection: nullable(t.type({ comment: t.string, by: PostPerson, at: DateString })),
    /** The networks' reason of a `scheduledError` post. */
    error: nullable(t.string),
    createdBy: PostPerson,
    approvedBy: nullable(PostPerson),
    createdAt: DateString,
    updatedAt: DateString,
    abilities: PostCallerAbilities,
  },
  'PublishPost',
);
export type PublishPost = t.TypeOf<typeof PublishPost>;

/**
 * `GET /api/publish/items` (platform §7, Home's call): posts with these statuses (default all),
 * visibility, on these channels (default every channel the caller sees), whose `at` is within
 * `since`…`until` (inclusive), newest or oldest first, `limit` per page after `cursor`.
 * `resolveLinkMeta` answers link previews in full (else only their `url`).
 */
export const PublishItemsQuery = t.partial(
  {
    statuses: listParam(PublishPostStatus, 7, 'statuses'),
    visibility: PublishVisibility,
    since: DateString,
    until: DateString,
    channels: listParam(ChannelId, PUBLISH_LIMITS.channels, 'channels'),
    sortBy: PublishSort,
    limit: integerParam(1, PUBLISH_LIMITS.page),
    resolveLinkMeta: BooleanParam,
    cursor: text(200, 'cursor'),
  },
  'PublishItemsQuery',
);
export type PublishItemsQuery = t.TypeOf<typeof PublishItemsQuery>;

/** A page of posts and the cursor of the next one (null at the end). */
export const PublishItemsPage = t.type(
  { items: t.array(PublishPost), next: nullable(t.string) },
  'PublishItemsPage',
);
export type PublishItemsPage = t.TypeOf<typeof PublishItemsPage>;

/** An approval; `scheduledAt` replaces the requested time (else it stays, or now when none). */
export const PostApproval = t.partial({ scheduledAt: DateString }, 'PostApproval');
export type PostApproval = t.TypeOf<typeof PostApproval>;

/** A rejection, with the comment the author reads. */
export const PostRejection = t.type(
  { comment: nonEmptyText(PUBLISH_LIMITS.comment) },
  'PostRejection',
);
export type PostRejection = t.TypeOf<typeof PostRejection>;

/** A channel the caller sees in the composer, with what they may do with its posts. */
export const PublishChannel = t.type(
  {
    id: Id,
    name: t.string,
    network: Network,
    username: nullable(t.string),
    thumbnailUrl: nullable(t.string),
    permissions: ChannelPermissions,
    /** Links of its posts get the channel's campaign-tracking parameters. */
    campaignTrackingEnabled: t.boolean,
  },
  'PublishChannel',
);
export type PublishChannel = t.TypeOf<typeof PublishChannel>;
