import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import { appOrigin } from '../mail/outbox.js';
import { escape } from './sandbox.pages.js';

/** Where the sandbox web sites are served: `/sandbox/sites/{site}/{page}`. */
export const SANDBOX_SITES_PATH = '/sandbox/sites/';

/** The slow page answers after this long: longer than a link preview waits (decision 0072). */
export const SLOW_PAGE_MS = 10_000;

/** A page of a sandbox site, with the Open Graph tags it declares (none for some). */
interface SitePage {
  readonly title: string;
  readonly description: string;
  /** Its Open Graph tags; absent for a page that declares none. */
  readonly og?: {
    readonly title: string;
    readonly description: string;
    readonly type: 'website' | 'article';
    /** The image: a path relative to the page, or `absolute` for the full address. */
    readonly image: { readonly file: string; readonly absolute: boolean };
  };
  readonly body: string;
}

/** Demo Coffee's web site: what the demo's posts link to. */
const DEMO_COFFEE: Readonly<Record<string, SitePage>> = {
  'autumn-menu': {
    title: 'Autumn menu | Demo Coffee',
    description: 'Our autumn drinks and bakes.',
    og: {
      title: 'The autumn menu is here',
      description:
        'Pumpkin spice lattes, chai with oat milk and warm apple crumble — in every Demo Coffee from today.',
      type: 'website',
      image: { file: 'autumn-menu.png', absolute: false },
    },
    body: `<h1>The autumn menu</h1><ul><li>Pumpkin spice latte</li><li>Oat milk chai</li><li>Apple crumble</li><li>Maple pecan cookie</li></ul>`,
  },
  'opening-hours': {
    title: 'Opening hours | Demo Coffee',
    description: 'When our cafés are open.',
    og: {
      title: 'Opening hours',
      description:
        'Monday to Friday 7:00–19:00, Saturday and Sunday 8:00–18:00. Closed on 25 December.',
      type: 'website',
      image: { file: 'opening-hours.png', absolute: true },
    },
    body: `<h1>Opening hours</h1><p>Monday to Friday 7:00–19:00</p><p>Saturday and Sunday 8:00–18:00</p>`,
  },
  'blog/first-frost': {
    title: 'First frost, first flat white | Demo Coffee blog',
    description: 'How our roasters get ready for winter.',
    og: {
      title: 'First frost, first flat white',
      description:
        'Our head roaster on the beans of the season, and why a darker roast suits a cold morning.',
      type: 'article',
      image: { file: 'first-frost.png', absolute: false },
    },
    body: `<article><h1>First frost, first flat white</h1><p>The first cold morning of the year is when our roasters switch to the winter blend.</p></article>`,
  },
  about: {
    title: 'About Demo Coffee',
    description: 'A family of neighbourhood cafés since 2009, roasting our own beans.',
    body: `<h1>About us</h1><p>A family of neighbourhood cafés since 2009.</p>`,
  },
};

/** The pictures of the site's pages: a colour each. */
const PICTURES: Readonly<Record<string, readonly [number, number, number]>> = {
  'autumn-menu.png': [196, 98, 45],
  'opening-hours.png': [46, 110, 142],
  'first-frost.png': [120, 150, 190],
};

/**
 * A PNG picture of `width`×`height`: a band of `colour` fading to cream, with a darker cup-like
 * disc in the middle — enough to see which page's preview it is.
 */
