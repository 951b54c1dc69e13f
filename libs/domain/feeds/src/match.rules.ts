import {
  type AssignmentState,
  type ContentType,
  type EngageItem,
  type Feed,
  isAssigned,
  isAssignee,
  NETWORK_ALIASES,
  sameId,
  type SentimentFilter,
} from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import { normaliseFeed } from './feed.rules.js';
import { foldText } from './text.rules.js';

/** Who is looking and when: the viewer, the viewer's team ids, the current time (ISO). */
export interface MatchContext {
  readonly user: { readonly id: string; readonly uuid?: string | undefined };
  readonly teamIds: readonly string[];
  readonly now: string;
}

type Test = (item: EngageItem, ctx: MatchContext) => boolean;

/**
 * The content type a feed sees an item as: DMs of every kind are messages, videos and mentions
 * are posts (engage §3).
 */
export function contentTypeOf(item: Pick<EngageItem, 'engage'>): ContentType | undefined {
  switch (item.engage.type) {
    case 'post':
    case 'video':
    case 'mention':
      return 'post';
    case 'comment':
      return 'comment';
    case 'reply':
      return 'reply';
    case 'message':
    case 'messagethread':
    case 'conversation':
    case 'email':
      return 'message';
    case 'review':
      return 'review';
  }
}

/** The feed sentiment of an item: the user's choice over the prediction; none → uncategorized. */
export function sentimentFilterOf(item: Pick<EngageItem, 'prediction'>): SentimentFilter {
  const prediction = item.prediction;
  if (prediction === undefined) return 'uncategorized';
  const value = prediction.userSentiment ?? prediction.sentiment;
  return value === 'POSITIVE' ? 'positive' : value === 'NEGATIVE' ? 'negative' : 'neutral';
}

/** Whether an item is a priority: its (user-set, else predicted) priority level is above 0. */
export function isPriority(item: Pick<EngageItem, 'prediction'>): boolean {
  const level = item.prediction?.userPriorityLevel ?? item.prediction?.priorityLevel ?? 0;
  return level > 0;
}

/**
 * A membership test for a filter's values: a plain comparison loop for the few values a filter
 * usually has (faster than hashing), a Set for many.
 */
function oneOf(values: readonly string[]): (value: string) => boolean {
  if (values.length > 8) {
    const set = new Set(values);
    return (value) => set.has(value);
  }
  const list = [...values];
  return (value) => {
    for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
    return false;
  };
}

const STATE_OF = { published: 'PUBLISHED', deleted: 'DELETED', vanished: 'VANISHED' } as const;

interface NoteMentions {
  readonly mentionedUserIds?: readonly string[];
  readonly mentionedTeamIds?: readonly string[];
}

function notesOf(item: EngageItem): readonly NoteMentions[] {
  return (item.notesData?.notes ?? []) as readonly NoteMentions[];
}

/** Whether one assignment state holds for an item and viewer (engage §3). */
export function hasAssignmentState(
  item: EngageItem,
  state: AssignmentState | string,
  ctx: MatchContext,
): boolean {
  const assignee = item.engage.assigneeId ?? undefined;
  const toMyTeam = assignee !== undefined && ctx.teamIds.some((team) => sameId(team, assignee));
  switch (state) {
    case 'assignedToMe':
    case 'me':
      return isAssignee(item, ctx.user);
    case 'assignedToTeam':
    case 'my team':
      return toMyTeam;
    case 'assignedToOthers':
    case 'others':
      return isAssigned(item) && !isAssignee(item, ctx.user) && !toMyTeam;
    case 'unassigned':
    case 'nobody':
      return !isAssigned(item);
    case 'hasNotesV2':
      return (item.notesData?.noteCount ?? item.engage.notes?.length ?? 0) > 0;
    case 'hasNoteMentioningMe':
      return notesOf(item).some((note) =>
        (note.mentionedUserIds ?? []).some(
          (id) =>
            sameId(id, ctx.user.id) || (ctx.user.uuid !== undefined && sameId(id, ctx.user.uuid)),
        ),
      );
    case 'hasNoteMentioningTeam':
      return notesOf(item).some((note) =>
        (note.mentionedTeamIds ?? []).some((id) => ctx.teamIds.some((team) => sameId(team, id))),
      );
    default:
      return false;
  }
}

