import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type { AutomationRuleSummary } from '@smm/model';
import { Badge, Button, Icon, IconButton, Tooltip, VisuallyHidden } from '@smm/ui';
import { navigate } from 'wouter/use-hash-location';
import * as styles from './Automation.css.js';
import { automationHref } from './automation.route.js';
import { shortDateTime, STATUS_TEXTS } from './automation.texts.js';
import { RowButtons } from './RowButtons.js';

/** What can be done to a rule from the list. */
export type RuleCommand =
  | { readonly type: 'activate' | 'pause' | 'delete'; readonly rule: AutomationRuleSummary }
  | { readonly type: 'move'; readonly rule: AutomationRuleSummary; readonly by: -1 | 1 };

/** Props of {@link RulesList}. */
export interface RulesListProps {
  readonly rules: readonly AutomationRuleSummary[];
  /** Administrators change rules; everyone else reads them. */
  readonly canManage: boolean;
  /** The rule whose command is under way. */
  readonly busyId?: string | null;
  readonly onCommand: (command: RuleCommand) => void;
}

/**
 * The rules in the order they apply: name, status (an error with its reason), last run and
 * matched count; administrators move, edit, activate, pause and delete them.
 */
export function RulesList({ rules, canManage, busyId, onCommand }: RulesListProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={i18n._(m.title)}>
        <thead>
          <tr>
            {canManage && (
              <th scope="col" className={styles.th}>
                <VisuallyHidden>{i18n._(m.columnOrder)}</VisuallyHidden>
              </th>
            )}
            <th scope="col" className={styles.th}>
              {i18n._(m.columnName)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnStatus)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnLastRun)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnMatched)}
            </th>
            {canManage && (
              <th scope="col" className={styles.th}>
                {i18n._(m.columnActions)}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rules.map((rule, index) => {
            const name = { name: rule.name };
            const status = STATUS_TEXTS[rule.status];
            const busy = busyId === rule.id;
            return (
              <tr key={rule.id} data-rule-id={rule.id}>
                {canManage && (
                  <td className={styles.td}>
                    <div className={styles.order}>
                      <Tooltip content={translate(i18n, m.moveUp, name)}>
                        <IconButton
                          label={translate(i18n, m.moveUp, name)}
                          disabled={index === 0 || busy}
                          onClick={() => onCommand({ type: 'move', rule, by: -1 })}
                        >
                          <Icon name="arrowUp" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip content={translate(i18n, m.moveDown, name)}>
                        <IconButton
                          label={translate(i18n, m.moveDown, name)}
                          disabled={index === rules.length - 1 || busy}
                          onClick={() => onCommand({ type: 'move', rule, by: 1 })}
                        >
                          <Icon name="arrowDown" />
                        </IconButton>
                      </Tooltip>
                    </div>
                  </td>
                )}
                <th scope="row" className={styles.td} style={{ textAlign: 'start' }}>
                  <div className={styles.cellStack}>
                    <a
                      className={styles.link}
                      href={automationHref(
                        canManage
                          ? { kind: 'edit', ruleId: rule.id }
                          : { kind: 'runs', ruleId: rule.id },
                      )}
                    >
                      {rule.name}
                    </a>
                    <a
                      className={styles.subLink}
                      href={automationHref({ kind: 'runs', ruleId: rule.id })}
                      aria-label={translate(i18n, m.runLogOf, name)}
                    >
                      {i18n._(m.runLog)}
                    </a>
                  </div>
                </th>
                <td className={styles.td}>
                  <div className={styles.cellStack}>
                    <Badge tone={status.tone}>{i18n._(status.text)}</Badge>
                    {rule.status === 'error' && rule.error && (
                      <span className={styles.error}>
                        {translate(i18n, m.ruleError, { reason: rule.error })}
                      </span>
                    )}
                  </div>
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {rule.lastRunAt ? shortDateTime(i18n.locale, rule.lastRunAt) : i18n._(m.neverRun)}
                </td>
                <td className={`${styles.td} ${styles.number}`}>
                  {new Intl.NumberFormat(i18n.locale).format(rule.matchedCount)}
                </td>
                {canManage && (
                  <td className={styles.td}>
                    <div className={styles.buttons}>
                      {rule.status === 'active' ? (
                        <Button
                          variant="secondary"
                          busy={busy}
                          aria-label={translate(i18n, m.pauseRule, name)}
                          onClick={() => onCommand({ type: 'pause', rule })}
                        >
                          {i18n._(m.pause)}
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          busy={busy}
                          aria-label={translate(i18n, m.activateRule, name)}
                          onClick={() => onCommand({ type: 'activate', rule })}
                        >
                          {i18n._(m.activate)}
                        </Button>
                      )}
                      <RowButtons
                        editLabel={translate(i18n, m.editRule, name)}
                        deleteLabel={translate(i18n, m.deleteRule, name)}
                        busy={busy}
                        onEdit={() =>
                          navigate(automationHref({ kind: 'edit', ruleId: rule.id }).slice(1))
                        }
                        onDelete={() => onCommand({ type: 'delete', rule })}
                      />
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
