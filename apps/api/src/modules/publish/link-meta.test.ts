import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { LinkPreview } from '@smm/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { forgetPreviews } from './link-meta.js';

let api: TestApi;
beforeAll(async () => {
  delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
  api = await startTestApi();
});
afterEach(() => {
  delete process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'];
  forgetPreviews();
});
afterAll(async () => {
  await api?.close();
});

const site = (page: string) => `${api.base}/sandbox/sites/demo-coffee/${page}`;
const preview = async (url: string, who = 'editor') =>
  (await api.as(who))('GET', `/api/publish/link-meta?url=${encodeURIComponent(url)}`);

/** A web server of the test's own on 127.0.0.1, answering every request with `answer`. */
async function pageServer(
  answer: (path: string) => {
    status?: number;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<{ url: string; server: Server; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const { status = 200, headers = {}, body = '' } = answer(request.url ?? '/');
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, hits };
}

describe('previews of the sandbox web site (Demo Coffee)', () => {
  it.each<[string, string, Partial<LinkPreview>]>([
    [
      'Open Graph with a relative image made absolute',
      'autumn-menu',
      {
        title: 'The autumn menu is here',
        description:
          'Pumpkin spice lattes, chai with oat milk and warm apple crumble — in every Demo Coffee from today.',
        siteName: 'Demo Coffee',
      },
    ],
    [
      'Open Graph with a full image address',
      'opening-hours',
      {
        title: 'Opening hours',
        description:
          'Monday to Friday 7:00–19:00, Saturday and Sunday 8:00–18:00. Closed on 25 December.',
        siteName: 'Demo Coffee',
      },
    ],
    [
      'a blog post, its image relative to a page one folder down',
      'blog/first-frost',
      { title: 'First frost, first flat white', siteName: 'Demo Coffee' },
    ],
    [
      'no Open Graph: the title and the description',
      'about',
      {
        title: 'About Demo Coffee',
        description: 'A family of neighbourhood cafés since 2009, roasting our own beans.',
        imageUrl: null,
        siteName: null,
      },
    ],
    [
      'a page that moved: the page it moved to',
      'old-menu',
      { title: 'The autumn menu is here', siteName: 'Demo Coffee' },
    ],
  ])('%s (%s)', async (_case, page, expected) => {
    const response = await preview(site(page));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ url: site(page), ...expected });
  });

  it('answers images that are absolute addresses of pictures served here', async () => {
    const pictures = {
      'autumn-menu': site('images/autumn-menu.png'),
      'opening-hours': site('images/opening-hours.png'),
      'blog/first-frost': site('images/first-frost.png'),
    };
    for (const [page, image] of Object.entries(pictures)) {
      const { imageUrl } = (await preview(site(page))).body as LinkPreview;
      expect(imageUrl).toBe(image);
      const served = await fetch(imageUrl ?? '');
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  });

  it.each([
    [
      'a page that redirects more than 3 times',
      'loop',
      'linkPreview.tooManyRedirects',
      /more than 3 times/,
    ],
    [
      'a resource that is not a web page',
      'menu.pdf',
      'linkPreview.notHtml',
      /^The page is not HTML \(it is application\/pdf\)\.$/,
    ],
    ['a page over 1 MB before its title', 'gallery', 'linkPreview.tooLarge', /too large/],
    ['a page that does not exist', 'nowhere', 'linkPreview.status', /answered 404/],
    [
      'a page that moved to a private network',
      'wifi',
      'linkPreview.privateAddress',
      /^This address is on a private network \(192\.168\.0\.1 is a private network address\)/,
    ],
  ])('refuses %s with 422 and a readable reason', async (_case, page, errorCode, message) => {
    const response = await preview(site(page));
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body).toMatchObject({ errorCode });
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it('gives up on a page that does not answer within 5 seconds', async () => {
    const started = Date.now();
    const response = await preview(site('slow'));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errorCode: 'linkPreview.timeout',
      message: 'The page did not answer within 5 seconds.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 15_000);
});

describe('the address rules (those of webhooks), private targets not allowed', () => {
  it.each([
    ['a loopback address', 'http://127.0.0.1/admin', /127\.0\.0\.1 is a loopback address/],
    [
      'the cloud metadata address',
      'http://169.254.169.254/latest/meta-data/',
      /169\.254\.169\.254 is a link-local address/,
    ],
    ['a name that resolves to loopback', 'https://localhost/', /localhost resolves to .*loopback/],
    ['a private network', 'https://10.1.2.3/', /10\.1\.2\.3 is a private network address/],
    ['IPv6 loopback', 'https://[::1]/', /::1 is a loopback address/],
    [
      'this server, outside its sandbox sites',
      'PLACEHOLDER/api/2/users/me',
      /127\.0\.0\.1 is a loopback address/,
    ],
  ])('refuses %s (422)', async (_case, raw, message) => {
    const url = raw.replace('PLACEHOLDER', api.base);
    const response = await preview(url);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body).toMatchObject({ errorCode: 'linkPreview.privateAddress' });
    const text = (response.body as { message: string }).message;
    expect(text).toMatch(/^This address is on a private network/);
    expect(text).toMatch(message);
  });

  it.each([
    ['not an address', 'demo coffee menu', 'linkPreview.invalid'],
    ['another scheme', 'ftp://demo.coffee/menu', 'linkPreview.invalid'],
    ['credentials in it', 'https://user:secret@demo.coffee/', 'linkPreview.invalid'],
  ])('refuses %s (400)', async (_case, url, errorCode) => {
    const response = await preview(url);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode });
  });

  it('never connects to a refused address', async () => {
    const target = await pageServer(() => ({
      headers: { 'content-type': 'text/html' },
      body: '<title>Internal</title>',
    }));
    try {
      expect((await preview(`${target.url}/`)).status).toBe(422);
      expect(target.hits).toEqual([]);
    } finally {
      target.server.close();
    }
  });

  it('reads a private page when private targets are allowed (development and tests)', async () => {
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    const target = await pageServer(() => ({
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<title>Internal</title>',
    }));
    try {
      const response = await preview(`${target.url}/`);
      expect(response.body).toMatchObject({ title: 'Internal' });
    } finally {
      target.server.close();
    }
  });

  it('needs a signed-in person', async () => {
    const response = await api.call(
      'GET',
      `/api/publish/link-meta?url=${encodeURIComponent(site('about'))}`,
    );
    expect(response.status).toBe(401);
  });
});

