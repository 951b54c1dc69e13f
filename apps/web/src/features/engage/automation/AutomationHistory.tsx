import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type { EngageItem, ItemHistoryEntry } from '@smm/model';
import { Icon } from '@smm/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useEngage } from '../engage.context.js';
import * as styles from './Automation.css.js';
import { automationHref } from './automation.route.js';

/** How each action automation takes reads in the item's history. */
const DID: Readonly<Record<string, MessageDescriptor>> = {
  assign: m.did_assign,
  label: m.did_label,
  hide: m.did_hide,
  read: m.did_read,
  spam: m.did_spam,
  case: m.did_case,
  ticket: m.did_ticket,
  reply: m.did_reply,
};

/** Props of {@link AutomationHistoryLine}. */
export interface AutomationHistoryLineProps {
  /** The rule's id, to link its run log; none when the rule is deleted. */
  readonly ruleId: string | null;
  /** The rule's (or messaging group's) name; '' when it is deleted. */
  readonly ruleName: string;
  /** What it did (the engage action: assign, label, hide, read, spam, case, ticket, reply). */
  readonly action?: string | undefined;
  /** What the action named: the assignee, the label. */
  readonly target?: string | undefined;
  /** Links the name to the rule's run log (not for messaging groups). */
  readonly linked?: boolean;
  /** Shown after the sentence: when it happened, in the conversation's full history. */
  readonly time?: ReactNode;
  /** The line's class (the conversation's history lays its lines out its own way). */
  readonly className?: string | undefined;
}

/**
 * "Automation ‹rule› assigned this to ‹team›" (labelled, hid, marked read or as spam, opened a
 * case or a ticket, answered); "Last changed by automation ‹rule›" for anything else. The name
 * links to the rule's run log.
 */
export function AutomationHistoryLine({
  ruleId,
  ruleName,
  action,
  target,
  linked = true,
  time,
  className,
}: AutomationHistoryLineProps) {
  const { i18n } = useLingui();
  const wording = (action && DID[action]) || m.changedBy;
  const text = translate(i18n, wording, { rule: '\u0000', target: target ?? '' });
  const [before, after] = text.split('\u0000');
  return (
    <li className={className ?? styles.history} data-testid="automation-history">
      <Icon name="settings" />
      <span>
        {before}
        {ruleName && ruleId && linked ? (
          <a className={styles.inlineLink} href={automationHref({ kind: 'runs', ruleId })}>
            {ruleName}
          </a>
        ) : (
          ruleName || i18n._(m.deletedRule)
        )}
        {after}
      </span>
      {time}
    </li>
  );
}

/**
 * What automation did to an item — rules and automated messages, newest first, from the item's
 * history — each naming the rule or group; nothing when automation never touched it.
 */
export function AutomationHistory({ item }: { readonly item: EngageItem }) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const [entries, setEntries] = useState<readonly ItemHistoryEntry[]>([]);
  const changedByAutomation = item.engage.moderatorSource === 'automation';
  useEffect(() => {
    setEntries([]);
    let live = true;
    calls
      .itemHistory(item.id)
      .then((history) => {
        if (live) setEntries(history.filter((entry) => entry.source === 'automation'));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The history is read again when automation changed the item since.
  }, [calls, item.id, changedByAutomation, item.engage.moderatorId]);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.historyList} aria-label={i18n._(m.historyTitle)}>
      {entries.map((entry, index) => (
        <AutomationHistoryLine
          key={`${entry.at}-${index}`}
          ruleId={entry.actorId ?? null}
          ruleName={entry.actorName ?? ''}
          action={entry.action}
          target={entry.target}
          linked={entry.action !== 'reply'}
        />
      ))}
    </ul>
  );
}
