import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { AudienceImport } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { freePort } from '../../testing/free-port.js';
import { signInTo, startServerProcess } from '../../testing/server-process.js';

const ROWS = 10_000;

let db: Db;
let url: URL;
let server: ChildProcess | null = null;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await dropTestDatabase(db, url);
});

const state = (id: string) =>
  db
    .selectFrom('audienceImports')
    .select(['state', 'checked', 'written', 'imported'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const importedPeople = async () =>
  (
    await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM audience_people WHERE email LIKE 'fault%@example.com'
    `.execute(db)
  ).rows[0]?.count ?? 0;

it('an import of 10,000 rows survives SIGKILL of the server mid-way: every person exactly once', async () => {
  const port = await freePort();
  server = await startServerProcess(url, port);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInTo(base, DEMO_ACCOUNTS.editor, DEMO_PASSWORD);
  const csv = [
    'Name,E-mail,Instagram',
    ...Array.from({ length: ROWS }, (_, i) => `Fault Person ${i},fault${i}@example.com,fault_${i}`),
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'fault.csv');
  const started = await fetch(`${base}/api/audience/imports?mapping=name,email,handle:instagram`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(started.status).toBe(202);
  const { id } = (await started.json()) as AudienceImport;

  // Kill the server once the import is under way (checking or writing).
  let before = await state(id);
  for (let i = 0; i < 2400 && before.checked === 0 && before.written === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    before = await state(id);
  }
  server.kill('SIGKILL');
  await once(server, 'exit');
  before = await state(id);
  expect(before.state).not.toBe('done');
  // Nothing half-imported: a killed import has written nobody.
  expect(await importedPeople()).toBe(0);

  // Start it again: it resumes the import and finishes it.
  server = await startServerProcess(url, port);
  let after = before;
  for (let i = 0; i < 2400 && after.state !== 'done'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    after = await state(id);
  }
  expect(after).toMatchObject({ state: 'done', imported: ROWS });
  expect(await importedPeople()).toBe(ROWS);
  const identities = await sql<{ count: number; people: number }>`
    SELECT count(*)::int AS count, count(DISTINCT person_id)::int AS people
    FROM audience_identities WHERE sender_key LIKE 'import:fault_%'
  `.execute(db);
  expect(identities.rows[0]).toEqual({ count: ROWS, people: ROWS });

  // Worked once more (a late retry of the killed job), it writes nobody twice.
  server.kill('SIGKILL');
  await once(server, 'exit');
  await db.updateTable('audienceImports').set({ csv: csv }).where('id', '=', id).execute();
  server = await startServerProcess(url, port);
  const { workImport } = await import('./import.store.js');
  await workImport(db, id);
  expect(await importedPeople()).toBe(ROWS);
  const audit = await db
    .selectFrom('auditEntries')
    .select('action')
    .where('action', '=', 'audience.imported')
    .execute();
  expect(audit).toHaveLength(1);
}, 180_000);
