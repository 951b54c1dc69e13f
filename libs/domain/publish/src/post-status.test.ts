import fc from 'fast-check';
import { either as E } from 'fp-ts';
import { describe, expect, it } from 'vitest';
import {
  nextStatus,
  POST_STATUSES,
  type PostEvent,
  type PostState,
  type PostStatus,
} from './post-status.rules.js';

const s = (status: Exclude<PostStatus, 'rejected' | 'scheduledError'>): PostState => ({ status });
const rejected: PostState = { status: 'rejected', comment: 'The price is wrong' };
const failed: PostState = { status: 'scheduledError', reason: 'The image is too large' };

describe('nextStatus: the post lifecycle', () => {
  it.each<[string, PostState, PostEvent, PostState]>([
    ['a draft is submitted for approval', s('draft'), { type: 'submit' }, s('pendingApproval')],
    ['a draft is scheduled by who may publish', s('draft'), { type: 'schedule' }, s('scheduled')],
    ['an approver approves', s('pendingApproval'), { type: 'approve' }, s('approved')],
    [
      'an approver rejects with a comment, kept trimmed',
      s('pendingApproval'),
      { type: 'reject', comment: '  The price is wrong \n' },
      rejected,
    ],
    ['an approved post is scheduled', s('approved'), { type: 'schedule' }, s('scheduled')],
    ['a rejected post is submitted again', rejected, { type: 'submit' }, s('pendingApproval')],
    ['a scheduled post is published', s('scheduled'), { type: 'publish' }, s('published')],
    [
      'a scheduled post fails with the network’s reason',
      s('scheduled'),
      { type: 'fail', reason: 'The image is too large' },
      failed,
    ],
    ['a failed post is retried', failed, { type: 'retry' }, s('scheduled')],
    [
      'a scheduled post goes back to the drafts',
      s('scheduled'),
      { type: 'unschedule' },
      s('draft'),
    ],
    ['a failed post goes back to the drafts', failed, { type: 'unschedule' }, s('draft')],
    [
      'editing a draft keeps it a draft',
      s('draft'),
      { type: 'edit', mayPublish: false },
      s('draft'),
    ],
    [
      'editing a post waiting for approval keeps it waiting',
      s('pendingApproval'),
      { type: 'edit', mayPublish: true },
      s('pendingApproval'),
    ],
    [
      'an approved post edited by who may not publish goes back for approval',
      s('approved'),
      { type: 'edit', mayPublish: false },
      s('pendingApproval'),
    ],
    [
      'an approved post edited by who may publish stays approved',
      s('approved'),
      { type: 'edit', mayPublish: true },
      s('approved'),
    ],
    [
      'a scheduled post edited by who may not publish goes back for approval',
      s('scheduled'),
      { type: 'edit', mayPublish: false },
      s('pendingApproval'),
    ],
    [
      'a scheduled post edited by who may publish stays scheduled',
      s('scheduled'),
      { type: 'edit', mayPublish: true },
      s('scheduled'),
    ],
    [
      'a failed post edited by who may publish keeps its reason',
      failed,
      { type: 'edit', mayPublish: true },
      failed,
    ],
    [
      'a failed post edited by who may not publish goes back for approval',
      failed,
      { type: 'edit', mayPublish: false },
      s('pendingApproval'),
    ],
    [
      'a rejected post keeps its comment while edited',
      rejected,
      { type: 'edit', mayPublish: false },
      rejected,
    ],
  ])('%s', (_, state, event, next) => {
    expect(nextStatus(state, event)).toEqual(E.right(next));
  });

  it.each<[string, PostState, PostEvent, string]>([
    [
      'a draft cannot be published without being scheduled',
      s('draft'),
      { type: 'publish' },
      'notFromStatus',
    ],
    [
      'a post waiting for approval cannot be scheduled',
      s('pendingApproval'),
      { type: 'schedule' },
      'notFromStatus',
    ],
    [
      'an approved post cannot be published without being scheduled',
      s('approved'),
      { type: 'publish' },
      'notFromStatus',
    ],
    ['a draft cannot be approved', s('draft'), { type: 'approve' }, 'notFromStatus'],
    [
      'a rejected post cannot be scheduled without approval',
      rejected,
      { type: 'schedule' },
      'notFromStatus',
    ],
    [
      'a rejected post cannot be approved without being submitted',
      rejected,
      { type: 'approve' },
      'notFromStatus',
    ],
    ['only a failed post is retried', s('scheduled'), { type: 'retry' }, 'notFromStatus'],
    ['a failed post is not published before a retry', failed, { type: 'publish' }, 'notFromStatus'],
    [
      'a rejection needs a comment',
      s('pendingApproval'),
      { type: 'reject', comment: '' },
      'commentRequired',
    ],
    [
      'a comment of spaces is no comment',
      s('pendingApproval'),
      { type: 'reject', comment: ' \n\t' },
      'commentRequired',
    ],
    ['a failure needs a reason', s('scheduled'), { type: 'fail', reason: '  ' }, 'reasonRequired'],
    [
      'a published post is not edited',
      s('published'),
      { type: 'edit', mayPublish: true },
      'published',
    ],
    ['a published post is not published again', s('published'), { type: 'publish' }, 'published'],
    [
      'a published post does not fail any more',
      s('published'),
      { type: 'fail', reason: 'x' },
      'published',
    ],
  ])('%s', (_, state, event, reason) => {
    expect(nextStatus(state, event)).toEqual(
      E.left({ reason, status: state.status, event: event.type }),
    );
  });
});

