import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import { organisationProducts } from '../organisation/products.js';

/**
 * Channel slots per package with benchmark (decision 0080): the public channels an organisation
 * may follow, each counted once however many of its brands follow it.
 */
export const CHANNEL_SLOTS: Readonly<Record<string, number>> = {
  essentials: 20,
  suite: 50,
  nolisten: 50,
  measureOnly: 50,
  listenOnly: 20,
  benchmarkOnly: 100,
};

/** The organisation's channel slots: its package's total. */
export const totalSlots = (packageName: string) => CHANNEL_SLOTS[packageName] ?? 0;

/**
 * The caller's organisation when its package (or an add-on) has benchmark; 403 saying so when it
 * has not (decision 0076).
 */
export async function requireBenchmark(db: Db, caller: Caller) {
  const org = await organisationProducts(db, caller.orgId);
  if (!org.products.includes('benchmark')) {
    throw forbidden(
      "Your organisation's package does not include Benchmark. Ask your administrator about adding it.",
    );
  }
  return { packageName: org.packageName, totalSlots: totalSlots(org.packageName) };
}

/**
 * Whether the caller sees a brand: administrators see every brand; others those whose team list
 * is empty (every team) or names a team of theirs (decision 0076).
 */
export function seesBrand(caller: Caller, teamIds: readonly string[]): boolean {
  return caller.isAdmin || teamIds.length === 0 || teamIds.some((t) => caller.teamIds.includes(t));
}

/**
 * Whether a brand is one of the team's (the menu's team selector): its team list is empty or
 * names the team (decision 0079). A non-administrator may only name a team of theirs (else 404).
 */
export function inTeam(caller: Caller, teamId: string | undefined) {
  if (teamId !== undefined && !caller.isAdmin && !caller.teamIds.includes(teamId)) {
    throw notFound(`Team ${teamId}`);
  }
  return (teamIds: readonly string[]) =>
    seesBrand(caller, teamIds) &&
    (teamId === undefined || teamIds.length === 0 || teamIds.includes(teamId));
}
