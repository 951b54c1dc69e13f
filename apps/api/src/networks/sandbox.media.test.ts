import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMedia, sandboxPicture, sandboxSound } from './sandbox.media.js';

describe('sandbox media', () => {
  const app = Fastify();

  beforeAll(async () => {
    sandboxMedia(app);
    await app.ready();
  });

  afterAll(() => app.close());

  it('draws the same picture for the same id, and another for another id', () => {
    expect(sandboxPicture('m-1')).toBe(sandboxPicture('m-1'));
    expect(sandboxPicture('m-1')).not.toBe(sandboxPicture('m-2'));
    expect(sandboxPicture('m-1')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('serves a photo and its thumbnail as an image', async () => {
    for (const file of ['abc-123.jpg', 'abc-123-thumb.jpg']) {
      const response = await app.inject({ method: 'GET', url: `/sandbox/media/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toBe(sandboxPicture('abc-123'));
    }
  });

  it('serves a voice message as a playable WAV file', async () => {
    const response = await app.inject({ method: 'GET', url: '/sandbox/media/v9.m4a' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('audio/wav');
    const wav = response.rawPayload;
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect(wav).toEqual(sandboxSound('v9'));
  });

  it.each([
    ['a video (no film; its thumbnail is the poster)', 'v1.mp4', /no video files/],
    ['another kind of file', 'x.exe', /No sandbox media x\.exe/],
    ['a path that tries to leave the folder', '..%2Fsecret.jpg', /No sandbox media/],
  ])('answers %s with a 404 that says so', async (_name, file, message) => {
    const response = await app.inject({ method: 'GET', url: `/sandbox/media/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(message);
  });
});
