import type { AdAccount, AdNetwork } from '@smm/model';

/** The ad networks in the order the connect flow offers them. */
export const AD_NETWORKS: readonly AdNetwork[] = ['facebook', 'linkedin', 'twitter', 'tiktok'];

/**
 * The display name of an ad network (brand names, not translated): Facebook's ad accounts also
 * run Instagram's ads.
 *
 * @example
 * adNetworkName('twitter') // 'X'
 */
export function adNetworkName(network: AdNetwork): string {
  return {
    facebook: 'Facebook & Instagram',
    linkedin: 'LinkedIn',
    twitter: 'X',
    tiktok: 'TikTok',
  }[network];
}

/**
 * The network icon's id of an ad network (`@smm/ui`'s `NetworkIcon` spells LinkedIn `linkedIn`).
 *
 * @example
 * adNetworkIcon('linkedin') // 'linkedIn'
 */
export function adNetworkIcon(network: AdNetwork): string {
  return network === 'linkedin' ? 'linkedIn' : network;
}

/**
 * Sorts ad accounts as lists show them: by name (locale-aware, case-insensitive), then network,
 * then id, so the order is total and stable.
 */
export function byAccountName<A extends Pick<AdAccount, 'name' | 'socialNetwork' | 'id'>>(
  accounts: readonly A[],
): A[] {
  return [...accounts].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      AD_NETWORKS.indexOf(a.socialNetwork) - AD_NETWORKS.indexOf(b.socialNetwork) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
