import { useLingui } from '@lingui/react';
import { labelManagementMessages as m, translate } from '@smm/i18n';
import { type LabelJob, labelJobProgress } from '@smm/model';
import { Button, Icon } from '@smm/ui';
import * as styles from './LabelManagement.css.js';

/**
 * One label job as the screen follows it: what it does and how far it is (a progress bar) while
 * it runs; once done, what it did, with a button to dismiss it.
 */
export function LabelJobProgress(props: {
  readonly job: LabelJob;
  readonly onDismiss: () => void;
}) {
  const { i18n } = useLingui();
  const { job } = props;
  const finished = job.state === 'done';
  const values = {
    name: job.labelName,
    target: job.targetName ?? '',
    processed: job.processed,
    total: Math.max(job.total, job.processed),
    count: job.processed,
  };
  const text = finished
    ? translate(i18n, job.kind === 'merge' ? m.merged : m.deleted, values)
    : translate(i18n, job.kind === 'merge' ? m.merging : m.deleting, values);
  return (
    <li className={styles.job} data-job-id={job.id} data-state={job.state}>
      <p className={styles.jobText} role="status">
        {finished && <Icon name="success" />} {text}
      </p>
      {finished ? (
        <Button variant="secondary" onClick={props.onDismiss}>
          {i18n._(m.dismiss)}
        </Button>
      ) : (
        <span />
      )}
      {!finished && (
        <progress className={styles.bar} max={1} value={labelJobProgress(job)} aria-label={text} />
      )}
    </li>
  );
}
