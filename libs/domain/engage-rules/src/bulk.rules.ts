import type { BulkActionType, BulkEstimate } from '@smm/model';
import { networkFacts } from '@smm/networks';

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
