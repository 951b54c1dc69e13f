/**
 * @smm/ads: the rules of ad accounts (platform §2–§4, docs/decisions/0091, 0092). See README.md.
 */
export { AD_NETWORKS, adNetworkIcon, adNetworkName, byAccountName } from './networks.rules.js';
export { adAccountsReducer, INITIAL_AD_ACCOUNTS } from './state.rules.js';
export type { AdAccountsEvent, AdAccountsState } from './state.rules.js';
