import type {
  ChannelPermissions,
  Network,
  PostInput,
  PostMedia,
  PublishAction,
  PublishPost,
} from '@smm/model';
import { either as E } from 'fp-ts';
import { DateTime } from 'luxon';
import type { PostCounter, PostProblem } from './post-length.rules.js';
import { postCounter, postProblems } from './post-length.rules.js';
import { firstLink } from './link.rules.js';
import { postAbilities } from './post-permissions.rules.js';
import type {
  LocalTimeResolution,
  ScheduledTimeProblem,
  ScheduleTiming,
} from './scheduled-time.rules.js';
import { scheduledInstant, scheduleTiming } from './scheduled-time.rules.js';

/** A channel the composer offers: its network and the person's post permissions on it. */
export interface ComposerChannel {
  readonly id: string;
  readonly network: Network;
  readonly permissions: ChannelPermissions;
}

/** A network's own version of the post ("Customise for X"): its text and media. */
export interface ComposerVariant {
  readonly text: string;
  readonly media: readonly PostMedia[];
}

/**
 * What the person has put in the composer. The date and time are local, in the person's zone;
 * both empty means no time (publish now, or a draft without a time).
 */
export interface ComposerState {
  readonly channelIds: readonly string[];
  readonly text: string;
  readonly media: readonly PostMedia[];
  /** Variants by network; a network without one gets the main text and media. */
  readonly variants: Readonly<Record<string, ComposerVariant>>;
  /** The link typed in the link field; empty: the first link of the text. */
  readonly linkField: string;
  /** A link whose preview the person removed; it shows no preview until another link is used. */
  readonly removedLink: string | null;
  /** `YYYY-MM-DD` in the person's zone, or empty. */
  readonly date: string;
  /** `HH:mm` in the person's zone, or empty. */
  readonly time: string;
  readonly promote: boolean;
}

/** What the person does in the composer. */
export type ComposerEvent =
  | { readonly type: 'setChannels'; readonly channelIds: readonly string[] }
  | { readonly type: 'setText'; readonly text: string }
  /** Adds media to the main post (`network` absent) or to a network's variant. */
  | { readonly type: 'addMedia'; readonly network?: string; readonly media: PostMedia }
  | { readonly type: 'removeMedia'; readonly network?: string; readonly url: string }
  /** "Customise for X": the network gets its own copy of the main text and media. */
  | { readonly type: 'customise'; readonly network: string }
  | { readonly type: 'setVariantText'; readonly network: string; readonly text: string }
  /** "Use the main text again": the network's variant is dropped. */
  | { readonly type: 'useMainText'; readonly network: string }
  | { readonly type: 'setLinkField'; readonly url: string }
  /** Removes the preview of the link in use. */
  | { readonly type: 'removeLink' }
  | { readonly type: 'setDate'; readonly date: string }
  | { readonly type: 'setTime'; readonly time: string }
  /** Clears the date and time: the post goes out now (or is kept without a time). */
  | { readonly type: 'clearTime' }
  | { readonly type: 'setPromote'; readonly promote: boolean };

/** An empty composer, optionally at a suggested local date and time (a calendar cell). */
export function emptyComposer(date = '', time = ''): ComposerState {
  return {
    channelIds: [],
    text: '',
    media: [],
    variants: {},
    linkField: '',
    removedLink: null,
    date,
    time,
    promote: false,
  };
}

/**
 * The composer after an event. Pure: a variant is edited only once customised, media are not
 * added twice (by `url`), and a variant starts as a copy of the main text and media.
 *
 * @example
 * composerReducer(emptyComposer(), { type: 'setText', text: 'Hello' }).text // 'Hello'
 */
