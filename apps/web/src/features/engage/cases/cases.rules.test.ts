import { caseMessages } from '@smm/i18n';
import type { Case, CaseNote } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  caseActions,
  caseEdit,
  caseFormErrors,
  caseItemCount,
  caseRef,
  caseSearchText,
  caseStatus,
  caseStatusText,
  canDeleteCase,
  holdsItem,
  itemsInCase,
  sortCases,
  toggledStatus,
  withCase,
  withCaseNote,
  withoutCase,
} from './cases.rules.js';

const aCase = (number: number, more: Partial<Case> = {}): Case => ({
  id: `k${number}`,
  number,
  subject: `Case ${number}`,
  description: '',
  status: 'OPEN',
  createdBy: 'u-author',
  conversationItemUuids: ['a'],
  ...more,
});

/** A copy without one optional field (as the server leaves it out). */
function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

const note = (id: string, more: Partial<CaseNote> = {}): CaseNote => ({
  id,
  caseId: 'k1',
  text: id,
  authorId: 'u-author',
  ...more,
});

describe('case status', () => {
  it.each([
    ['OPEN', 'OPEN', caseMessages.statusOpen, 'CLOSED'],
    ['CLOSED', 'CLOSED', caseMessages.statusClosed, 'OPEN'],
    [undefined, 'OPEN', caseMessages.statusOpen, 'CLOSED'],
    ['PENDING', 'OPEN', caseMessages.statusOpen, 'CLOSED'],
  ] as const)('%s reads as %s, badge %o, toggles to %s', (status, read, text, toggled) => {
    const value = status === undefined ? {} : { status };
    expect(caseStatus(value)).toBe(read);
    expect(caseStatusText(value)).toBe(text);
    expect(toggledStatus(value)).toBe(toggled);
  });
});

describe('caseActions', () => {
  const author = { id: 'u-author' };
  const colleague = { id: 'u-other' };
  const admin = { id: 'u-admin', isAdmin: true };

  it.each([
    ['the author, open case', author, 'OPEN', { close: true, reopen: false, delete: true }],
    ['a colleague, open case', colleague, 'OPEN', { close: true, reopen: false, delete: false }],
    ['an admin, closed case', admin, 'CLOSED', { close: false, reopen: true, delete: true }],
    [
      'a colleague, closed case',
      colleague,
      'CLOSED',
      { close: false, reopen: true, delete: false },
    ],
  ] as const)('%s', (_name, viewer, status, expected) => {
    expect(caseActions(aCase(1, { status }), viewer, ['a'])).toEqual({
      edit: true,
      removeItems: true,
      ...expected,
    });
  });

  it('offers to take items out only when some of the conversation are in the case', () => {
    expect(caseActions(aCase(1), author, ['a', 'b']).removeItems).toBe(true);
    expect(caseActions(aCase(1), author, ['b']).removeItems).toBe(false);
    expect(caseActions(omit(aCase(1), 'conversationItemUuids'), author, ['a'])).toMatchObject({
      removeItems: false,
    });
  });

  it('offers nothing on a case without an id', () => {
    expect(Object.values(caseActions(omit(aCase(1), 'id'), admin, ['a']))).not.toContain(true);
  });

  it('never lets someone delete a case without an author unless they administer', () => {
    expect(canDeleteCase({}, { id: 'u-author' })).toBe(false);
    expect(canDeleteCase({}, admin)).toBe(true);
    expect(canDeleteCase({ createdBy: 'u-author' }, { id: 'u-author', isAdmin: false })).toBe(true);
  });
});

describe('sortCases', () => {
  it('lists open cases first, then the newest first', () => {
    const sorted = sortCases([
      aCase(1),
      aCase(3, { status: 'CLOSED' }),
      aCase(2),
      aCase(5, { status: 'CLOSED' }),
      aCase(4),
    ]);
    expect(sorted.map((value) => value.number)).toEqual([4, 2, 1, 5, 3]);
  });

  it('does not change the list it is given', () => {
    const cases = [aCase(1), aCase(2)];
    sortCases(cases);
    expect(cases.map((value) => value.number)).toEqual([1, 2]);
  });
});

