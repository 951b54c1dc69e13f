import type { FeedCondition, MatchContext } from '@smm/feeds';
import { sql, type RawBuilder } from 'kysely';
import { idKey } from './item.projection.js';

type Condition = RawBuilder<boolean>;

const TRUE: Condition = sql<boolean>`true`;
const FALSE: Condition = sql<boolean>`false`;

const texts = (values: readonly string[]) => sql`${[...values]}::text[]`;
const all = (parts: readonly Condition[]): Condition =>
  parts.length === 0 ? TRUE : sql<boolean>`(${sql.join(parts, sql` AND `)})`;
const any = (parts: readonly Condition[]): Condition =>
  parts.length === 0 ? FALSE : sql<boolean>`(${sql.join(parts, sql` OR `)})`;

/** The viewer's keys, as the projection stores ids (dashes removed). */
interface ViewerKeys {
  readonly me: string[];
  readonly readerKey: string;
  readonly teams: string[];
}

function assignmentState(state: string, keys: ViewerKeys): Condition {
  const assigned = sql<boolean>`(assignee_key IS NOT NULL AND assignee_key <> '')`;
  const toMe = sql<boolean>`(${assigned} AND assignee_key = ANY(${texts(keys.me)}))`;
  const toMyTeam = sql<boolean>`(assignee_key IS NOT NULL AND assignee_key = ANY(${texts(keys.teams)}))`;
  switch (state) {
    case 'assignedToMe':
    case 'me':
      return toMe;
    case 'assignedToTeam':
    case 'my team':
      return toMyTeam;
    case 'assignedToOthers':
    case 'others':
      return sql<boolean>`(${assigned} AND NOT ${toMe} AND NOT ${toMyTeam})`;
    case 'unassigned':
    case 'nobody':
      return sql<boolean>`NOT ${assigned}`;
    case 'hasNotesV2':
      return sql<boolean>`note_count > 0`;
    case 'hasNoteMentioningMe':
      return sql<boolean>`note_user_keys && ${texts(keys.me)}`;
    case 'hasNoteMentioningTeam':
      return sql<boolean>`note_team_keys && ${texts(keys.teams)}`;
    default:
      return FALSE;
  }
}

const contains = (keyword: string) => sql<boolean>`strpos(search_text, ${keyword}) > 0`;

function conditionSql(condition: FeedCondition, keys: ViewerKeys, now: number): Condition {
  switch (condition.kind) {
    case 'network':
      return sql<boolean>`network = ANY(${texts(condition.anyOf)})`;
    case 'channel':
      return sql<boolean>`channel_id = ANY(${texts(condition.anyOf)})`;
    case 'contentType':
      return sql<boolean>`content_type = ANY(${texts(condition.anyOf)})`;
    case 'networkStatus':
      return sql<boolean>`network_status = ANY(${texts(condition.anyOf)})`;
    case 'moderatorStatus':
      return sql<boolean>`moderator_status = ${condition.equals}`;
    case 'sentiment':
      return sql<boolean>`sentiment = ANY(${texts(condition.anyOf)})`;
    case 'labels': {
      const hasOne =
        condition.of.length === 0
          ? sql<boolean>`cardinality(labels) > 0`
          : sql<boolean>`labels && ${texts(condition.of)}`;
      return condition.some ? hasOne : sql<boolean>`NOT ${hasOne}`;
    }
    case 'priority':
      return sql<boolean>`priority`;
    case 'published':
      return sql<boolean>`NOT unpublished`;
    case 'notOwnReply':
      return sql<boolean>`NOT own_reply`;
    case 'language':
      return sql<boolean>`language = ANY(${texts(condition.anyOf)})`;
    case 'openCase':
      return sql<boolean>`open_case = ${condition.equals}`;
    case 'spamStatus':
      return sql<boolean>`spam_status = ANY(${texts(condition.anyOf)})`;
    case 'hideStatus':
      return sql<boolean>`hide_status = ANY(${texts(condition.anyOf)})`;
    case 'assignment':
      return any(condition.anyOf.map((state) => assignmentState(state, keys)));
    case 'assignee':
      return sql<boolean>`assignee_key = ANY(${texts(condition.anyOf.map(idKey))})`;
    case 'readStatus':
      switch (condition.status) {
        case 'readByMe':
          return sql<boolean>`${keys.readerKey} = ANY(read_by_keys)`;
        case 'read':
          return sql<boolean>`read_status = 'read'`;
        case 'unread':
          return sql<boolean>`read_status = 'unread'`;
        case 'automation':
          return sql<boolean>`(read_status = 'read' AND automation_read)`;
      }
      return FALSE;
    case 'readBy':
      return sql<boolean>`read_by_keys && ${texts(condition.anyOf.map(idKey))}`;
    case 'created': {
      const { from, to } = condition;
      if (Number.isNaN(from) || Number.isNaN(to)) return FALSE;
      const parts: Condition[] = [];
      if (from !== Number.NEGATIVE_INFINITY) {
        if (from === Number.POSITIVE_INFINITY) return FALSE;
        parts.push(sql<boolean>`created_at >= ${new Date(from).toISOString()}::timestamptz`);
      }
      if (to !== Number.POSITIVE_INFINITY) {
        if (to === Number.NEGATIVE_INFINITY) return FALSE;
        parts.push(sql<boolean>`created_at <= ${new Date(to).toISOString()}::timestamptz`);
      }
      return all(parts);
    }
    case 'endDate':
      // Over once `now` is past the end (NaN compares false, as in memory).
      if (!(now <= condition.end)) return FALSE;
      return sql<boolean>`created_at <= ${new Date(condition.end).toISOString()}::timestamptz`;
    case 'find':
      return any(condition.anyOf.map((needle) => sql<boolean>`strpos(find_text, ${needle}) > 0`));
    case 'waiting':
      return sql<boolean>`(waiting_at IS NOT NULL AND waiting_at <= ${new Date(condition.before).toISOString()}::timestamptz)`;
    case 'text': {
      const parts: Condition[] = [];
      if (condition.keywords.length > 0) parts.push(any(condition.keywords.map(contains)));
      for (const keyword of condition.notKeywords)
        parts.push(sql<boolean>`NOT ${contains(keyword)}`);
      return all(parts);
    }
  }
}

/**
 * A feed's conditions (`feedConditions` of `@smm/feeds`) as one SQL condition over the
 * columns of `projectItem`, for the viewer and time in `ctx` — the same selection `matchesFeed`
 * makes in memory (proved by `feed.sql.test.ts`).
 */
export function feedSql(conditions: readonly FeedCondition[], ctx: MatchContext): Condition {
  const keys: ViewerKeys = {
    me: [idKey(ctx.user.id), ...(ctx.user.uuid === undefined ? [] : [idKey(ctx.user.uuid)])],
    readerKey: idKey(ctx.user.id),
    teams: ctx.teamIds.map(idKey),
  };
  const now = Date.parse(ctx.now);
  return all(conditions.map((condition) => conditionSql(condition, keys, now)));
}
