import { FEATURES, hasArea, type Feature } from '@smm/access';
import type { OrganisationPackageName } from '@smm/model';
import type { Db } from '../../db/database.js';

/**
 * The products an organisation has: its package's, and its add-ons' (`organisations.add_ons`,
 * decision 0076: `benchmark` there gives a suite organisation benchmark too).
 */
export function productsOf(packageName: string, addOns: readonly string[]): Feature[] {
  const name = packageName as OrganisationPackageName;
  return FEATURES.filter((feature) => hasArea(name, feature) || addOns.includes(feature));
}

/** The organisation's package name, add-ons and products. */
export async function organisationProducts(db: Db, orgId: string) {
  const org = await db
    .selectFrom('organisations')
    .select(['packageName', 'addOns'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  return { ...org, products: productsOf(org.packageName, org.addOns) };
}
