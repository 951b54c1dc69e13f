import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostMedia } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG, pngForm } from '../../contract/route-fixtures.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { uploadDir } from '../engage/uploads.store.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MiB = 1024 * 1024;
/** A file of `bytes` bytes that starts as a PNG does. */
const pngOf = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set(ONE_PIXEL_PNG.subarray(0, 16));
  return data;
};
/** The first bytes of an MP4 file. */
const MP4 = Uint8Array.from([0, 0, 0, 24, ...Buffer.from('ftypmp42'), 0, 0, 0, 0]);

const upload = async (networks: string, form: FormData, who = 'editor') =>
  (await api.as(who))('POST', `/api/publish/media?networks=${networks}`, form);

/** The files stored for the demo organisation now. */
const storedFiles = async () => {
  const orgId = (
    await api.db
      .selectFrom('users')
      .select('orgId')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow()
  ).orgId;
  return (await readdir(join(uploadDir(), orgId)).catch(() => [] as string[])).filter(
    (file) => !file.startsWith('.'),
  );
};

describe('media for a post, checked against every network of the post', () => {
  it('stores a PNG that Instagram and X both take, and serves it', async () => {
    const response = await upload('instagram,twitter', pngForm());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const media = response.body as PostMedia;
    expect(media).toMatchObject({
      mimeType: 'image/png',
      bytes: ONE_PIXEL_PNG.length,
      kind: 'photo',
      name: 'pixel.png',
    });
    expect(media.url).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    const [, , , orgId, file] = media.url.split('/');
    expect(await readFile(join(uploadDir(), orgId ?? '', file ?? ''))).toEqual(ONE_PIXEL_PNG);
    const served = await fetch(`${api.base}${media.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
  });

  it('takes a video where every network does', async () => {
    const response = await upload(
      'facebook,instagram,twitter',
      pngForm(MP4, 'video/mp4', 'clip.mp4'),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'video', mimeType: 'video/mp4', name: 'clip.mp4' });
  });

  it('refuses a video for a post also on LinkedIn, which takes no video, naming LinkedIn', async () => {
    const response = await upload('instagram,linkedIn', pngForm(MP4, 'video/mp4', 'clip.mp4'));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errorCode: 'upload.refusedBy',
      message:
        'LinkedIn does not take clip.mp4 (video/mp4): LinkedIn takes JPEG, PNG, GIF photos up to 10 MB.',
    });
  });

  it('refuses a GIF for a post also on Instagram, naming Instagram and what it takes', async () => {
    const response = await upload(
      'twitter,instagram',
      pngForm(ONE_PIXEL_PNG, 'image/gif', 'a.gif'),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errorCode: 'upload.refusedBy',
      message:
        'Instagram does not take a.gif (image/gif): Instagram takes JPEG, PNG, TIFF photos up to 25 MB; MP4, MOV videos up to 1 GB.',
    });
  });

  it('refuses a photo over X’s 5 MB for a post on Instagram and X, naming X, and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload('instagram,twitter', pngForm(pngOf(6 * MiB)));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errorCode: 'upload.refusedBy',
      message: 'pixel.png is larger than X takes: photos up to 5 MB.',
    });
    expect(await storedFiles()).toEqual(before);
    expect((await upload('instagram,twitter', pngForm(pngOf(5 * MiB)))).status).toBe(201);
  });

  it('answers 413 for a photo over the most any of the networks takes', async () => {
    const response = await upload('twitter,linkedIn', pngForm(pngOf(10 * MiB + 1)));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      errorCode: 'upload.tooLarge',
      message: 'pixel.png is larger than any of these networks takes: photos up to 10 MB.',
    });
  });

  it('refuses a text file named .png (its content is not a PNG) with 415, as reply media', async () => {
    const response = await upload(
      'instagram,twitter',
      pngForm(Buffer.from('Just some notes, not a picture.'), 'image/png', 'notes.png'),
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      errorCode: 'upload.wrongType',
      message: 'notes.png is not a PNG file, as its type says.',
    });
  });

  it('refuses a type none of the networks takes with 415, saying what each takes', async () => {
    const response = await upload(
      'twitter,linkedIn',
      pngForm(Buffer.from('%PDF-1.4'), 'application/pdf', 'menu.pdf'),
    );
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({
      errorCode: 'upload.wrongType',
      message:
        'These networks do not take menu.pdf (application/pdf): X takes JPEG, PNG, GIF, WEBP photos up to 5 MB; MP4, MOV videos up to 512 MB. LinkedIn takes JPEG, PNG, GIF photos up to 10 MB.',
    });
  });

  it('refuses networks that take no attachments, requests without a file or networks, and strangers', async () => {
    const youtube = await upload('instagram,youtube', pngForm());
    expect(youtube.status).toBe(422);
    expect(youtube.body).toMatchObject({
      errorCode: 'upload.noAttachments',
      message: 'YouTube posts take no attachments here.',
    });
    const editor = await api.as('editor');
    const none = await editor('POST', '/api/publish/media?networks=instagram', { file: 'x' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errorCode: 'upload.noFile' });
    expect((await upload('', pngForm())).status).toBe(400);
    expect((await upload('instagram,myspace', pngForm())).status).toBe(400);
    const anonymous = await api.call('POST', '/api/publish/media?networks=instagram', {
      body: pngForm(),
    });
    expect(anonymous.status).toBe(401);
  });
});
