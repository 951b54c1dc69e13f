import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Whether webhooks may go to private addresses and over plain http:
 * `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1`, for local development and tests only (decision 0053).
 */
export const allowsPrivateTargets = (env: NodeJS.ProcessEnv = process.env): boolean =>
  /^(1|true|yes)$/i.test(env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] ?? '');

/**
 * What kind of address it is when webhooks may not go there ("a private network address"), or
 * null when it is public unicast.
 */
export function privateAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  const named: Record<string, string> = {
    private: 'a private network address',
    loopback: 'a loopback address',
    linkLocal: 'a link-local address (cloud metadata lives there)',
    uniqueLocal: 'a private network address',
    carrierGradeNat: 'a carrier-grade NAT address',
    unspecified: 'an unspecified address',
    multicast: 'a multicast address',
    broadcast: 'a broadcast address',
    reserved: 'a reserved address',
  };
  return named[range] ?? `not a public address (${range})`;
}

/** A webhook address that may not be used, with what to do instead. */
export class TargetRefused extends Error {}

/** Where a delivery connects: the URL, and the address checked for it (pinned). */
export interface CheckedTarget {
  readonly url: URL;
  /** The address the connection goes to; null for a host left to resolve (private allowed). */
  readonly address: string | null;
  readonly family: 4 | 6;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook's address as it is saved: `https` (also `http` with private targets allowed),
 * no credentials in it, and a host that is not, or does not resolve to, a private address. A
 * host that does not resolve now is accepted (it may later); delivery checks again.
 */
export async function checkWebhookUrl(raw: string, allowPrivate = allowsPrivateTargets()) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused(
      `url: ${raw.slice(0, 100)} is not an address; give one like https://example.com/webhooks.`,
    );
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new TargetRefused(
      `url: webhooks are sent over https only; use an https:// address (got ${url.protocol.replace(':', '')}).`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new TargetRefused(
      'url: leave the user name and password out of the address; the signature proves the sender.',
    );
  }
  if (allowPrivate) return url;
  const host = hostOf(url);
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((entry) => entry.address),
        () => [],
      );
  for (const address of addresses) {
    const reason = privateAddressReason(address);
    if (reason === null) continue;
    throw new TargetRefused(
      host === address
        ? `url: ${host} is ${reason}; webhooks only go to public addresses.`
        : `url: ${host} resolves to ${address}, ${reason}; webhooks only go to public addresses.`,
    );
  }
  return url;
}

/**
 * Resolves a delivery's host and checks every address it has, at delivery time (a name may
 * resolve elsewhere than when it was saved): the connection then goes to the address checked,
 * so a second lookup cannot rebind it to a private one.
 */
export async function resolveTarget(
  raw: string,
  allowPrivate = allowsPrivateTargets(),
): Promise<CheckedTarget> {
  const url = await checkWebhookUrl(raw, true);
  if (url.protocol !== 'https:' && !allowPrivate) {
    throw new TargetRefused('webhooks are sent over https only');
  }
  const host = hostOf(url);
  let found: { address: string; family: number }[];
  try {
    found = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new TargetRefused(`${host} could not be resolved`);
  }
  if (!allowPrivate) {
    for (const entry of found) {
      const reason = privateAddressReason(entry.address);
      if (reason !== null) {
        throw new TargetRefused(
          `${host} resolves to ${entry.address}, ${reason}; webhooks only go to public addresses`,
        );
      }
    }
  }
  const first = found[0];
  if (first === undefined) throw new TargetRefused(`${host} has no address`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
