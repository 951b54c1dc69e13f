import { createHash, randomBytes } from 'node:crypto';
import { CONNECT_NETWORKS } from '@smm/networks';
import type { Db } from '../db/database.js';
import { GatewayError, type GrantedAccount, type NetworkGateway } from './gateway.js';
import { sandboxModerate } from './sandbox.moderation.js';
import { sandboxEdit, sandboxQuota, sandboxSend } from './sandbox.outbound.js';
import { DEMO_BRAND_ACCOUNTS, DEMO_BRAND_EXTERNAL_ID, DEMO_BRAND_LOGIN } from './sandbox.demo.js';
import { sandboxTakeThreadControl } from './sandbox.handover.js';
import { sandboxPublish } from './sandbox.publish.js';
import { sandboxIndex } from './sandbox.indexing.js';
import { approvedTemplates } from './sandbox.wa-templates.js';
import { sandboxPublic } from './sandbox.public.js';

/** How long a sandbox code may be exchanged, in ms (real networks: about a minute). */
export const CODE_TTL_MS = 60_000;

/** Stands for the person's own profile among their accounts. */
const PROFILE = '(profile)';

/** LinkedIn's subtype of a sandbox account. */
const LINKEDIN_SUBTYPES: Readonly<Record<string, string>> = {
  'Bakery Ltd': 'COMPANY',
  'Bookshop Ltd': 'COMPANY',
  'Bakery Careers': 'SHOWCASE',
  [PROFILE]: 'PROFILE',
};

/** The accounts a sandbox person manages on each network, by the network's connect slug. */
const ACCOUNTS: Readonly<Record<(typeof CONNECT_NETWORKS)[number], readonly string[]>> = {
  facebook: ['Bakery', 'Bookshop', 'Bike Repair'],
  instagram: ['Bakery', 'Bookshop'],
  twitter: ['Bakery'],
  youtube: ['Bakery TV', 'Bookshop Talks'],
  // LinkedIn's subtypes: two company pages, a showcase page and the person's own profile.
  linkedin: ['Bakery Ltd', 'Bookshop Ltd', 'Bakery Careers', PROFILE],
  tiktok: ['Bakery'],
  googlemybusiness: ['Bakery, High Street', 'Bookshop, Market Square'],
  threads: ['Bakery'],
  pinterest: ['Bakery'],
};

const accountsOf = (network: string): readonly string[] =>
  (ACCOUNTS as Readonly<Record<string, readonly string[]>>)[network] ?? [];

/** The networks the sandbox runs a consent page for (the connect flows of platform §7). */
export const SANDBOX_NETWORKS: readonly string[] = CONNECT_NETWORKS;

/**
 * The accounts a person manages on a sandbox network: derived from their login there, so each
 * person sees accounts of their own and the same ones every time.
 */
export function sandboxAccounts(network: string, login: string): GrantedAccount[] {
  const kind = accountsOf(network);
  const person = (login.split('@')[0] ?? login).replace(/[^A-Za-z0-9]+/g, ' ').trim() || 'Sandbox';
  const owner = person.charAt(0).toUpperCase() + person.slice(1);
  const own = kind.map((account, index): GrantedAccount => {
    const externalId = createHash('sha256')
      .update(`${network}:${login.toLowerCase()}:${index}`)
      .digest('hex')
      .slice(0, 16);
    const name = account === PROFILE ? owner : `${owner}'s ${account}`;
    return {
      externalId,
      name,
      username: name.toLowerCase().replace(/[^a-z0-9]+/g, ''),
      thumbnailUrl: null,
      ...(network === 'linkedin' ? { subType: LINKEDIN_SUBTYPES[account] ?? null } : {}),
    };
  });
  // The demo brand's administrator also manages Demo Coffee's own account on the network.
  const brand = DEMO_BRAND_ACCOUNTS.find(([stored]) => stored.toLowerCase() === network);
  if (login.toLowerCase() !== DEMO_BRAND_LOGIN || brand === undefined) return own;
  const [, name, username] = brand;
  return [
    ...own,
    {
      externalId: DEMO_BRAND_EXTERNAL_ID,
      name,
      username,
      thumbnailUrl: null,
      ...(network === 'linkedin' ? { subType: 'COMPANY' } : {}),
    },
  ];
}

/**
 * The sandbox networks: an OAuth provider per network on this server, with a consent page
 * (`/sandbox/{network}/oauth/authorize`), single-use codes that expire after a minute and must
 * be exchanged with the redirect URI they were issued for — the rules real networks enforce.
 * WhatsApp templates are the standard ones and the business account's approved ones.
 */
export function sandboxGateway(
  db: Db,
  /** The WhatsApp Business Platform's clock (template reviews); default the real one. */
  now: () => Date = () => new Date(),
): NetworkGateway & {
  /** Issues a code for the accounts the person allowed (the consent page's POST). */
  grant(network: string, redirectUri: string, accounts: readonly GrantedAccount[]): Promise<string>;
} {
  return {
    authorizeUrl(network, { state, redirectUri, loginHint }) {
      if (!SANDBOX_NETWORKS.includes(network)) {
        throw new GatewayError('unsupported_network', `No sandbox for ${network}.`);
      }
      const query = new URLSearchParams({
        client_id: 'switchboard',
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        ...(loginHint === undefined ? {} : { login_hint: loginHint }),
      });
      return `/sandbox/${network}/oauth/authorize?${query.toString()}`;
    },
    async grant(network, redirectUri, accounts) {
      const code = randomBytes(24).toString('base64url');
      await db
        .insertInto('sandboxCodes')
        .values({ code, network, redirectUri, accounts: JSON.stringify(accounts) })
        .execute();
      return code;
    },
    async exchangeCode(network, { code, redirectUri }) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('sandboxCodes')
          .selectAll()
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.network !== network)
          throw new GatewayError('invalid_grant', 'The code is not known.');
        if (row.usedAt) throw new GatewayError('invalid_grant', 'The code was already used.');
        if (row.createdAt.getTime() + CODE_TTL_MS < Date.now()) {
          throw new GatewayError('invalid_grant', 'The code has expired.');
        }
        if (row.redirectUri !== redirectUri) {
          throw new GatewayError(
            'invalid_grant',
            'The redirect URI does not match the one the code was issued for.',
          );
        }
        await trx
          .updateTable('sandboxCodes')
          .set({ usedAt: new Date() })
          .where('code', '=', code)
          .execute();
        return row.accounts as GrantedAccount[];
      });
    },
    moderate: (request) => sandboxModerate(db, request),
    send: (request) => sandboxSend(db, request, now()),
    publish: (request) => sandboxPublish(db, request),
    edit: (request) => sandboxEdit(db, request),
    takeThreadControl: (request) => sandboxTakeThreadControl(db, request),
    quota: (request) => sandboxQuota(db, request),
    templates: ({ channelId }) => approvedTemplates(db, channelId, now()),
    index: (request) => sandboxIndex(db, request),
    ...sandboxPublic(db),
  };
}
