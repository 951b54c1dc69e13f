import type { ConnectRequestState } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import type { ConnectContext } from './connect.machine.js';
import { connectView } from './connect.selectors.js';

const context = (extra: Partial<ConnectContext> = {}): ConnectContext => ({
  network: 'linkedin',
  authorizeUrl: null,
  accounts: [],
  selected: [],
  pending: [],
  legacyIds: [],
  skipped: [],
  added: [],
  legacy: null,
  polls: 0,
  problem: null,
  ...extra,
});
const job: ConnectRequestState = {
  id: '1',
  status: 'DONE',
  channelIds: ['vk-1', 'vk-2'],
  connectedIds: ['vk-1', 'vk-2'],
  message: null,
};

describe('what the connect dialog shows', () => {
  it.each([
    ['choosing', context({ network: null }), { step: 'networks', opening: null }],
    ['authorizing', context(), { step: 'networks', opening: 'linkedin' }],
    ['redirecting', context(), { step: 'networks', opening: 'linkedin' }],
    ['loadingAccounts', context(), { step: 'loadingAccounts', network: 'linkedin' }],
    [
      'accounts',
      context({ selected: ['a'] }),
      { step: 'accounts', network: 'linkedin', accounts: [], selected: ['a'] },
    ],
    ['adding', context(), { step: 'adding', network: 'linkedin', legacy: null }],
    [
      'legacyWaiting',
      context({ legacy: { ...job, status: 'PENDING', connectedIds: ['vk-1'] } }),
      {
        step: 'adding',
        network: 'linkedin',
        legacy: { connected: 1, total: 2, finished: false, failed: false },
      },
    ],
    [
      'done',
      context({ added: [makeChannel({ id: 'linkedin-1' })], legacy: job, skipped: ['whatsapp-1'] }),
      { step: 'done', added: 3, skipped: 1 },
    ],
    [
      'failed',
      context({ problem: { kind: 'consent', reason: 'access_denied' } }),
      {
        step: 'failed',
        network: 'linkedin',
        problem: { kind: 'consent', reason: 'access_denied' },
        canRetry: true,
      },
    ],
    [
      'failed',
      context({ problem: { kind: 'consent', reason: 'taken' } }),
      {
        step: 'failed',
        network: 'linkedin',
        problem: { kind: 'consent', reason: 'taken' },
        canRetry: false,
      },
    ],
    [
      'failed',
      context({ network: null, problem: { kind: 'consent', reason: 'expired' } }),
      {
        step: 'failed',
        network: null,
        problem: { kind: 'consent', reason: 'expired' },
        canRetry: false,
      },
    ],
  ] as const)('%s', (value, ctx, view) => {
    expect(connectView({ value, context: ctx })).toEqual(view);
  });
});
