import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  EngageOrgSettings,
  ExportStatus,
  type FeedFilters,
  type FeedSortField,
  InboxPreferences,
  type MarkReadOnOpen,
  type QuickFilters,
  SearchPage,
  type SortDirection,
} from '@smm/model';

/** How the list is sorted (engage §3: latest comment date or created date, either way). */
export interface ListSort {
  readonly field: FeedSortField;
  readonly direction: SortDirection;
}

/** The list's default order: latest comment date, newest first (engage §3). */
export const DEFAULT_SORT: ListSort = { field: 'latestCommentDate', direction: 'desc' };

/** What an export asks for (engage §7, `POST /v2/exports`), in wire form. */
export interface ExportOptions {
  readonly csvSeperator: 'COMMA' | 'SEMICOLON' | 'TAB';
  readonly networks: readonly string[];
  readonly types: readonly string[];
  readonly from?: string;
  readonly to?: string;
  readonly feedId?: string;
}

/**
 * The calls of the list's tools (decisions 0056, 0057): a refined, sorted feed page, the
 * organisation's response target, the person's inbox preferences, and exports followed to their
 * download.
 */
export function listToolsCalls(api: ApiClient) {
  return {
    /** A page of the feed narrowed by the reader's refinement, in the chosen order. */
    searchRefined: async (
      body: { readonly filters: FeedFilters; readonly refine?: QuickFilters },
      sort: ListSort,
      page: { readonly limit: number; readonly cursor?: string },
    ) =>
      decodeOrThrow(
        SearchPage,
        await api.unwrap(
          api.client.POST('/api/engage/search', {
            params: { query: page },
            body: {
              filters: body.filters,
              ...(body.refine ? { refine: body.refine } : {}),
              sortDirection: sort.direction,
              sortField: sort.field,
            },
          }),
        ),
      ),
    /** The organisation's engage settings (its response-time target). */
    orgSettings: async () =>
      decodeOrThrow(
        EngageOrgSettings,
        await api.unwrap(api.client.GET('/api/engage/settings/organisation')),
      ),
    /** Sets the organisation's response-time target (administrators). */
    setOrgSettings: async (responseTargetMinutes: number | null) =>
      decodeOrThrow(
        EngageOrgSettings,
        await api.unwrap(
          api.client.PUT('/api/engage/settings/organisation', { body: { responseTargetMinutes } }),
        ),
      ),
    /** The person's own inbox preferences. */
    preferences: async () =>
      decodeOrThrow(InboxPreferences, await api.unwrap(api.client.GET('/api/engage/settings/me'))),
    /** Changes when opening an item marks it read, for the person. */
    setMarkReadOnOpen: async (markReadOnOpen: MarkReadOnOpen) =>
      decodeOrThrow(
        InboxPreferences,
        await api.unwrap(api.client.PUT('/api/engage/settings/me', { body: { markReadOnOpen } })),
      ),
    /** Starts an export job. */
    startExport: async (options: ExportOptions & { readonly email?: string }) =>
      decodeOrThrow(
        ExportStatus,
        await api.unwrap(
          api.client.POST('/v2/exports', {
            body: {
              csvSeperator: options.csvSeperator,
              networks: [...options.networks],
              types: [...options.types],
              ...(options.from ? { from: options.from } : {}),
              ...(options.to ? { to: options.to } : {}),
              ...(options.feedId ? { feedId: options.feedId } : {}),
              ...(options.email ? { email: options.email } : {}),
            },
          }),
        ),
      ),
    /** Where an export stands, with its download link once done. */
    exportStatus: async (id: string) =>
      decodeOrThrow(
        ExportStatus,
        await api.unwrap(api.client.GET('/v2/exports/{id}', { params: { path: { id } } })),
      ),
  };
}

/** The list tools' calls, as the inbox's parts receive them. */
export type ListToolsCalls = ReturnType<typeof listToolsCalls>;
