import type { FeatureToggles } from '@smm/session';
import { bootstrapMachine, type Authentication } from '@smm/session';
import { FEATURES } from '@smm/access';
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { fromPromise } from 'xstate';
import {
  AiFeaturesFlag,
  Channel,
  decodeOrThrow,
  Locale,
  Organisation,
  Team,
  User,
} from '@smm/model';
import type { Session } from './session.js';

/** The claims of an access token the app reads: who, which realm roles, and who assumes them. */
const Claims = t.intersection([
  t.type({ sub: t.string }),
  t.partial({
    realm_roles: t.array(t.string),
    // Keycloak's form, which the embedded issuer signs too.
    realm_access: t.type({ roles: t.array(t.string) }),
    act: t.type({ sub: t.string }),
  }),
]);

/**
 * Who the access token says is signed in (its payload, not verified: the server verifies every
 * call); `assuming` when a support user acts as them (the `act` claim).
 */
export function authenticationOf(accessToken: string): Authentication {
  const [, payload = ''] = accessToken.split('.');
  const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  const claims = Claims.decode(json);
  if (E.isLeft(claims)) throw new Error('The access token does not say who is signed in.');
  return {
    subject: claims.right.sub,
    realmRoles: [
      ...new Set([
        ...(claims.right.realm_roles ?? []),
        ...(claims.right.realm_access?.roles ?? []),
      ]),
    ],
    assuming: claims.right.act !== undefined,
  };
}

/**
 * The bootstrap machine of `@smm/session` with the app's calls: who is signed in, their
 * language, themselves, colleagues, teams, channels, the package's features, the AI consent and
 * the organisation.
 */
export function appBootstrap(session: Session) {
  const { api } = session;
  // Every answer is decoded with the model's codecs before the app uses it.
  const read =
    <A>(codec: t.Decoder<unknown, A>) =>
    async (answer: Promise<unknown>): Promise<A> =>
      decodeOrThrow(codec, await answer);
  // The signed-in person, asked for once for both loads that need them (again after a failure,
  // so a retry asks afresh): the AI consent is their organisation's.
  let asked: Promise<User> | null = null;
  const me = () =>
    (asked ??= read(User)(api.unwrap(api.client.GET('/api/2/users/me'))).catch((error: unknown) => {
      asked = null;
      throw error;
    }));
  return bootstrapMachine.provide({
    actors: {
      authenticate: fromPromise(async () => authenticationOf(await session.tokens.accessToken())),
      registerLocale: fromPromise(async () =>
        decodeOrThrow(
          Locale,
          (await api.unwrap(api.client.GET('/v1/users/me/localisation'))).locale,
        ),
      ),
      me: fromPromise(me),
      users: fromPromise((): Promise<readonly User[]> =>
        read(t.array(User))(api.unwrap(api.client.GET('/api/2/users/me/colleagues'))),
      ),
      teams: fromPromise((): Promise<readonly Team[]> =>
        read(t.array(Team))(api.unwrap(api.client.GET('/api/2/teams'))),
      ),
      checkChannelFeature: fromPromise(async () => {
        const on = await api.unwrap(
          api.client.POST('/feature-toggler-{hash}', {
            params: { path: { hash: 'channels_v2' } },
            body: [],
          }),
        );
        return on['channels_v2'] === true;
      }),
      channels: fromPromise((): Promise<readonly Channel[]> =>
        read(t.array(Channel))(api.unwrap(api.client.GET('/api/2/channels'))),
      ),
      features: fromPromise(async (): Promise<FeatureToggles> => {
        const access = await api.unwrap(api.client.GET('/suite/smm-user-product-access'));
        return Object.fromEntries(
          FEATURES.map((feature) => [feature, access.products.includes(feature)]),
        );
      }),
      aiSettings: fromPromise(async () => {
        const { orgId } = await me();
        return read(AiFeaturesFlag)(
          api.unwrap(
            api.client.GET('/organizations/{id}/aiFeatures', {
              params: { path: { id: orgId } },
            }),
          ),
        );
      }),
      organisation: fromPromise(({ input }: { input: { readonly me: User } }) =>
        read(Organisation)(
          api.unwrap(
            api.client.GET('/api/2/orgs/{id}', { params: { path: { id: input.me.orgId } } }),
          ),
        ),
      ),
    },
  });
}
