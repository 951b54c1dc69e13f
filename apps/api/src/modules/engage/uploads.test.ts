import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SavedItem, UploadedMedia } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG, pngForm } from '../../contract/route-fixtures.js';
import { findItem, settled, storedItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { MP4, pngOf } from '../../testing/upload-files.js';
import { uploadDir } from './uploads.store.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const MiB = 1024 * 1024;

const upload = async (network: string, form: FormData, who = 'editor') =>
  (await api.as(who))('POST', `${ENGAGE}/uploads?network=${network}`, form);

describe('uploading media for a reply (engage §9)', () => {
  it('stores a photo the network takes, on disk, and serves it', async () => {
    const response = await upload('facebook', pngForm());
    expect(response.status).toBe(201);
    const media = response.body as UploadedMedia;
    expect(media).toMatchObject({
      mimeType: 'image/png',
      bytes: ONE_PIXEL_PNG.length,
      kind: 'photo',
      name: 'pixel.png',
    });
    const [, , , orgId, file] = media.url.split('/');
    expect(await readFile(join(uploadDir(), orgId ?? '', file ?? ''))).toEqual(ONE_PIXEL_PNG);
    const served = await fetch(`${api.base}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
  });

  it('takes a video where the network does', async () => {
    const response = await upload('facebook', pngForm(MP4, 'video/mp4', 'clip.mp4'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ kind: 'video', mimeType: 'video/mp4' });
  });

  it.each([
    [
      'facebook',
      'image/gif',
      'Facebook does not take pixel.png (image/gif): it takes JPEG, PNG, TIFF photos up to 25 MB; MP4, MOV videos up to 1 GB.',
    ],
    [
      'linkedIn',
      'video/mp4',
      'LinkedIn does not take pixel.png (video/mp4): it takes JPEG, PNG, GIF photos up to 10 MB.',
    ],
    [
      'facebook',
      'application/pdf',
      'Facebook does not take pixel.png (application/pdf): it takes JPEG, PNG, TIFF photos up to 25 MB; MP4, MOV videos up to 1 GB.',
    ],
  ])('refuses on %s a file of type %s, naming what it takes', async (network, type, message) => {
    const response = await upload(network, pngForm(ONE_PIXEL_PNG, type));
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ errorCode: 'upload.wrongType', message });
  });

  it('refuses a photo over X’s 5 MB, naming the limit', async () => {
    const response = await upload('twitter', pngForm(pngOf(5 * MiB + 1)));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      errorCode: 'upload.tooLarge',
      message: 'pixel.png is larger than X takes: photos up to 5 MB.',
    });
    const exact = await upload('twitter', pngForm(pngOf(5 * MiB)));
    expect(exact.status).toBe(201);
  });

  it('refuses a file whose content is not what its type says', async () => {
    const response = await upload('facebook', pngForm(Buffer.from('not an image at all')));
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ errorCode: 'upload.wrongType' });
  });

  it('refuses networks whose replies take no files, and requests without a file', async () => {
    const youtube = await upload('youtube', pngForm());
    expect(youtube.status).toBe(422);
    expect(youtube.body).toMatchObject({ errorCode: 'upload.noAttachments' });
    const editor = await api.as('editor');
    const none = await editor('POST', `${ENGAGE}/uploads?network=facebook`, { file: 'x' });
    expect(none.status).toBe(400);
    expect((await upload('myspace', pngForm())).status).toBe(400);
    const anonymous = await api.call('POST', `${ENGAGE}/uploads?network=facebook`, {
      body: pngForm(),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a reply with media', () => {
  const comment = () =>
    findItem(
      api,
      { networks: ['facebook'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );

  it('carries the uploaded photo to the network, and the thread shows it', async () => {
    const media = (await upload('facebook', pngForm(), 'admin')).body as UploadedMedia;
    const target = await comment();
    const admin = await api.as('admin');
    const response = await admin('POST', `${ENGAGE}/contents/${target.id}/comments`, {
      text: 'Here is our menu.',
      images: [{ url: media.url, mimeType: media.mimeType, bytes: media.bytes }],
    });
    expect(response.status).toBe(202);
    const sent = response.body as SavedItem;
    expect(sent.media).toEqual([{ type: 'image', url: media.url }]);
    expect(await settled(api, sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    const onNetwork = await api.db
      .selectFrom('sandboxSent')
      .select(['media', 'text'])
      .where('networkItemId', '=', (await storedItem(api, sent.id)).networkItemId)
      .executeTakeFirstOrThrow();
    expect(onNetwork).toEqual({ text: 'Here is our menu.', media: [{ url: media.url }] });
  });

  it('refuses files not uploaded here, another organisation’s, and ones the network does not take', async () => {
    const target = await comment();
    const admin = await api.as('admin');
    const reply = (url: string) =>
      admin('POST', `${ENGAGE}/contents/${target.id}/comments`, {
        text: 'Look',
        images: [{ url }],
      });
    const elsewhere = await reply('https://cdn.example/a.png');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({ errorCode: 'reply.attachmentUnknown' });
    const theirs = (await upload('facebook', pngForm(), 'otherAdmin')).body as UploadedMedia;
    expect((await reply(theirs.url)).body).toMatchObject({ errorCode: 'reply.attachmentUnknown' });
    // A video uploaded for Facebook does not go on LinkedIn.
    const video = (await upload('facebook', pngForm(MP4, 'video/mp4', 'clip.mp4'), 'admin'))
      .body as UploadedMedia;
    const linkedIn = await findItem(
      api,
      { networks: ['linkedIn'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    const refused = await admin('POST', `${ENGAGE}/contents/${linkedIn.id}/comments`, {
      text: 'Watch this',
      images: [{ url: video.url }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errorCode: 'reply.attachment.wrongType',
      message: 'LinkedIn takes JPEG, PNG, GIF photos up to 10 MB.',
    });
  });
});
