import { either as E } from 'fp-ts';
import type { RuleStatus } from '@smm/model';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { nextRuleStatus, type RuleLifecycleEvent, ruleLifecycleMachine } from './index.js';

const activate = { type: 'rule.activate' } as const;
const pause = { type: 'rule.pause' } as const;
const remove = { type: 'rule.delete' } as const;
const failed = { type: 'run.failed', error: 'Zendesk answered 503' } as const;

describe('the rule lifecycle (engage §3)', () => {
  it.each([
    ['draft', activate, 'active'],
    ['draft', remove, 'deleted'],
    ['draft', pause, 'A draft rule cannot be paused: activate it first.'],
    ['draft', failed, 'A draft rule does not run, so its run cannot fail.'],
    ['active', pause, 'paused'],
    ['active', remove, 'deleted'],
    ['active', failed, 'error'],
    ['active', activate, 'Cannot activate a rule that is already active.'],
    ['paused', activate, 'active'],
    ['paused', remove, 'deleted'],
    ['paused', pause, 'Cannot pause a rule that is paused.'],
    ['error', activate, 'active'],
    ['error', remove, 'deleted'],
    ['error', pause, 'Cannot pause a rule that is error.'],
    ['deleted', activate, 'The rule is deleted: nothing can change it any more.'],
  ] as [RuleStatus, RuleLifecycleEvent, string][])('%s + %j → %s', (status, event, expected) => {
    const result = nextRuleStatus(status, event);
    expect(E.isRight(result) ? result.right : result.left).toBe(expected);
  });

  it('the machine follows the same transitions and records refusals', () => {
    const actor = createActor(ruleLifecycleMachine).start();
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send(pause);
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context.refusal).toBe(
      'A draft rule cannot be paused: activate it first.',
    );
    actor.send(activate);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send(failed);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('Zendesk answered 503');
    actor.send(activate);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(pause);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send(remove);
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['active', 'paused', 'error', 'deleted', 'draft'] as const)(
    'starts from a stored %s rule',
    (status) => {
      const actor = createActor(ruleLifecycleMachine, { input: { status } }).start();
      expect(actor.getSnapshot().value).toBe(status);
    },
  );
});
