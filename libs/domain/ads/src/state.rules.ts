import type { AdAccount, AdAccountState } from '@smm/model';
import { byAccountName } from './networks.rules.js';

/**
 * The ad-account state the ads area and the ad-account settings share (platform §3, §4): the
 * selected account, the auto-boost selected account, loading and loaded, the disconnected
 * accounts and their loaded flag — with the connected accounts it chooses from and the last
 * failure.
 */
export interface AdAccountsState extends AdAccountState {
  /** The organisation's connected ad accounts, by name. */
  readonly accounts: readonly AdAccount[];
  /** Why the last fetch failed; null after a success. */
  readonly error: string | null;
}

/** What can happen to the ad-account state. */
export type AdAccountsEvent =
  /** A fetch of the accounts starts. */
  | { readonly type: 'fetch' }
  /** The fetch answered: the connected and the disconnected accounts. */
  | {
      readonly type: 'fetched';
      readonly connected: readonly AdAccount[];
      readonly disconnected: readonly AdAccount[];
    }
  /** The fetch failed. */
  | { readonly type: 'failed'; readonly error: string }
  /** The person (or the URL) chose an account; an id that is not connected chooses none. */
  | { readonly type: 'select'; readonly id: string | null }
  /** Preselects the first available account when none is selected. */
  | { readonly type: 'selectFirst' }
  /** The account posts are boosted with automatically. */
  | { readonly type: 'selectAutoBoost'; readonly id: string | null }
  /** The disconnected list is to be read again (its guards re-run on every visit). */
  | { readonly type: 'disconnectedStale' }
  /** One account changed (edited, disconnected, reconnected). */
  | { readonly type: 'changed'; readonly account: AdAccount }
  /** One account was removed. */
  | { readonly type: 'removed'; readonly id: string };

/** The state before anything is loaded. */
export const INITIAL_AD_ACCOUNTS: AdAccountsState = {
  accounts: [],
  selected: null,
  autoBoostSelected: null,
  loading: false,
  loaded: false,
  disconnected: [],
  disconnectedLoaded: false,
  error: null,
};

/** The connected account of this id, or null. */
const connectedOf = (accounts: readonly AdAccount[], id: string | null | undefined) =>
  id == null ? null : (accounts.find((a) => a.id === id) ?? null);

/** Keeps the selections pointing at connected accounts, with their latest fields. */
function settle(state: AdAccountsState): AdAccountsState {
  return {
    ...state,
    selected: connectedOf(state.accounts, state.selected?.id),
    autoBoostSelected: connectedOf(state.accounts, state.autoBoostSelected?.id),
  };
}

/** Puts a changed account in the list its status says, by name, out of the other. */
function place(state: AdAccountsState, account: AdAccount): AdAccountsState {
  const accounts = state.accounts.filter((a) => a.id !== account.id);
  const disconnected = state.disconnected.filter((a) => a.id !== account.id);
  return account.status === 'connected'
    ? { ...state, accounts: byAccountName([...accounts, account]), disconnected }
    : { ...state, accounts, disconnected: byAccountName([...disconnected, account]) };
}

/**
 * The ad-account state's reducer: loading ends on a fetch's success or failure; when all
 * accounts are added the loaded flags are true; the selections only ever name connected
 * accounts (a disconnected or removed account is unselected).
 *
 * @example
 * let state = adAccountsReducer(INITIAL_AD_ACCOUNTS, { type: 'fetch' }); // loading
 * state = adAccountsReducer(state, { type: 'fetched', connected, disconnected: [] }); // loaded
 * state = adAccountsReducer(state, { type: 'selectFirst' }); // the first account by name
 */
export function adAccountsReducer(state: AdAccountsState, event: AdAccountsEvent): AdAccountsState {
  switch (event.type) {
    case 'fetch':
      return { ...state, loading: true };
    case 'fetched':
      return settle({
        ...state,
        accounts: byAccountName(event.connected.filter((a) => a.status === 'connected')),
        disconnected: byAccountName(event.disconnected.filter((a) => a.status !== 'connected')),
        loading: false,
        loaded: true,
        disconnectedLoaded: true,
        error: null,
      });
    case 'failed':
      return { ...state, loading: false, error: event.error };
    case 'select':
      return { ...state, selected: connectedOf(state.accounts, event.id) };
    case 'selectFirst':
      return state.selected !== null ? state : { ...state, selected: state.accounts[0] ?? null };
    case 'selectAutoBoost':
      return { ...state, autoBoostSelected: connectedOf(state.accounts, event.id) };
    case 'disconnectedStale':
      return { ...state, disconnectedLoaded: false };
    case 'changed':
      return settle(place(state, event.account));
    case 'removed':
      return settle({
        ...state,
        accounts: state.accounts.filter((a) => a.id !== event.id),
        disconnected: state.disconnected.filter((a) => a.id !== event.id),
      });
  }
}
