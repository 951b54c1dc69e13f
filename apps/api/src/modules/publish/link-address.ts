import { lookup } from 'node:dns/promises';
import { cutText } from '@smm/model';
import ipaddr from 'ipaddr.js';
import { isOwnSandboxSite } from '../../networks/sandbox.sites.js';
import { HttpError } from '../../http/errors.js';
import { allowsPrivateTargets, privateAddressReason } from '../webhooks/target.js';

/** Where a page is read from: its address, and the address checked for it (pinned). */
export interface LinkTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

/** A link whose preview is not read, with a readable reason: 400 for the address, 422 for the page. */
export const linkRefused = (status: 400 | 422, message: string, code: string) =>
  new HttpError(status, message, `linkPreview.${code}`);

/** The URL's host without IPv6 brackets, cut to a readable length. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a link before its page is read, with the webhooks' address rules (decision 0053,
 * 0072): an `http(s)` address without credentials, `https` only unless private targets are
 * allowed (`WEBHOOKS_ALLOW_PRIVATE_TARGETS`), and a host that is not, and does not resolve to, a
 * private, loopback, link-local or other non-public address. This server's own sandbox sites are
 * read whatever the setting. The answer names the address to connect to, so a second lookup
 * cannot rebind the name elsewhere.
 */
export async function checkLinkAddress(
  raw: string,
  allowPrivate = allowsPrivateTargets(),
): Promise<LinkTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw linkRefused(
      400,
      `${cutText(raw, 100)} is not a web address; give one like https://demo.coffee/menu.`,
      'invalid',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw linkRefused(400, 'Only web pages (https://…) have previews.', 'invalid');
  }
  if (url.username !== '' || url.password !== '') {
    throw linkRefused(400, 'Leave the user name and password out of the address.', 'invalid');
  }
  const host = hostOf(url);
  let found: { address: string; family: number }[];
  try {
    found = ipaddr.isValid(host)
      ? [
          {
            address: ipaddr.process(host).toString(),
            family: ipaddr.process(host).kind() === 'ipv6' ? 6 : 4,
          },
        ]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    found = [];
  }
  const first = found[0];
  if (first === undefined) {
    throw linkRefused(422, `${cutText(host, 100)} could not be found.`, 'unreachable');
  }
  const targetOf = (entry: { address: string; family: number }): LinkTarget => ({
    url,
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  });
  const own = found.find((entry) => isOwnSandboxSite(url, entry.address));
  if (own) return targetOf(own);
  if (allowPrivate) return targetOf(first);
  for (const entry of found) {
    const reason = privateAddressReason(entry.address);
    if (reason === null) continue;
    const where = ipaddr.isValid(host)
      ? `${cutText(host, 100)} is ${reason}`
      : `${cutText(host, 100)} resolves to ${entry.address}, ${reason}`;
    throw linkRefused(
      422,
      `This address is on a private network (${where}); previews are read from public web sites only.`,
      'privateAddress',
    );
  }
  if (url.protocol !== 'https:') {
    throw linkRefused(
      400,
      'Previews are read over https only; use an https:// address.',
      'notHttps',
    );
  }
  return targetOf(first);
}
