import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ExportStatus } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { createMailer } from '../../mail/mailer.js';
import { exportWorker } from './exports.job.js';
import { insertItem } from './items.store.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function finished(who: string, id: string): Promise<ExportStatus> {
  const call = await api.as(who);
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = (await call('GET', `/v2/exports/${id}`)).body as ExportStatus;
    if (status.status === 'DONE' || status.status === 'FAILED') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

async function download(url: string): Promise<string[][]> {
  const response = await fetch(`${api.base}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const text = (await response.text()).replace(/^\uFEFF/, '');
  const header = text.split('\n')[0] ?? '';
  return parse(text, { delimiter: header.includes(';') ? ';' : ',' });
}

const count = async (network: string, contentType: string) =>
  Number(
    (
      await api.db
        .selectFrom('engageItems')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('orgId', '=', await orgIdOf(api))
        .where('listed', '=', true)
        .where('network', '=', network)
        .where('contentType', '=', contentType)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('data exports', () => {
  it('writes the matching items as CSV with the chosen separator; the link works without a token header', async () => {
    const orgId = await orgIdOf(api);
    await insertItem(
      api.db,
      { orgId, channelId: 'facebook-demo', networkItemId: `formula-${Date.now()}` },
      makeEngageItem({
        channelId: 'facebook-demo',
        engage: { network: 'facebook', type: 'comment' },
        message: '=HYPERLINK("http://evil.example")',
        meta: { createdDate: new Date().toISOString() },
      }),
    );
    const admin = await api.as('admin');
    const started = await admin('POST', '/v2/exports', {
      csvSeperator: 'COMMA',
      networks: ['facebook'],
      types: ['comment'],
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'PENDING' });
    const done = await finished('admin', (started.body as ExportStatus).id);
    expect(done.status).toBe('DONE');
    const expected = await count('facebook', 'comment');
    expect(done.rowCount).toBe(expected);
    const rows = await download(done.downloadUrl ?? '');
    expect(rows[0]).toEqual(expect.arrayContaining(['Item ID', 'Network', 'Message']));
    expect(rows).toHaveLength(expected + 1);
    expect(rows.slice(1).every((row) => row[1] === 'Facebook' && row[3] === 'comment')).toBe(true);
    expect(rows.some((row) => row[6] === `'=HYPERLINK("http://evil.example")`)).toBe(true);
    const forged = await fetch(`${api.base}/v2/exports/${done.id}/download?token=guess`);
    expect(forged.status).toBe(404);
    // The requester is told in the notification centre, once, with the download's link.
    const told = await api.db
      .selectFrom('notices')
      .select(['message', 'link'])
      .where('userId', '=', await api.userId('admin@demo.test'))
      .where('message', 'like', 'Your export of%')
      .execute();
    expect(told).toEqual([
      {
        message: `Your export of ${expected} items is ready to download for 24 hours`,
        link: expect.stringContaining(`/v2/exports/${done.id}/download?token=`),
      },
    ]);
    // Delivered again (a retry after a crash between commit and acknowledgement), the job finds
    // the export done and tells nobody again.
    await exportWorker(
      api.db,
      createMailer({ outboxDir: await mkdtemp(join(tmpdir(), 'eml-')) }),
    )({
      exportId: done.id,
    });
    const again = await api.db
      .selectFrom('notices')
      .select('id')
      .where('userId', '=', await api.userId('admin@demo.test'))
      .where('message', 'like', 'Your export of%')
      .execute();
    expect(again).toHaveLength(1);
  });

  it('tells the requester once when two deliveries of its job run at the same time', async () => {
    const admin = await api.as('admin');
    const userId = await api.userId('admin@demo.test');
    const started = await admin('POST', '/v2/exports', {
      csvSeperator: 'COMMA',
      networks: ['facebook'],
      types: ['comment'],
    });
    expect(started.status).toBe(202);
    const id = (started.body as ExportStatus).id;
    const worker = exportWorker(
      api.db,
      createMailer({ outboxDir: await mkdtemp(join(tmpdir(), 'eml-')) }),
    );
    await Promise.all([worker({ exportId: id }), worker({ exportId: id })]);
    expect((await finished('admin', id)).status).toBe('DONE');
    const told = await api.db
      .selectFrom('notices')
      .select('id')
      .where('userId', '=', userId)
      .where('type', '=', 'exportReady')
      .where(sql<boolean>`data ->> 'exportId' = ${id}`)
      .execute();
    expect(told).toHaveLength(1);
  });

  it('reads networks and types in their wire names (twitterprofile, dm), semicolons by default', async () => {
    const admin = await api.as('admin');
    const started = await admin('POST', '/v2/exports', {
      networks: ['twitterprofile'],
      types: ['dm'],
    });
    const done = await finished('admin', (started.body as ExportStatus).id);
    expect(done.rowCount).toBe(await count('twitter', 'message'));
    const response = await fetch(`${api.base}${done.downloadUrl}`);
    expect((await response.text()).split('\n')[0]).toContain('Item ID;Network;Channel');
  });

  it('exports only what the requester sees, and e-mails the link when asked', async () => {
    const editor = await api.as('editor');
    const started = await editor('POST', '/v2/exports', {
      networks: [],
      types: [],
      email: 'editor@demo.test',
    });
    const done = await finished('editor', (started.body as ExportStatus).id);
    const rows = await download(done.downloadUrl ?? '');
    const networks = new Set(rows.slice(1).map((row) => row[1]));
    expect(networks.has('LinkedIn')).toBe(false);
    expect(networks.has('Facebook')).toBe(true);
    const dir = process.env['OUTBOX_DIR'] ?? '';
    // The bodies are quoted-printable, as mail clients expect: decoded here.
    const decode = (mail: string) =>
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const mails = await Promise.all(
      (await readdir(dir)).map(async (name) => decode(await readFile(`${dir}/${name}`, 'utf8'))),
    );
    expect(mails.some((mail) => mail.includes(`/v2/exports/${done.id}/download?token=`))).toBe(
      true,
    );
    expect((await (await api.as('admin'))('GET', `/v2/exports/${done.id}`)).status).toBe(404);
  });

  it('refuses unknown networks and types, reversed dates and bad addresses', async () => {
    const admin = await api.as('admin');
    const cases = [
      [{ networks: ['myspace'], types: [] }, 'export.networks'],
      [{ networks: [], types: ['story'] }, 'export.types'],
      [
        {
          networks: [],
          types: [],
          from: '2026-11-20T00:00:00.000Z',
          to: '2026-11-01T00:00:00.000Z',
        },
        'export.dates',
      ],
      [{ networks: [], types: [], email: 'nobody' }, 'export.email'],
    ] as const;
    for (const [body, errorCode] of cases) {
      const response = await admin('POST', '/v2/exports', body);
      expect(response.status, errorCode).toBe(422);
      expect(response.body).toMatchObject({ errorCode });
    }
    expect((await admin('POST', '/v2/exports', { networks: 'facebook', types: [] })).status).toBe(
      400,
    );
  });
});
