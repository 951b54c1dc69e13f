import { SignJWT, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { SIGNING_ALGORITHM, type SigningKey } from './keys.js';

/** Who the embedded issuer names in its tokens, and for whom. */
export const ISSUER = 'switchboard';
export const AUDIENCE = 'switchboard';
/** Access tokens live five minutes; clients refresh 30 s before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 300;

/** What an access token says. */
export interface AccessClaims {
  /** The user id. */
  readonly sub: string;
  /** The user's organisation. */
  readonly org: string;
  readonly email: string;
  /** Keycloak-style realm roles; `smm_super_user` marks support staff. */
  readonly realm_access: { readonly roles: readonly string[] };
  /** While a super user assumes this account: the super user's id (RFC 8693 `act`). */
  readonly act?: { readonly sub: string };
  /** The session (OIDC `sid`): while it has not ended, its access tokens are good. */
  readonly sid?: string;
  /** When the person entered their password, in seconds since the epoch (OIDC `auth_time`). */
  readonly auth_time?: number;
}

/** Signs a short-lived access token. */
export function signAccessToken(
  key: SigningKey,
  claims: AccessClaims,
  ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ ...claims } as unknown as JWTPayload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

/** How tokens are checked: the key set and the expected issuer and audience. */
export interface VerifierOptions {
  readonly keys: JWTVerifyGetKey;
  readonly issuer: string;
  readonly audience?: string;
}

/** Verifies a token's signature, issuer, audience and expiry; returns its claims. */
export async function verifyAccessToken(
  token: string,
  options: VerifierOptions,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, options.keys, {
    issuer: options.issuer,
    ...(options.audience === undefined ? {} : { audience: options.audience }),
    clockTolerance: 5,
  });
  return payload;
}
