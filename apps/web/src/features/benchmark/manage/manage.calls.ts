import type { ApiClient } from '@smm/api-client';
import {
  BenchmarkReport,
  decodeOrThrow,
  Outlier,
  SavedQuery,
  type BenchmarkReportInput,
  type SavedQueryInput,
} from '@smm/model';
import * as t from 'io-ts';
import type { BenchmarkSelection } from '../benchmark.selection.js';

/** The manage section's calls (`/api/benchmark/queries|reports|outliers`), answers decoded. */
export function manageCalls(api: ApiClient) {
  return {
    reports: async () =>
      decodeOrThrow(
        t.array(BenchmarkReport),
        await api.unwrap(api.client.GET('/api/benchmark/reports')),
      ),
    createReport: async (body: BenchmarkReportInput) =>
      decodeOrThrow(
        BenchmarkReport,
        await api.unwrap(api.client.POST('/api/benchmark/reports', { body })),
      ),
    updateReport: async (id: string, body: BenchmarkReportInput) =>
      decodeOrThrow(
        BenchmarkReport,
        await api.unwrap(
          api.client.PUT('/api/benchmark/reports/{id}', { params: { path: { id } }, body }),
        ),
      ),
    removeReport: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/benchmark/reports/{id}', { params: { path: { id } } }),
      );
    },
    /** E-mails a report now, besides its schedule. */
    sendReport: async (id: string) =>
      decodeOrThrow(
        BenchmarkReport,
        await api.unwrap(
          api.client.POST('/api/benchmark/reports/{id}/send', { params: { path: { id } } }),
        ),
      ),
    queries: async () =>
      decodeOrThrow(
        t.array(SavedQuery),
        await api.unwrap(api.client.GET('/api/benchmark/queries')),
      ),
    createQuery: async (body: SavedQueryInput) =>
      decodeOrThrow(
        SavedQuery,
        await api.unwrap(api.client.POST('/api/benchmark/queries', { body })),
      ),
    updateQuery: async (id: string, body: SavedQueryInput) =>
      decodeOrThrow(
        SavedQuery,
        await api.unwrap(
          api.client.PUT('/api/benchmark/queries/{id}', { params: { path: { id } }, body }),
        ),
      ),
    removeQuery: async (id: string): Promise<void> => {
      await api.unwrap(
        api.client.DELETE('/api/benchmark/queries/{id}', { params: { path: { id } } }),
      );
    },
    /** The posts of the selection far from their channel's usual engagement. */
    outliers: async (selection: BenchmarkSelection) =>
      decodeOrThrow(
        t.array(Outlier),
        await api.unwrap(
          api.client.GET('/api/benchmark/outliers', {
            params: {
              query: {
                brandIds: selection.brandIds.join(','),
                since: selection.since,
                until: selection.until,
                ...(selection.networks.length > 0
                  ? { networks: selection.networks.join(',') }
                  : {}),
                ...(selection.teamId ? { teamId: selection.teamId } : {}),
              },
            },
          }),
        ),
      ),
  };
}

/** What {@link manageCalls} offers. */
export type ManageCalls = ReturnType<typeof manageCalls>;
