import { either as E } from 'fp-ts';

/**
 * A post's status. `published`, `scheduled` and `scheduledError` are the statuses Home lists
 * (platform §7, `PublishItemStatus` of `@smm/model`); the others are the approval flow's.
 */
export type PostStatus =
  | 'draft'
  | 'pendingApproval'
  | 'approved'
  | 'rejected'
  | 'scheduled'
  | 'published'
  | 'scheduledError';

/** Every post status, in the order of the lifecycle. */
export const POST_STATUSES: readonly PostStatus[] = [
  'draft',
  'pendingApproval',
  'approved',
  'rejected',
  'scheduled',
  'published',
  'scheduledError',
];

/**
 * A post's status with what it carries: a rejected post the approver's comment, a failed one
 * the network's reason. Neither is ever blank.
 */
export type PostState =
  | { readonly status: Exclude<PostStatus, 'rejected' | 'scheduledError'> }
  | { readonly status: 'rejected'; readonly comment: string }
  | { readonly status: 'scheduledError'; readonly reason: string };

/**
 * What can happen to a post:
 * - `submit`: sent for approval;
 * - `approve` / `reject` (with a comment): the approver's answer;
 * - `schedule`: given a time to go out (publishing now is scheduling for now);
 * - `unschedule`: taken back to the drafts before it went out;
 * - `publish`: the network took it at its time;
 * - `fail` (with the network's reason): the network refused it;
 * - `retry`: scheduled again after a failure;
 * - `edit`: changed by someone who may (`mayPublish`) or may not publish on all its channels.
 */
export type PostEvent =
  | { readonly type: 'submit' }
  | { readonly type: 'approve' }
  | { readonly type: 'reject'; readonly comment: string }
  | { readonly type: 'schedule' }
  | { readonly type: 'unschedule' }
  | { readonly type: 'publish' }
  | { readonly type: 'fail'; readonly reason: string }
  | { readonly type: 'retry' }
  | { readonly type: 'edit'; readonly mayPublish: boolean };

/** The kinds of {@link PostEvent}. */
export type PostEventType = PostEvent['type'];

/**
 * Why an event is refused:
 * - `published`: a published post does not change any more;
 * - `notFromStatus`: the event does not apply to a post in this status;
 * - `commentRequired`: a rejection needs a comment;
 * - `reasonRequired`: a failure needs the network's reason.
 */
export interface PostRefusal {
  readonly reason: 'published' | 'notFromStatus' | 'commentRequired' | 'reasonRequired';
  readonly status: PostStatus;
  readonly event: PostEventType;
}

/** Where an edit leads depends on whether the editor may publish on every channel of the post. */
export interface EditTarget {
  readonly publisher: PostStatus;
  readonly otherwise: PostStatus;
}

/**
 * The post lifecycle as a transition table: for each status, the events it takes and the status
 * they lead to. Editing an approved, scheduled or failed post sends it back for approval unless
 * the editor may publish; a rejected post keeps its comment until it is submitted again; only a
 * scheduled post can be published.
 */
export const POST_TRANSITIONS: Readonly<
  Record<PostStatus, Partial<Record<PostEventType, PostStatus | EditTarget>>>
> = {
  draft: {
    submit: 'pendingApproval',
    schedule: 'scheduled',
    edit: { publisher: 'draft', otherwise: 'draft' },
  },
  pendingApproval: {
    approve: 'approved',
    reject: 'rejected',
    edit: { publisher: 'pendingApproval', otherwise: 'pendingApproval' },
  },
  approved: {
    schedule: 'scheduled',
    edit: { publisher: 'approved', otherwise: 'pendingApproval' },
  },
  rejected: {
    submit: 'pendingApproval',
    edit: { publisher: 'rejected', otherwise: 'rejected' },
  },
  scheduled: {
    publish: 'published',
    fail: 'scheduledError',
    unschedule: 'draft',
    edit: { publisher: 'scheduled', otherwise: 'pendingApproval' },
  },
  scheduledError: {
    retry: 'scheduled',
    unschedule: 'draft',
    edit: { publisher: 'scheduledError', otherwise: 'pendingApproval' },
  },
  published: {},
};

/**
 * The state a post moves to on an event, or why it cannot (see {@link POST_TRANSITIONS}):
 * draft → pendingApproval → approved | rejected (with a comment) → scheduled → published |
 * scheduledError (with the network's reason) → retry → scheduled. Comments and reasons are kept
 * trimmed; a blank one is refused.
 *
 * @example
 * nextStatus({ status: 'pendingApproval' }, { type: 'reject', comment: 'Wrong price' })
 * // Right({ status: 'rejected', comment: 'Wrong price' })
 * nextStatus({ status: 'draft' }, { type: 'publish' })
 * // Left({ reason: 'notFromStatus', status: 'draft', event: 'publish' })
 */
export function nextStatus(state: PostState, event: PostEvent): E.Either<PostRefusal, PostState> {
  const refuse = (reason: PostRefusal['reason']) =>
    E.left({ reason, status: state.status, event: event.type });
  if (state.status === 'published') return refuse('published');
  const target = POST_TRANSITIONS[state.status][event.type];
  if (target === undefined) return refuse('notFromStatus');
  const status =
    typeof target === 'string'
      ? target
      : event.type === 'edit' && event.mayPublish
        ? target.publisher
        : target.otherwise;
  if (status === 'rejected') {
    const comment = event.type === 'reject' ? event.comment.trim() : commentOf(state);
    return comment ? E.right({ status, comment }) : refuse('commentRequired');
  }
  if (status === 'scheduledError') {
    const reason = event.type === 'fail' ? event.reason.trim() : reasonOf(state);
    return reason ? E.right({ status, reason }) : refuse('reasonRequired');
  }
  return E.right({ status });
}

const commentOf = (state: PostState) => (state.status === 'rejected' ? state.comment : '');
const reasonOf = (state: PostState) => (state.status === 'scheduledError' ? state.reason : '');
