import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookTopic } from './webhook.codec.js';
import {
  groupTopics,
  maskSecret,
  mergeDeliveries,
  prettyPayload,
  toggleTopic,
  toggleTopicGroup,
  topicGroupSelection,
  UNKNOWN_ERROR,
  webhookFormError,
  webhookHealthView,
  webhookTestReducer,
  type WebhookTestState,
} from './webhook.rules.js';

const topic = (name: string, group?: string): WebhookTopic =>
  group === undefined ? { name } : { name, group, description: `${name} happened` };

describe('groupTopics', () => {
  it('groups topics by their group in the order groups first appear, leaving out the test topic', () => {
    const groups = groupTopics([
      topic('engage.item.created', 'Engage'),
      topic('channel.connected', 'Channels'),
      topic('engage.reply.sent', 'Engage'),
      topic('webhook.test', 'Engage'),
      topic('odd.one'),
    ]);
    expect(groups.map((g) => [g.group, g.topics.map((t) => t.name)])).toEqual([
      ['Engage', ['engage.item.created', 'engage.reply.sent']],
      ['Channels', ['channel.connected']],
      ['Other', ['odd.one']],
    ]);
  });

  it('keeps every topic but the test one exactly once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: fc.string(), group: fc.constantFrom('A', 'B', 'C') }), {
          selector: (t) => t.name,
        }),
        (topics) => {
          const names = groupTopics(topics).flatMap((g) => g.topics.map((t) => t.name));
          expect(names.sort()).toEqual(
            topics
              .map((t) => t.name)
              .filter((n) => n !== 'webhook.test')
              .sort(),
          );
        },
      ),
    );
  });
});

