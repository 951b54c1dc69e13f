import {
  type AssignmentState,
  AUTOMATION_READER,
  type ContentType,
  type EngageItem,
  type Feed,
  isAssigned,
  isAssignee,
  sameId,
  type SentimentFilter,
} from '@smm/model';
import { type FeedCondition, feedConditions } from './conditions.rules.js';
import { isOwnReply } from './own.rules.js';
import { foldText } from './text.rules.js';
import { waitingSince } from './waiting.rules.js';

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

interface NoteMentions {
  readonly mentionedUserIds?: readonly string[];
  readonly mentionedTeamIds?: readonly string[];
}

/**
 * The mentions of an item's notes: those of the notes it carries, and those `notesData` keeps
 * for all of its notes (the item carries only the first page of notes).
 */
function notesOf(item: EngageItem): readonly NoteMentions[] {
  const notes = (item.notesData?.notes ?? []) as readonly NoteMentions[];
  return item.notesData ? [...notes, item.notesData] : notes;
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

/**
 * The folded text a feed's keywords are looked for in: the message and the latest comment,
 * folded by {@link foldText}. The server stores it with each item so its search reads the same.
 */
export function searchTextOf(item: Pick<EngageItem, 'message' | 'engage'>): string {
  const latest = item.engage.latestCommentText;
  return foldText(latest ? `${item.message ?? ''}\n${latest}` : (item.message ?? ''));
}

/** What surrounds a case number in {@link findTextOf}: the unit separator. */
export const CASE_MARK = '\u001f';

/**
 * The folded text the reader's search looks in (decision 0056): the message, the latest answer,
 * the sender's name and handle, and the numbers of the item's cases between {@link CASE_MARK}s
 * (a character nobody types, so that a case number is found exactly).
 *
 * @example
 * findTextOf(makeEngageItem({ message: 'Hi', sender: { name: 'Zoë', visibility: 'public', isOwn: false } })) // 'hi\n\nzoe\n\n'
 */
export function findTextOf(
  item: Pick<EngageItem, 'message' | 'engage' | 'sender' | 'engageCasesV2'>,
): string {
  const cases = (item.engageCasesV2 ?? [])
    .map((c) => c['number'])
    .filter((n): n is number => typeof n === 'number')
    .map((n) => `${CASE_MARK}${n}${CASE_MARK}`)
    .join(' ');
  return foldText(
    [
      item.message ?? '',
      item.engage.latestCommentText ?? '',
      item.sender?.name ?? '',
      item.sender?.handle ?? '',
      cases,
    ].join('\n'),
  );
}

/** Whether the item is an unpublished (dark) post, which `withoutUnpublished` leaves out. */
export function isUnpublished(item: Pick<EngageItem, 'facebook' | 'engage'>): boolean {
  return item.facebook?.unpublished === true || item.engage.displayType === 'darkPost';
}

/** The corrected, else detected, language of an item, lower case. */
export function languageOf(item: Pick<EngageItem, 'meta'>): string | undefined {
  return (item.meta.correctedLanguage ?? item.meta.detectedLanguage)?.toLowerCase();
}

const isReadBy = (item: EngageItem, id: string): boolean =>
  (item.readBy ?? []).some((reader) => sameId(reader, id));

/** The in-memory test of one condition. */
function testOf(condition: FeedCondition): Test {
  switch (condition.kind) {
    case 'network': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(item.engage.network);
    }
    case 'channel': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(item.channelId);
    }
    case 'contentType': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(contentTypeOf(item) ?? '');
    }
    case 'networkStatus': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(item.engage.networkStatus);
    }
    case 'moderatorStatus': {
      const status = condition.equals;
      return (item) => item.engage.moderatorStatus === status;
    }
    case 'sentiment': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(sentimentFilterOf(item));
    }
    case 'labels': {
      const { some, of } = condition;
      const wanted = new Set(of);
      const hasOne =
        wanted.size === 0
          ? (item: EngageItem) => item.engage.labels.length > 0
          : (item: EngageItem) => item.engage.labels.some((label) => wanted.has(label));
      return some ? hasOne : (item) => !hasOne(item);
    }
    case 'priority':
      return (item) => isPriority(item);
    case 'published':
      return (item) => !isUnpublished(item);
    case 'notOwnReply':
      return (item) => !isOwnReply(item);
    case 'language': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => {
        const language = languageOf(item);
        return language !== undefined && isWanted(language);
      };
    }
    case 'openCase': {
      const wanted = condition.equals;
      return (item) => (item.meta.openCaseCount ?? 0) > 0 === wanted;
    }
    case 'spamStatus': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(item.prediction?.spamStatus?.value ?? 'notSpam');
    }
    case 'hideStatus': {
      const isWanted = oneOf(condition.anyOf);
      return (item) => isWanted(item.engage.hideStatus?.value ?? 'notHidden');
    }
    case 'assignment': {
      const states = condition.anyOf;
      return (item, ctx) => states.some((state) => hasAssignmentState(item, state, ctx));
    }
    case 'assignee': {
      const assignees = condition.anyOf;
      return (item) => {
        const assignee = item.engage.assigneeId;
        return (
          assignee !== undefined &&
          assignee !== null &&
          assignees.some((id) => sameId(id, assignee))
        );
      };
    }
    case 'readStatus':
      switch (condition.status) {
        case 'readByMe':
          return (item, ctx) => isReadBy(item, ctx.user.id);
        case 'read':
          return (item) => item.meta.displayReadStatus === 'read';
        case 'unread':
          return (item) => item.meta.displayReadStatus === 'unread';
        case 'automation':
          return (item) =>
            item.meta.displayReadStatus === 'read' &&
            (item.readBy ?? []).includes(AUTOMATION_READER);
      }
      return () => false;
    case 'readBy': {
      const readers = condition.anyOf;
      return (item) => readers.some((reader) => isReadBy(item, reader));
    }
    case 'created': {
      const { from, to } = condition;
      return (item) => {
        const created = Date.parse(item.meta.createdDate);
        return created >= from && created <= to;
      };
    }
    case 'endDate': {
      // A feed with an end date stops collecting after it: nothing created later, nothing once over.
      const end = condition.end;
      return (item, ctx) => Date.parse(ctx.now) <= end && Date.parse(item.meta.createdDate) <= end;
    }
    case 'find': {
      const needles = condition.anyOf;
      return (item) => {
        const text = findTextOf(item);
        return needles.some((needle) => text.includes(needle));
      };
    }
    case 'waiting': {
      const before = condition.before;
      return (item) => {
        const since = waitingSince(item);
        return since !== null && Date.parse(since) <= before;
      };
    }
    case 'text': {
      const { keywords, notKeywords } = condition;
      return (item) => {
        const text = searchTextOf(item);
        if (keywords.length > 0 && !keywords.some((keyword) => text.includes(keyword))) {
          return false;
        }
        return !notKeywords.some((keyword) => text.includes(keyword));
      };
    }
  }
}

function compile(feed: Feed): Test[] {
  return feedConditions(feed).map(testOf);
}

/**
 * Whether an item satisfies every one of the conditions (as `matchesFeed` does for a feed's),
 * for conditions made elsewhere — a feed refined by the reader's quick filters.
 *
 * @example
 * matchesConditions([{ kind: 'readStatus', status: 'unread' }], unreadItem, ctx) // true
 */
export function matchesConditions(
  conditions: readonly FeedCondition[],
  item: EngageItem,
  ctx: MatchContext,
): boolean {
  return conditions.every((condition) => testOf(condition)(item, ctx));
}

/** The reader id that marks an item as read by automation (`@smm/model`'s). */
export { AUTOMATION_READER };

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
