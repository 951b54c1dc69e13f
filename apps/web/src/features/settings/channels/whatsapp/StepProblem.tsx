import type { ApiError } from '@smm/model';
import { Icon } from '@smm/ui';
import type { ReactNode } from 'react';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link StepProblem}. */
export interface StepProblemProps {
  /** What did not happen. */
  readonly title: string;
  /** The server's reason, shown as it says it. */
  readonly error: ApiError | null;
  /** More words under the reason. */
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}

/** What went wrong in a step, and why: an alert with the server's message. */
export function StepProblem({ title, error, children, action }: StepProblemProps) {
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>
        <Icon name="error" />
        <span>{title}</span>
      </p>
      {error !== null ? <p className={styles.problemText}>{error.message}</p> : null}
      {children}
      {action !== undefined ? <div>{action}</div> : null}
    </div>
  );
}
