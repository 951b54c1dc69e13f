import type { ItemHistoryEntry } from '@smm/model';

/**
 * What a line of an item's history says was done (docs/decisions/0059). Each is one sentence
 * of the interface ("‹who› assigned this to ‹target›"); `change` stands for an action this
 * version does not name.
 */
export type HistoryVerb =
  | 'assign'
  | 'unassign'
  | 'label'
  | 'unlabel'
  | 'hide'
  | 'unhide'
  | 'read'
  | 'unread'
  | 'like'
  | 'unlike'
  | 'spam'
  | 'notSpam'
  | 'priority'
  | 'notPriority'
  | 'sentiment'
  | 'sentimentReset'
  | 'language'
  | 'delete'
  | 'reply'
  | 'repost'
  | 'edit'
  | 'note'
  | 'case'
  | 'ticket'
  | 'forward'
  | 'retry'
  | 'delivered'
  | 'sendFailed'
  | 'inbound'
  | 'change';

/** Who did it: a person, automation (a rule or messaging group), a bulk action, the network. */
export type HistoryActor =
  | { readonly kind: 'person'; readonly name: string }
  | { readonly kind: 'bulk'; readonly name: string }
  | { readonly kind: 'automation'; readonly ruleId: string | null; readonly name: string }
  | { readonly kind: 'network' }
  | { readonly kind: 'someone' };

/** One line of an item's history, ready to be worded. */
export interface HistoryLine {
  readonly at: string;
  readonly verb: HistoryVerb;
  readonly actor: HistoryActor;
  /** What the action named: an assignee, a label, a language tag, a sentiment. */
  readonly target: string | undefined;
}

const VERBS: ReadonlySet<string> = new Set<HistoryVerb>([
  'assign',
  'unassign',
  'label',
  'unlabel',
  'hide',
  'unhide',
  'read',
  'unread',
  'like',
  'unlike',
  'spam',
  'notSpam',
  'priority',
  'notPriority',
  'sentiment',
  'language',
  'delete',
  'reply',
  'repost',
  'edit',
  'note',
  'case',
  'ticket',
  'forward',
  'retry',
  'delivered',
  'sendFailed',
  'inbound',
]);

/**
 * Who did a change, from its source: a person by name (`someone` when the account is gone),
 * automation by its rule's or group's name (empty when deleted), the network.
 *
 * @example
 * historyActor({ at, action: 'assign', source: 'user', actorName: 'Ada Admin' }) // { kind: 'person', name: 'Ada Admin' }
 */
export function historyActor(entry: ItemHistoryEntry): HistoryActor {
  switch (entry.source) {
    case 'automation':
      return { kind: 'automation', ruleId: entry.actorId ?? null, name: entry.actorName ?? '' };
    case 'network':
      return { kind: 'network' };
    case 'bulk':
      return entry.actorName ? { kind: 'bulk', name: entry.actorName } : { kind: 'someone' };
    default:
      return entry.actorName ? { kind: 'person', name: entry.actorName } : { kind: 'someone' };
  }
}

/**
 * A history entry as a line: its verb (a sentiment set back to the prediction is
 * `sentimentReset`; unknown actions are `change`), who did it and what it named.
 *
 * @example
 * historyLine({ at: '2026-11-20T10:00:00Z', action: 'assign', source: 'user', actorName: 'Ada Admin', target: 'Customer Care' })
 * // { at: '2026-11-20T10:00:00Z', verb: 'assign', actor: { kind: 'person', name: 'Ada Admin' }, target: 'Customer Care' }
 */
export function historyLine(entry: ItemHistoryEntry): HistoryLine {
  const known = VERBS.has(entry.action) ? (entry.action as HistoryVerb) : 'change';
  const verb: HistoryVerb = known === 'sentiment' && !entry.target ? 'sentimentReset' : known;
  return { at: entry.at, verb, actor: historyActor(entry), target: entry.target };
}

/**
 * The lines of an item's history, newest first, without consecutive repeats of the same verb
 * by the same actor on the same target within a minute (a double click, a retried call).
 *
 * @example
 * historyLines([read at 10:00:30 by Ada, read at 10:00:00 by Ada]) // one line, the newest
 */
export function historyLines(entries: readonly ItemHistoryEntry[]): readonly HistoryLine[] {
  const lines = entries.map(historyLine).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return lines.filter((line, index) => {
    const newer = lines[index - 1];
    return !(
      newer !== undefined &&
      newer.verb === line.verb &&
      newer.target === line.target &&
      JSON.stringify(newer.actor) === JSON.stringify(line.actor) &&
      Date.parse(newer.at) - Date.parse(line.at) < 60_000
    );
  });
}
