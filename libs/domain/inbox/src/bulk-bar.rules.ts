import {
  bulkActionsFor,
  bulkEstimate,
  type Capabilities,
  canBulkLabel,
  capabilitiesOf,
  type Viewer,
} from '@smm/engage-rules';
import { BulkActionType, type BulkEstimate, type EngageItem } from '@smm/model';

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
 * The capability each bulk action needs of an item, as the conversation toolbar asks it
 * (`itemToolbar`); marking read needs none (a view-only reader keeps track too).
 */
const BULK_CAPABILITY: Readonly<Record<BulkBarAction, keyof Capabilities | null>> = {
  sentiment: 'sentiment',
  read: null,
  spam: 'spam',
  notSpam: 'spam',
  priority: 'priority',
  notPriority: 'priority',
  like: 'like',
  unlike: 'like',
  delete: 'delete',
  hide: 'hide',
  unhide: 'hide',
  assign: 'assign',
  label: 'label',
  unassign: 'assign',
};

/**
 * The bulk bar of a selection: its count, the actions all its networks offer
 * ({@link bulkBarActions}) that the viewer may do to every selected item it knows (`items`,
 * by the rules of the conversation toolbar: `capabilitiesOf`; a view-only person gets marking
 * read only), and the time estimate (`bulkEstimate`: up to 100 under a minute, over 1000
 * considerable time, else about ten minutes).
 *
 * @example
 * bulkBar({ count: 250, networks: ['googlemybusiness'] })
 * // { count: 250, actions: ['read', 'assign', 'label', 'unassign'], estimate: 'aboutTenMinutes' }
 */
export function bulkBar(args: {
  readonly count: number;
  readonly networks: readonly string[];
  /** The selected items at hand, and who acts on them: only what they allow is offered. */
  readonly items?: readonly EngageItem[];
  readonly viewer?: Viewer;
}): BulkBar {
  const capabilities = (args.items ?? []).map((item) => capabilitiesOf(item, args.viewer));
  const allowed = (action: BulkBarAction) => {
    const needed = BULK_CAPABILITY[action];
    return needed === null || capabilities.every((caps) => caps[needed]);
  };
  return {
    count: args.count,
    actions: bulkBarActions(args.networks).filter(allowed),
    estimate: bulkEstimate(args.count),
  };
}
