import type { ApiClient } from '@smm/api-client';
import {
  AutomationActionInfo,
  AutomationRuleSummary,
  AutomationSources,
  decodeOrThrow,
  DryRunResult,
  RuleRunPage,
  type RuleDefinition,
} from '@smm/model';
import * as t from 'io-ts';

/** The automation calls (base `/api/automate`, docs/decisions/0050), every answer decoded. */
export function automationCalls(api: ApiClient) {
  const rule = (id: string) => ({ params: { path: { id } } });
  return {
    /** The organisation's rules in the order they apply. */
    rules: async () =>
      decodeOrThrow(
        t.array(AutomationRuleSummary),
        await api.unwrap(api.client.GET('/api/automate/rules')),
      ),
    /** One rule (deleted ones too). */
    rule: async (id: string) =>
      decodeOrThrow(
        AutomationRuleSummary,
        await api.unwrap(api.client.GET('/api/automate/rules/{id}', rule(id))),
      ),
    /** Creates a rule as a draft (administrators). */
    create: async (body: RuleDefinition) =>
      decodeOrThrow(
        AutomationRuleSummary,
        await api.unwrap(api.client.POST('/api/automate/rules', { body })),
      ),
    /** Changes a rule's definition (administrators). */
    update: async (id: string, body: RuleDefinition) =>
      decodeOrThrow(
        AutomationRuleSummary,
        await api.unwrap(api.client.PUT('/api/automate/rules/{id}', { ...rule(id), body })),
      ),
    /** Deletes a rule: it stops at once (administrators). */
    remove: async (id: string): Promise<void> => {
      await api.unwrap(api.client.DELETE('/api/automate/rules/{id}', rule(id)));
    },
    /** Activates a rule (administrators); a refused transition is a 409 with its reason. */
    activate: async (id: string) =>
      decodeOrThrow(
        AutomationRuleSummary,
        await api.unwrap(api.client.POST('/api/automate/rules/{id}/activate', rule(id))),
      ),
    /** Pauses a rule (administrators). */
    pause: async (id: string) =>
      decodeOrThrow(
        AutomationRuleSummary,
        await api.unwrap(api.client.POST('/api/automate/rules/{id}/pause', rule(id))),
      ),
    /** Puts every rule in the order they apply (administrators). */
    reorder: async (ids: readonly string[]) =>
      decodeOrThrow(
        t.array(AutomationRuleSummary),
        await api.unwrap(api.client.PUT('/api/automate/rules/order', { body: { ids: [...ids] } })),
      ),
    /** A page of a rule's run log, newest first. */
    runs: async (id: string, cursor?: string) =>
      decodeOrThrow(
        RuleRunPage,
        await api.unwrap(
          api.client.GET('/api/automate/rules/{id}/runs', {
            params: { path: { id }, query: { limit: 25, ...(cursor ? { cursor } : {}) } },
          }),
        ),
      ),
    /** What a definition would have done over the last `days` days; nothing changes. */
    dryRun: async (body: RuleDefinition, days: number, signal?: AbortSignal) =>
      decodeOrThrow(
        DryRunResult,
        await api.unwrap(
          api.client.POST('/api/automate/rules/dry-run', {
            params: { query: { days } },
            body,
            ...(signal ? { signal } : {}),
          }),
        ),
      ),
    /** The actions a rule may take and what each needs. */
    actions: async () =>
      decodeOrThrow(
        t.array(AutomationActionInfo),
        await api.unwrap(api.client.GET('/api/automate/actions')),
      ),
    /** The networks and channels a rule may watch. */
    sources: async () =>
      decodeOrThrow(AutomationSources, await api.unwrap(api.client.GET('/api/automate/sources'))),
  };
}

/** The automation calls, as the screens receive them. */
export type AutomationCalls = ReturnType<typeof automationCalls>;
