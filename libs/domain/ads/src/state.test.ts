import fc from 'fast-check';
import type { AdAccount } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  adAccountsReducer,
  INITIAL_AD_ACCOUNTS,
  type AdAccountsEvent,
  type AdAccountsState,
} from './state.rules.js';

const account = (
  id: string,
  name: string,
  status: AdAccount['status'] = 'connected',
): AdAccount => ({
  id,
  socialNetwork: 'facebook',
  externalId: `act_${id}`,
  name,
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  status,
  autoBoost: false,
  channelIds: [],
  connectedAt: '2026-11-01T00:00:00.000Z',
  connectedBy: null,
  disconnectedAt: status === 'disconnected' ? '2026-11-02T00:00:00.000Z' : null,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const eu = account('a', 'Demo Coffee — EU');
const us = account('b', 'Demo Coffee — US');
const old = account('c', 'Old promo', 'disconnected');

const run = (...events: AdAccountsEvent[]) => events.reduce(adAccountsReducer, INITIAL_AD_ACCOUNTS);

describe('the ad-account state (platform §3, §4)', () => {
  it('starts empty, neither loading nor loaded', () => {
    expect(INITIAL_AD_ACCOUNTS).toMatchObject({
      selected: null,
      autoBoostSelected: null,
      loading: false,
      loaded: false,
      disconnected: [],
      disconnectedLoaded: false,
    });
  });

  it.each<[string, AdAccountsEvent[], Partial<AdAccountsState>]>([
    ['a fetch starts loading', [{ type: 'fetch' }], { loading: true, loaded: false }],
    [
      'success ends loading; all added, both loaded flags are true',
      [{ type: 'fetch' }, { type: 'fetched', connected: [us, eu], disconnected: [old] }],
      {
        loading: false,
        loaded: true,
        disconnectedLoaded: true,
        accounts: [eu, us],
        disconnected: [old],
      },
    ],
    [
      'failure ends loading too, with the reason',
      [{ type: 'fetch' }, { type: 'failed', error: 'Network down' }],
      { loading: false, loaded: false, error: 'Network down' },
    ],
    [
      'the first available account can be preselected',
      [{ type: 'fetched', connected: [us, eu], disconnected: [] }, { type: 'selectFirst' }],
      { selected: eu },
    ],
    [
      'preselecting keeps a chosen account',
      [
        { type: 'fetched', connected: [us, eu], disconnected: [] },
        { type: 'select', id: 'b' },
        { type: 'selectFirst' },
      ],
      { selected: us },
    ],
    [
      'an id that is not connected selects nothing',
      [
        { type: 'fetched', connected: [eu], disconnected: [old] },
        { type: 'select', id: 'c' },
      ],
      { selected: null },
    ],
    [
      'the auto-boost account is chosen apart from the selected one',
      [
        { type: 'fetched', connected: [eu, us], disconnected: [] },
        { type: 'select', id: 'a' },
        { type: 'selectAutoBoost', id: 'b' },
      ],
      { selected: eu, autoBoostSelected: us },
    ],
    [
      'disconnecting the selected account unselects it and lists it as disconnected',
      [
        { type: 'fetched', connected: [eu, us], disconnected: [] },
        { type: 'select', id: 'a' },
        { type: 'selectAutoBoost', id: 'a' },
        { type: 'changed', account: { ...eu, status: 'disconnected' } },
      ],
      {
        selected: null,
        autoBoostSelected: null,
        accounts: [us],
        disconnected: [{ ...eu, status: 'disconnected' }],
      },
    ],
    [
      'reconnecting moves it back, by name',
      [
        { type: 'fetched', connected: [us], disconnected: [{ ...eu, status: 'disconnected' }] },
        { type: 'changed', account: eu },
      ],
      { accounts: [eu, us], disconnected: [] },
    ],
    [
      'a renamed selected account stays selected with its new name',
      [
        { type: 'fetched', connected: [eu], disconnected: [] },
        { type: 'select', id: 'a' },
        { type: 'changed', account: { ...eu, name: 'EU main' } },
      ],
      { selected: { ...eu, name: 'EU main' } },
    ],
    [
      'a removed account leaves both lists',
      [
        { type: 'fetched', connected: [eu], disconnected: [old] },
        { type: 'removed', id: 'c' },
      ],
      { disconnected: [], accounts: [eu] },
    ],
    [
      'the disconnected list goes stale on every visit, to be read again',
      [{ type: 'fetched', connected: [eu], disconnected: [old] }, { type: 'disconnectedStale' }],
      { disconnectedLoaded: false, loaded: true },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(...events)).toMatchObject(expected);
  });

  it('never selects anything but a connected account, and a fetch always ends loading', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const anAccount = fc
      .record({ id: fc.constantFrom(...ids), status: fc.constantFrom('connected', 'disconnected') })
      .map(({ id, status }) => account(id, `Account ${id}`, status as AdAccount['status']));
    const anEvent: fc.Arbitrary<AdAccountsEvent> = fc.oneof(
      fc.constant({ type: 'fetch' } as const),
      fc
        .tuple(fc.uniqueArray(anAccount, { selector: (a) => a.id }), fc.boolean())
        .map(([accounts]) => ({
          type: 'fetched' as const,
          connected: accounts.filter((a) => a.status === 'connected'),
          disconnected: accounts.filter((a) => a.status === 'disconnected'),
        })),
      fc.constant({ type: 'failed', error: 'x' } as const),
      fc.option(fc.constantFrom(...ids)).map((id) => ({ type: 'select' as const, id })),
      fc.constant({ type: 'selectFirst' } as const),
      fc.option(fc.constantFrom(...ids)).map((id) => ({ type: 'selectAutoBoost' as const, id })),
      anAccount.map((a) => ({ type: 'changed' as const, account: a })),
      fc.constantFrom(...ids).map((id) => ({ type: 'removed' as const, id })),
    );
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        let state = INITIAL_AD_ACCOUNTS;
        for (const event of events) {
          state = adAccountsReducer(state, event);
          if (event.type === 'fetched' || event.type === 'failed')
            expect(state.loading).toBe(false);
          for (const chosen of [state.selected, state.autoBoostSelected]) {
            if (chosen !== null) expect(state.accounts).toContainEqual(chosen);
          }
          const connectedIds = state.accounts.map((a) => a.id);
          expect(state.disconnected.some((a) => connectedIds.includes(a.id))).toBe(false);
        }
      }),
    );
  });
});
