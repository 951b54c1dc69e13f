import type { AuditValues } from './audit.codec.js';

/**
 * The fields of `before` and `after` that differ, each side holding only those: what an audit
 * entry shows as "before → after". Null when nothing changed.
 *
 * @example
 * auditChanges({ name: 'Care', color: '#fff' }, { name: 'Customer care', color: '#fff' })
 * // { before: { name: 'Care' }, after: { name: 'Customer care' } }
 */
export function auditChanges(
  before: AuditValues,
  after: AuditValues,
): { readonly before: AuditValues; readonly after: AuditValues } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
