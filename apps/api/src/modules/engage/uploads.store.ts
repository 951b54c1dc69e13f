import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { FORMAT_EXTENSIONS, FORMAT_MIME_TYPES } from '@smm/networks';
import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded reply media is kept (decision 0060): `UPLOAD_DIR`, by default `.data/uploads`
 * beside the embedded database's data; one folder per organisation.
 */
export function uploadDir(): string {
  return resolve(process.env['UPLOAD_DIR'] || join('.data', 'uploads'));
}

const EXTENSION_FORMAT = new Map(
  Object.entries(FORMAT_EXTENSIONS).map(([format, extension]) => [extension, format]),
);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXTENSIONS = Object.values(FORMAT_EXTENSIONS).join('|');
const STORED_URL = new RegExp(`^/media/uploads/(${UUID})/(${UUID})\\.(${EXTENSIONS})$`);
const STORED_FILE = new RegExp(`^(${UUID})\\.(${EXTENSIONS})$`);

/** Where an organisation's upload is served. */
export const uploadUrl = (orgId: string, id: string, format: string) =>
  `/media/uploads/${orgId}/${id}.${FORMAT_EXTENSIONS[format] ?? format}`;

/** A stored upload, found from the URL a reply names. */
export interface StoredUpload {
  readonly format: string;
  readonly mimeType: string;
  readonly bytes: number;
}

/**
 * The upload a URL names, if it is one of the organisation's and is still stored; null for any
 * other URL (another organisation's upload, a file that is gone, an address elsewhere).
 */
export async function storedUpload(orgId: string, url: string): Promise<StoredUpload | null> {
  const match = STORED_URL.exec(url);
  if (!match || match[1] !== orgId) return null;
  const format = EXTENSION_FORMAT.get(match[3] ?? '') ?? '';
  try {
    const file = await stat(join(uploadDir(), orgId, `${match[2]}.${match[3]}`));
    return { format, mimeType: FORMAT_MIME_TYPES[format] ?? '', bytes: file.size };
  } catch {
    return null;
  }
}

/** The first bytes of each format, as files of it begin (a declared type must be the real one). */
function looksLike(format: string, head: Buffer): boolean {
  const at = (offset: number, text: string) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  switch (format) {
    case 'jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case 'png':
      return at(0, '\x89PNG');
    case 'gif':
      return at(0, 'GIF8');
    case 'tiff':
      return at(0, 'II*\x00') || at(0, 'MM\x00*');
    case 'webp':
      return at(0, 'RIFF') && at(8, 'WEBP');
    case 'mp4':
    case 'mov':
      return ['ftyp', 'moov', 'mdat', 'wide', 'free'].some((box) => at(4, box));
    default:
      return false;
  }
}

/** What became of a stream written to the store. */
export type StoreOutcome =
  | { readonly stored: true; readonly url: string; readonly bytes: number }
  | { readonly stored: false; readonly reason: 'tooLarge' | 'notThatType' };

/**
 * Writes an uploaded stream to the organisation's folder under a new id (first to a temporary
 * name, renamed when complete); a stream cut at its size limit (`truncated()`) or whose content
 * is not of `format` is removed and refused.
 */
export async function storeUpload(
  orgId: string,
  stream: Readable,
  format: string,
  truncated: () => boolean,
): Promise<StoreOutcome> {
  const folder = join(uploadDir(), orgId);
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  const name = `${id}.${FORMAT_EXTENSIONS[format] ?? format}`;
  const partial = join(folder, `.${name}.part`);
  try {
    await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
    if (truncated()) {
      await unlink(partial);
      return { stored: false, reason: 'tooLarge' };
    }
    const handle = await open(partial, 'r');
    const head = Buffer.alloc(16);
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    if (!looksLike(format, head)) {
      await unlink(partial);
      return { stored: false, reason: 'notThatType' };
    }
    await rename(partial, join(folder, name));
    return {
      stored: true,
      url: uploadUrl(orgId, id, format),
      bytes: (await stat(join(folder, name))).size,
    };
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    // The multipart reader ends a file at its size limit with this error.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      return { stored: false, reason: 'tooLarge' };
    }
    throw error;
  }
}

/** An uploaded file as the multipart reader gives it. */
export interface UploadedPart {
  readonly file: Readable & { readonly truncated: boolean };
  readonly mimetype: string;
}

/**
 * Stores an uploaded file of `format` (checked against its first bytes) of at most `maxBytes`:
 * a file over it, cut by the reader or found larger once written, is removed and refused.
 */
export async function storeWithin(
  orgId: string,
  part: UploadedPart,
  format: string,
  maxBytes: number,
): Promise<StoreOutcome> {
  const outcome = await storeUpload(orgId, part.file, format, () => part.file.truncated);
  if (outcome.stored && outcome.bytes > maxBytes) {
    await removeUpload(orgId, outcome.url);
    return { stored: false, reason: 'tooLarge' };
  }
  return outcome;
}

/** A declared MIME type without its parameters, in lower case (`image/png`). */
export const bareMimeType = (mimeType: string) =>
  mimeType.split(';')[0]?.trim().toLowerCase() ?? mimeType;

/** Removes a stored upload (one refused after it was stored). */
export async function removeUpload(orgId: string, url: string): Promise<void> {
  const match = STORED_URL.exec(url);
  if (!match || match[1] !== orgId) return;
  await unlink(join(uploadDir(), orgId, `${match[2]}.${match[3]}`)).catch(() => undefined);
}

/**
 * Serves stored uploads at `/media/uploads/{orgId}/{id}.{ext}`: the networks fetch a reply's
 * media from there, and the inbox shows it (an `<img>` carries no token: the address, two
 * random ids, is the capability, as a network's media address is).
 */
export function uploadDownloads(app: FastifyInstance): void {
  app.get<{ Params: { orgId: string; file: string } }>(
    '/media/uploads/:orgId/:file',
    async (request, reply) => {
      const { orgId, file } = request.params;
      const match = new RegExp(`^${UUID}$`).test(orgId) ? STORED_FILE.exec(file) : null;
      const format = EXTENSION_FORMAT.get(match?.[2] ?? '');
      const path = join(uploadDir(), orgId, file);
      const found = match && format ? await stat(path).catch(() => null) : null;
      if (!found || !format) {
        return reply
          .status(404)
          .send({ status: 404, message: 'No such upload.', errorCode: 'NOT_FOUND' });
      }
      return reply
        .type(FORMAT_MIME_TYPES[format] ?? 'application/octet-stream')
        .header('content-length', found.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
}
