import type { Channel, EngageItem, SavedItem, WhatsAppPhoto, WhatsAppProfile } from '@smm/model';
import { settled } from '../../testing/engage-helpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG, pngForm } from '../../contract/route-fixtures.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  token = await api.token('admin');
});
afterAll(async () => {
  await api?.close();
});

const CHANNEL = 'whatsapp-demo';
const profile = async () =>
  (await admin('GET', `/api/whatsapp/profile?channelId=${CHANNEL}`)).body as WhatsAppProfile;
const save = (fields: Record<string, unknown>) =>
  admin('POST', '/api/whatsapp/profile', { channelId: CHANNEL, ...fields });
const upload = (bytes: Uint8Array, type: string, name: string) =>
  api.call('POST', `/api/whatsapp/profile/upload-photo?channelId=${CHANNEL}`, {
    token,
    body: pngForm(bytes, type, name),
  });

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(32),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);

describe("a WhatsApp channel's business profile", () => {
  it("shows Demo Coffee's seeded profile", async () => {
    expect(await profile()).toMatchObject({
      vertical: 'Restaurant',
      email: 'hello@democoffee.example',
      websites: ['https://democoffee.example'],
      photoUrl: null,
    });
    expect((await profile()).address).toMatch(/King’s Cross/);
    expect((await profile()).about?.length).toBeGreaterThan(0);
    expect((await profile()).description?.length).toBeGreaterThan(0);
  });

  it('saves a profile and refuses what WhatsApp would, naming the problem (400)', async () => {
    const saved = await save({
      about: 'Open every day',
      address: '1 Pancras Square, London',
      description: 'Coffee roasters',
      email: 'care@democoffee.example',
      vertical: 'Food and Grocery',
      websites: ['https://democoffee.example', 'https://shop.democoffee.example/beans'],
    });
    expect(saved.status).toBe(200);
    expect(await profile()).toMatchObject({
      about: 'Open every day',
      vertical: 'Food and Grocery',
      websites: ['https://democoffee.example', 'https://shop.democoffee.example/beans'],
    });
    const problems: [Record<string, unknown>, RegExp][] = [
      [{ email: 'care at democoffee' }, /e-mail address is not an e-mail address/],
      [{ websites: ['democoffee.example'] }, /Website 1 must start with http/],
      [
        { websites: ['https://a.example', 'https://b.example', 'https://c.example'] },
        /at most 2 websites/,
      ],
      [
        { websites: [`https://democoffee.example/${'a'.repeat(240)}`] },
        /websites\.0: is 267 char.*256/,
      ],
    ];
    for (const [fields, message] of problems) {
      const { status, body } = await save(fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect((body as { message: string }).message).toMatch(message);
    }
    // Over the codec's limits: refused by the decoder, naming the field.
    const long = await save({ about: 'a'.repeat(140) });
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toMatch(/about/);
    expect((await profile()).email).toBe('care@democoffee.example');
  });

  it('takes a PNG or JPEG photo as the channel picture; refuses GIF (415), text named PNG (415) and over 5 MB (413)', async () => {
    const png = await upload(ONE_PIXEL_PNG, 'image/png', 'logo.png');
    expect(png.status).toBe(200);
    const pngUrl = (png.body as WhatsAppPhoto).photoUrl;
    expect(pngUrl).toMatch(/^\/media\/whatsapp\/[0-9a-f-]+\.png$/);
    const served = await fetch(`${api.base}${pngUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);

    // Declared as PNG, but its bytes are a JPEG: the bytes count.
    const jpeg = await upload(JPEG, 'image/png', 'photo.png');
    expect(jpeg.status).toBe(200);
    const jpegUrl = (jpeg.body as WhatsAppPhoto).photoUrl;
    expect(jpegUrl).toMatch(/\.jpg$/);
    expect((await profile()).photoUrl).toBe(jpegUrl);
    const channels = (await admin('GET', '/api/2/channels')).body as Channel[];
    expect(channels.find((c) => c.id === CHANNEL)?.profileImageURL).toBe(jpegUrl);

    const gif = await upload(GIF, 'image/gif', 'logo.gif');
    expect(gif.status).toBe(415);
    expect((gif.body as { message: string }).message).toBe(
      'The photo must be a JPEG or PNG image.',
    );
    const text = await upload(Buffer.from('not a picture at all'), 'image/png', 'logo.png');
    expect(text.status).toBe(415);
    expect((text.body as { message: string }).message).toMatch(/JPEG or PNG/);
    const big = Buffer.concat([
      ONE_PIXEL_PNG,
      Buffer.alloc(5 * 1024 * 1024 + 1 - ONE_PIXEL_PNG.length),
    ]);
    const large = await upload(big, 'image/png', 'huge.png');
    expect(large.status).toBe(413);
    expect((large.body as { message: string }).message).toBe(
      'The photo is larger than 5 MB, the most WhatsApp takes.',
    );
    const exact = await upload(big.subarray(0, 5 * 1024 * 1024), 'image/png', 'just.png');
    expect(exact.status).toBe(200);
    expect((await profile()).photoUrl).toBe((exact.body as WhatsAppPhoto).photoUrl);
  });

  it('clears every field: vertical Other, no photo, no channel picture', async () => {
    const cleared = await admin('DELETE', `/api/whatsapp/profile?channelId=${CHANNEL}`);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({
      about: '',
      address: '',
      description: '',
      email: '',
      vertical: 'Other',
      websites: [],
      photoUrl: null,
    });
    expect(await profile()).toEqual(cleared.body);
    const channels = (await admin('GET', '/api/2/channels')).body as Channel[];
    expect(channels.find((c) => c.id === CHANNEL)?.profileImageURL ?? null).toBeNull();
  });

  it('is the organisation’s channel managers’ only', async () => {
    const outsider = await api.as('admin@other.test');
    expect((await outsider('GET', `/api/whatsapp/profile?channelId=${CHANNEL}`)).status).toBe(404);
    expect(
      (await outsider('POST', '/api/whatsapp/profile', { channelId: CHANNEL, about: 'x' })).status,
    ).toBe(404);
    const editor = await api.as('editor');
    expect((await editor('GET', `/api/whatsapp/profile?channelId=${CHANNEL}`)).status).toBe(403);
  });
});

describe('the sandbox WhatsApp customer', () => {
  it('writes to a connected number now: an unread message answered with free text', async () => {
    const { status, body } = await admin('POST', '/api/sandbox/whatsapp/messages', {
      channelId: CHANNEL,
      text: 'Do you have oat milk?',
      name: 'Priya Shah',
    });
    expect(status).toBe(201);
    const { itemId, conversationId } = body as { itemId: string; conversationId: string };
    const item = await api.db
      .selectFrom('engageItems')
      .select(['item', 'channelId'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const stored = item.item as EngageItem;
    expect(item.channelId).toBe(CHANNEL);
    expect(stored.sender?.name).toBe('Priya Shah');
    expect(stored.meta.displayReadStatus).toBe('unread');
    const reply = await admin('POST', `/api/engage/contents/${conversationId}/messages`, {
      text: 'Yes, every day!',
    });
    expect(reply.status).toBe(202);
    expect(await settled(api, (reply.body as SavedItem).id)).toMatchObject({
      delivery: 'DELIVERED',
    });
    expect(
      (
        await admin('POST', '/api/sandbox/whatsapp/messages', {
          channelId: 'facebook-demo',
          text: 'Hi',
        })
      ).status,
    ).toBe(404);
    const lead = await api.as('lead');
    expect(
      (await lead('POST', '/api/sandbox/whatsapp/messages', { channelId: CHANNEL, text: 'Hi' }))
        .status,
    ).toBe(403);
  });
});
