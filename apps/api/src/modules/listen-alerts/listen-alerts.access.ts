import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden } from '../../http/errors.js';
import { organisationProducts } from '../organisation/products.js';

/**
 * Who manages listen alerts (decision 0090): everyone of an organisation whose package has
 * Listen — there listening is shared by the organisation, as its queries are; anyone else gets
 * a 403 that says why.
 */
export async function requireListen(db: Db, caller: Caller): Promise<void> {
  const org = await organisationProducts(db, caller.orgId);
  if (!org.products.includes('listen')) {
    throw forbidden(
      "Your organisation's package does not include Listen. Ask your administrator about adding it.",
    );
  }
}
