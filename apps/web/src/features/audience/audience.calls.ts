import { hasArea, isAudienceAvailable, type PackageName } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import {
  Audience,
  AudienceOverview,
  AudiencePeoplePage,
  AudiencePerson,
  AudiencePersonDetail,
  AudienceRoleAnswer,
  decodeOrThrow,
  Label,
  type AudienceFilter,
  type AudienceInput,
  type AudiencePersonUpdate,
  type AudienceRole,
  type User,
} from '@smm/model';
import * as t from 'io-ts';

/** The feature toggles that open and pause Audience (as the server reads them, decision 0095). */
const TOGGLE = 'audience';
const SOFT_DISABLE = 'audience_soft_disabled';

/** The people list's query parameters for a filter (and a page). */
export function peopleQuery(
  filter: AudienceFilter,
  page: { readonly cursor?: string | null; readonly limit?: number } = {},
): Record<string, string> {
  return {
    ...(filter.search?.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.networks?.length ? { network: filter.networks.join(',') } : {}),
    ...(filter.sentiments?.length ? { sentiment: filter.sentiments.join(',') } : {}),
    ...(filter.labelIds?.length ? { label: filter.labelIds.join(',') } : {}),
    ...(filter.seenSince ? { seenSince: filter.seenSince } : {}),
    ...(page.cursor ? { cursor: page.cursor } : {}),
    ...(page.limit ? { limit: String(page.limit) } : {}),
  };
}

/** The calls of the Audience area through the typed API client. */
export function audienceCalls(api: ApiClient) {
  return {
    overview: async () =>
      decodeOrThrow(AudienceOverview, await api.unwrap(api.client.GET('/api/audience/overview'))),
    people: async (
      filter: AudienceFilter,
      page: { readonly cursor?: string | null; readonly limit?: number; audienceId?: string } = {},
    ) =>
      decodeOrThrow(
        AudiencePeoplePage,
        await api.unwrap(
          api.client.GET('/api/audience/people', {
            params: {
              query: {
                ...peopleQuery(filter, page),
                ...(page.audienceId ? { audienceId: page.audienceId } : {}),
              } as never,
            },
          }),
        ),
      ),
    person: async (id: string) =>
      decodeOrThrow(
        AudiencePersonDetail,
        await api.unwrap(api.client.GET('/api/audience/people/{id}', { params: { path: { id } } })),
      ),
    updatePerson: async (id: string, update: AudiencePersonUpdate) =>
      decodeOrThrow(
        AudiencePerson,
        await api.unwrap(
          api.client.PATCH('/api/audience/people/{id}', {
            params: { path: { id } },
            body: update as never,
          }),
        ),
      ),
    audiences: async (): Promise<readonly Audience[]> =>
      decodeOrThrow(t.array(Audience), await api.unwrap(api.client.GET('/api/audience/audiences'))),
    createAudience: async (input: AudienceInput) =>
      decodeOrThrow(
        Audience,
        await api.unwrap(api.client.POST('/api/audience/audiences', { body: input as never })),
      ),
    updateAudience: async (id: string, input: AudienceInput) =>
      decodeOrThrow(
        Audience,
        await api.unwrap(
          api.client.PUT('/api/audience/audiences/{id}', {
            params: { path: { id } },
            body: input as never,
          }),
        ),
      ),
    pin: async (id: string, pinned: boolean) =>
      decodeOrThrow(
        Audience,
        await api.unwrap(
          api.client.PUT('/api/audience/audiences/{id}/pin', {
            params: { path: { id } },
            body: { pinned },
          }),
        ),
      ),
    deleteAudience: async (id: string) => {
      await api.unwrap(
        api.client.DELETE('/api/audience/audiences/{id}', { params: { path: { id } } }),
      );
    },
    labels: async (): Promise<readonly Label[]> =>
      decodeOrThrow(t.array(Label), await api.unwrap(api.client.GET('/api/engage/labels'))),
  };
}
export type AudienceCalls = ReturnType<typeof audienceCalls>;

/** A user's stored audience role (null: none, or the package has no Audience). */
export async function audienceRoleOf(api: ApiClient, userId: string): Promise<AudienceRole | null> {
  const answer = decodeOrThrow(
    AudienceRoleAnswer,
    await api.unwrap(
      api.client.GET('/api/1/permissions/audience/users/{id}/role', {
        params: { path: { id: userId } },
      }),
    ),
  );
  return answer.role;
}

/** Sets a user's audience role (administrators). */
export async function setAudienceRole(
  api: ApiClient,
  userId: string,
  role: AudienceRole | null,
): Promise<void> {
  await api.unwrap(
    api.client.PUT('/api/1/permissions/audience/users/{id}/role', {
      params: { path: { id: userId } },
      body: { role },
    }),
  );
}

/**
 * Whether the signed-in person has Audience (platform §4): the package has it, its toggle is on,
 * it is not paused, and their audience role is ADMIN or AUDIENCE_USER.
 */
export async function audienceAvailableFor(
  api: ApiClient,
  me: User,
  packageName: PackageName,
): Promise<boolean> {
  if (!hasArea(packageName, 'audience')) return false;
  const [role, toggles] = await Promise.all([
    audienceRoleOf(api, me.id),
    api.unwrap(
      api.client.POST('/feature-toggler-{hash}', {
        params: { path: { hash: 'audience' } },
        body: [
          { discriminator: 'ORGANIZATION', targetId: me.orgId },
          { discriminator: 'USER', targetId: me.id },
        ],
      }),
    ),
  ]);
  return isAudienceAvailable({
    toggle: toggles[TOGGLE] !== false,
    hardDisabled: false,
    softDisabled: toggles[SOFT_DISABLE] === true,
    audienceRole: role,
  });
}
