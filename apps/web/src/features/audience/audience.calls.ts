import type { ApiClient } from '@smm/api-client';
import type { Audience } from '@smm/model';

/** The calls of the Audience area. */
export function audienceCalls(_api: ApiClient) {
  return {
    audiences: async (): Promise<readonly Audience[]> => [],
  };
}
export type AudienceCalls = ReturnType<typeof audienceCalls>;
