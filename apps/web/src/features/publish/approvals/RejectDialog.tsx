import { useLingui } from '@lingui/react';
import { publishMessages as m } from '@smm/i18n';
import { PUBLISH_LIMITS, type PublishPost } from '@smm/model';
import { ConfirmDialog, TextArea } from '@smm/ui';
import { useState } from 'react';

/** Props of {@link RejectDialog}. */
export interface RejectDialogProps {
  /** The post to reject; null: closed. */
  readonly post: PublishPost | null;
  readonly busy: boolean;
  /** Rejects with the comment (trimmed, never blank). */
  readonly onConfirm: (comment: string) => void;
  readonly onClose: () => void;
}

/** Rejecting a post: a comment for its author is required. */
export function RejectDialog({ post, busy, onConfirm, onClose }: RejectDialogProps) {
  const { i18n } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (post && post.id !== shownFor) {
    setShownFor(post.id);
    setProblem(null);
  }
  return (
    <ConfirmDialog
      open={post !== null}
      title={i18n._(m.rejectTitle)}
      confirmText={i18n._(m.reject)}
      confirmState="danger"
      loading={busy}
      submit
      onSubmit={(data) => {
        const comment = String(data.get('comment') ?? '').trim();
        if (comment === '') return setProblem(i18n._(m.rejectCommentRequired));
        setProblem(null);
        onConfirm(comment);
      }}
      onClose={(reason) => {
        if (reason !== 'ok') onClose();
      }}
    >
      <TextArea
        name="comment"
        label={i18n._(m.rejectComment)}
        hint={i18n._(m.rejectCommentHint)}
        error={problem ?? undefined}
        aria-required="true"
        rows={4}
        maxLength={PUBLISH_LIMITS.comment}
      />
    </ConfirmDialog>
  );
}
