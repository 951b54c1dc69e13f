import { CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import { poolOf } from './database.js';

/**
 * A query the server runs on every request, written once as SQL and prepared by name on each
 * connection of the pool: PostgreSQL parses and plans it once per connection, not per request,
 * and nothing compiles it again in the server. Its columns are named as the code reads them
 * (`AS "orgId"`).
 */
export interface PreparedQuery<R> {
  readonly name: string;
  readonly text: string;
  /** Only a type: what a row holds. */
  readonly row?: R;
}

/** A prepared query; `name` must be unique in the server. */
export const prepared = <R>(name: string, text: string): PreparedQuery<R> => ({ name, text });

/**
 * Runs a prepared query with its parameters: by name on the pool when `db` is the server's
 * database, and as plain SQL on a transaction's own connection.
 */
export async function runPrepared<R>(
  db: Db,
  query: PreparedQuery<R>,
  values: readonly unknown[],
): Promise<R[]> {
  const pool = poolOf(db);
  if (pool === undefined) {
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.text, [...values]));
    return [...result.rows];
  }
  const result = await pool.query({ name: query.name, text: query.text, values: [...values] });
  return result.rows as R[];
}
