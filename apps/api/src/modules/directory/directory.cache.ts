import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadDirectory, type Directory } from './directory.js';

/** A directory kept, with the version it was read at. */
interface Kept {
  readonly version: bigint;
  readonly directory: Promise<Directory>;
}

/** How many organisations' directories one database's cache keeps. */
const KEEP = 500;

const kept = new WeakMap<Db, Map<string, Kept>>();

/** The directory and its version, read in one snapshot so the version counts exactly what it holds. */
async function loadVersioned(db: Db, orgId: string): Promise<Kept | null> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const row = await sql<{ version: string }>`
        SELECT version::text AS version FROM directory_versions WHERE org_id = ${orgId}
      `.execute(trx);
      const version = row.rows[0]?.version;
      const directory = await loadDirectory(trx, orgId);
      return version === undefined
        ? null
        : { version: BigInt(version), directory: Promise.resolve(directory) };
    });
}

/**
 * An organisation's directory as current as `version` (the caller's `directoryVersion`, read
 * with the caller): the one kept when it was read at that version or later, else read again
 * (with its version, in one snapshot) and kept. The database raises the version with every
 * change to the organisation's people, teams, memberships, channels and roles, so a kept
 * directory is never older than what the request could see; concurrent requests share one read.
 * Without a version, or inside a transaction, it is read as it is, and not kept.
 * The directory returned is shared: callers must not change it.
 */
export async function currentDirectory(
  db: Db,
  orgId: string,
  version: string | null,
): Promise<Directory> {
  if (version === null || db.isTransaction) return loadDirectory(db, orgId);
  const wanted = BigInt(version);
  let byOrg = kept.get(db);
  if (byOrg === undefined) {
    byOrg = new Map();
    kept.set(db, byOrg);
  }
  const known = byOrg.get(orgId);
  if (known !== undefined && known.version >= wanted) return known.directory;
  const loading = loadVersioned(db, orgId);
  // Requests asking meanwhile share this read (a failed one is forgotten below).
  const shared = loading.then((read) =>
    read === null ? loadDirectory(db, orgId) : read.directory,
  );
  shared.catch(() => undefined);
  const pending: Kept = { version: wanted, directory: shared };
  byOrg.set(orgId, pending);
  try {
    const read = await loading;
    if (read === null) {
      byOrg.delete(orgId);
      return await shared;
    }
    const current = byOrg.get(orgId);
    if (current === pending || current === undefined || current.version < read.version) {
      byOrg.delete(orgId);
      byOrg.set(orgId, read);
      if (byOrg.size > KEEP) byOrg.delete(byOrg.keys().next().value as string);
    }
    return read.directory;
  } catch (error) {
    if (byOrg.get(orgId) === pending) byOrg.delete(orgId);
    throw error;
  }
}
