import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_TARGETS,
  detectDelimiter,
  IMPORT_LIMITS,
  labelsOf,
  mappingProblem,
  suggestMapping,
  validateRow,
  validateRows,
  type ColumnTarget,
} from './import.rules.js';

describe('the suggested mapping (decision 0098)', () => {
  it.each<[string[], ColumnTarget[]]>([
    [
      ['Name', 'E-mail', 'Phone', 'Twitter', 'Instagram', 'Labels'],
      ['name', 'email', 'phone', 'handle:twitter', 'handle:instagram', 'labels'],
    ],
    [
      ['Full name', 'Email address', 'Mobile', 'Tags'],
      ['name', 'email', 'phone', 'labels'],
    ],
    [
      ['nombre', 'correo', 'teléfono', 'X'],
      ['name', 'email', 'phone', 'handle:twitter'],
    ],
    [
      ['Name', 'Name', 'Notes'],
      ['name', 'ignore', 'ignore'],
    ],
    [
      ['LinkedIn', 'TikTok', 'YouTube', 'Threads', 'Facebook'],
      ['handle:linkedIn', 'handle:tiktok', 'handle:youtube', 'handle:threads', 'handle:facebook'],
    ],
    [[], []],
  ])('%j → %j', (header, mapping) => {
    expect(suggestMapping(header)).toEqual(mapping);
  });

  it('never suggests a target twice, nor a mapping of another length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('Name', 'email', 'X', 'Tags'))),
        (header) => {
          const mapping = suggestMapping(header);
          expect(mapping).toHaveLength(header.length);
          const used = mapping.filter((target) => target !== 'ignore');
          expect(new Set(used).size).toBe(used.length);
        },
      ),
    );
  });
});

describe('mapping problems', () => {
  it.each<[ColumnTarget[], number, ReturnType<typeof mappingProblem>]>([
    [['name', 'email'], 2, null],
    [['email', 'phone'], 2, { code: 'noName' }],
    [['name', 'email', 'email'], 3, { code: 'twice', target: 'email' }],
    [['name', 'ignore', 'ignore'], 3, null],
    [['name'], 2, { code: 'columns', expected: 2 }],
  ])('%j of %i columns', (mapping, columns, problem) => {
    expect(mappingProblem(mapping, columns)).toEqual(problem);
  });
});

