import { describe, expect, it } from 'vitest';
import { isProblem, previewCsv } from './csv-file.js';

describe('previewing a chosen CSV file (decision 0098)', () => {
  it('reads the header, the first rows, the count and the suggested mapping', () => {
    const preview = previewCsv(
      'people.csv',
      '\uFEFFNombre;Correo;Notas\r\n"López; Ana";ana@example.es;x\r\nBen;;\r\nCleo;c@x.io;\r\nDan;;\r\n\r\n',
    );
    expect(preview).toEqual({
      name: 'people.csv',
      header: ['Nombre', 'Correo', 'Notas'],
      rows: [
        ['López; Ana', 'ana@example.es', 'x'],
        ['Ben', '', ''],
        ['Cleo', 'c@x.io', ''],
      ],
      total: 4,
      suggested: ['name', 'email', 'ignore'],
    });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['Name\n', { kind: 'empty' }],
    ['Name\n"Ana', { kind: 'unreadable' }],
    [`Name\n${'x\n'.repeat(10_001)}`, { kind: 'tooManyRows', count: 10_001 }],
  ])('refuses %#', (text, problem) => {
    const preview = previewCsv('f.csv', text);
    expect(isProblem(preview)).toBe(true);
    expect(preview).toMatchObject(problem);
  });
});
