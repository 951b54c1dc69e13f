import type { AuthorizedChannel } from '@smm/model';
import { CONNECT_NETWORKS } from '@smm/networks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountState,
  canRetry,
  CONNECT_OFFERS,
  connectReturnOf,
  groupByConnectEndpoint,
  initialSelection,
  legacyProgress,
  linkedInKind,
  toggleSelection,
  type ConnectReturn,
} from './connect.rules.js';

const account = (channelId: string, status: string): AuthorizedChannel => ({
  channelId,
  networkType: 'linkedIn',
  status,
  name: channelId,
});
const accounts = [
  account('linkedin-a', 'AVAILABLE'),
  account('linkedin-b', 'ADDED'),
  account('linkedin-c', 'AVAILABLE'),
  account('linkedin-d', 'TAKEN'),
];

describe('the networks offered', () => {
  it('are the nine connect flows, in the dialog’s order, each with its network value', () => {
    expect(CONNECT_OFFERS.map((o) => o.slug)).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'youtube',
      'linkedin',
      'tiktok',
      'googlemybusiness',
      'threads',
      'pinterest',
    ]);
    expect(new Set(CONNECT_OFFERS.map((o) => o.slug))).toEqual(new Set(CONNECT_NETWORKS));
    expect(CONNECT_OFFERS.find((o) => o.slug === 'linkedin')?.network).toBe('linkedIn');
  });
});

describe('coming back from a network', () => {
  it.each<[Record<string, string>, ConnectReturn | null]>([
    [
      { network: 'linkedin', authorized: '3' },
      { kind: 'authorized', network: 'linkedin', count: 3 },
    ],
    [
      { network: 'linkedin', authorized: 'x' },
      { kind: 'authorized', network: 'linkedin', count: 0 },
    ],
    [
      { network: 'youtube', reconnected: '1' },
      { kind: 'reconnected', network: 'youtube' },
    ],
    ...(
      [
        'expired',
        'access_denied',
        'invalid_grant',
        'server_error',
        'taken',
        'other_account',
      ] as const
    ).map((reason): [Record<string, string>, ConnectReturn] => [
      { network: 'facebook', connectError: reason },
      { kind: 'failed', network: 'facebook', reason },
    ]),
    [
      { network: 'facebook', connectError: 'weird' },
      { kind: 'failed', network: 'facebook', reason: 'unknown' },
    ],
    [
      { network: 'myspace', connectError: 'expired' },
      { kind: 'failed', network: null, reason: 'expired' },
    ],
    [{ network: 'myspace', authorized: '2' }, null],
    [{ lang: 'de' }, null],
    [{}, null],
  ])('%j is %j', (query, expected) => {
    expect(connectReturnOf(query)).toEqual(expected);
  });

  it.each([
    ['access_denied', true],
    ['expired', true],
    ['server_error', true],
    ['other_account', true],
    ['taken', false],
  ] as const)('after %s, trying again helps: %s', (reason, helps) => {
    expect(canRetry(reason)).toBe(helps);
  });
});

describe('choosing accounts', () => {
  it.each([
    ['AVAILABLE', 'available'],
    ['ADDED', 'added'],
    ['TAKEN', 'taken'],
    ['SOMETHING', 'added'],
  ])('%s is %s', (status, state) => {
    expect(accountState({ status })).toBe(state);
  });

  it('starts with every available account chosen', () => {
    expect(initialSelection(accounts)).toEqual(['linkedin-a', 'linkedin-c']);
  });

  it.each([
    [['linkedin-a', 'linkedin-c'], 'linkedin-a', ['linkedin-c']],
    [['linkedin-c'], 'linkedin-a', ['linkedin-a', 'linkedin-c']],
    // Accounts already added or taken are never chosen.
    [[], 'linkedin-b', []],
    [[], 'linkedin-d', []],
    [[], 'linkedin-zzz', []],
  ])('%j, toggling %s: %j', (selected, id, expected) => {
    expect(toggleSelection(selected, id, accounts)).toEqual(expected);
  });

  it('whatever is toggled, only available accounts are chosen, each once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...accounts.map((a) => a.channelId), 'linkedin-x')),
        (clicks) => {
          const selected = clicks.reduce<string[]>(
            (chosen, id) => toggleSelection(chosen, id, accounts),
            [],
          );
          expect(new Set(selected).size).toBe(selected.length);
          expect(selected.every((id) => ['linkedin-a', 'linkedin-c'].includes(id))).toBe(true);
        },
      ),
    );
  });
});

describe('grouping channel ids by their connect endpoint (platform §5)', () => {
  it('sends each network’s ids to its endpoint, WhatsApp to its flow, others to the legacy endpoint', () => {
    expect(
      groupByConnectEndpoint([
        'linkedin-1',
        'vk-2',
        'facebook-3',
        'linkedin-4',
        'whatsapp-5',
        'linkedin-1',
        'forum-6',
      ]),
    ).toEqual([
      {
        kind: 'network',
        network: 'linkedin',
        endpoint: '/channels/v2/connect/linkedin/channels',
        channelIds: ['linkedin-1', 'linkedin-4'],
      },
      { kind: 'legacy', endpoint: '/api/1/connectChannels', channelIds: ['vk-2', 'forum-6'] },
      {
        kind: 'network',
        network: 'facebook',
        endpoint: '/channels/v2/connect/facebook/channels',
        channelIds: ['facebook-3'],
      },
      { kind: 'whatsapp', endpoint: '/api/whatsapp2/channels', channelIds: ['whatsapp-5'] },
    ]);
  });

  it('keeps every id exactly once, in a group of its own endpoint', () => {
    const idArb = fc
      .tuple(fc.constantFrom(...CONNECT_NETWORKS, 'whatsapp', 'vk', 'reddit'), fc.nat(20))
      .map(([prefix, n]) => `${prefix}-${n}`);
    fc.assert(
      fc.property(fc.array(idArb, { maxLength: 30 }), (ids) => {
        const groups = groupByConnectEndpoint(ids);
        const grouped = groups.flatMap((g) => g.channelIds);
        expect(grouped.sort()).toEqual([...new Set(ids)].sort());
        expect(new Set(groups.map((g) => g.endpoint)).size).toBe(groups.length);
        for (const group of groups) {
          if (group.kind === 'network') {
            expect(group.channelIds.every((id) => id.startsWith(`${group.network}-`))).toBe(true);
          }
        }
      }),
    );
  });
});

describe('the legacy connect job', () => {
  it.each([
    ['PENDING', ['a', 'b'], ['a'], { connected: 1, total: 2, finished: false, failed: false }],
    ['DONE', ['a', 'b'], ['a', 'b'], { connected: 2, total: 2, finished: true, failed: false }],
    ['FAILED', ['a', 'b'], [], { connected: 0, total: 2, finished: true, failed: true }],
    ['NONE', [], [], { connected: 0, total: 0, finished: false, failed: false }],
  ] as const)('%s with %j asked and %j connected', (status, channelIds, connectedIds, expected) => {
    expect(
      legacyProgress({
        id: '1',
        status,
        channelIds: [...channelIds],
        connectedIds: [...connectedIds],
        message: null,
      }),
    ).toEqual(expected);
  });
});

describe('LinkedIn subtypes', () => {
  it.each([
    ['COMPANY', 'company'],
    ['SHOWCASE', 'showcase'],
    ['PROFILE', 'profile'],
    ['company', 'company'],
    ['GROUP', undefined],
    [undefined, undefined],
    [null, undefined],
  ])('%s is %s', (subType, kind) => {
    expect(linkedInKind(subType)).toBe(kind);
  });
});
