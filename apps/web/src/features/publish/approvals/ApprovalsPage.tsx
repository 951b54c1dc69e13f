import { useLingui } from '@lingui/react';
import { publishMessages as m } from '@smm/i18n';
import type { PublishPost } from '@smm/model';
import { Skeleton } from '@smm/ui';
import { LoadError } from '../LoadError.js';
import * as screen from '../PublishScreen.css.js';
import { ApprovalQueue } from './ApprovalQueue.js';
import type { Approvals } from './use-approvals.js';

/** Props of {@link ApprovalsPage}. */
export interface ApprovalsPageProps {
  readonly approvals: Approvals;
  readonly zone: string;
  readonly onApprove: (post: PublishPost) => void;
  readonly onReject: (post: PublishPost) => void;
  readonly onOpen: (post: PublishPost) => void;
}

/** The approvals tab: the queue of posts waiting for the person's approval. */
export function ApprovalsPage({
  approvals,
  zone,
  onApprove,
  onReject,
  onOpen,
}: ApprovalsPageProps) {
  const { i18n } = useLingui();
  return (
    <section className={screen.section}>
      <p className={screen.lead}>{i18n._(m.approvalsIntro)}</p>
      {approvals.error !== null && (
        <LoadError message={approvals.error} onRetry={approvals.reload} />
      )}
      {approvals.posts === null ? (
        approvals.error === null && <Skeleton lines={6} />
      ) : (
        <ApprovalQueue
          posts={approvals.posts}
          zone={zone}
          onApprove={onApprove}
          onReject={onReject}
          onOpen={onOpen}
        />
      )}
    </section>
  );
}
