import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuditValues } from './audit.codec.js';
import { auditChanges } from './audit.rules.js';

describe('auditChanges', () => {
  it.each<[string, AuditValues, AuditValues, ReturnType<typeof auditChanges>]>([
    ['nothing changed', { name: 'Care' }, { name: 'Care' }, null],
    [
      'a renamed team keeps only its name',
      { name: 'Care', color: '#ffffff' },
      { name: 'Customer care', color: '#ffffff' },
      { before: { name: 'Care' }, after: { name: 'Customer care' } },
    ],
    [
      'a field only after reads null before',
      {},
      { manageTemplates: true },
      { before: { manageTemplates: null }, after: { manageTemplates: true } },
    ],
    [
      'lists compare by their names in order',
      { teams: ['Care'] },
      { teams: ['Care', 'Leads'] },
      { before: { teams: ['Care'] }, after: { teams: ['Care', 'Leads'] } },
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });

  const values = fc.dictionary(
    fc.constantFrom('name', 'color', 'isAdmin', 'teams'),
    fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 })),
  );

  it('lists exactly the fields that differ, with the same keys on both sides', () => {
    fc.assert(
      fc.property(values, values, (before, after) => {
        const changes = auditChanges(before, after);
        if (changes === null) {
          expect({ ...before, ...after }).toEqual({ ...after, ...before });
          return;
        }
        expect(Object.keys(changes.before)).toEqual(Object.keys(changes.after));
        for (const key of Object.keys(changes.after)) {
          expect(changes.before[key]).not.toEqual(changes.after[key]);
        }
      }),
    );
  });
});
