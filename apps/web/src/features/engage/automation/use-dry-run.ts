import { toApiError, type DryRunResult, type RuleDefinition } from '@smm/model';
import { useEffect, useState } from 'react';
import type { AutomationCalls } from './automation.calls.js';

/** Where the preview stands: waiting, running, its result, or why it cannot run. */
export type DryRunState =
  | { readonly status: 'running' }
  | { readonly status: 'done'; readonly result: DryRunResult }
  /** The definition is refused (422/400): the message names the part to fix. */
  | { readonly status: 'invalid'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

/** How long editing must pause before the preview runs again. */
export const DRY_RUN_DEBOUNCE_MS = 500;

/**
 * Runs the dry run of a definition (`POST /rules/dry-run?days=N`) whenever it or the period
 * changes, once editing pauses; an older answer never replaces a newer one.
 */
export function useDryRun(
  calls: AutomationCalls,
  definition: RuleDefinition,
  days: number,
): DryRunState {
  const [state, setState] = useState<DryRunState>({ status: 'running' });
  const key = JSON.stringify(definition);
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === 'running' ? current : { status: 'running' }));
    const timer = setTimeout(() => {
      // The name does not change what matches; an unnamed draft is previewed all the same.
      const body: RuleDefinition = { ...(JSON.parse(key) as RuleDefinition) };
      if (!body.name) body.name = '…';
      calls
        .dryRun(body, days, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) setState({ status: 'done', result });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = toApiError(error);
          setState({
            status: failure.status === 422 || failure.status === 400 ? 'invalid' : 'failed',
            message: failure.message,
          });
        });
    }, DRY_RUN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [calls, key, days]);
  return state;
}
