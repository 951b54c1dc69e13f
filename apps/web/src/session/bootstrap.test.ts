import { describe, expect, it } from 'vitest';
import { authenticationOf } from './bootstrap.js';

const token = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('authenticationOf', () => {
  it('reads who is signed in and their realm roles from the access token', () => {
    expect(authenticationOf(token({ sub: 'u1', realm_roles: ['smm_super_user'] }))).toEqual({
      subject: 'u1',
      realmRoles: ['smm_super_user'],
      assuming: false,
    });
  });

  it('reads the realm roles of a Keycloak-style token (realm_access.roles), as the server signs them', () => {
    expect(
      authenticationOf(token({ sub: 'u1', realm_access: { roles: ['smm_super_user'] } }))
        .realmRoles,
    ).toEqual(['smm_super_user']);
  });

  it('says a support user assumes the person when the token has an act claim', () => {
    expect(authenticationOf(token({ sub: 'u1', act: { sub: 'support' } })).assuming).toBe(true);
  });

  it('refuses a token that does not say who is signed in', () => {
    expect(() => authenticationOf(token({ name: 'nobody' }))).toThrow(
      'The access token does not say who is signed in.',
    );
  });
});