export function sitePicture(
  colour: readonly [number, number, number],
  width = 600,
  height = 315,
): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  const cream = [250, 244, 232];
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0; // no filter
    const fade = y / height;
    for (let x = 0; x < width; x++) {
      const dx = x - width / 2;
      const dy = y - height / 2;
      const cup = dx * dx + dy * dy < (height / 4) ** 2;
      for (let c = 0; c < 3; c++) {
        const base = (colour[c] ?? 0) * (1 - fade) + (cream[c] ?? 0) * fade;
        pixels[y * row + 1 + x * 3 + c] = Math.round(cup ? base * 0.45 : base);
      }
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF a reader opens: the site's menu as a download (not a web page). */
const MENU_PDF = `%PDF-1.4
1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj
2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj
3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>> endobj
trailer <</Root 1 0 R>>
%%EOF
`;

/** A page's HTML: its title and description, and its Open Graph tags when it has them. */
function pageHtml(origin: string, path: string, page: SitePage): string {
  const folder = `${SANDBOX_SITES_PATH}demo-coffee/`;
  const depth = path.split('/').length - 1;
  const og = page.og
    ? [
        ['og:type', page.og.type],
        ['og:site_name', 'Demo Coffee'],
        ['og:title', page.og.title],
        ['og:description', page.og.description],
        ['og:url', `${origin}${folder}${path}`],
        [
          'og:image',
          page.og.image.absolute
            ? `${origin}${folder}images/${page.og.image.file}`
            : `${'../'.repeat(depth)}images/${page.og.image.file}`,
        ],
        ['og:image:width', '600'],
        ['og:image:height', '315'],
      ]
        .map(
          ([property, content]) =>
            `<meta property="${property}" content="${escape(content ?? '')}">`,
        )
        .join('\n')
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escape(page.title)}</title>
<meta name="description" content="${escape(page.description)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${og}
<link rel="stylesheet" href="/sandbox/consent.css">
</head><body><nav><a href="${folder}autumn-menu">Autumn menu</a> · <a href="${folder}opening-hours">Opening hours</a> · <a href="${folder}blog/first-frost">Blog</a> · <a href="${folder}about">About</a></nav>
${page.body}
<p class="note">A sandbox web site served by Switchboard for the demo.</p></body></html>`;
}

/** A page whose `<head>` is over a megabyte of inline script before its title. */
function heavyPage(): string {
  const script = `var gallery = ${JSON.stringify('☕'.repeat(600_000))};`;
  return `<!doctype html><html><head><script>${script}</script><title>Gallery | Demo Coffee</title></head><body></body></html>`;
}

/** The address of a page of Demo Coffee's sandbox site on this server (what the demo links to). */
export const sandboxSiteUrl = (page: string, origin: string = appOrigin()) =>
  `${origin}${SANDBOX_SITES_PATH}demo-coffee/${page}`;

/** The addresses and ports this process's servers listen on (their sandbox sites). */
const listening = new Set<string>();

/**
 * Whether a link goes to a sandbox site of this very server: a page under
 * `/sandbox/sites/`, at a loopback address and a port a server of this process listens on.
 * Link previews read it even where private addresses are refused (decision 0072): the
 * connection goes to this server's own sandbox pages and nowhere else.
 */
export function isOwnSandboxSite(url: URL, address: string): boolean {
  if (url.protocol !== 'http:' || !url.pathname.startsWith(SANDBOX_SITES_PATH)) return false;
  if (!ipaddr.isValid(address) || ipaddr.process(address).range() !== 'loopback') return false;
  const port = url.port === '' ? '80' : url.port;
  const unspecified = ['0.0.0.0', '::'];
  return [address, ...unspecified].some((host) =>
    listening.has(`${ipaddr.process(host).toString()}|${port}`),
  );
}

/**
 * Demo Coffee's sandbox web site (decision 0072), for the demo's link previews and their tests:
 * `/sandbox/sites/demo-coffee/{page}` — `autumn-menu`, `opening-hours` and `blog/first-frost`
 * with Open Graph tags and pictures (PNG, one named by a relative address, one by a full one),
 * `about` with only a title and a description, `slow` (answers after {@link SLOW_PAGE_MS}),
 * `old-menu` (moved to `autumn-menu`), `loop` (moved to itself), `wifi` (moved to an address on a
 * private network), `gallery` (over a megabyte before
 * its title) and `menu.pdf` (not a web page).
 */
export function sandboxSites(app: FastifyInstance): void {
  const pictures = new Map<string, Buffer>();
  const site = `${SANDBOX_SITES_PATH}demo-coffee/`;
  app.addHook('onListen', async () => {
    for (const entry of app.addresses() as AddressInfo[]) {
      listening.add(`${ipaddr.process(entry.address).toString()}|${entry.port}`);
    }
  });
  app.addHook('onClose', async () => {
    for (const entry of app.addresses() as AddressInfo[]) {
      listening.delete(`${ipaddr.process(entry.address).toString()}|${entry.port}`);
    }
  });
  app.get<{ Params: { file: string } }>(`${site}images/:file`, async (request, reply) => {
    const colour = PICTURES[request.params.file];
    if (!colour) return reply.status(404).type('text/plain').send('No such picture.');
    let png = pictures.get(request.params.file);
    if (!png) {
      png = sitePicture(colour);
      pictures.set(request.params.file, png);
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
  app.get<{ Params: { '*': string } }>(`${site}*`, async (request, reply) => {
    const path = request.params['*'];
    const origin = `${request.protocol}://${request.host}`;
    const page = DEMO_COFFEE[path];
    if (page) return reply.type('text/html; charset=utf-8').send(pageHtml(origin, path, page));
    switch (path) {
      case 'old-menu':
        return reply.redirect(`${site}autumn-menu`, 301);
      case 'wifi':
        // The café's Wi-Fi page moved to its router: an address on a private network.
        return reply.redirect('http://192.168.0.1/login', 302);
      case 'loop':
        return reply.redirect(`${site}loop`, 302);
      case 'menu.pdf':
        return reply.type('application/pdf').send(MENU_PDF);
      case 'gallery':
        return reply.type('text/html; charset=utf-8').send(heavyPage());
      case 'slow':
        // Answers late, unless the caller has given up (then it stops waiting at once).
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, SLOW_PAGE_MS);
          reply.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return reply
          .type('text/html; charset=utf-8')
          .send(pageHtml(origin, 'slow', DEMO_COFFEE['about'] as SitePage));
      default:
        return reply.status(404).type('text/plain').send('No such page.');
    }
  });
}
