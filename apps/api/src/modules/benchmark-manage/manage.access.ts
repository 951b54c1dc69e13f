import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, notFound } from '../../http/errors.js';
import { inTeam, seesBrand } from '../benchmark/benchmark.access.js';

export { requireBenchmark } from '../benchmark/benchmark.access.js';

/** A brand as the manage area reads it. */
export interface ManagedBrand {
  readonly id: string;
  readonly name: string;
  readonly teamIds: readonly string[];
}

/** The brands of the caller's organisation they see, all or those of `teamId` (the menu's team). */
export async function visibleBrands(
  db: Db,
  caller: Caller,
  teamId?: string,
): Promise<ManagedBrand[]> {
  const shown = inTeam(caller, teamId);
  const rows = await db
    .selectFrom('benchmarkBrands')
    .select(['id', 'name', 'teamIds'])
    .where('orgId', '=', caller.orgId)
    .orderBy('name')
    .execute();
  return rows.filter((brand) => shown(brand.teamIds));
}

/**
 * The brands a saved query or a report names, each one the caller sees: 400 naming those that
 * are not (another organisation's brand, a deleted one or one of other teams).
 */
export async function requireBrandsInBody(
  db: Db,
  caller: Caller,
  brandIds: readonly string[],
): Promise<ManagedBrand[]> {
  const seen = new Map((await visibleBrands(db, caller)).map((brand) => [brand.id, brand]));
  const unknown = [...new Set(brandIds)].filter((id) => !seen.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      `${unknown.length === 1 ? 'This brand is' : 'These brands are'} not among your brands: ${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? '…' : ''}.`,
    );
  }
  return [...new Set(brandIds)].map((id) => seen.get(id) as ManagedBrand);
}

/**
 * The brands a query names (`GET outliers`), each one the caller sees for the team chosen:
 * another organisation's brand, or one the caller does not see, is a 404.
 */
export async function requireBrandsInQuery(
  db: Db,
  caller: Caller,
  brandIds: readonly string[],
  teamId?: string,
): Promise<ManagedBrand[]> {
  const seen = new Map((await visibleBrands(db, caller, teamId)).map((brand) => [brand.id, brand]));
  const missing = brandIds.find((id) => !seen.has(id));
  if (missing !== undefined) throw notFound(`Brand ${missing}`);
  return [...new Set(brandIds)].map((id) => seen.get(id) as ManagedBrand);
}

/**
 * What of a saved query's or a report's brands the caller may use: the brands that still exist,
 * or null when the caller does not see one of them (then the object is not theirs to see) or
 * none is left.
 */
export async function usableBrands(
  db: Db,
  caller: Caller,
): Promise<(brandIds: readonly string[]) => string[] | null> {
  const brands = await db
    .selectFrom('benchmarkBrands')
    .select(['id', 'teamIds'])
    .where('orgId', '=', caller.orgId)
    .execute();
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  return (brandIds) => {
    const left = brandIds.filter((id) => byId.has(id));
    if (left.length === 0) return null;
    return left.every((id) => seesBrand(caller, byId.get(id)?.teamIds ?? [])) ? left : null;
  };
}