export function composerReducer(state: ComposerState, event: ComposerEvent): ComposerState {
  switch (event.type) {
    case 'setChannels':
      return { ...state, channelIds: [...new Set(event.channelIds)] };
    case 'setText':
      return { ...state, text: event.text };
    case 'addMedia':
    case 'removeMedia': {
      const change = (media: readonly PostMedia[]) =>
        event.type === 'addMedia'
          ? media.some((m) => m.url === event.media.url)
            ? media
            : [...media, event.media]
          : media.filter((m) => m.url !== event.url);
      if (event.network === undefined) return { ...state, media: change(state.media) };
      const variant = state.variants[event.network];
      if (variant === undefined) return state;
      return withVariant(state, event.network, { ...variant, media: change(variant.media) });
    }
    case 'customise':
      return state.variants[event.network] === undefined
        ? withVariant(state, event.network, { text: state.text, media: state.media })
        : state;
    case 'setVariantText': {
      const variant = state.variants[event.network];
      return variant === undefined
        ? state
        : withVariant(state, event.network, { ...variant, text: event.text });
    }
    case 'useMainText': {
      const { [event.network]: _dropped, ...rest } = state.variants;
      return { ...state, variants: rest };
    }
    case 'setLinkField':
      return { ...state, linkField: event.url, removedLink: null };
    case 'removeLink': {
      const link = postLink(state);
      return link === null ? state : { ...state, linkField: '', removedLink: link };
    }
    case 'setDate':
      return { ...state, date: event.date };
    case 'setTime':
      return { ...state, time: event.time };
    case 'clearTime':
      return { ...state, date: '', time: '' };
    case 'setPromote':
      return { ...state, promote: event.promote };
  }
}

const withVariant = (state: ComposerState, network: string, variant: ComposerVariant) => ({
  ...state,
  variants: { ...state.variants, [network]: variant },
});

/** The first web link of a text, as X finds it (`firstLink`). */
const textLink = (text: string): string | null => firstLink(text)?.url ?? null;

/**
 * The link whose preview the post shows: the link field's, else the first link of the text;
 * none when the person removed that link's preview.
 */
export function postLink(state: ComposerState): string | null {
  const typed = state.linkField.trim();
  const link = typed !== '' ? typed : textLink(state.text);
  return link === null || link === state.removedLink ? null : link;
}

/** The networks of the chosen channels, each once, in the order the channels are offered. */
export function composerNetworks(
  state: ComposerState,
  channels: readonly ComposerChannel[],
): Network[] {
  const chosen = new Set(state.channelIds);
  return [...new Set(channels.filter((channel) => chosen.has(channel.id)).map((c) => c.network))];
}

/** The text and media a network gets: its variant's, else the main post's. */
export function networkContent(state: ComposerState, network: string): ComposerVariant {
  return state.variants[network] ?? { text: state.text, media: state.media };
}

/** A network's counter and problems in the composer. */
export interface NetworkCheck {
  readonly network: Network;
  /** Whether the network has its own text ("Customise for X"). */
  readonly customised: boolean;
  readonly counter: PostCounter;
  readonly problems: readonly PostProblem[];
}

/**
 * The counter and problems of every network of the chosen channels (`postCounter`,
 * `postProblems` on the text and media that network gets), in channel order.
 */
export function networkChecks(
  state: ComposerState,
  channels: readonly ComposerChannel[],
): NetworkCheck[] {
  return composerNetworks(state, channels).map((network) => {
    const content = networkContent(state, network);
    return {
      network,
      customised: state.variants[network] !== undefined,
      counter: postCounter(network, content.text),
      problems: postProblems({ network, text: content.text, attachments: content.media }),
    };
  });
}

/** When the post goes out, as the composer reads its date and time. */
export type ComposerTiming =
  /** No date and time: publish now, or no requested time. */
  | { readonly kind: 'none' }
  /** Only one of date and time is filled in, or it cannot be read. */
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'invalid'; readonly problem: ScheduledTimeProblem }
  | {
      readonly kind: 'at';
      readonly instant: string;
      readonly resolution: LocalTimeResolution;
      readonly timing: ScheduleTiming;
    };

