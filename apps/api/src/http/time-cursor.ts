import { badRequest } from './errors.js';

/** Where a keyset page of a newest-first list ends: a time and the id that breaks ties. */
export interface TimeCursor {
  readonly at: Date;
  readonly id: string;
}

/** The opaque cursor of the page after `last` (the last row of a page). */
export const writeTimeCursor = (last: TimeCursor): string =>
  Buffer.from(`${last.at.toISOString()}|${last.id}`).toString('base64url');

/**
 * Reads a cursor {@link writeTimeCursor} gave; one it did not give is a 400 naming the
 * parameter and the list (`cursor`, `the delivery log`) and what to do.
 */
export function readTimeCursor(cursor: string, parameter: string, list: string): TimeCursor {
  const [when, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(when ?? '');
  if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) {
    throw badRequest(`${parameter}: this page cursor is not one ${list} gave; start again.`);
  }
  return { at, id: id ?? '' };
}
