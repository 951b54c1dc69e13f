import type { AutoReplyKind, WeekdayWindow } from '@smm/model';
import { isWithinSchedule } from './schedule.rules.js';

/** An away message answers a conversation at most once in this many hours. */
export const AWAY_REPEAT_HOURS = 24;

/** An automated messaging group as the decision reads it. */
export interface AutoReplyGroupRule {
  readonly kind: AutoReplyKind;
  readonly enabled: boolean;
  readonly channelIds: readonly string[];
  /** The team's opening hours (away: outside them; welcome: not used). */
  readonly schedule: readonly WeekdayWindow[];
  /** The IANA time zone the hours are read in. */
  readonly timezone: string;
}

/** A direct message that just arrived. */
export interface IncomingMessage {
  readonly channelId: string;
  /** When it arrived (ISO). */
  readonly at: string;
  /** It is the first message of its conversation. */
  readonly startsConversation: boolean;
  /** A customer wrote it (not the channel itself). */
  readonly fromCustomer: boolean;
}

/** What the conversation already got from the group. */
export interface ConversationReplies {
  readonly welcomed: boolean;
  /** When the group's away message last answered it (ISO), if ever. */
  readonly lastAwayAt: string | null;
}

/** Whether to send the group's message now, and if not, why not. */
export type AutoReplyDecision =
  { readonly send: true } | { readonly send: false; readonly reason: string };

const HOUR = 60 * 60 * 1000;

/**
 * Whether an automated messaging group answers a direct message that just arrived (engage §3;
 * decision 0050). Only an enabled group of the message's channel answers, and only a customer.
 * A welcome message answers the first message of a conversation, once. An away message answers a
 * message that arrives outside the group's opening hours (read in its time zone, daylight saving
 * included), at most once per conversation in {@link AWAY_REPEAT_HOURS} hours; a group without
 * hours is never away.
 *
 * @example
 * autoReplyDecision(away, { channelId: 'fb', at: '2026-11-21T22:00:00Z', startsConversation: false, fromCustomer: true },
 *   { welcomed: false, lastAwayAt: null }) // { send: true } (Saturday night, closed)
 */
export function autoReplyDecision(
  group: AutoReplyGroupRule,
  message: IncomingMessage,
  replies: ConversationReplies,
): AutoReplyDecision {
  if (!group.enabled) return { send: false, reason: 'the group is switched off' };
  if (!group.channelIds.includes(message.channelId))
    return { send: false, reason: 'the group does not answer on this channel' };
  if (!message.fromCustomer) return { send: false, reason: 'the channel wrote it' };
  if (group.kind === 'WELCOME_MESSAGE') {
    if (!message.startsConversation) return { send: false, reason: 'not a first message' };
    if (replies.welcomed) return { send: false, reason: 'the conversation was welcomed already' };
    return { send: true };
  }
  if (group.schedule.length === 0) return { send: false, reason: 'the group has no opening hours' };
  const open = isWithinSchedule(
    { kind: group.kind, message: '', schedule: [...group.schedule], timezone: group.timezone },
    message.at,
  );
  if (open) return { send: false, reason: 'it arrived within opening hours' };
  if (
    replies.lastAwayAt !== null &&
    Date.parse(message.at) - Date.parse(replies.lastAwayAt) < AWAY_REPEAT_HOURS * HOUR
  ) {
    return {
      send: false,
      reason: `the conversation got the away message in the last ${AWAY_REPEAT_HOURS} hours`,
    };
  }
  return { send: true };
}
