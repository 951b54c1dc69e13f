import * as t from 'io-ts';
import { ListeningQueryVolume } from './listen.codec.js';
import { Count, DateString, Id, nullable, oneOf } from './codec.utils.js';
import { Network } from './network.codec.js';

/**
 * A widget of the home area (engage §2): the publishing items of the week around today, the
 * inbox, the organisation's performance, the audience and listening. Which ones a person has
 * follows their package (`@smm/access`'s `homeWidgets`).
 */
export const HomeWidget = oneOf(['publishing', 'engage', 'measure', 'audience', 'listen']);
export type HomeWidget = t.TypeOf<typeof HomeWidget>;

/** One widget of a person's home: shown or hidden. The list's order is the order on the page. */
export const HomeWidgetSetting = t.type(
  { widget: HomeWidget, visible: t.boolean },
  'HomeWidgetSetting',
);
export type HomeWidgetSetting = t.TypeOf<typeof HomeWidgetSetting>;

/**
 * A person's home configuration (platform §7: the home's POST with an empty path answers
 * `items`): every widget their package has, in their order, shown or hidden.
 */
export const HomeConfig = t.type({ items: t.array(HomeWidgetSetting) }, 'HomeConfig');
export type HomeConfig = t.TypeOf<typeof HomeConfig>;

/**
 * The home's POST: without `items` it reads the configuration; with them it saves their order
 * and visibility (widgets the package lacks are ignored, missing ones are added at the end).
 */
export const HomeConfigChange = t.partial(
  {
    items: t.refinement(
      t.array(HomeWidgetSetting),
      (items) => items.length <= HomeWidget.values.length,
      `at most ${HomeWidget.values.length} widgets`,
    ),
  },
  'HomeConfigChange',
);
export type HomeConfigChange = t.TypeOf<typeof HomeConfigChange>;

/**
 * An inbox item waiting for an answer, as Home's engage widget lists it (decision 0073): who
 * wrote it, on which network and channel, the start of its text and since when they wait.
 */
export const HomeWaitingItem = t.type(
  {
    id: Id,
    channelId: Id,
    channelName: t.string,
    network: Network,
    /** The sender's name (their handle where the network gives no name; empty when neither). */
    sender: t.string,
    /** The item's text, cut to about 140 characters. */
    excerpt: t.string,
    waitingSince: DateString,
  },
  'HomeWaitingItem',
);
export type HomeWaitingItem = t.TypeOf<typeof HomeWaitingItem>;

/**
 * Home's engage widget (`GET /api/home/engage`), over the inbox entries of the channels the
 * caller sees: how many are unread, how many are assigned to them, and the five waiting longest.
 */
export const HomeEngage = t.type(
  { unread: Count, assignedToMe: Count, waiting: t.array(HomeWaitingItem) },
  'HomeEngage',
);
export type HomeEngage = t.TypeOf<typeof HomeEngage>;

/**
 * Home's measure widget (`GET /api/home/measure`): of the customers' items received on the
 * channels the caller sees from `since` to `until` (the last 7 days), how many we answered, and
 * the median time from an item to our first answer, in whole seconds (null: none answered).
 */
export const HomeMeasure = t.type(
  {
    since: DateString,
    until: DateString,
    received: Count,
    answered: Count,
    medianFirstResponseSeconds: nullable(Count),
  },
  'HomeMeasure',
);
export type HomeMeasure = t.TypeOf<typeof HomeMeasure>;

/**
 * Home's audience widget (`GET /api/home/audience`): the people who wrote on the channels the
 * caller sees from `since` to `until` (distinct senders per network), and how many of them wrote
 * there for the first time.
 */
export const HomeAudience = t.type(
  { since: DateString, until: DateString, people: Count, newPeople: Count },
  'HomeAudience',
);
export type HomeAudience = t.TypeOf<typeof HomeAudience>;

/**
 * Home's listen widget (`GET /api/home/listen`): the organisation's active listening queries
 * with how many posts each found in the last 7 days (decision 0088).
 */
export const HomeListen = t.type({ queries: t.array(ListeningQueryVolume) }, 'HomeListen');
export type HomeListen = t.TypeOf<typeof HomeListen>;
