import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAttach, checkUpload, formatBytes, isUploadRefusal } from './index.js';

const MiB = 1024 * 1024;

describe('the upload limits (engage §9)', () => {
  it.each([
    // network, MIME type, bytes, outcome
    ['facebook', 'image/jpeg', 25 * MiB, 'photo'],
    ['facebook', 'image/png', 25 * MiB + 1, 'tooLarge'],
    ['facebook', 'image/tiff', 1, 'photo'],
    ['facebook', 'image/gif', 1, 'wrongType'],
    ['facebook', 'video/mp4', 1024 * MiB, 'video'],
    ['facebook', 'video/quicktime', 1024 * MiB + 1, 'tooLarge'],
    ['instagram', 'image/png', 25 * MiB, 'photo'],
    ['instagram', 'video/mp4', 1024 * MiB + 1, 'tooLarge'],
    ['twitter', 'image/png', 5 * MiB, 'photo'],
    ['twitter', 'image/jpeg', 5 * MiB + 1, 'tooLarge'],
    ['twitter', 'video/mp4', 512 * MiB, 'video'],
    ['twitter', 'video/quicktime', 512 * MiB + 1, 'tooLarge'],
    ['linkedIn', 'image/gif', 10 * MiB, 'photo'],
    ['linkedin', 'image/jpeg', 10 * MiB + 1, 'tooLarge'],
    ['linkedIn', 'image/tiff', 1, 'wrongType'],
    ['linkedIn', 'video/mp4', 1, 'wrongType'],
    ['facebook', 'application/pdf', 1, 'wrongType'],
    ['facebook', 'IMAGE/JPEG; charset=binary', 1, 'photo'],
    ['youtube', 'image/jpeg', 1, 'noAttachments'],
    ['whatsapp', 'image/jpeg', 1, 'noAttachments'],
  ] as const)('%s takes %s of %d bytes: %s', (network, mimeType, bytes, outcome) => {
    const result = checkUpload(network, { mimeType, bytes });
    expect(isUploadRefusal(result) ? result.reason : result.kind).toBe(outcome);
  });

  it('a file too large names the limit of its kind', () => {
    expect(checkUpload('twitter', { mimeType: 'image/png', bytes: 6 * MiB })).toEqual({
      reason: 'tooLarge',
      kind: 'photo',
      limit: { maxBytes: 5 * MiB, formats: ['jpeg', 'png', 'gif', 'webp'] },
    });
  });

  it('a file of the wrong type names what the network takes', () => {
    const result = checkUpload('linkedIn', { mimeType: 'video/mp4', bytes: 1 });
    expect(result).toEqual({
      reason: 'wrongType',
      accepted: { photo: { maxBytes: 10 * MiB, formats: ['jpeg', 'png', 'gif'] } },
    });
  });

  it.each([
    ['facebook', true],
    ['instagram', true],
    ['twitter', true],
    ['linkedIn', true],
    ['youtube', false],
    ['tiktok', false],
    ['whatsapp', false],
    ['unknown', false],
  ])('%s takes attachments: %s', (network, expected) => {
    expect(canAttach(network)).toBe(expected);
  });

  it('never accepts a file over its kind’s limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('facebook', 'instagram', 'twitter', 'linkedIn'),
        fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'video/mp4', 'video/quicktime'),
        fc.nat({ max: 2 * 1024 * MiB }),
        (network, mimeType, bytes) => {
          const result = checkUpload(network, { mimeType, bytes });
          if (!isUploadRefusal(result)) expect(bytes).toBeLessThanOrEqual(1024 * MiB);
          if (!isUploadRefusal(result) && network === 'twitter' && result.kind === 'photo') {
            expect(bytes).toBeLessThanOrEqual(5 * MiB);
          }
        },
      ),
    );
  });
});

describe('sizes as people read them', () => {
  it.each([
    [900, '900 B'],
    [25 * MiB, '25 MB'],
    [1024 * MiB, '1 GB'],
    [512 * MiB, '512 MB'],
    [5.5 * MiB, '5.5 MB'],
    [1536, '1.5 KB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
