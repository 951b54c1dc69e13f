import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatId, normaliseId, sameId } from './id.js';
import { isAssigned, isAssignee } from './assignee.rules.js';

const DASHED = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PLAIN = '0f8fad5bd9cb469fa16570867728950e';

describe('identifiers (platform §5)', () => {
  it('normalises by removing dashes', () => {
    expect(normaliseId(DASHED)).toBe(PLAIN);
    expect(normaliseId(PLAIN)).toBe(PLAIN);
  });

  it('formats as 8-4-4-4-12', () => {
    expect(formatId(PLAIN)).toBe(DASHED);
    expect(formatId(DASHED)).toBe(DASHED);
  });

  it('leaves ids that are not 32 characters long as they are, without dashes', () => {
    expect(formatId('facebook-123')).toBe('facebook123');
  });

  it('format and normalise are inverse on uuids', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(formatId(normaliseId(uuid))).toBe(uuid);
        expect(normaliseId(formatId(uuid))).toBe(normaliseId(uuid));
        expect(sameId(uuid, normaliseId(uuid))).toBe(true);
      }),
    );
  });
});

describe('isAssignee (platform §5)', () => {
  const user = { id: 'user-17', uuid: DASHED };
  it.each([
    ['the user id', 'user-17', true],
    ['the uuid with dashes', DASHED, true],
    ['the uuid without dashes', PLAIN, true],
    ['the user id with dashes removed', 'user17', true],
    ['another id', 'user-18', false],
    ['no assignee', undefined, false],
    ['a null assignee', null, false],
  ])('assignee is %s → %s', (_what, assigneeId, expected) => {
    expect(isAssignee({ engage: { assigneeId } }, user)).toBe(expected);
  });

  it('a user without a uuid is matched on the id only', () => {
    expect(isAssignee({ engage: { assigneeId: DASHED } }, { id: 'user-17' })).toBe(false);
    expect(isAssignee({ engage: { assigneeId: 'user-17' } }, { id: 'user-17' })).toBe(true);
  });

  it('an item is assigned when an assignee id is present (engage §4)', () => {
    expect(isAssigned({ engage: { assigneeId: 'u' } })).toBe(true);
    expect(isAssigned({ engage: { assigneeId: null } })).toBe(false);
    expect(isAssigned({ engage: {} })).toBe(false);
  });
});
