import { bulkActionsFor, bulkEstimate, canBulkLabel } from '@smm/engage-rules';
import { BulkActionType, type BulkEstimate } from '@smm/model';

/** An action of the bulk bar: a bulk action of the model, or labelling (a call of its own). */
export type BulkBarAction = BulkActionType | 'label';

/** The bulk bar's actions in the order it shows them: the model's, with labelling after assign. */
const ORDER: readonly BulkBarAction[] = BulkActionType.values.flatMap((action) =>
  action === 'assign' ? [action, 'label' as const] : [action],
);

/**
 * The bulk actions every given network offers (engage §5, `bulkActionsFor`), plus `label` when
 * every one can label in bulk (`canBulkLabel`): a selection spanning networks gets only what
 * all of them allow. In the model's order (sentiment, read, spam, notSpam, priority,
 * notPriority, like, unlike, delete, hide, unhide, assign, label, unassign); `read` marks read
 * and unread alike. Empty for no networks.
 *
 * @example
 * bulkBarActions(['facebook', 'googlemybusiness']) // ['read', 'assign', 'label', 'unassign']
 * bulkBarActions([])                               // []
 */
export function bulkBarActions(networks: readonly string[]): readonly BulkBarAction[] {
  if (networks.length === 0) return [];
  const distinct = [...new Set(networks)];
  const offered = (action: BulkBarAction): boolean =>
    distinct.every((network) =>
      action === 'label' ? canBulkLabel(network) : bulkActionsFor(network).includes(action),
    );
  return ORDER.filter(offered);
}

/** What the bulk bar shows for a selection. */
export interface BulkBar {
  /** How many items are selected. */
  readonly count: number;
  readonly actions: readonly BulkBarAction[];
  /** How long a bulk action over them will take (engage §8). */
  readonly estimate: BulkEstimate;
}

/**
 * The bulk bar of a selection: its count, the actions all its networks offer
 * ({@link bulkBarActions}) and the time estimate (`bulkEstimate`: up to 100 under a minute,
 * over 1000 considerable time, else about ten minutes).
 *
 * @example
 * bulkBar({ count: 250, networks: ['googlemybusiness'] })
 * // { count: 250, actions: ['read', 'assign', 'label', 'unassign'], estimate: 'aboutTenMinutes' }
 */
export function bulkBar(args: {
  readonly count: number;
  readonly networks: readonly string[];
}): BulkBar {
  return {
    count: args.count,
    actions: bulkBarActions(args.networks),
    estimate: bulkEstimate(args.count),
  };
}
