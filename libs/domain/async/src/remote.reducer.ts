import { type ApiError, toApiError } from '@smm/model';

/** The state of one remote resource (platform §4: request, success, failure). */
export interface RemoteState<T> {
  readonly loading: boolean;
  readonly loaded: boolean;
  readonly data: T | undefined;
  readonly error: ApiError | undefined;
}

/** What happens to a remote resource. */
export type RemoteEvent<T> =
  | { readonly type: 'request' }
  | { readonly type: 'success'; readonly data: T }
  | { readonly type: 'failure'; readonly error: unknown };

/** A resource not asked for yet. */
export function initialRemote<T>(): RemoteState<T> {
  return { loading: false, loaded: false, data: undefined, error: undefined };
}

/**
 * The loading pattern of most requests (platform §4): request sets loading (keeping the data
 * shown so far), success sets loaded and the data, failure stores the error in the API error
 * shape.
 *
 * @example
 * remoteReducer(initialRemote(), { type: 'failure', error: { status: 404 } }).error
 * // { status: 404, message: 'Request failed' }
 */
export function remoteReducer<T>(state: RemoteState<T>, event: RemoteEvent<T>): RemoteState<T> {
  switch (event.type) {
    case 'request':
      return { ...state, loading: true, error: undefined };
    case 'success':
      return { loading: false, loaded: true, data: event.data, error: undefined };
    case 'failure':
      return { ...state, loading: false, error: toApiError(event.error) };
  }
}