describe('topic selection', () => {
  it.each([
    [['a', 'b'], [], 'none'],
    [['a', 'b'], ['a', 'x'], 'some'],
    [['a', 'b'], ['b', 'a'], 'all'],
  ] as const)('group %j with %j ticked is %s', (group, selected, expected) => {
    expect(topicGroupSelection(group, selected)).toBe(expected);
  });

  it.each([
    [['a', 'b'], ['x'], ['x', 'a', 'b']],
    [
      ['a', 'b'],
      ['a', 'x'],
      ['a', 'x', 'b'],
    ],
    [['a', 'b'], ['a', 'b', 'x'], ['x']],
  ] as const)('clicking group %j over %j gives %j', (group, selected, expected) => {
    expect(toggleTopicGroup(group, selected)).toEqual(expected);
  });

  it('a group click never duplicates a topic and leaves the group all or none', () => {
    const names = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    fc.assert(
      fc.property(fc.uniqueArray(names), fc.uniqueArray(names), (group, selected) => {
        const next = toggleTopicGroup(group, selected);
        expect(new Set(next).size).toBe(next.length);
        expect(['all', 'none']).toContain(topicGroupSelection(group, next));
        for (const name of selected) if (!group.includes(name)) expect(next).toContain(name);
      }),
    );
  });

  it('toggles one topic on and off', () => {
    expect(toggleTopic(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTopic(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('webhookHealthView', () => {
  it.each([
    [
      { health: 'healthy', enabled: true },
      { kind: 'healthy', tone: 'success' },
    ],
    [
      { health: 'failing', enabled: true, failingSince: '2026-11-20T08:00:00.000Z' },
      { kind: 'failing', tone: 'warning', since: '2026-11-20T08:00:00.000Z' },
    ],
    [
      { health: 'failing', enabled: true },
      { kind: 'failing', tone: 'warning' },
    ],
    [
      { health: 'disabled', enabled: false },
      { kind: 'disabled', tone: 'neutral' },
    ],
    [
      { health: 'disabled', enabled: false, disabledReason: 'Every attempt failed for 5 days.' },
      { kind: 'disabled', tone: 'danger', reason: 'Every attempt failed for 5 days.' },
    ],
    [{ enabled: false }, { kind: 'disabled', tone: 'neutral' }],
  ] as const)('%j shows %j', (webhook, expected) => {
    expect(webhookHealthView(webhook)).toEqual(expected);
  });
});

describe('webhookTestReducer (platform §8: the test ends finished, a failure with its message and status)', () => {
  const idle: WebhookTestState = { kind: 'idle' };
  const running: WebhookTestState = { kind: 'running' };

  it('starts running, and a second start while running changes nothing', () => {
    expect(webhookTestReducer(idle, { type: 'test.start' })).toEqual(running);
    expect(webhookTestReducer(running, { type: 'test.start' })).toBe(running);
  });

  it.each([
    [
      { finished: true, status: '204', deliveryId: 'd1' },
      { kind: 'finished', ok: true, status: '204', deliveryId: 'd1' },
    ],
    [
      { finished: true, status: '503', errorMessage: 'Service Unavailable', deliveryId: 'd2' },
      {
        kind: 'finished',
        ok: false,
        status: '503',
        errorMessage: 'Service Unavailable',
        deliveryId: 'd2',
      },
    ],
    [
      { finished: true, status: null, errorMessage: '' },
      { kind: 'finished', ok: false, status: null, errorMessage: UNKNOWN_ERROR },
    ],
  ] as const)('the answer %j finishes as %j', (result, expected) => {
    expect(webhookTestReducer(running, { type: 'test.answered', result })).toEqual(expected);
  });

  it('a failed request finishes with its message, or "Unknown Error", and the status as a string', () => {
    expect(
      webhookTestReducer(running, { type: 'test.failed', message: 'Forbidden', status: 403 }),
    ).toEqual({ kind: 'finished', ok: false, status: '403', errorMessage: 'Forbidden' });
    expect(webhookTestReducer(running, { type: 'test.failed' })).toEqual({
      kind: 'finished',
      ok: false,
      status: null,
      errorMessage: UNKNOWN_ERROR,
    });
  });

  it('ignores an answer when no test is running', () => {
    const answered = { type: 'test.answered', result: { finished: true, status: '204' } } as const;
    expect(webhookTestReducer(idle, answered)).toBe(idle);
  });
});

describe('mergeDeliveries', () => {
  const delivery = (id: string, attemptCount = 1): WebhookDelivery => ({
    id,
    webhookId: 'w',
    messageId: `msg_${id}`,
    topic: 'webhook.test',
    status: 'succeeded',
    attemptCount,
    createdAt: '2026-11-20T08:00:00.000Z',
  });

  it('appends new deliveries and replaces those already shown in place', () => {
    const merged = mergeDeliveries(
      [delivery('a'), delivery('b')],
      [delivery('b', 2), delivery('c')],
    );
    expect(merged.map((d) => [d.id, d.attemptCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('never lists a delivery twice', () => {
    const ids = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'));
    fc.assert(
      fc.property(ids, ids, (shown, page) => {
        const merged = mergeDeliveries(
          shown.map((id) => delivery(id)),
          page.map((id) => delivery(id)),
        );
        expect(new Set(merged.map((d) => d.id)).size).toBe(merged.length);
      }),
    );
  });
});

describe('texts for reading', () => {
  it('indents a JSON body and keeps a string as it is', () => {
    expect(prettyPayload({ type: 'webhook.test' })).toBe('{\n  "type": "webhook.test"\n}');
    expect(prettyPayload('plain')).toBe('plain');
  });

  it('masks every character of a secret after its prefix', () => {
    const masked = maskSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(masked.startsWith('whsec_')).toBe(true);
    expect(masked).not.toMatch(/MfKQ/);
  });
});

describe('webhookFormError', () => {
  it.each([
    [
      'url: webhooks are sent over https only; use an https:// address (got http).',
      {
        field: 'url',
        message: 'Webhooks are sent over https only; use an https:// address (got http).',
      },
    ],
    [
      'url: 10.1.2.3 is a private network address; webhooks only go to public addresses.',
      {
        field: 'url',
        message: '10.1.2.3 is a private network address; webhooks only go to public addresses.',
      },
    ],
    [
      'description: at most 500 characters',
      { field: 'description', message: 'At most 500 characters' },
    ],
    [
      'An organisation has at most 20 webhooks.',
      { message: 'An organisation has at most 20 webhooks.' },
    ],
  ] as const)('%s', (message, expected) => {
    expect(webhookFormError(message)).toEqual(expected);
  });
});
