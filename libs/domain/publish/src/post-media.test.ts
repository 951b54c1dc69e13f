import fc from 'fast-check';
import { checkUpload, isUploadRefusal } from '@smm/networks';
import { describe, expect, it } from 'vitest';
import { checkPostMedia, isPostMediaRefusal, postMediaMaxBytes } from './post-media.rules.js';

const MB = 1024 * 1024;
const png = (bytes: number) => ({ mimeType: 'image/png', bytes });

describe('checkPostMedia: a file must suit every network of the post (engage §9 limits)', () => {
  it.each<[string, string[], { mimeType: string; bytes: number }, unknown]>([
    [
      'a PNG for Instagram and X',
      ['instagram', 'twitter'],
      png(1000),
      { kind: 'photo', format: 'png' },
    ],
    [
      'an MP4 for Facebook, Instagram and X',
      ['facebook', 'instagram', 'twitter'],
      { mimeType: 'video/mp4', bytes: 1000 },
      { kind: 'video', format: 'mp4' },
    ],
    ['exactly X’s 5 MB', ['instagram', 'twitter'], png(5 * MB), { kind: 'photo', format: 'png' }],
    ['no network', [], png(1), { reason: 'noNetworks' }],
    [
      'YouTube takes no attachments',
      ['instagram', 'youtube'],
      png(1),
      { reason: 'noAttachments', network: 'youtube' },
    ],
    [
      'a video where LinkedIn is one of them',
      ['instagram', 'linkedIn'],
      { mimeType: 'video/mp4', bytes: 1 },
      {
        reason: 'typeRefused',
        network: 'linkedIn',
        accepted: { photo: { maxBytes: 10 * MB, formats: ['jpeg', 'png', 'gif'] } },
      },
    ],
    [
      'a GIF where Instagram is one of them',
      ['twitter', 'instagram'],
      { mimeType: 'image/gif', bytes: 1 },
      { reason: 'typeRefused', network: 'instagram', accepted: expect.any(Object) },
    ],
    [
      'a PDF none of them takes',
      ['twitter', 'linkedIn'],
      { mimeType: 'application/pdf', bytes: 1 },
      { reason: 'wrongType', networks: ['twitter', 'linkedIn'] },
    ],
    [
      '6 MB: over X’s 5, within Instagram’s 25',
      ['instagram', 'twitter'],
      png(6 * MB),
      {
        reason: 'tooLargeFor',
        network: 'twitter',
        kind: 'photo',
        limit: { maxBytes: 5 * MB, formats: ['jpeg', 'png', 'gif', 'webp'] },
      },
    ],
    [
      'over the most any of them takes',
      ['twitter', 'linkedIn'],
      png(10 * MB + 1),
      { reason: 'tooLarge', kind: 'photo', maxBytes: 10 * MB },
    ],
  ])('%s', (_case, networks, file, expected) => {
    expect(checkPostMedia(networks, file)).toEqual(expected);
  });

  it('the most to read: of a kind, or of any kind', () => {
    expect(postMediaMaxBytes(['twitter', 'linkedIn'], 'photo')).toBe(10 * MB);
    expect(postMediaMaxBytes(['twitter', 'linkedIn'])).toBe(512 * MB);
    expect(postMediaMaxBytes(['youtube'])).toBe(0);
  });

  it('takes a file exactly when every network’s own check takes it', () => {
    const networks = fc.subarray(['facebook', 'instagram', 'twitter', 'linkedIn'], {
      minLength: 1,
    });
    const types = fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/tiff',
      'video/mp4',
      'video/quicktime',
      'text/plain',
    );
    fc.assert(
      fc.property(
        networks,
        types,
        fc.integer({ min: 0, max: 1100 * MB }),
        (chosen, mimeType, bytes) => {
          const everyOne = chosen.every(
            (network) => !isUploadRefusal(checkUpload(network, { mimeType, bytes })),
          );
          expect(!isPostMediaRefusal(checkPostMedia(chosen, { mimeType, bytes }))).toBe(everyOne);
        },
      ),
    );
  });
});
