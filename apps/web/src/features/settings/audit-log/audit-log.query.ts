import type { AuditKind, AuditQuery, AuditValues } from '@smm/model';

/** The audit log's filters as the screen holds them: '' is "any"; days are `yyyy-mm-dd`. */
export interface AuditFilter {
  readonly actorId: string;
  readonly kind: AuditKind | '';
  readonly from: string;
  readonly to: string;
}

/** No filter: every entry. */
export const NO_AUDIT_FILTER: AuditFilter = { actorId: '', kind: '', from: '', to: '' };

/** Whether any filter is set. */
export const isAuditFiltered = (filter: AuditFilter) =>
  filter.actorId !== '' || filter.kind !== '' || filter.from !== '' || filter.to !== '';

/** The start of a day (`yyyy-mm-dd`) in the browser's time zone, `days` later. */
function startOfDay(day: string, days = 0): string | undefined {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + days).toISOString();
}

/** Whether the first day comes after the last (no entry could match). */
export const isReversed = (filter: AuditFilter) =>
  filter.from !== '' && filter.to !== '' && filter.from > filter.to;

/**
 * The API query of the filters: the person's days in their own time zone, `from` from the start
 * of its day, `to` up to the end of its day (the API's `to` is exclusive).
 *
 * @example
 * auditQueryOf({ actorId: '', kind: 'SIGN_IN', from: '', to: '2026-11-25' })
 * // { kind: 'SIGN_IN', to: <the start of 26 November, local time, in ISO> }
 */
export function auditQueryOf(filter: AuditFilter, before?: string | null): AuditQuery {
  const from = filter.from ? startOfDay(filter.from) : undefined;
  const to = filter.to ? startOfDay(filter.to, 1) : undefined;
  return {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(before ? { before } : {}),
  };
}

/** One changed field of an entry: its name and the values before and after. */
export interface AuditChange {
  readonly field: string;
  readonly before: AuditValues[string] | undefined;
  readonly after: AuditValues[string] | undefined;
}

/**
 * The fields an entry changed, in the order they were written, each with its value before and
 * after (a field only one side has reads as none on the other).
 *
 * @example
 * auditChangesOf({ name: 'Care' }, { name: 'Customer care' })
 * // [{ field: 'name', before: 'Care', after: 'Customer care' }]
 */
export function auditChangesOf(
  before: AuditValues | null,
  after: AuditValues | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/**
 * A field's name for people, a dot as a step: each part by its name in the person's language
 * (`named`), or as words instead of camel case when it has none.
 *
 * @example
 * fieldLabel('bulkFailed.email') // 'bulk failed › email'
 * fieldLabel('bulkFailed.email', (part) => ({ email: 'E-Mail' })[part]) // 'bulk failed › E-Mail'
 */
export function fieldLabel(
  field: string,
  named: (part: string) => string | undefined = () => undefined,
): string {
  return field
    .split('.')
    .map((part) => named(part) ?? part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ');
}