describe('invariants over any sequence of events', () => {
  const texts = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 20 }));
  const events: fc.Arbitrary<PostEvent> = fc.oneof(
    fc.constant({ type: 'submit' } as const),
    fc.constant({ type: 'approve' } as const),
    texts.map((comment) => ({ type: 'reject', comment }) as const),
    fc.constant({ type: 'schedule' } as const),
    fc.constant({ type: 'unschedule' } as const),
    fc.constant({ type: 'publish' } as const),
    texts.map((reason) => ({ type: 'fail', reason }) as const),
    fc.constant({ type: 'retry' } as const),
    fc.boolean().map((mayPublish) => ({ type: 'edit', mayPublish }) as const),
  );
  const starts = fc.constantFrom<PostState>(
    ...POST_STATUSES.filter((status) => status !== 'rejected' && status !== 'scheduledError').map(
      (status) => ({ status }) as PostState,
    ),
    rejected,
    failed,
  );

  /** Runs the events from a state; refused events leave the state as it was. */
  const run = (start: PostState, sequence: readonly PostEvent[]) => {
    const states = [start];
    for (const event of sequence) {
      const next = nextStatus(states[states.length - 1] as PostState, event);
      if (E.isRight(next)) states.push(next.right);
    }
    return states;
  };

  it('no post reaches published without passing scheduled, right before', () => {
    fc.assert(
      fc.property(starts, fc.array(events, { maxLength: 40 }), (start, sequence) => {
        const states = run(start, sequence);
        states.forEach((state, i) => {
          if (state.status === 'published' && i > 0) {
            expect(states[i - 1]?.status).toBe('scheduled');
          }
        });
        if (start.status !== 'published' && start.status !== 'scheduled') {
          const first = states.findIndex((state) => state.status === 'published');
          if (first >= 0) {
            expect(states.slice(0, first).some((state) => state.status === 'scheduled')).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a rejected post always carries a comment, a failed one a reason, never blank', () => {
    fc.assert(
      fc.property(starts, fc.array(events, { maxLength: 40 }), (start, sequence) => {
        for (const state of run(start, sequence)) {
          if (state.status === 'rejected') expect(state.comment.trim()).not.toBe('');
          if (state.status === 'scheduledError') expect(state.reason.trim()).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a published post never changes', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 40 }), (sequence) => {
        expect(run(s('published'), sequence)).toEqual([s('published')]);
      }),
    );
  });

  it('every status can be reached from a draft', () => {
    const reached = new Set<PostStatus>();
    fc.assert(
      fc.property(fc.array(events, { maxLength: 20 }), (sequence) => {
        for (const state of run(s('draft'), sequence)) reached.add(state.status);
      }),
      { numRuns: 500 },
    );
    expect([...reached].sort()).toEqual([...POST_STATUSES].sort());
  });
});