describe('one row', () => {
  const header = ['Name', 'E-mail', 'Phone', 'Twitter', 'Labels'];
  const mapping: ColumnTarget[] = ['name', 'email', 'phone', 'handle:twitter', 'labels'];
  it.each<[string, string[], unknown]>([
    [
      'a full row',
      [' Ana  López ', 'Ana@Example.com', '+34 600 111 222', '@AnaBrews', 'VIP; coffee ;VIP'],
      {
        ok: true,
        person: {
          name: 'Ana López',
          email: 'ana@example.com',
          phone: '+34600111222',
          handles: [{ network: 'twitter', handle: 'anabrews' }],
          labels: ['VIP', 'coffee'],
        },
      },
    ],
    [
      'only a name',
      ['Ben', '', '', '', ''],
      { ok: true, person: { name: 'Ben', email: null, phone: null, handles: [], labels: [] } },
    ],
    [
      'no name',
      ['', 'a@b.co', '', '', ''],
      {
        ok: false,
        error: { line: 7, code: 'nameMissing', column: 'Name', value: null, sameAs: null },
      },
    ],
    [
      'a bad e-mail',
      ['Ana', 'ana@', '', '', ''],
      {
        ok: false,
        error: { line: 7, code: 'emailInvalid', column: 'E-mail', value: 'ana@', sameAs: null },
      },
    ],
    [
      'a bad phone',
      ['Ana', '', 'call me', '', ''],
      {
        ok: false,
        error: { line: 7, code: 'phoneInvalid', column: 'Phone', value: 'call me', sameAs: null },
      },
    ],
    [
      'a short phone',
      ['Ana', '', '123', '', ''],
      {
        ok: false,
        error: { line: 7, code: 'phoneInvalid', column: 'Phone', value: '123', sameAs: null },
      },
    ],
    [
      'a bad handle',
      ['Ana', '', '', 'ana brews', ''],
      {
        ok: false,
        error: {
          line: 7,
          code: 'handleInvalid',
          column: 'Twitter',
          value: 'ana brews',
          sameAs: null,
        },
      },
    ],
    [
      'too few cells: the rest are empty',
      ['Ana'],
      { ok: true, person: { name: 'Ana', email: null, phone: null, handles: [], labels: [] } },
    ],
    [
      'too many cells',
      ['Ana', '', '', '', '', 'extra'],
      { ok: false, error: { line: 7, code: 'columns', column: null, value: null, sameAs: null } },
    ],
    [
      'empty cells past the header',
      ['Ana', '', '', '', '', ''],
      { ok: true, person: { name: 'Ana', email: null, phone: null, handles: [], labels: [] } },
    ],
    [
      'too long a name',
      ['A'.repeat(201), '', '', '', ''],
      {
        ok: false,
        error: {
          line: 7,
          code: 'nameTooLong',
          column: 'Name',
          value: `${'A'.repeat(99)}…`,
          sameAs: null,
        },
      },
    ],
    [
      'too many labels',
      ['Ana', '', '', '', Array.from({ length: 21 }, (_, i) => `l${i}`).join(';')],
      expect.objectContaining({
        ok: false,
        error: expect.objectContaining({ code: 'tooManyLabels' }),
      }),
    ],
  ])('%s', (_, cells, outcome) => {
    expect(validateRow(cells, mapping, header, 7)).toEqual(outcome);
  });

  it.each([
    ['a; b , c', ['a', 'b', 'c']],
    ['', []],
    ['x|x', ['x']],
  ])('labels of %j', (cell, labels) => {
    expect(labelsOf(cell)).toEqual(labels);
  });
});

describe('every row', () => {
  const header = ['Name', 'E-mail', 'Twitter'];
  const mapping: ColumnTarget[] = ['name', 'email', 'handle:twitter'];

  it('numbers lines from 2, skips empty rows and reports repeats as duplicates', () => {
    const { people, errors } = validateRows(
      [
        ['Ana', 'ana@x.io', 'ana'],
        ['', '', ''],
        ['Ana again', 'ANA@x.io', ''],
        ['Ben', '', '@Ana'],
        ['', 'nobody@x.io', ''],
        ['Cleo', '', ''],
      ],
      mapping,
      header,
    );
    expect(people.map((row) => [row.line, row.person.name])).toEqual([
      [2, 'Ana'],
      [7, 'Cleo'],
    ]);
    expect(errors.map((error) => [error.line, error.code, error.sameAs])).toEqual([
      [4, 'duplicate', 2],
      [5, 'duplicate', 2],
      [6, 'nameMissing', null],
    ]);
  });

  it('every non-empty row is either imported or reported, once, in line order', () => {
    const cell = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', 'a@b.co', 'ana', '@x'));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { maxLength: 30 }),
        (rows) => {
          const { people, errors } = validateRows(rows, mapping, header);
          const lines = [...people.map((row) => row.line), ...errors.map((error) => error.line)];
          const nonEmpty = rows.flatMap((cells, i) =>
            cells.every((c) => c.trim() === '') ? [] : [i + 2],
          );
          expect(lines.sort((x, y) => x - y)).toEqual(nonEmpty);
          for (const { person } of people) {
            expect(person.name.length).toBeGreaterThan(0);
            expect(person.name.length).toBeLessThanOrEqual(IMPORT_LIMITS.name);
          }
        },
      ),
    );
  });

  it('lists every target once', () => {
    expect(new Set(COLUMN_TARGETS).size).toBe(COLUMN_TARGETS.length);
  });
});

describe('the delimiter', () => {
  it.each([
    ['Name,E-mail\nAna,a@b.co', ','],
    ['Name;E-mail;Phone\r\nAna;a@b.co;1', ';'],
    ['Name\tE-mail', '\t'],
    ['"Name, full";E-mail', ';'],
    ['Name', ','],
  ])('of %j is %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});