/**
 * The composer's date and time as an instant in the person's zone (`scheduledInstant`: a
 * skipped time moves forward, a repeated one takes the earlier offset) and whether it is far
 * enough ahead of `now` (`scheduleTiming`).
 */
export function composerTiming(
  state: ComposerState,
  timeZone: string,
  now: string,
): ComposerTiming {
  if (state.date === '' && state.time === '') return { kind: 'none' };
  if (state.date === '' || state.time === '') return { kind: 'incomplete' };
  const read = scheduledInstant(state.date, state.time, timeZone);
  if (E.isLeft(read)) return { kind: 'invalid', problem: read.left };
  const { instant, resolution } = read.right;
  return { kind: 'at', instant, resolution, timing: scheduleTiming(instant, now) };
}

/** Why an action cannot be taken now. */
export type ComposerBlock =
  | 'noChannels'
  /** A network's version has a problem (too long, empty, text required). */
  | 'content'
  /** The date or time is missing half, unreadable, in the past or less than a minute ahead. */
  | 'time'
  /** Media are still uploading. */
  | 'uploading';

/** The actions the composer offers: the main one, the others for the menu, and what blocks each. */
export interface ComposerActions {
  /** The main action; null when the person may do nothing with these channels. */
  readonly primary: PublishAction | null;
  /** The other allowed actions, for the menu. */
  readonly others: readonly PublishAction[];
  /** What stops each offered action; an action without blocks can be taken. */
  readonly blocks: Readonly<Partial<Record<PublishAction, readonly ComposerBlock[]>>>;
}

/**
 * Which actions the composer offers and which can be taken now (docs/decisions/0074). The main
 * action follows `postAbilities(...).primary` on the chosen channels: publish (Schedule when a
 * time is chosen, else Publish now), else Submit for approval, else Save draft; the others the
 * person may take go in the menu. Nothing is offered before a channel is chosen. Every action
 * needs a channel; all but Save draft need every network's version free of problems and a time,
 * if any, at least a minute ahead. A draft keeps work in progress, so only an empty one, an
 * unreadable time or an upload still running stops it.
 */
export function composerActions(
  state: ComposerState,
  channels: readonly ComposerChannel[],
  timeZone: string,
  now: string,
  uploading = false,
): ComposerActions {
  const chosen = new Set(state.channelIds);
  const picked = channels.filter((channel) => chosen.has(channel.id));
  const abilities = postAbilities(picked.map((channel) => channel.permissions));
  const timing = composerTiming(state, timeZone, now);
  const timed = timing.kind === 'at';
  const allowed: PublishAction[] = [];
  if (abilities.publish) allowed.push(timed ? 'schedule' : 'publishNow');
  if (abilities.publish && timed) allowed.push('publishNow');
  if (abilities.submitForApproval) allowed.push('submitForApproval');
  if (abilities.saveDraft) allowed.push('saveDraft');
  const checks = networkChecks(state, channels);
  const contentProblem = checks.some((check) => check.problems.length > 0);
  const allEmpty =
    checks.length > 0 &&
    checks.every((check) => check.problems.some((problem) => problem.kind === 'empty'));
  const timeProblem =
    timing.kind === 'incomplete' ||
    timing.kind === 'invalid' ||
    (timing.kind === 'at' && timing.timing !== 'ok');
  const blocks: Partial<Record<PublishAction, ComposerBlock[]>> = {};
  for (const action of allowed) {
    const reasons: ComposerBlock[] = [];
    if (picked.length === 0) reasons.push('noChannels');
    const draft = action === 'saveDraft';
    if (draft ? allEmpty : contentProblem) {
      reasons.push('content');
    }
    const timeMatters = action !== 'publishNow';
    if (
      timeMatters &&
      (draft ? timing.kind === 'incomplete' || timing.kind === 'invalid' : timeProblem)
    ) {
      reasons.push('time');
    }
    if (uploading) reasons.push('uploading');
    blocks[action] = reasons;
  }
  const [primary = null, ...others] = allowed;
  return { primary, others, blocks };
}

