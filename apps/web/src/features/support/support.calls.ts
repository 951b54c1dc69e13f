import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, SupportUserResults } from '@smm/model';

/** The calls of the support screen (docs/decisions/0045), every answer decoded. */
export function supportCalls(api: ApiClient) {
  return {
    /** Users of any organisation whose name or e-mail address holds `q`. */
    find: async (q: string) =>
      decodeOrThrow(
        SupportUserResults,
        await api.unwrap(api.client.GET('/support/users', { params: { query: { q } } })),
      ),
  };
}
