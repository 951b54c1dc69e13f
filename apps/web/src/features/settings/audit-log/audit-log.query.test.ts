import { describe, expect, it } from 'vitest';
import {
  auditChangesOf,
  auditQueryOf,
  fieldLabel,
  isAuditFiltered,
  isReversed,
  NO_AUDIT_FILTER,
} from './audit-log.query.js';

describe('the audit log filters', () => {
  it('asks for everything without a filter', () => {
    expect(auditQueryOf(NO_AUDIT_FILTER)).toEqual({});
    expect(isAuditFiltered(NO_AUDIT_FILTER)).toBe(false);
  });

  it('reads the days in the local time zone, the last day included', () => {
    const query = auditQueryOf({ ...NO_AUDIT_FILTER, from: '2026-11-02', to: '2026-11-03' });
    expect(query.from).toBe(new Date(2026, 10, 2).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 4).toISOString());
  });

  it('passes the person, the kind and the page cursor', () => {
    expect(auditQueryOf({ ...NO_AUDIT_FILTER, actorId: 'a', kind: 'SIGN_IN' }, 'cursor')).toEqual({
      actorId: 'a',
      kind: 'SIGN_IN',
      before: 'cursor',
    });
  });

  it.each([
    ['2026-11-03', '2026-11-02', true],
    ['2026-11-02', '2026-11-02', false],
    ['', '2026-11-02', false],
  ])('from %s to %s is reversed: %s', (from, to, reversed) => {
    expect(isReversed({ ...NO_AUDIT_FILTER, from, to })).toBe(reversed);
  });
});

describe('an entry’s changes', () => {
  it('pairs each field before and after, a missing side as undefined', () => {
    expect(auditChangesOf({ name: 'Care' }, { name: 'Customer care', color: '#fff' })).toEqual([
      { field: 'name', before: 'Care', after: 'Customer care' },
      { field: 'color', before: undefined, after: '#fff' },
    ]);
    expect(auditChangesOf(null, null)).toEqual([]);
  });

  it.each([
    ['name', 'name'],
    ['isRestricted', 'is restricted'],
    ['bulkFailed.email', 'bulk failed › email'],
  ])('names %s as %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it('names each part in the person’s language where it has a name', () => {
    const names: Record<string, string> = { bulkFailed: 'Sammelaktionen', email: 'E-Mail' };
    expect(fieldLabel('bulkFailed.email', (part) => names[part])).toBe('Sammelaktionen › E-Mail');
    expect(fieldLabel('mystery.email', (part) => names[part])).toBe('mystery › E-Mail');
  });
});
