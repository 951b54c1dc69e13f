import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import { toApiError, type EngageItem, type RuleAction, type RuleRun } from '@smm/model';
import { Badge, Button, EmptyState, NetworkIcon, networkName, Skeleton } from '@smm/ui';
import * as styles from './Automation.css.js';
import { OUTCOME_TEXTS, shortDateTime } from './automation.texts.js';

/** Props of {@link RunLog}. */
export interface RunLogProps {
  /** The runs so far, newest first; null while the first page loads. */
  readonly runs: readonly RuleRun[] | null;
  /** The items the runs acted on, as far as they are known. */
  readonly items: ReadonlyMap<string, EngageItem>;
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly error: string | null;
  readonly onMore: () => void;
  readonly describe: (action: RuleAction) => string;
  readonly senderOf: (item: EngageItem) => string;
  readonly itemHref: (itemId: string) => string;
}

/**
 * A rule's run log: each item it matched, newest first, with what each action did — done,
 * refused with the rule that refused it, failed with the error, skipped with why.
 */
export function RunLog(props: RunLogProps) {
  const { i18n } = useLingui();
  const { runs } = props;
  if (runs === null)
    return props.error ? (
      <p role="alert" className={styles.error}>
        {props.error}
      </p>
    ) : (
      <Skeleton lines={4} />
    );
  if (runs.length === 0) return <EmptyState title={i18n._(m.noRuns)} icon="info" />;
  return (
    <>
      <ul className={styles.list} aria-label={i18n._(m.runLog)}>
        {runs.map((run) => {
          const item = props.items.get(run.itemId);
          return (
            <li
              key={`${run.messageId ?? run.itemId}-${run.at}`}
              className={styles.matched}
              data-run-item={run.itemId}
            >
              <div className={styles.matchedTop}>
                {item && (
                  <NetworkIcon
                    network={item.engage.network}
                    size={16}
                    label={networkName(item.engage.network)}
                  />
                )}
                <span className={styles.sender}>
                  {item ? props.senderOf(item) : translate(i18n, m.runFor, { id: run.itemId })}
                </span>
                <span className={styles.muted}>{shortDateTime(i18n.locale, run.at)}</span>
                <a className={styles.endLink} href={props.itemHref(run.itemId)}>
                  {i18n._(m.openItem)}
                </a>
              </div>
              {item && <p className={styles.excerpt}>{item.message || i18n._(m.noText)}</p>}
              <ul className={styles.list}>
                {run.actions.map((entry, index) => {
                  const outcome = OUTCOME_TEXTS[entry.outcome];
                  return (
                    <li key={index} className={styles.matchedTop}>
                      <Badge tone={outcome.tone}>{i18n._(outcome.text)}</Badge>
                      <span>{props.describe(entry.action)}</span>
                      {entry.reason && <span className={styles.muted}>{entry.reason}</span>}
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {props.error && (
        <p role="alert" className={styles.error}>
          {props.error}
        </p>
      )}
      {props.hasMore && (
        <div>
          <Button variant="secondary" busy={props.loading} onClick={props.onMore}>
            {i18n._(m.loadMore)}
          </Button>
        </div>
      )}
    </>
  );
}

/** The error of a failed page, readable. */
export const pageError = (error: unknown) => toApiError(error).message;
