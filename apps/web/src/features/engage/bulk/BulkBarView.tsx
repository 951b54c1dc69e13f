import { useLingui } from '@lingui/react';
import { inboxMessages, translate } from '@smm/i18n';
import type { BulkBarAction } from '@smm/inbox';
import { Button } from '@smm/ui';
import * as styles from './BulkBar.css.js';
import type { BulkRun } from './use-bulk-job.js';

const ACTION_TEXT: Readonly<Record<BulkBarAction, keyof typeof inboxMessages>> = {
  read: 'bulk_read',
  spam: 'bulk_spam',
  notSpam: 'bulk_notSpam',
  priority: 'bulk_priority',
  notPriority: 'bulk_notPriority',
  like: 'bulk_like',
  unlike: 'bulk_unlike',
  delete: 'bulk_delete',
  hide: 'bulk_hide',
  unhide: 'bulk_unhide',
  assign: 'bulk_assign',
  unassign: 'bulk_unassign',
  sentiment: 'bulk_sentiment',
  label: 'bulk_label',
};

/** Props of {@link BulkBarView}. */
export interface BulkBarViewProps {
  /** How many items are selected; null while every item of the feed is. */
  readonly count: number | null;
  readonly actions: readonly BulkBarAction[];
  /** The spec's estimate of how long an action over the selection takes. */
  readonly estimate: string;
  readonly run: BulkRun;
  readonly onAction: (action: BulkBarAction) => void;
  readonly onSelectAll: () => void;
  readonly onClear: () => void;
}

/**
 * The bulk bar as shown: the selection, the actions allowed for it, the estimate, and a running
 * job's progress with the items it left as they were.
 */
export function BulkBarView(props: BulkBarViewProps) {
  const { i18n } = useLingui();
  const { run } = props;
  const busy = run.phase === 'starting' || run.phase === 'running';
  const job = run.phase === 'running' ? run.job : run.phase === 'done' ? run.job : null;
  const total = run.phase === 'running' ? run.accepted.total : (job?.total ?? 0);
  return (
    <div role="region" aria-label={i18n._(inboxMessages.bulkBar)} className={styles.bar}>
      <div className={styles.row}>
        <strong>
          {props.count === null
            ? i18n._(inboxMessages.allSelected)
            : translate(i18n, inboxMessages.selected, { count: props.count })}
        </strong>
        {props.count !== null && (
          <Button variant="ghost" onClick={props.onSelectAll}>
            {i18n._(inboxMessages.selectAll)}
          </Button>
        )}
        <Button variant="ghost" onClick={props.onClear}>
          {i18n._(inboxMessages.clearSelection)}
        </Button>
      </div>
      {props.count !== 0 && (
        <div role="toolbar" aria-label={i18n._(inboxMessages.actions)} className={styles.row}>
          {props.actions.length === 0 ? (
            <span>{i18n._(inboxMessages.bulkNoActions)}</span>
          ) : (
            props.actions.map((action) => (
              <Button
                key={action}
                variant={action === 'delete' ? 'danger' : 'secondary'}
                disabled={busy}
                data-bulk-action={action}
                onClick={() => props.onAction(action)}
              >
                {i18n._(inboxMessages[ACTION_TEXT[action]])}
              </Button>
            ))
          )}
        </div>
      )}
      <p className={styles.info} role="status">
        {run.phase === 'failed'
          ? translate(i18n, inboxMessages.bulkFailed, { message: run.message })
          : run.phase === 'done'
            ? translate(i18n, inboxMessages.bulkDone, {
                succeeded: run.job.succeeded,
                refused: run.job.refused,
                failed: run.job.failed,
              })
            : run.phase === 'running'
              ? `${props.estimate} ${translate(i18n, inboxMessages.bulkProgress, {
                  processed: job?.processed ?? 0,
                  total,
                })}`
              : props.estimate}
      </p>
      {busy && (
        <progress
          className={styles.progress}
          max={Math.max(total, 1)}
          value={job?.processed ?? 0}
          aria-label={i18n._(inboxMessages.bulkBar)}
        />
      )}
      {job && job.problems.length > 0 && (
        <details className={styles.problems}>
          <summary>{i18n._(inboxMessages.bulkProblems)}</summary>
          <ul>
            {job.problems.map((problem) => (
              <li key={problem.itemId}>{problem.message}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
