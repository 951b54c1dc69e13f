import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type { EngageItem } from '@smm/model';
import { Icon } from '@smm/ui';
import { useEffect, useState } from 'react';
import { useEngage } from '../engage.context.js';
import * as styles from './Automation.css.js';
import { automationHref } from './automation.route.js';

/** The moderator source of changes made by an automation rule (`@smm/automation`). */
const AUTOMATION = 'automation';

/** Props of {@link AutomationHistoryLine}. */
export interface AutomationHistoryLineProps {
  /** The rule's id, to link its run log; none when the rule is deleted. */
  readonly ruleId: string | null;
  /** The rule's name; null while it is looked up, '' when the rule is deleted. */
  readonly ruleName: string | null;
}

/** "Last changed by automation ‹rule›", the rule linking to its run log. */
export function AutomationHistoryLine({ ruleId, ruleName }: AutomationHistoryLineProps) {
  const { i18n } = useLingui();
  if (ruleName === null) return null;
  const text = translate(i18n, m.changedBy, { rule: '\u0000' });
  const [before, after] = text.split('\u0000');
  return (
    <p className={styles.history} data-testid="automation-history">
      <Icon name="settings" />
      <span>
        {before}
        {ruleName && ruleId ? (
          <a className={styles.inlineLink} href={automationHref({ kind: 'runs', ruleId })}>
            {ruleName}
          </a>
        ) : (
          i18n._(m.deletedRule)
        )}
        {after}
      </span>
    </p>
  );
}

/**
 * Names the automation rule that last changed an item (the item's `moderatorSource` is
 * `automation`, its `moderatorId` the rule's id); nothing for other items.
 */
export function AutomationHistory({ item }: { readonly item: EngageItem }) {
  const { calls } = useEngage();
  const ruleId =
    item.engage.moderatorSource === AUTOMATION ? (item.engage.moderatorId ?? null) : null;
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (!ruleId) return;
    let live = true;
    calls
      .automationRules()
      .then((rules) => {
        if (live) setName(rules.find((rule) => rule.id === ruleId)?.name ?? '');
      })
      .catch(() => {
        if (live) setName('');
      });
    return () => {
      live = false;
    };
  }, [calls, ruleId]);
  if (!ruleId) return null;
  return <AutomationHistoryLine ruleId={ruleId} ruleName={name} />;
}
