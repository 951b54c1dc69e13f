/**
 * The ads area's URL and its selected ad account (platform §2: "the selected ad account is kept
 * in sync with the fifth URL segment (first five segments considered); choosing another account
 * fetches its info and replaces the id in the URL; the first available account can be
 * preselected"). Interpretation (docs/decisions/0094): the spec counts the segments of the whole
 * address as the original, path-routed app had it, `https://host/ads/{adAccountId}/…` split at
 * `/`: `https:`, ``, `host`, `ads`, `{adAccountId}` — the fifth is the id. Our routes live in the
 * hash (`https://host/#/ads/{adAccountId}/…`), so the address is read without its `#`: the fifth
 * segment is the one after `ads`, and nothing past the fifth segment changes the selection.
 */

/** How many segments of the address the selection considers. */
export const CONSIDERED_SEGMENTS = 5;
/** The (zero-based) segment of the address that names the selected ad account. */
const ACCOUNT_SEGMENT = 4;

/**
 * The first five segments of an address, its hash route read as a path: `#/` is dropped, and
 * so is the query. A bare hash path (`/ads/42`) is read as if on any host.
 *
 * @example
 * addressSegments('https://app.test/#/ads/42/campaigns') // ['https:', '', 'app.test', 'ads', '42']
 * addressSegments('/ads/42') // ['', '', '', 'ads', '42']
 */
export function addressSegments(address: string): string[] {
  const hashAt = address.indexOf('#');
  const withoutHash =
    hashAt === -1
      ? address
      : `${address.slice(0, hashAt).replace(/\/+$/, '')}${address.slice(hashAt + 1)}`;
  const path = withoutHash.split('?')[0] ?? '';
  const parts = /^[a-z][a-z0-9+.-]*:\/\//i.test(path)
    ? path.split('/')
    : // A path alone: an empty scheme and host stand in front, so the segments line up.
      ['', '', '', ...path.replace(/^\//, '').split('/')];
  return parts.slice(0, CONSIDERED_SEGMENTS);
}

/**
 * The ad account id the address names: its fifth segment when the fourth is `ads` and the
 * fifth is not empty (decoded); null otherwise.
 *
 * @example
 * adAccountIdOf('https://app.test/#/ads/7c1e/campaigns') // '7c1e'
 * adAccountIdOf('/ads') // null
 * adAccountIdOf('/publish/7c1e') // null
 */
export function adAccountIdOf(address: string): string | null {
  const segments = addressSegments(address);
  if (segments[ACCOUNT_SEGMENT - 1] !== 'ads') return null;
  const raw = segments[ACCOUNT_SEGMENT] ?? '';
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The hash path with the ad account id put in (or replaced); what follows the id (and the
 * query) is kept.
 *
 * @example
 * withAdAccountId('/ads', 'b2') // '/ads/b2'
 * withAdAccountId('/ads/a1/campaigns?sort=spend', 'b2') // '/ads/b2/campaigns?sort=spend'
 */
export function withAdAccountId(path: string, id: string): string {
  const [route = '', query] = path.split('?');
  const parts = route.split('/').filter((part, index) => index === 0 || part !== '');
  const rest = parts[1] === 'ads' ? parts.slice(3) : [];
  const next = ['', 'ads', encodeURIComponent(id), ...rest].join('/');
  return query === undefined ? next : `${next}?${query}`;
}

/** What the ads area shows for an address, once the accounts are known. */
export type AdAccountSelection =
  /** The address names one of the accounts: show it. */
  | { readonly kind: 'selected'; readonly id: string }
  /**
   * The address names no account, or one that is not available (unknown, disconnected, another
   * organisation's): preselect the first available account and replace the address.
   */
  | { readonly kind: 'replace'; readonly id: string; readonly path: string }
  /** No account is available: the empty state (connect one). */
  | { readonly kind: 'none' };

/**
 * The selected account of the ads area: the one the address names when it is available, else
 * the first available account (the address replaced), else none.
 *
 * @example
 * selectAdAccount('/ads', [{ id: 'a1' }, { id: 'b2' }]) // { kind: 'replace', id: 'a1', path: '/ads/a1' }
 */
export function selectAdAccount(
  path: string,
  available: readonly { readonly id: string }[],
): AdAccountSelection {
  const named = adAccountIdOf(path);
  if (named !== null && available.some((account) => account.id === named)) {
    return { kind: 'selected', id: named };
  }
  const first = available[0];
  if (!first) return { kind: 'none' };
  return { kind: 'replace', id: first.id, path: withAdAccountId(path, first.id) };
}
