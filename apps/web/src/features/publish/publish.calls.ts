import type { ApiClient } from '@smm/api-client';
import {
  decodeOrThrow,
  PublishChannel,
  PublishItemsPage,
  PublishPost,
  type PublishPostStatus,
  type PublishSort,
} from '@smm/model';
import * as t from 'io-ts';

/** What the publish area asks `GET /api/publish/items` for. */
export interface PostsQuery {
  readonly statuses?: readonly PublishPostStatus[];
  readonly channels?: readonly string[];
  readonly since?: string;
  readonly until?: string;
  readonly sortBy?: PublishSort;
  readonly limit?: number;
  readonly cursor?: string;
}

/** The calls of the publish area (decision 0069), their answers decoded with `@smm/model`. */
export function publishCalls(api: ApiClient) {
  const post = (path: { id: string }) => ({ params: { path } });
  return {
    /** A page of posts on channels the person sees, by status, channel and time. */
    items: async (query: PostsQuery) =>
      decodeOrThrow(
        PublishItemsPage,
        await api.unwrap(
          api.client.GET('/api/publish/items', {
            params: {
              query: {
                visibility: 'page',
                ...(query.statuses?.length ? { statuses: query.statuses.join(',') } : {}),
                ...(query.channels?.length ? { channels: query.channels.join(',') } : {}),
                ...(query.since === undefined ? {} : { since: query.since }),
                ...(query.until === undefined ? {} : { until: query.until }),
                ...(query.sortBy === undefined ? {} : { sortBy: query.sortBy }),
                ...(query.limit === undefined ? {} : { limit: query.limit }),
                ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
              },
            },
          }),
        ),
      ),
    /** The channels the person may choose, with their post permissions. */
    channels: async () =>
      decodeOrThrow(
        t.array(PublishChannel),
        await api.unwrap(api.client.GET('/api/publish/channels')),
      ),
    /** A post as it is now, with what the person may do with it. */
    post: async (id: string) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(api.client.GET('/api/publish/posts/{id}', post({ id }))),
      ),
    /** Approves a post waiting for approval, at `scheduledAt` when given. */
    approve: async (id: string, scheduledAt?: string) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(
          api.client.POST('/api/publish/posts/{id}/approve', {
            ...post({ id }),
            body: scheduledAt === undefined ? {} : { scheduledAt },
          }),
        ),
      ),
    /** Rejects a post waiting for approval, with a comment for its author. */
    reject: async (id: string, comment: string) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(
          api.client.POST('/api/publish/posts/{id}/reject', { ...post({ id }), body: { comment } }),
        ),
      ),
    /** Publishes a failed post again where it failed. */
    retry: async (id: string) =>
      decodeOrThrow(
        PublishPost,
        await api.unwrap(api.client.POST('/api/publish/posts/{id}/retry', post({ id }))),
      ),
    /** Deletes a post that is not published. */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/publish/posts/{id}', post({ id })));
    },
  };
}

/** The publish area's calls, as its views receive them. */
export type PublishCalls = ReturnType<typeof publishCalls>;
