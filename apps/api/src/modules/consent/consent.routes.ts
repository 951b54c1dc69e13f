import { ConsentChoice, ConsentRecord, MyConsent } from '@smm/model';
import { forbidden } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { consentOf, recordConsent } from './consent.js';

/**
 * The signed-in person's cookie consent (platform §9, decision 0103): what they chose, or null
 * when they have not decided (the banner asks); and their choice of all five categories, C0001
 * always granted. Only the person decides: a support user assuming them may read it, not set it.
 */
export function consentRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/2/users/me/consent',
      tag: 'users',
      summary: "The signed-in person's cookie consent, or null when they have not decided",
      access: 'user',
      response: MyConsent,
      handle: async ({ db, caller }) => ({ consent: await consentOf(db, caller.userId) }),
    }),
    route({
      method: 'PUT',
      path: '/api/2/users/me/consent',
      tag: 'users',
      summary:
        "Records the signed-in person's cookie consent for all five categories (C0001 is always granted)",
      access: 'user',
      body: ConsentChoice,
      response: ConsentRecord,
      handle: async ({ db, caller, body }) => {
        if (caller.assumedBy !== null) {
          throw forbidden('Only the person themself may decide their cookie consent.');
        }
        return recordConsent(db, caller, body.categories);
      },
    }),
  ];
}
