import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  InvitationSent,
  Team,
  User,
  type OrgUserUpdate,
  type UserInvite,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the users screen (platform §7; docs/decisions/0040, 0042), every answer decoded. */
export function userCalls(api: ApiClient, orgId: string) {
  const org = { id: orgId };
  return {
    /** The organisation's users, invited ones too. */
    users: async () =>
      decodeOrThrow(t.array(User), await api.unwrap(api.client.GET('/api/1/user'))),
    /** The organisation's teams. */
    teams: async () =>
      decodeOrThrow(t.array(Team), await api.unwrap(api.client.GET('/api/2/teams'))),
    /** Invites a user: they get an e-mail with a link to choose a password. */
    invite: async (invite: UserInvite) =>
      decodeOrThrow(
        InvitationSent,
        await api.unwrap(
          api.client.POST('/api/1/org/{id}/users', { params: { path: org }, body: invite }),
        ),
      ),
    /** Sends a pending invitation again, with a new link. */
    resend: async (userId: string) =>
      decodeOrThrow(
        InvitationSent,
        await api.unwrap(
          api.client.POST('/api/1/org/{id}/users/{userId}/invitation', {
            params: { path: { ...org, userId } },
          }),
        ),
      ),
    /** Withdraws a pending invitation. */
    withdraw: async (userId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/1/org/{id}/users/{userId}/invitation', {
          params: { path: { ...org, userId } },
        }),
      );
    },
    /** Changes a user: names, administrator right, default channel role, every team at once. */
    update: async (change: OrgUserUpdate) =>
      decodeOrThrow(
        User,
        await api.unwrap(
          api.client.PUT('/api/1/org/{id}/user', { params: { path: org }, body: change }),
        ),
      ),
    /** Deletes a user (docs/decisions/0042). */
    remove: async (userId: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/smm/accounts/{id}', { params: { path: { id: userId } } }),
      );
    },
  };
}

/** The users screen's calls, as it receives them. */
export type UserCalls = ReturnType<typeof userCalls>;
