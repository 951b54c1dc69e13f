import type { ApiClient } from '@smm/api-client';
import { AuditPage, decodeOrThrow, User, type AuditQuery } from '@smm/model';
import * as t from 'io-ts';

/** The calls of the audit log screen (docs/decisions/0041), every answer decoded. */
export function auditLogCalls(api: ApiClient, orgId: string) {
  const path = { id: orgId };
  return {
    /** A page of entries by the filters, newest first; `before` is the previous page's `next`. */
    page: async (query: AuditQuery) =>
      decodeOrThrow(
        AuditPage,
        await api.unwrap(api.client.GET('/api/1/org/{id}/audit-log', { params: { path, query } })),
      ),
    /** The organisation's users, to filter by person. */
    users: async () =>
      decodeOrThrow(t.array(User), await api.unwrap(api.client.GET('/api/1/user'))),
    /**
     * The entries by the same filters as a CSV file: fetched with the person's token (a plain
     * link would carry none), to be saved from the browser.
     */
    csv: async (query: AuditQuery): Promise<Blob> =>
      api.unwrap(
        api.client.GET('/api/1/org/{id}/audit-log/csv', {
          params: { path, query },
          parseAs: 'blob',
        }),
      ) as Promise<Blob>,
  };
}

/** The audit log calls, as the screen receives them. */
export type AuditLogCalls = ReturnType<typeof auditLogCalls>;
