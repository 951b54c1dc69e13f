import type { SavedItem } from '@smm/model';
import type { EngageCalls } from '../engage.calls.js';
import type { ItemStore } from '../item.store.js';

/**
 * After a reply or message was sent: the items it answers — its parent and its thread's post —
 * fetched again, so that their rows show the answer as ours and "Answered" (decision 0055). A
 * failure leaves the rows as they were (the next live update brings them).
 */
export function refreshAnswered(
  calls: Pick<EngageCalls, 'item'>,
  store: Pick<ItemStore, 'load'>,
  sent: SavedItem,
): void {
  const ids = new Set([sent.engage.parentId, sent.engage.contentId]);
  for (const id of ids) {
    if (!id || id === sent.id) continue;
    void calls
      .item(id)
      .then((item) => store.load([item]))
      .catch(() => undefined);
  }
}