describe('the conversation’s cases after a change', () => {
  it('replaces a changed case', () => {
    const changed = aCase(2, { status: 'CLOSED' });
    expect(withCase([aCase(1), aCase(2)], changed, ['a'])).toEqual([aCase(1), changed]);
  });

  it('adds a case the conversation joined', () => {
    expect(
      withCase([aCase(1)], aCase(7, { conversationItemUuids: ['b'] }), ['a', 'b']),
    ).toHaveLength(2);
  });

  it('drops a case none of the conversation’s items is in any more', () => {
    const left = aCase(2, { conversationItemUuids: ['x'] });
    expect(withCase([aCase(1), aCase(2)], left, ['a'])).toEqual([aCase(1)]);
  });

  it('drops a deleted case', () => {
    expect(withoutCase([aCase(1), aCase(2)], 'k1')).toEqual([aCase(2)]);
  });
});

describe('items of a case', () => {
  it('finds the conversation’s items in the case, in the conversation’s order', () => {
    expect(itemsInCase({ conversationItemUuids: ['c', 'x', 'a'] }, ['a', 'b', 'c'])).toEqual([
      'a',
      'c',
    ]);
    expect(itemsInCase({}, ['a'])).toEqual([]);
  });

  it('counts a case’s items', () => {
    expect(caseItemCount({ conversationItemUuids: ['a', 'b'] })).toBe(2);
    expect(caseItemCount({})).toBe(0);
  });

  it('knows whether a case holds the item', () => {
    expect(holdsItem({ conversationItemUuids: ['a'] }, 'a')).toBe(true);
    expect(holdsItem({ conversationItemUuids: ['a'] }, 'b')).toBe(false);
  });

  it('names a case by its number, else its id', () => {
    expect(caseRef({ number: 12, id: 'k' })).toBe('12');
    expect(caseRef({ id: 'k' })).toBe('k');
  });
});

describe('caseSearchText', () => {
  it.each([
    ['  #12 ', '12'],
    ['12', '12'],
    ['refund #12', 'refund #12'],
    ['   ', ''],
  ])('%j searches %j', (typed, sent) => {
    expect(caseSearchText(typed)).toBe(sent);
  });
});

describe('the edit form', () => {
  it.each([
    ['', '', { subject: 'required' }],
    ['   ', 'x', { subject: 'required' }],
    ['x'.repeat(200), 'y'.repeat(10_000), {}],
    ['x'.repeat(201), '', { subject: 'tooLong' }],
    ['ok', 'y'.repeat(10_001), { description: 'tooLong' }],
  ])('subject of %#: errors %o', (subject, description, errors) => {
    expect(caseFormErrors(subject, description)).toEqual(errors);
  });

  it('sends only what changed, trimmed', () => {
    const before = { subject: 'Refund', description: 'Lost parcel' };
    expect(caseEdit(before, ' Refund ', 'Lost parcel ')).toBeNull();
    expect(caseEdit(before, 'Refund now', 'Lost parcel')).toEqual({ subject: 'Refund now' });
    expect(caseEdit(before, 'Refund', 'Lost parcel', 'team:t1')).toEqual({
      assignee: { id: 't1', isTeam: true },
    });
    const assigned = { ...before, assignee: { id: 'u1', isTeam: false } };
    expect(caseEdit(assigned, 'Refund', 'Lost parcel', 'user:u1')).toBeNull();
    expect(caseEdit(assigned, 'Refund', 'Lost parcel', '')).toEqual({ assignee: null });
    expect(caseEdit(before, 'Refund', '')).toEqual({ description: '' });
  });
});

describe('annotation notes', () => {
  it('replaces a changed note in place and adds a new one last', () => {
    const changed = note('n1', { text: 'changed' });
    expect(withCaseNote([note('n1'), note('n2')], changed)).toEqual([changed, note('n2')]);
    expect(withCaseNote([note('n1')], note('n2')).map((n) => n.id)).toEqual(['n1', 'n2']);
  });
});
