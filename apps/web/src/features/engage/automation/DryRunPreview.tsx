import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import type { RuleAction } from '@smm/model';
import { Badge, NetworkIcon, networkName, Select, Skeleton } from '@smm/ui';
import * as styles from './Automation.css.js';
import { ACTION_TEXTS } from './automation.texts.js';
import type { DryRunState } from './use-dry-run.js';

/** The periods the preview offers, in days. */
export const PREVIEW_DAYS = [7, 30, 90] as const;

/** Props of {@link DryRunPreview}. */
export interface DryRunPreviewProps {
  readonly state: DryRunState;
  readonly days: number;
  readonly onDays: (days: number) => void;
  /** An action in words ("Assign to Customer Care"). */
  readonly describe: (action: RuleAction) => string;
  /** The link that opens an item in the inbox. */
  readonly itemHref: (itemId: string) => string;
}

/**
 * The live dry run beside the builder: "Would have matched 37 of 4,210 items in the last 7
 * days", the planned actions by type, and the first matched items with what would be done to
 * each and what would be skipped and why, each opening the item in the inbox.
 */
export function DryRunPreview({ state, days, onDays, describe, itemHref }: DryRunPreviewProps) {
  const { i18n } = useLingui();
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  return (
    <section
      className={styles.preview}
      aria-labelledby="automation-preview"
      aria-busy={state.status === 'running'}
    >
      <div className={styles.top}>
        <h2 id="automation-preview" className={styles.subheading}>
          {i18n._(m.preview)}
        </h2>
        <Select
          label={i18n._(m.previewDays)}
          value={String(days)}
          onChange={(event) => onDays(Number(event.target.value))}
          options={PREVIEW_DAYS.map((n) => ({
            value: String(n),
            label: translate(i18n, m.days, { days: n }),
          }))}
        />
      </div>
      <p className={styles.lead}>{i18n._(m.previewIntro)}</p>
      <div role="status" aria-live="polite">
        {state.status === 'running' && (
          <>
            <p className={styles.muted}>{translate(i18n, m.previewRunning, { days })}</p>
            <Skeleton lines={3} />
          </>
        )}
        {state.status === 'invalid' && (
          <p className={styles.notice}>
            {translate(i18n, m.previewWaiting, { message: state.message })}
          </p>
        )}
        {state.status === 'failed' && (
          <p className={styles.error}>
            {translate(i18n, m.previewFailed, { message: state.message })}
          </p>
        )}
        {state.status === 'done' && (
          <p className={styles.summary} data-testid="preview-summary">
            {translate(i18n, m.previewSummary, {
              matched: count(state.result.matchedCount),
              scanned: count(state.result.scanned),
              days: state.result.days,
            })}
          </p>
        )}
      </div>
      {state.status === 'done' && (
        <>
          {Object.keys(state.result.actionCounts).length > 0 && (
            <div>
              <h3 className={styles.valueLabel}>{i18n._(m.plannedByType)}</h3>
              <div className={styles.chips}>
                {Object.entries(state.result.actionCounts).map(([type, n]) => (
                  <Badge key={type} tone="info">
                    {translate(i18n, m.actionCount, {
                      action: i18n._(ACTION_TEXTS[type as RuleAction['type']] ?? m.unknown),
                      count: count(n),
                    })}
                  </Badge>
                ))}
              </div>
            </div>
          )}
          {state.result.items.length === 0 ? (
            <p className={styles.muted}>
              {translate(i18n, m.previewNone, { days: state.result.days })}
            </p>
          ) : (
            <div>
              <h3 className={styles.valueLabel}>
                {translate(i18n, m.previewFirst, { count: state.result.items.length })}
              </h3>
              <ul className={styles.list}>
                {state.result.items.map((item) => (
                  <li key={item.messageId ?? item.itemId} className={styles.matched}>
                    <div className={styles.matchedTop}>
                      {item.network && (
                        <NetworkIcon
                          network={item.network}
                          size={16}
                          label={networkName(item.network)}
                        />
                      )}
                      <span className={styles.sender}>{item.sender ?? i18n._(m.unknown)}</span>
                      <a className={styles.endLink} href={itemHref(item.itemId)}>
                        {i18n._(m.openItem)}
                      </a>
                    </div>
                    <p className={styles.excerpt}>{item.excerpt || i18n._(m.noText)}</p>
                    {item.planned.length > 0 && (
                      <div className={styles.chips}>
                        {item.planned.map((action, index) => (
                          <Badge key={index} tone="success">
                            {describe(action)}
                          </Badge>
                        ))}
                      </div>
                    )}
                    {item.planned.length === 0 && item.skipped.length === 0 && (
                      <p className={styles.skipped}>{i18n._(m.previewNothing)}</p>
                    )}
                    {item.skipped.map((skip, index) => (
                      <p key={index} className={styles.skipped}>
                        {translate(i18n, m.wouldSkip, {
                          action: describe(skip.action),
                          reason: skip.reason,
                        })}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
