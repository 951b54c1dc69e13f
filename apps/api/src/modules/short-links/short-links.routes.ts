import { randomInt } from 'node:crypto';
import { ShortLink, ShortLinkRequest, TEXT_LIMITS } from '@smm/model';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters of a code: 57^7 ≈ 2·10^12 codes. */
export const CODE_LENGTH = 7;
/** The longest address the shortener takes. */
export const MAX_URL_LENGTH = TEXT_LIMITS.url;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The address as given, if it is an absolute http(s) URL of at most 2,048 characters. */
function linkTarget(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw badRequest('url: expected an absolute http or https address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw badRequest('url: expected an absolute http or https address');
  }
  if (trimmed.length > MAX_URL_LENGTH) {
    throw badRequest(`url: longer than ${MAX_URL_LENGTH} characters`);
  }
  return parsed.toString();
}

/** The URL shortener (platform §1): short links of the caller's organisation. */
export function shortLinkRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/short-links',
      tag: 'short-links',
      summary: 'Shortens an http(s) address: a short link on this server that redirects to it',
      access: 'user',
      body: ShortLinkRequest,
      response: ShortLink,
      handle: async ({ db, caller, body, origin }) => {
        const url = linkTarget(body.url);
        for (;;) {
          const row = await db
            .insertInto('shortLinks')
            .values({ code: newCode(), orgId: caller.orgId, userId: caller.userId, url })
            .onConflict((oc) => oc.column('code').doNothing())
            .returning(['code', 'url'])
            .executeTakeFirst();
          if (row) return { ...row, shortUrl: `${origin}/s/${row.code}` };
        }
      },
    }),
  ];
}

/** `GET /s/{code}`: the short link's redirect (a browser navigation, without a token). */
export async function shortLinkRedirects(app: FastifyInstance, db: Db): Promise<void> {
  app.get<{ Params: { code: string } }>('/s/:code', async (request, reply) => {
    const row = await db
      .updateTable('shortLinks')
      .set((eb) => ({ clicks: eb('clicks', '+', 1) }))
      .where('code', '=', request.params.code)
      .returning('url')
      .executeTakeFirst();
    if (!row) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('This short link does not exist.');
    }
    return reply.redirect(row.url, 302);
  });
}