/** Whether an action the composer offers can be taken now. */
export function canTake(actions: ComposerActions, action: PublishAction): boolean {
  const blocks = actions.blocks[action];
  return blocks !== undefined && blocks.length === 0;
}

/**
 * The post to save (`PostInput`) for an action: the chosen channels, the main text and media,
 * a variant for each customised network among the chosen channels, the link in use, the
 * scheduled time (none for Publish now), and promote where the package has it.
 */
export function composerInput(
  state: ComposerState,
  channels: readonly ComposerChannel[],
  action: PublishAction,
  timeZone: string,
  options: { readonly promoteAvailable: boolean },
): PostInput {
  const networks = composerNetworks(state, channels);
  const timing = composerTiming(state, timeZone, new Date(0).toISOString());
  const chosen = new Set(state.channelIds);
  return {
    channelIds: channels.filter((channel) => chosen.has(channel.id)).map((c) => c.id),
    text: state.text,
    action,
    media: state.media.map((media) => ({ url: media.url })),
    link: postLink(state),
    variants: networks.flatMap((network) => {
      const variant = state.variants[network];
      return variant === undefined
        ? []
        : [
            {
              network,
              text: variant.text,
              media: variant.media.map((media) => ({ url: media.url })),
            },
          ];
    }),
    scheduledAt: action !== 'publishNow' && timing.kind === 'at' ? timing.instant : null,
    promote: options.promoteAvailable && state.promote,
  };
}

const sameMedia = (a: readonly PostMedia[], b: readonly PostMedia[]) =>
  a.length === b.length && a.every((media, index) => media.url === b[index]?.url);

/**
 * The composer filled from a saved post: its channels, text, media and link, a variant for
 * each network whose text or media differ from the post's, and its scheduled time as a local
 * date and time in the person's zone.
 */
export function composerFromPost(post: PublishPost, timeZone: string): ComposerState {
  const variants: Record<string, ComposerVariant> = {};
  for (const variant of post.variants) {
    if (variant.text !== post.text || !sameMedia(variant.media, post.media)) {
      variants[variant.network] = { text: variant.text, media: variant.media };
    }
  }
  const local = post.scheduledAt === null ? null : localDateTime(post.scheduledAt, timeZone);
  const link = post.link?.url ?? null;
  return {
    ...emptyComposer(local?.date ?? '', local?.time ?? ''),
    channelIds: [...post.channelIds],
    text: post.text,
    media: post.media,
    variants,
    linkField: link !== null && link !== textLink(post.text) ? link : '',
    removedLink: link === null ? textLink(post.text) : null,
    promote: post.promote,
  };
}

/**
 * An instant as a local date (`YYYY-MM-DD`) and time (`HH:mm`) in an IANA zone; null for an
 * unreadable instant or zone.
 *
 * @example
 * localDateTime('2026-07-01T09:00:00Z', 'Europe/London') // { date: '2026-07-01', time: '10:00' }
 */
export function localDateTime(
  instant: string,
  timeZone: string,
): { readonly date: string; readonly time: string } | null {
  const local = DateTime.fromISO(instant, { zone: timeZone });
  if (!local.isValid) return null;
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/** Whether the person changed anything since the composer opened (closing then asks first). */
export function composerChanged(initial: ComposerState, current: ComposerState): boolean {
  return JSON.stringify(normalise(initial)) !== JSON.stringify(normalise(current));
}

const normalise = (state: ComposerState) => ({
  ...state,
  channelIds: [...state.channelIds].sort(),
  media: state.media.map((media) => media.url),
  variants: Object.keys(state.variants)
    .sort()
    .map((network) => {
      const variant = state.variants[network];
      return [network, variant?.text, variant?.media.map((media) => media.url)];
    }),
});
