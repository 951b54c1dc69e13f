import type { FastifyInstance } from 'fastify';

/** A string's 32-bit FNV-1a hash: the same picture for the same media id, every time. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The picture of a sandbox photo: a landscape (sky, sun, two hills) in colours drawn from its
 * id, as SVG. Photos and their thumbnails are the same picture; the page scales it.
 *
 * @example
 * sandboxPicture('m-42') // '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" …'
 */
export function sandboxPicture(id: string): string {
  const seed = hash(id);
  const hue = seed % 360;
  const sun = { x: 120 + ((seed >>> 9) % 400), y: 90 + ((seed >>> 17) % 120) };
  const ridge = 250 + ((seed >>> 4) % 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 92%)"/>
</linearGradient></defs>
<rect width="640" height="480" fill="url(#sky)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="48" fill="hsl(${(hue + 180) % 360} 90% 70%)"/>
<path d="M0 ${ridge} Q160 ${ridge - 90} 320 ${ridge} T640 ${ridge - 30} V480 H0Z" fill="hsl(${(hue + 90) % 360} 35% 45%)"/>
<path d="M0 ${ridge + 80} Q200 ${ridge + 10} 420 ${ridge + 90} T640 ${ridge + 60} V480 H0Z" fill="hsl(${(hue + 110) % 360} 40% 30%)"/>
</svg>`;
}

/**
 * The sound of a sandbox voice message: a short chime whose pitch comes from its id, as a WAV
 * file (8 kHz, 8-bit mono, under a second).
 */
export function sandboxSound(id: string): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * 0.8);
  const pitch = 330 + (hash(id) % 330);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // the format chunk's size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // bytes per sample frame
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    const fade = 1 - i / samples;
    const value = Math.sin((2 * Math.PI * pitch * i) / rate) * fade;
    wav.writeUInt8(Math.round(128 + 100 * value), 44 + i);
  }
  return wav;
}

const MEDIA_FILE = /^([A-Za-z0-9_-]{1,128}?)(-thumb)?\.(jpg|mp4|m4a)$/;

/**
 * The sandbox networks' media files (`/sandbox/media/{id}.jpg`, `{id}-thumb.jpg`, `.m4a`):
 * photos are drawn pictures, voice messages a chime; videos have their thumbnail as poster and
 * no film (404, saying so). Anything else is a 404.
 */
export function sandboxMedia(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/sandbox/media/:file', async (request, reply) => {
    const match = MEDIA_FILE.exec(request.params.file);
    const [, id = '', thumb, extension] = match ?? [];
    reply.header('cache-control', 'public, max-age=86400');
    if (match && (extension === 'jpg' || thumb)) {
      return reply.type('image/svg+xml').send(sandboxPicture(id));
    }
    if (match && extension === 'm4a') return reply.type('audio/wav').send(sandboxSound(id));
    return reply
      .status(404)
      .type('text/plain')
      .send(
        match
          ? 'The sandbox networks have no video files: the video shows its thumbnail only.'
          : `No sandbox media ${request.params.file}.`,
      );
  });
}
