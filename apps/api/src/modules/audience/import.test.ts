import type { AudienceImport } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const csvForm = (text: string, name = 'people.csv') => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return form;
};

const start = async (text: string, mapping: string, who = 'editor') =>
  (await api.as(who))(
    'POST',
    `/api/audience/imports?mapping=${encodeURIComponent(mapping)}`,
    csvForm(text),
  );

/** Waits until the import is done (or failed), reading its progress as a person would. */
async function finished(
  id: string,
  who = 'editor',
): Promise<{ last: AudienceImport; seen: number[] }> {
  const call = await api.as(who);
  const seen: number[] = [];
  for (let i = 0; i < 400; i++) {
    const { status, body } = await call('GET', `/api/audience/imports/${id}`);
    expect(status).toBe(200);
    const state = body as AudienceImport;
    seen.push(state.progress);
    if (state.state === 'done' || state.state === 'failed') return { last: state, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The import did not finish.');
}

const rows = (count: number, prefix: string) =>
  Array.from(
    { length: count },
    (_, i) =>
      `${prefix} Person ${i},${prefix.toLowerCase()}${i}@example.com,+1 555 ${String(100000 + i)},${prefix.toLowerCase()}_${i}`,
  );

describe('importing people from a CSV file (decision 0098)', () => {
  it('imports every valid row at once and reports each bad row with its line and reason', async () => {
    const text = [
      'Name,E-mail,Phone,Twitter,Labels',
      ...rows(300, 'Bulk'),
      'No Mail,not-an-email,,,',
      ',nobody@example.com,,,',
      'Twice,bulk0@example.com,,,',
      'Labelled,lab@example.com,,,Praise; Lead',
      'Unknown Label,unk@example.com,,,Nonexistent',
      '"Quoted, Name",quoted@example.com,,,',
    ].join('\r\n');
    const response = await start(text, 'name,email,phone,handle:twitter,labels');
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const started = response.body as AudienceImport;
    expect(started).toMatchObject({ fileName: 'people.csv', total: 306, state: 'queued' });
    const { last, seen } = await finished(started.id);
    expect(last).toMatchObject({ state: 'done', imported: 302, skipped: 4, progress: 100 });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(last.errors.map((e) => [e.line, e.code, e.column])).toEqual([
      [302, 'emailInvalid', 'E-mail'],
      [303, 'nameMissing', 'Name'],
      [304, 'duplicate', null],
      [306, 'labelUnknown', 'Labels'],
    ]);
    const people = await api.db
      .selectFrom('audiencePeople')
      .select(['name', 'email', 'phone', 'labelIds', 'source'])
      .where('email', 'in', ['bulk7@example.com', 'lab@example.com', 'quoted@example.com'])
      .orderBy('email')
      .execute();
    expect(people).toMatchObject([
      { name: 'Bulk Person 7', phone: '+1555100007', source: 'import', labelIds: [] },
      { name: 'Labelled', labelIds: [expect.any(String), expect.any(String)] },
      { name: 'Quoted, Name' },
    ]);
    const handle = await api.db
      .selectFrom('audienceIdentities')
      .select(['network', 'handle'])
      .where('handle', '=', 'bulk_7')
      .execute();
    expect(handle).toEqual([{ network: 'twitter', handle: 'bulk_7' }]);

    // The bad rows download as a CSV file.
    const download = await (
      await api.as('editor')
    )('GET', `/api/audience/imports/${started.id}/errors`);
    expect(download.status).toBe(200);
    expect(String(download.body)).toContain(
      '302,The e-mail address is not valid.,E-mail,not-an-email',
    );

    // Importing the same file again adds nobody: everyone is known already.
    const again = await start(text, 'name,email,phone,handle:twitter,labels');
    const second = await finished((again.body as AudienceImport).id);
    expect(second.last).toMatchObject({ state: 'done', imported: 0 });
    expect(second.last.errors.filter((e) => e.code === 'exists').length).toBeGreaterThan(290);

    const list = await (await api.as('editor'))('GET', '/api/audience/imports');
    expect((list.body as AudienceImport[]).map((i) => i.id).slice(0, 2)).toEqual([
      (again.body as AudienceImport).id,
      started.id,
    ]);
  });

  it('reads semicolon-separated files and files with a byte-order mark', async () => {
    const response = await start(
      '\uFEFFNombre;Correo\r\nLucía Pérez;lucia@example.es\r\n',
      'name,email',
    );
    expect(response.status).toBe(202);
    const { last } = await finished((response.body as AudienceImport).id);
    expect(last).toMatchObject({ state: 'done', imported: 1, skipped: 0 });
  });

  it.each<[string, string, string, number, string]>([
    ['no name column', 'Name,E-mail\nAna,a@b.co', 'email,ignore', 422, 'import.noName'],
    ['a target twice', 'Name,E-mail\nAna,a@b.co', 'name,name', 422, 'import.twice'],
    ['a mapping of other length', 'Name,E-mail\nAna,a@b.co', 'name', 422, 'import.columns'],
    ['only a header', 'Name,E-mail\n', 'name,email', 422, 'import.noRows'],
    ['an empty file', '', 'name', 422, 'import.empty'],
    ['an unclosed quote', 'Name\n"Ana', 'name', 422, 'import.unreadable'],
    [
      'more than 10,000 rows',
      ['Name', ...Array.from({ length: 10_001 }, (_, i) => `P${i}`)].join('\n'),
      'name',
      413,
      'import.tooManyRows',
    ],
  ])('refuses %s at once', async (_, text, mapping, status, code) => {
    const response = await start(text, mapping);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body).toMatchObject({ errorCode: code });
  });

  it('refuses a file over 5 MB, a bad mapping and no file', async () => {
    const big = `Name\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    expect((await start(big, 'name')).status).toBe(413);
    expect((await start('Name\nAna', 'name,shoeSize')).status).toBe(400);
    const none = await (
      await api.as('editor')
    )('POST', '/api/audience/imports?mapping=name', new FormData());
    expect(none.status).toBe(400);
  });

  it('refuses (403) a person without an audience role; another organisation’s import is not found', async () => {
    const response = await start('Name\nSolo Person', 'name');
    const id = (response.body as AudienceImport).id;
    await finished(id);
    const viewer = await api.userId('viewer@demo.test');
    await api.db
      .updateTable('users')
      .set({ audienceRole: null })
      .where('id', '=', viewer)
      .execute();
    try {
      expect((await start('Name\nAna', 'name', 'viewer')).status).toBe(403);
      expect((await (await api.as('viewer'))('GET', `/api/audience/imports/${id}`)).status).toBe(
        403,
      );
    } finally {
      await api.db
        .updateTable('users')
        .set({ audienceRole: null })
        .where('id', '=', viewer)
        .execute();
    }
    await api.db
      .updateTable('organisations')
      .set({ packageName: 'suite' })
      .where('name', '=', 'Other Tea Company')
      .execute();
    try {
      const other = await api.as('otherAdmin');
      expect((await other('GET', `/api/audience/imports/${id}`)).status).toBe(404);
      expect((await other('GET', `/api/audience/imports/${id}/errors`)).status).toBe(404);
      expect((await other('GET', '/api/audience/imports')).body).toEqual([]);
    } finally {
      await api.db
        .updateTable('organisations')
        .set({ packageName: 'essentials' })
        .where('name', '=', 'Other Tea Company')
        .execute();
    }
  });
});
