import { adNetworkName } from '@smm/ads';
import { AdNetwork } from '@smm/model';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { grantAdsCode, sandboxAdAccounts } from './sandbox.ads.js';
import { escape, page } from './sandbox.pages.js';

/** The ad network of a path, or null for one the sandbox does not run. */
const adNetworkOf = (value: string): AdNetwork | null => (AdNetwork.is(value) ? value : null);

/**
 * The sandbox ad networks' consent pages: what a person sees on Facebook's (Meta's) business
 * tools, LinkedIn Campaign Manager, X Ads or TikTok Ads Manager when Switchboard asks to manage
 * their ad accounts. Allow issues a single-use code for the ticked accounts; Deny (or nothing
 * ticked) answers `access_denied`. Served under `/sandbox/ads/{network}/oauth/…`.
 */
export function sandboxAdsPages(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { network: string }; Querystring: Record<string, string> }>(
    '/sandbox/ads/:network/oauth/authorize',
    async (request, reply) => {
      const network = adNetworkOf(request.params.network);
      const { redirect_uri: redirectUri, state, login_hint: hint } = request.query;
      if (network === null || !redirectUri || !state) {
        return reply
          .status(400)
          .type('text/html')
          .send(page('Bad request', '<h1>This sign-in link is not complete.</h1>'));
      }
      const login = hint && hint.length > 0 ? hint : 'sandbox@example.test';
      const accounts = sandboxAdAccounts(network, login);
      const label = `${adNetworkName(network)} Ads`;
      const list = accounts
        .map(
          (a) =>
            `<label><input type="checkbox" name="account" value="${escape(a.externalId)}" checked> ${escape(a.name)} <span class="note">(${escape(a.currency)}, ${escape(a.timeZone)})</span></label>`,
        )
        .join('');
      return reply.type('text/html').send(
        page(
          `${label} (sandbox)`,
          `<h1>${escape(label)} <small>(sandbox)</small></h1>
<p>Signed in as <strong>${escape(login)}</strong>.</p>
<p><strong>Switchboard</strong> would like to see the campaigns and spend of, and boost posts with, these ad accounts:</p>
<form method="post" action="/sandbox/ads/${escape(network)}/oauth/consent">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">
<input type="hidden" name="login" value="${escape(login)}">
<fieldset><legend>Ad accounts</legend>${list}</fieldset>
<p><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></p>
</form><p class="note">This is a sandbox ad network running on this server; nothing leaves the machine.</p>`,
        ),
      );
    },
  );

  app.post<{ Params: { network: string }; Body: Record<string, string | string[]> }>(
    '/sandbox/ads/:network/oauth/consent',
    async (request, reply) => {
      const network = adNetworkOf(request.params.network);
      const body = request.body ?? {};
      const redirectUri = typeof body['redirect_uri'] === 'string' ? body['redirect_uri'] : '';
      const state = typeof body['state'] === 'string' ? body['state'] : '';
      const login = typeof body['login'] === 'string' ? body['login'] : 'sandbox@example.test';
      if (network === null || !redirectUri.startsWith('http') || !state) {
        return reply
          .status(400)
          .type('text/html')
          .send(page('Bad request', '<h1>This consent form is not complete.</h1>'));
      }
      const back = new URL(redirectUri);
      back.searchParams.set('state', state);
      const chosen = ([] as string[]).concat(body['account'] ?? []);
      if (body['decision'] !== 'allow' || chosen.length === 0) {
        back.searchParams.set('error', 'access_denied');
        return reply.redirect(back.toString(), 302);
      }
      const accounts = sandboxAdAccounts(network, login).filter((a) =>
        chosen.includes(a.externalId),
      );
      back.searchParams.set('code', await grantAdsCode(db, network, redirectUri, accounts));
      return reply.redirect(back.toString(), 302);
    },
  );
}
