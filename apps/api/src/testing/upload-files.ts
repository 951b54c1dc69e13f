import { ONE_PIXEL_PNG } from '../contract/route-fixtures.js';

/** A file of `bytes` bytes that starts as a PNG does (a size for the upload limits). */
export function pngOf(bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set(ONE_PIXEL_PNG.subarray(0, 16));
  return data;
}

/** The first bytes of an MP4 file. */
export const MP4 = Uint8Array.from([0, 0, 0, 24, ...Buffer.from('ftypmp42'), 0, 0, 0, 0]);
