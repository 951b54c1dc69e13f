import type { EngageItem, ItemStatus, SavedItem, SearchPage } from '@smm/model';
import type { TestApi } from './test-api.js';

const ENGAGE = '/api/engage';

/** The first demo inbox entry `who` finds with these filters that passes `test`; throws if none. */
export async function findItem(
  api: TestApi,
  filters: Record<string, unknown>,
  test: (item: SavedItem) => boolean = () => true,
  who = 'admin',
): Promise<SavedItem> {
  const response = await (await api.as(who))('POST', `${ENGAGE}/search?limit=100`, { filters });
  const found = (response.body as SearchPage).items.find(test);
  if (!found) throw new Error(`No demo item matches ${JSON.stringify(filters)}`);
  return found;
}

/** Waits until a sent item is no longer sending; answers its status. */
export async function settled(api: TestApi, id: string): Promise<ItemStatus> {
  const call = await api.as('admin');
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await call('GET', `${ENGAGE}/contents/${id}/statuses`);
    const status = (response.body as ItemStatus[]).find((entry) => entry.id === id);
    if (status && status.delivery !== 'MESSAGE_SENDING') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${id} is still sending`);
}

/** An item's row as stored. */
export async function storedItem(api: TestApi, id: string) {
  const row = await api.db
    .selectFrom('engageItems')
    .select(['item', 'networkItemId', 'parentId', 'listed', 'readStatus'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, item: row.item as EngageItem };
}

/** The organisation of a user, by e-mail (the demo organisation by default). */
export async function orgIdOf(api: TestApi, email = 'admin@demo.test'): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.orgId;
}
