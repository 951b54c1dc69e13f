import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, MaintenanceNotice, ShortLink, SwitchableAccount } from '@smm/model';
import * as t from 'io-ts';

/** The shell's own calls (platform §2), their answers decoded. */
export function shellCalls(api: ApiClient) {
  return {
    /** The accounts of the signed-in person across organisations (the organisation switcher). */
    accounts: async () =>
      decodeOrThrow(
        t.array(SwitchableAccount),
        await api.unwrap(api.client.GET('/auth/account-switch/accounts')),
      ),
    /** The maintenance notices that are not over yet. */
    maintenanceNotices: async () =>
      decodeOrThrow(
        t.array(MaintenanceNotice),
        await api.unwrap(api.client.GET('/api/maintenance-notices')),
      ),
    /** A short link on this server for an http(s) address (the URL shortener). */
    shorten: async (url: string) =>
      decodeOrThrow(
        ShortLink,
        await api.unwrap(api.client.POST('/api/short-links', { body: { url } })),
      ),
    /** Works as a team (or, with null, as the whole organisation): the admin context switch. */
    switchTeam: async (orgId: string, userId: string, teamId: string | null) => {
      await api.unwrap(
        api.client.POST('/api/1/org/{orgId}/admin-context-switch/{id}', {
          params: { path: { orgId, id: userId } },
          body: { teamId },
        }),
      );
    },
  };
}

/** The shell's calls, as its parts receive them. */
export type ShellCalls = ReturnType<typeof shellCalls>;
