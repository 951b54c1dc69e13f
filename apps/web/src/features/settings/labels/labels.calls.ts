import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  Label,
  LabelJob,
  LabelsSetting,
  LabelUsage,
  type LabelUpdate,
} from '@smm/model';
import * as t from 'io-ts';

/** The calls of the label management screen (docs/decisions/0044), every answer decoded. */
export function labelCalls(api: ApiClient) {
  return {
    /** The labels by name, with how many items carry each. */
    labels: async () =>
      decodeOrThrow(t.array(LabelUsage), await api.unwrap(api.client.GET('/labels'))),
    /** The unfinished label jobs, then the last finished ones. */
    jobs: async () =>
      decodeOrThrow(t.array(LabelJob), await api.unwrap(api.client.GET('/labels/jobs'))),
    /** One label job, for its progress. */
    job: async (id: string) =>
      decodeOrThrow(
        LabelJob,
        await api.unwrap(api.client.GET('/labels/jobs/{id}', { params: { path: { id } } })),
      ),
    /** Whether only administrators create labels. */
    setting: async () =>
      decodeOrThrow(LabelsSetting, await api.unwrap(api.client.GET('/labels/settings'))),
    /** Restricts creating labels to administrators, or not. */
    restrict: async (isRestricted: boolean) =>
      decodeOrThrow(
        LabelsSetting,
        await api.unwrap(api.client.PUT('/labels/settings', { body: { isRestricted } })),
      ),
    /** Creates a label. */
    create: async (input: { readonly name: string; readonly color: string }) =>
      decodeOrThrow(
        Label,
        await api.unwrap(api.client.POST('/api/engage/labels', { body: input })),
      ),
    /** Renames and/or recolours a label. */
    update: async (id: string, input: LabelUpdate) =>
      decodeOrThrow(
        Label,
        await api.unwrap(
          api.client.PATCH('/labels/{id}', { params: { path: { id } }, body: input }),
        ),
      ),
    /** Deletes a label: answers the job that takes it off its items. */
    remove: async (id: string) =>
      decodeOrThrow(
        LabelJob,
        await api.unwrap(api.client.DELETE('/labels/{id}', { params: { path: { id } } })),
      ),
    /** Merges label `id` into `into` (kept): answers the job that moves its items. */
    merge: async (id: string, into: string) =>
      decodeOrThrow(
        LabelJob,
        await api.unwrap(
          api.client.POST('/labels/{id}/merge', { params: { path: { id } }, body: { into } }),
        ),
      ),
  };
}

/** The label management calls, as the screen receives them. */
export type LabelCalls = ReturnType<typeof labelCalls>;
