import { networkName } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import { sandboxAccounts, sandboxGateway, SANDBOX_NETWORKS } from './sandbox.gateway.js';
/** Escapes text for the sandbox pages' HTML. */

export const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Where the consent pages' stylesheet is served. */
const STYLESHEET = '/sandbox/consent.css';

/**
 * The consent pages' styles: a file of their own, not inline, so the pages work under the
 * server's Content-Security-Policy (`style-src 'self'`, decision 0032).
 */
const STYLES = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
fieldset{border:1px solid #ccd;border-radius:8px;padding:1rem}label{display:block;margin:.4rem 0}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem;border-radius:6px;border:1px solid #889;cursor:pointer}
button[value=allow]{background:#1c7ed6;color:#fff;border-color:#1c7ed6}.note{color:#667;font-size:.9rem}
`;

/** A sandbox page with its title and the consent pages' stylesheet. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${STYLESHEET}">
</head><body>${body}</body></html>`;
}

/**
 * The sandbox networks' consent pages: what a person sees on Facebook, Instagram, … when
 * Switchboard asks to manage their accounts. Allow issues a code; Deny answers `access_denied`.
 */
export async function sandboxPages(
  app: FastifyInstance,
  gateway: ReturnType<typeof sandboxGateway>,
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      const form = new URLSearchParams(String(body));
      const fields: Record<string, string | string[]> = {};
      for (const key of new Set(form.keys())) {
        const all = form.getAll(key);
        fields[key] = all.length > 1 ? all : (all[0] ?? '');
      }
      done(null, fields);
    },
  );

  app.get(STYLESHEET, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(STYLES),
  );

  app.get<{ Params: { network: string }; Querystring: Record<string, string> }>(
    '/sandbox/:network/oauth/authorize',
    async (request, reply) => {
      const { network } = request.params;
      const { redirect_uri: redirectUri, state, login_hint: hint } = request.query;
      if (!SANDBOX_NETWORKS.includes(network) || !redirectUri || !state) {
        return reply
          .status(400)
          .type('text/html')
          .send(page('Bad request', '<h1>This sign-in link is not complete.</h1>'));
      }
      const login = hint && hint.length > 0 ? hint : 'sandbox@example.test';
      const accounts = sandboxAccounts(network, login);
      const label = networkName(network);
      const list = accounts
        .map(
          (a) =>
            `<label><input type="checkbox" name="account" value="${escape(a.externalId)}" checked> ${escape(a.name)}</label>`,
        )
        .join('');
      return reply.type('text/html').send(
        page(
          `${label} (sandbox)`,
          `<h1>${escape(label)} <small>(sandbox)</small></h1>
<p>Signed in as <strong>${escape(login)}</strong>.</p>
<p><strong>Switchboard</strong> would like to read and reply to the comments and messages of:</p>
<form method="post" action="/sandbox/${escape(network)}/oauth/consent">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">
<input type="hidden" name="login" value="${escape(login)}">
<fieldset><legend>Accounts</legend>${list}</fieldset>
<p><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></p>
</form><p class="note">This is a sandbox network running on this server; nothing leaves the machine.</p>`,
        ),
      );
    },
  );

  app.post<{ Params: { network: string }; Body: Record<string, string | string[]> }>(
    '/sandbox/:network/oauth/consent',
    async (request, reply) => {
      const { network } = request.params;
      const body = request.body ?? {};
      const redirectUri = typeof body['redirect_uri'] === 'string' ? body['redirect_uri'] : '';
      const state = typeof body['state'] === 'string' ? body['state'] : '';
      const login = typeof body['login'] === 'string' ? body['login'] : 'sandbox@example.test';
      if (!SANDBOX_NETWORKS.includes(network) || !redirectUri.startsWith('http') || !state) {
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
      const accounts = sandboxAccounts(network, login).filter((a) => chosen.includes(a.externalId));
      back.searchParams.set('code', await gateway.grant(network, redirectUri, accounts));
      return reply.redirect(back.toString(), 302);
    },
  );
}
