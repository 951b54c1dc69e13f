import * as t from 'io-ts';
import { nonEmptyText } from './text.codec.js';

/** Signing in to the embedded issuer: `POST /auth/login`. */
export const LoginRequest = t.type(
  { email: nonEmptyText('email'), password: nonEmptyText('password') },
  'LoginRequest',
);
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

/** A refresh token presented to `POST /auth/refresh` or `POST /auth/logout`. */
export const RefreshRequest = t.type({ refreshToken: nonEmptyText('secret') }, 'RefreshRequest');
export type RefreshRequest = t.TypeOf<typeof RefreshRequest>;

/** The tokens of a session; `expiresIn` is the access token's lifetime in seconds. */
export const TokenResponse = t.type(
  {
    accessToken: t.string,
    refreshToken: t.string,
    expiresIn: t.number,
    tokenType: t.literal('Bearer'),
  },
  'TokenResponse',
);
export type TokenResponse = t.TypeOf<typeof TokenResponse>;

/** A JSON Web Key set (RFC 7517), as the issuer publishes it. */
export const JsonWebKeySet = t.type({ keys: t.array(t.UnknownRecord) }, 'JsonWebKeySet');
export type JsonWebKeySet = t.TypeOf<typeof JsonWebKeySet>;

/** The user's language settings: `GET /v1/users/me/localisation` (platform §7). */
export const Localisation = t.type({ locale: t.string }, 'Localisation');
export type Localisation = t.TypeOf<typeof Localisation>;
