import type { BulkActionType, BulkEstimate } from '@smm/model';
import { networkFacts } from '@smm/networks';
import { ACTION_CAPABILITY, type ItemAction, type ItemActionType } from './item-actions.rules.js';
import { type Refusal, refusalOf } from './refusal.rules.js';
import type { RuleItem, Viewer } from './rule.types.js';

/** Bulk jobs of up to this many items finish in under a minute (engage §8). */
export const BULK_QUICK_LIMIT = 100;
/** Bulk jobs of more than this many items take considerable time (engage §8). */
export const BULK_LONG_LIMIT = 1000;

/**
 * How long a bulk action over `count` items will take, as the info message says (engage §8):
 * 100 or fewer under a minute, over 1000 considerable time, otherwise about ten minutes.
 *
 * @example
 * bulkEstimate(100)  // 'underAMinute'
 * bulkEstimate(101)  // 'aboutTenMinutes'
 * bulkEstimate(1001) // 'considerableTime'
 */
export function bulkEstimate(count: number): BulkEstimate {
  if (count <= BULK_QUICK_LIMIT) return 'underAMinute';
  if (count > BULK_LONG_LIMIT) return 'considerableTime';
  return 'aboutTenMinutes';
}

/**
 * The bulk actions a network offers (engage §5); none for networks without an inbox.
 *
 * @example
 * bulkActionsFor('googlemybusiness') // ['read', 'assign', 'unassign']
 */
export function bulkActionsFor(network: string): readonly BulkActionType[] {
  return networkFacts(network)?.abilities.bulkActions ?? [];
}

/**
 * Whether labels can be changed in bulk on a network (a call of its own, engage §7).
 *
 * @example
 * canBulkLabel('googlemybusiness') // true
 */
export function canBulkLabel(network: string): boolean {
  return networkFacts(network)?.abilities.bulkLabel ?? false;
}

/** Why a bulk job leaves an item as it was: the item rule that refuses it, or `bulk.network`. */
export interface BulkRefusal {
  /** `bulk.network` when the item's network offers no such bulk action, else {@link Refusal}'s. */
  readonly rule: Refusal['rule'] | 'bulk.network';
  readonly message: string;
}

/** The bulk action each item action is offered under; labels have a call of their own. */
const BULK_KIND: Readonly<Record<ItemActionType, BulkActionType | 'label' | null>> = {
  read: 'read',
  unread: 'read',
  label: 'label',
  unlabel: 'label',
  assign: 'assign',
  unassign: 'unassign',
  hide: 'hide',
  unhide: 'unhide',
  like: 'like',
  unlike: 'unlike',
  spam: 'spam',
  notSpam: 'notSpam',
  priority: 'priority',
  notPriority: 'notPriority',
  sentiment: 'sentiment',
  language: null,
  delete: 'delete',
};

/** Each action as a noun, for "… does not offer {it} in bulk". */
const DOING: Readonly<Record<ItemActionType, string>> = {
  read: 'marking as read',
  unread: 'marking as unread',
  label: 'labelling',
  unlabel: 'labelling',
  assign: 'assigning',
  unassign: 'unassigning',
  hide: 'hiding',
  unhide: 'unhiding',
  like: 'liking',
  unlike: 'unliking',
  spam: 'marking as spam',
  notSpam: 'marking as not spam',
  priority: 'marking as a priority',
  notPriority: 'taking away the priority',
  sentiment: 'setting the sentiment',
  language: 'correcting the language',
  delete: 'deleting',
};

/**
 * Why a bulk job may not do `action` to one of its items, or `undefined` when it may: the
 * item's network must offer the action in bulk (engage §5, {@link bulkActionsFor},
 * {@link canBulkLabel}) and the item rules must allow it ({@link refusalOf}). Jobs report
 * each refused item with this, rather than skipping it.
 *
 * @example
 * bulkRefusalOf({ type: 'hide' }, makeEngageItem({ engage: { network: 'googlemybusiness' } }))
 * // { rule: 'bulk.network', message: 'Google Business Profile does not offer hiding in bulk.' }
 */
export function bulkRefusalOf(
  action: ItemAction,
  item: RuleItem,
  viewer?: Viewer,
): BulkRefusal | undefined {
  const kind = BULK_KIND[action.type];
  const network = item.engage.network;
  const offered =
    kind === 'label'
      ? canBulkLabel(network)
      : kind !== null && bulkActionsFor(network).includes(kind);
  if (!offered) {
    const name = networkFacts(network)?.name ?? network;
    return {
      rule: 'bulk.network',
      message: `${name} does not offer ${DOING[action.type]} in bulk.`,
    };
  }
  const capability = ACTION_CAPABILITY[action.type];
  return capability === null ? undefined : refusalOf(capability, item, viewer);
}