/** The folded text a feed's keywords are looked for in: the message and the latest comment. */
function foldedTextOf(item: EngageItem): string {
  const latest = item.engage.latestCommentText;
  return foldText(latest ? `${item.message ?? ''}\n${latest}` : (item.message ?? ''));
}

function compile(feed: Feed): Test[] {
  const f = normaliseFeed(feed);
  const tests: Test[] = [];
  // Cheap, selective tests first: most items are rejected before any text is read.
  if (f.networks.length > 0) {
    // The wanted networks in every spelling the product accepts (`linkedin` for linkedIn, …).
    const spellings = [
      ...f.networks,
      ...Object.keys(NETWORK_ALIASES).filter((alias) =>
        (f.networks as readonly string[]).includes(normaliseNetwork(alias) ?? ''),
      ),
    ];
    const isWanted = oneOf(spellings);
    tests.push((item) => isWanted(item.engage.network));
  }
  if (f.channels.length > 0) {
    const isWanted = oneOf(f.channels);
    tests.push((item) => isWanted(item.channelId));
  }
  if (f.types.length > 0) {
    const isWanted = oneOf(f.types);
    tests.push((item) => isWanted(contentTypeOf(item) ?? ''));
  }
  if (f.states.length > 0) {
    const states = new Set<string>(f.states);
    tests.push((item) => states.has(STATE_OF[item.engage.networkStatus]));
  }
  if (f.status !== undefined && f.status !== '') {
    const status = f.status;
    tests.push((item) => item.engage.moderatorStatus === status);
  }
  if (f.sentiments.length > 0) {
    const sentiments = new Set<string>(f.sentiments);
    tests.push((item) => sentiments.has(sentimentFilterOf(item)));
  }
  if (f.labels.length > 0) {
    const labels = new Set(f.labels);
    tests.push((item) => item.engage.labels.some((label) => labels.has(label)));
  }
  if (f.labelsFilter !== undefined) {
    const { status, values } = f.labelsFilter;
    const wanted = new Set(values);
    if (status === 'labelled') {
      tests.push((item) =>
        wanted.size === 0
          ? item.engage.labels.length > 0
          : item.engage.labels.some((l) => wanted.has(l)),
      );
    } else if (status === 'notLabelled') {
      tests.push((item) =>
        wanted.size === 0
          ? item.engage.labels.length === 0
          : !item.engage.labels.some((l) => wanted.has(l)),
      );
    } else if (wanted.size > 0) {
      tests.push((item) => item.engage.labels.some((l) => wanted.has(l)));
    }
  }
  if (f.onlyPriority) tests.push((item) => isPriority(item));
  if (f.withoutUnpublished) {
    tests.push(
      (item) => item.facebook?.unpublished !== true && item.engage.displayType !== 'darkPost',
    );
  }
  if (f.languages.length > 0) {
    const languages = new Set(f.languages.map((language) => language.toLowerCase()));
    tests.push((item) => {
      const language = item.meta.correctedLanguage ?? item.meta.detectedLanguage;
      return language !== undefined && languages.has(language.toLowerCase());
    });
  }
  if (f.hasOpenCase !== undefined) {
    const wanted = f.hasOpenCase;
    tests.push((item) => (item.meta.openCaseCount ?? 0) > 0 === wanted);
  }
  if (f.spamStatus.length > 0) {
    const statuses = new Set<string>(f.spamStatus);
    tests.push((item) => statuses.has(item.prediction?.spamStatus?.value ?? 'notSpam'));
  }
  if (f.hideStatus.length > 0) {
    const statuses = new Set<string>(f.hideStatus);
    tests.push((item) => statuses.has(item.engage.hideStatus?.value ?? 'notHidden'));
  }
  if (f.assignFilter !== undefined) {
    const states = f.assignFilter.status ?? [];
    const assignees = f.assignFilter.values;
    if (states.length > 0) {
      tests.push((item, ctx) => states.some((state) => hasAssignmentState(item, state, ctx)));
    }
    if (assignees.length > 0) {
      tests.push((item) => {
        const assignee = item.engage.assigneeId;
        return (
          assignee !== undefined &&
          assignee !== null &&
          assignees.some((id) => sameId(id, assignee))
        );
      });
    }
  }
  if (f.readFilter !== undefined) {
    const { status, values = [] } = f.readFilter;
    if (status !== undefined) {
      tests.push((item, ctx) => {
        const readBy = item.readBy ?? [];
        switch (status) {
          case 'readByMe':
            return readBy.some((id) => sameId(id, ctx.user.id));
          case 'read':
            return item.meta.displayReadStatus === 'read';
          case 'unread':
            return item.meta.displayReadStatus === 'unread';
          case 'automation':
            return item.meta.displayReadStatus === 'read' && readBy.includes(AUTOMATION_READER);
        }
      });
    }
    if (values.length > 0) {
      tests.push((item) =>
        (item.readBy ?? []).some((id) => values.some((value) => sameId(value, id))),
      );
    }
  }
  if (f.dateFilter !== undefined) {
    const from = f.dateFilter.from ? Date.parse(f.dateFilter.from) : Number.NEGATIVE_INFINITY;
    const to = f.dateFilter.to ? Date.parse(f.dateFilter.to) : Number.POSITIVE_INFINITY;
    tests.push((item) => {
      const created = Date.parse(item.meta.createdDate);
      return created >= from && created <= to;
    });
  }
  if (f.endDate) {
    // A feed with an end date stops collecting after it: nothing created later, nothing once over.
    const end = Date.parse(f.endDate);
    tests.push(
      (item, ctx) => Date.parse(ctx.now) <= end && Date.parse(item.meta.createdDate) <= end,
    );
  }
  // Text last: it is the only test that reads (and folds) the item's text, once per item.
  if (f.keywords.length > 0 || f.notKeywords.length > 0) {
    const keywords = f.keywords.map(foldText);
    const notKeywords = f.notKeywords.map(foldText);
    tests.push((item) => {
      const text = foldedTextOf(item);
      if (keywords.length > 0 && !keywords.some((keyword) => text.includes(keyword))) return false;
      return !notKeywords.some((keyword) => text.includes(keyword));
    });
  }
  return tests;
}

