import type { ListenAlert } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, inputOf, switchedInput } from './listen-alert.form.js';

const ALERT: ListenAlert = {
  id: 'a1',
  query: { id: 'q1', name: 'Oat milk', active: true },
  metric: 'rise',
  window: 'day',
  threshold: 150,
  recipients: [
    { id: 'u1', name: 'Ada Admin' },
    { id: 'u2', name: 'Eddie Editor' },
  ],
  active: true,
  above: false,
  lastVolume: 12,
  lastCheckedAt: '2026-11-26T10:00:00.000Z',
  lastTriggeredAt: null,
  createdBy: { id: 'u1', name: 'Ada Admin' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the listen alert form', () => {
  it('starts a new alert on the first active query, 50 mentions an hour, for the person', () => {
    const draft = draftOf(undefined, 'me', [
      { id: 'paused', active: false },
      { id: 'q2', active: true },
    ]);
    expect(draft).toEqual({
      queryId: 'q2',
      metric: 'mentions',
      window: 'hour',
      threshold: '50',
      recipientIds: ['me'],
      active: true,
    });
    expect(draftProblems(draft)).toEqual({});
  });

  it.each([
    [{ queryId: '' }, { query: 'required' }],
    [{ threshold: '' }, { threshold: { min: 1, max: 1_000_000 } }],
    [{ threshold: '2.5' }, { threshold: { min: 1, max: 1_000_000 } }],
    [{ threshold: '0' }, { threshold: { min: 1, max: 1_000_000 } }],
    [{ metric: 'rise', threshold: '5' }, { threshold: { min: 10, max: 1_000 } }],
    [{ metric: 'rise', threshold: '1001' }, { threshold: { min: 10, max: 1_000 } }],
    [{ recipientIds: [] }, { recipients: 'required' }],
    [{ recipientIds: Array.from({ length: 26 }, (_, i) => `u${i}`) }, { recipients: 'tooMany' }],
  ] as const)('finds %j wrong: %j', (change, problems) => {
    const draft = { ...draftOf(undefined, 'me', [{ id: 'q1', active: true }]), ...change };
    expect(draftProblems(draft)).toEqual(problems);
  });

  it('edits an alert as it is, and switches it keeping the rest', () => {
    expect(inputOf(draftOf(ALERT, 'me', []))).toEqual({
      queryId: 'q1',
      metric: 'rise',
      window: 'day',
      threshold: 150,
      recipientIds: ['u1', 'u2'],
      active: true,
    });
    expect(switchedInput(ALERT, false)).toMatchObject({ active: false, threshold: 150 });
  });
});