describe('reading pages (private targets allowed, pages of the test’s own)', () => {
  it('decompresses, reads the declared charset, entities and <base>, and stops at the head', async () => {
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    const html = Buffer.from(
      `<!DOCTYPE html><HTML><HEAD><base href="/static/"><TITLE>Caf\xe9 &amp; Bar</TITLE>
<META PROPERTY="og:image" CONTENT="img/cup.png"><meta name="description" content="Cr\xe8me &lt;br&gt;">
</HEAD><BODY><meta property="og:title" content="not read: in the body">`,
      'latin1',
    );
    const target = await pageServer(() => ({
      headers: {
        'content-type': 'text/html; charset=ISO-8859-1',
        'content-encoding': 'gzip',
      },
      body: gzipSync(html),
    }));
    try {
      const response = await preview(`${target.url}/menu/today`);
      expect(response.body).toEqual({
        url: `${target.url}/menu/today`,
        title: 'Café & Bar',
        description: 'Crème <br>',
        imageUrl: `${target.url}/static/img/cup.png`,
        siteName: null,
      });
    } finally {
      target.server.close();
    }
  });

  it('keeps an answer for a few minutes: a second preview does not read the page again', async () => {
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    const target = await pageServer(() => ({
      headers: { 'content-type': 'text/html' },
      body: '<meta property="og:title" content="Kept">',
    }));
    try {
      const url = `${target.url}/kept`;
      const [first, second] = await Promise.all([preview(url), preview(url, 'admin')]);
      expect(first.body).toMatchObject({ title: 'Kept' });
      expect(second.body).toEqual(first.body);
      expect((await preview(url)).body).toEqual(first.body);
      expect(target.hits).toEqual(['/kept']);
    } finally {
      target.server.close();
    }
  });

  it('refuses an answer that is not a page, and a redirect to nowhere', async () => {
    process.env['WEBHOOKS_ALLOW_PRIVATE_TARGETS'] = '1';
    const target = await pageServer((path) =>
      path === '/json'
        ? { headers: { 'content-type': 'application/json' }, body: '{}' }
        : { status: 500 },
    );
    try {
      expect((await preview(`${target.url}/json`)).body).toMatchObject({
        errorCode: 'linkPreview.notHtml',
      });
      expect((await preview(`${target.url}/broken`)).body).toMatchObject({
        errorCode: 'linkPreview.status',
        message: 'The page answered 500 instead of a page.',
      });
    } finally {
      target.server.close();
    }
  });
});
