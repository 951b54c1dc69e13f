import * as t from 'io-ts';
import { DateString, Id, integerParam, nullable, oneOf, struct, Uuid } from './codec.utils.js';
import { nonEmptyText } from './text.codec.js';

/**
 * Limits of listen alerts (decision 0090): alerts per organisation, recipients per alert, and
 * the bounds of each kind of threshold.
 */
export const LISTEN_ALERT_LIMITS = {
  alerts: 50,
  recipients: 25,
  /** "More than N mentions": N from 1 to a million. */
  mentionsMin: 1,
  mentionsMax: 1_000_000,
  /** "X % above the usual": X from 10 % to 1,000 %. */
  riseMin: 10,
  riseMax: 1_000,
  /**
   * A rise alert needs at least this many mentions in its window as well: a quiet query going
   * from one mention to three is not a spike.
   */
  riseFloor: 5,
  /** The usual volume of a window is its average over this many days before it. */
  baselineDays: 7,
} as const;

/**
 * What a listen alert measures (decision 0090): `mentions` — more than `threshold` mentions in
 * its window; `rise` — the window's mentions `threshold` % or more above the usual (the average
 * of the same window over the seven days before).
 */
export const ListenAlertMetric = oneOf(['mentions', 'rise']);
export type ListenAlertMetric = t.TypeOf<typeof ListenAlertMetric>;

/** The window a listen alert counts mentions in: the last hour or the last 24 hours. */
export const ListenAlertWindow = oneOf(['hour', 'day']);
export type ListenAlertWindow = t.TypeOf<typeof ListenAlertWindow>;

/** One to {@link LISTEN_ALERT_LIMITS.recipients} people of the organisation. */
const RecipientIds = Object.assign(
  t.refinement(
    t.array(Uuid),
    (ids) => ids.length >= 1 && ids.length <= LISTEN_ALERT_LIMITS.recipients,
    `1 to ${LISTEN_ALERT_LIMITS.recipients} recipients`,
  ),
  { item: Uuid },
);

/**
 * A listen alert as it is created or changed: the listening query it watches, what it measures
 * in which window and past which threshold, and who of the organisation gets it (on by default).
 */
export const ListenAlertInput = struct(
  'ListenAlertInput',
  {
    queryId: Uuid,
    metric: ListenAlertMetric,
    window: ListenAlertWindow,
    threshold: integerParam(1, LISTEN_ALERT_LIMITS.mentionsMax),
    recipientIds: RecipientIds,
  },
  { active: t.boolean },
);
export type ListenAlertInput = t.TypeOf<typeof ListenAlertInput>;

/** A person an alert names (its author, a recipient). */
export const ListenAlertPerson = t.type({ id: Id, name: t.string }, 'ListenAlertPerson');
export type ListenAlertPerson = t.TypeOf<typeof ListenAlertPerson>;

/** A listen alert (`/api/listen/alerts`), with where it stands. */
export const ListenAlert = t.type(
  {
    id: Id,
    query: t.type({ id: Id, name: t.string, active: t.boolean }),
    metric: ListenAlertMetric,
    window: ListenAlertWindow,
    threshold: t.number,
    recipients: t.array(ListenAlertPerson),
    active: t.boolean,
    /** Whether the volume was above the threshold when last checked (it alerts on crossing). */
    above: t.boolean,
    /** The mentions of its window when last checked; null before the first check. */
    lastVolume: nullable(t.number),
    lastCheckedAt: nullable(DateString),
    lastTriggeredAt: nullable(DateString),
    createdBy: ListenAlertPerson,
    createdAt: DateString,
  },
  'ListenAlert',
);
export type ListenAlert = t.TypeOf<typeof ListenAlert>;

/**
 * A burst of public posts added to the sandbox listening corpus (decision 0090): `count` posts
 * saying `text` on `network` in the `minutes` before now — how a demo or a test makes a query's
 * volume rise when it chooses.
 */
export const ListenSpikeRequest = struct(
  'ListenSpikeRequest',
  { text: nonEmptyText('keyword'), count: integerParam(1, 2_000) },
  {
    network: oneOf([
      'twitter',
      'instagram',
      'facebook',
      'threads',
      'tiktok',
      'youtube',
      'linkedIn',
    ]),
    language: nonEmptyText('language'),
    minutes: integerParam(1, 1_440),
  },
);
export type ListenSpikeRequest = t.TypeOf<typeof ListenSpikeRequest>;

/** What a spike added. */
export const ListenSpike = t.type(
  { id: Id, text: t.string, count: t.number, network: t.string, since: DateString },
  'ListenSpike',
);
export type ListenSpike = t.TypeOf<typeof ListenSpike>;