/** The reader id that marks an item as read by automation. */
export const AUTOMATION_READER = 'automation';

const compiled = new WeakMap<Feed, Test[]>();
// The feed of the previous call: a run over many items asks about the same feed each time.
let lastFeed: Feed | undefined;
let lastTests: Test[] = [];

/**
 * Whether an item belongs in a feed, with the same semantics as the server's search (engage §3):
 * every filter that is set must hold; an unset or empty filter does not filter. Keywords and
 * not-keywords are case- and accent-insensitive substrings of the message and latest comment.
 * The feed is compiled once per feed object (treat feeds and items as immutable), so call it
 * with the same feed for many items.
 *
 * @example
 * matchesFeed({ id: 'f', name: 'Refunds', keywords: ['remboursement'] },
 *             makeEngageItem({ message: 'Je veux un REMBOURSÉMENT' }), ctx) // true
 */
export function matchesFeed(feed: Feed, item: EngageItem, ctx: MatchContext): boolean {
  let tests: Test[];
  if (feed === lastFeed) {
    tests = lastTests;
  } else {
    tests = compiled.get(feed) ?? compile(feed);
    compiled.set(feed, tests);
    lastFeed = feed;
    lastTests = tests;
  }
  for (let i = 0; i < tests.length; i++) {
    if (!(tests[i] as Test)(item, ctx)) return false;
  }
  return true;
}
