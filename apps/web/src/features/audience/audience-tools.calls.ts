import type { ApiClient } from '@smm/api-client';
import {
  AudienceImport,
  decodeOrThrow,
  type ImportColumnTarget,
  MergeDecision,
  MergeNomineesPage,
  type MergePair,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of Audience's merge and import pages, their answers decoded. */
export interface AudienceToolsCalls {
  /** A page of merge nominees; `after` continues from the previous page's `next`. */
  readonly nominees: (after?: string) => Promise<MergeNomineesPage>;
  readonly merge: (pair: MergePair) => Promise<MergeDecision>;
  readonly dismiss: (pair: MergePair) => Promise<MergeDecision>;
  readonly undo: (id: string) => Promise<MergeDecision>;
  /** Starts importing a CSV file with this column mapping. */
  readonly startImport: (
    file: File,
    mapping: readonly ImportColumnTarget[],
  ) => Promise<AudienceImport>;
  readonly importState: (id: string) => Promise<AudienceImport>;
  readonly imports: () => Promise<AudienceImport[]>;
  /** The rows an import did not take, as a CSV file. */
  readonly errorsCsv: (id: string) => Promise<Blob>;
}

/** The calls through the API client. */
export function audienceToolsCalls(api: ApiClient): AudienceToolsCalls {
  return {
    nominees: async (after) =>
      decodeOrThrow(
        MergeNomineesPage,
        await api.unwrap(
          api.client.GET('/api/audience/merge/nominees', {
            params: { query: after === undefined ? {} : { after } },
          }),
        ),
      ),
    merge: async (pair) =>
      decodeOrThrow(
        MergeDecision,
        await api.unwrap(api.client.POST('/api/audience/merge/merges', { body: pair })),
      ),
    dismiss: async (pair) =>
      decodeOrThrow(
        MergeDecision,
        await api.unwrap(api.client.POST('/api/audience/merge/dismissals', { body: pair })),
      ),
    undo: async (id) =>
      decodeOrThrow(
        MergeDecision,
        await api.unwrap(
          api.client.POST('/api/audience/merge/{id}/undo', { params: { path: { id } } }),
        ),
      ),
    startImport: async (file, mapping) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return decodeOrThrow(
        AudienceImport,
        await api.unwrap(
          api.client.POST('/api/audience/imports', {
            params: { query: { mapping: mapping.join(',') } },
            body: form as never,
            bodySerializer: (body: unknown) => body as FormData,
          }),
        ),
      );
    },
    importState: async (id) =>
      decodeOrThrow(
        AudienceImport,
        await api.unwrap(
          api.client.GET('/api/audience/imports/{id}', { params: { path: { id } } }),
        ),
      ),
    imports: async () =>
      decodeOrThrow(
        t.array(AudienceImport),
        await api.unwrap(api.client.GET('/api/audience/imports')),
      ),
    errorsCsv: async (id) =>
      api.unwrap(
        api.client.GET('/api/audience/imports/{id}/errors', {
          params: { path: { id } },
          parseAs: 'blob',
        }),
      ) as unknown as Promise<Blob>,
  };
}
