import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { uploadDir } from '../engage/uploads.store.js';

/** Where WhatsApp profile photos are kept: `whatsapp` under the upload directory. */
const photoDir = () => join(uploadDir(), 'whatsapp');

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

/** The bytes of an uploaded photo, or null when there are more than `maxBytes`. */
export async function readPhoto(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) {
      stream.resume();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The image type the bytes are (JPEG or PNG), whatever the file's name or declared type says. */
export function sniffPhoto(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  return null;
}

/** Keeps a photo under a new name; answers where it is served. */
export async function storePhoto(bytes: Buffer, extension: 'png' | 'jpg'): Promise<string> {
  await mkdir(photoDir(), { recursive: true });
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(photoDir(), name), bytes);
  return `/media/whatsapp/${name}`;
}

/** Serves the profile photos at /media/whatsapp/{name} (public, as WhatsApp shows them). */
export function photoDownloads(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/media/whatsapp/:name', async (request, reply) => {
    const { name } = request.params;
    if (!NAME.test(name)) {
      return reply.status(404).send({ status: 404, message: 'Photo not found' });
    }
    try {
      const bytes = await readFile(join(photoDir(), name));
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    } catch {
      return reply.status(404).send({ status: 404, message: 'Photo not found' });
    }
  });
}
