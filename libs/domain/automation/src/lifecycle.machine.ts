import { either as E } from 'fp-ts';
import type { RuleStatus } from '@smm/model';
import { assign, setup } from 'xstate';

/** What can happen to a rule (engage §3: create, activate, pause, delete; a run can fail). */
export type RuleLifecycleEvent =
  | { readonly type: 'rule.activate' }
  | { readonly type: 'rule.pause' }
  | { readonly type: 'rule.delete' }
  | { readonly type: 'run.failed'; readonly error: string };

const VERBS: Record<RuleLifecycleEvent['type'], string> = {
  'rule.activate': 'activate',
  'rule.pause': 'pause',
  'rule.delete': 'delete',
  'run.failed': 'fail a run of',
};

const TRANSITIONS: Readonly<
  Record<RuleStatus, Partial<Record<RuleLifecycleEvent['type'], RuleStatus>>>
> = {
  draft: { 'rule.activate': 'active', 'rule.delete': 'deleted' },
  active: { 'rule.pause': 'paused', 'rule.delete': 'deleted', 'run.failed': 'error' },
  paused: { 'rule.activate': 'active', 'rule.delete': 'deleted' },
  error: { 'rule.activate': 'active', 'rule.delete': 'deleted' },
  deleted: {},
};

/**
 * The status a rule moves to on an event, or why it cannot: draft → active; active ⇄ paused;
 * active → error on a failed run (activating clears it); any → deleted, which is final.
 *
 * @example
 * nextRuleStatus('draft', { type: 'rule.pause' }) // Left('A draft rule cannot be paused: activate it first.')
 */
export function nextRuleStatus(
  status: RuleStatus,
  event: RuleLifecycleEvent,
): E.Either<string, RuleStatus> {
  const next = TRANSITIONS[status][event.type];
  if (next !== undefined) return E.right(next);
  if (status === 'deleted') return E.left('The rule is deleted: nothing can change it any more.');
  if (status === 'draft' && event.type === 'rule.pause') {
    return E.left('A draft rule cannot be paused: activate it first.');
  }
  if (event.type === 'run.failed')
    return E.left(`A ${status} rule does not run, so its run cannot fail.`);
  return E.left(
    `Cannot ${VERBS[event.type]} a rule that is ${status === 'active' ? 'already active' : status}.`,
  );
}

/** The context of the lifecycle machine: the last run error and the last refused event. */
export interface RuleLifecycleContext {
  /** The status the machine started in (a rule loaded from storage). */
  readonly initialStatus: RuleStatus;
  /** The error of the last failed run, while the rule is in error. */
  readonly error: string | null;
  /** Why the last event was refused; null after an accepted one. */
  readonly refusal: string | null;
}

/**
 * The lifecycle of an automation rule as a machine: states are the rule statuses (it starts in
 * `input.status`, default draft); an invalid event leaves the state as it is and records why in
 * `context.refusal`. Deleted is final: the actor stops.
 *
 * @example
 * const actor = createActor(ruleLifecycleMachine, { input: { status: 'draft' } }).start();
 * actor.send({ type: 'rule.activate' }); // active
 */
export const ruleLifecycleMachine = setup({
  types: {
    context: {} as RuleLifecycleContext,
    events: {} as RuleLifecycleEvent,
    input: {} as { readonly status?: RuleStatus } | undefined,
  },
  actions: {
    accept: assign({ refusal: null }),
    clearError: assign({ error: null }),
    recordError: assign({
      error: ({ event }) => (event.type === 'run.failed' ? event.error : null),
    }),
    refuse: assign({
      refusal: ({ event }, params: { readonly state: RuleStatus }) => {
        const result = nextRuleStatus(params.state, event);
        return E.isLeft(result) ? result.left : null;
      },
    }),
  },
}).createMachine({
  id: 'ruleLifecycle',
  context: ({ input }) => ({ initialStatus: input?.status ?? 'draft', error: null, refusal: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.initialStatus === 'active', target: 'active' },
        { guard: ({ context }) => context.initialStatus === 'paused', target: 'paused' },
        { guard: ({ context }) => context.initialStatus === 'error', target: 'error' },
        { guard: ({ context }) => context.initialStatus === 'deleted', target: 'deleted' },
        { target: 'draft' },
      ],
    },
    draft: {
      on: {
        'rule.activate': { target: 'active', actions: 'accept' },
        'rule.delete': { target: 'deleted', actions: 'accept' },
        '*': { actions: { type: 'refuse', params: { state: 'draft' } } },
      },
    },
    active: {
      on: {
        'rule.pause': { target: 'paused', actions: 'accept' },
        'rule.delete': { target: 'deleted', actions: 'accept' },
        'run.failed': { target: 'error', actions: ['accept', 'recordError'] },
        '*': { actions: { type: 'refuse', params: { state: 'active' } } },
      },
    },
    paused: {
      on: {
        'rule.activate': { target: 'active', actions: 'accept' },
        'rule.delete': { target: 'deleted', actions: 'accept' },
        '*': { actions: { type: 'refuse', params: { state: 'paused' } } },
      },
    },
    error: {
      on: {
        'rule.activate': { target: 'active', actions: ['accept', 'clearError'] },
        'rule.delete': { target: 'deleted', actions: 'accept' },
        '*': { actions: { type: 'refuse', params: { state: 'error' } } },
      },
    },
    deleted: { type: 'final' },
  },
});
