import type { PublishAction, PublishPostStatus } from '@smm/model';
import { nextStatus, type PostEvent, type PostRefusal, type PostState } from '@smm/publish';
import { either as E } from 'fp-ts';
import { conflict } from '../../http/errors.js';

/** The readable 409 of a transition `@smm/publish`'s lifecycle refuses. */
export function refusalText(refusal: PostRefusal): string {
  if (refusal.reason === 'published') return 'This post is published; it can no longer change.';
  if (refusal.reason === 'commentRequired') return 'A rejection needs a comment for the author.';
  if (refusal.reason === 'reasonRequired') return 'A failure needs the network’s reason.';
  const what: Record<PostEvent['type'], string> = {
    submit: 'sent for approval',
    approve: 'approved',
    reject: 'rejected',
    schedule: 'scheduled',
    unschedule: 'taken back to the drafts',
    publish: 'published',
    fail: 'marked as failed',
    retry: 'retried',
    edit: 'edited',
  };
  const status: Record<PublishPostStatus, string> = {
    draft: 'a draft',
    pendingApproval: 'waiting for approval',
    approved: 'approved',
    rejected: 'rejected (edit it and send it for approval again)',
    scheduled: 'scheduled',
    published: 'published',
    scheduledError: 'failed',
  };
  return `This post cannot be ${what[refusal.event]}: it is ${status[refusal.status]}.`;
}

/** Applies events in order; a refusal is a 409 with a readable text. */
export function apply(state: PostState, ...events: PostEvent[]): PostState {
  let current = state;
  for (const event of events) {
    const next = nextStatus(current, event);
    if (E.isLeft(next)) throw conflict(refusalText(next.left));
    current = next.right;
  }
  return current;
}

/** A stored post's state for the lifecycle rules. */
export function stateOf(post: {
  readonly status: PublishPostStatus;
  readonly rejectionComment: string | null;
  readonly error: string | null;
}): PostState {
  if (post.status === 'rejected')
    return { status: 'rejected', comment: post.rejectionComment ?? '-' };
  if (post.status === 'scheduledError')
    return { status: 'scheduledError', reason: post.error ?? '-' };
  return { status: post.status };
}

/**
 * The events that take a post (already edited) where the composer's action asks: a draft is
 * kept (a scheduled or failed post goes back to the drafts), sent for approval, or scheduled
 * (publishing now is scheduling for now; a failed post is scheduled again by a retry).
 */
export function actionEvents(status: PublishPostStatus, action: PublishAction): PostEvent[] {
  const unschedule: PostEvent[] =
    status === 'scheduled' || status === 'scheduledError' ? [{ type: 'unschedule' }] : [];
  switch (action) {
    case 'saveDraft':
      return unschedule;
    case 'submitForApproval':
      return status === 'pendingApproval' ? [] : [...unschedule, { type: 'submit' }];
    case 'schedule':
    case 'publishNow':
      return status === 'scheduled'
        ? []
        : status === 'scheduledError'
          ? [{ type: 'retry' }]
          : [{ type: 'schedule' }];
  }
}
