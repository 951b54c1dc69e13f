import type { ItemEventMessage } from '@smm/realtime';

/**
 * The items an event changed, as the list fetches them again: the item it names, and for an
 * answer (a reply or message sent, `payload.parentId`) the item it answers too, whose row shows
 * its latest answer and who wrote it (decision 0055).
 *
 * @example
 * changedItems({ type: 'reply', itemId: 'r1', action: 'reply', payload: { parentId: 'c1' } }) // ['r1', 'c1']
 */
export function changedItems(event: Pick<ItemEventMessage, 'itemId' | 'payload'>): string[] {
  const parentId = event.payload?.['parentId'];
  return [
    ...(event.itemId === null ? [] : [event.itemId]),
    ...(typeof parentId === 'string' && parentId !== event.itemId ? [parentId] : []),
  ];
}
