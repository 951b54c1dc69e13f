import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOwnSandboxSite, sandboxSites } from './sandbox.sites.js';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify();
  sandboxSites(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
});

describe('isOwnSandboxSite: what link previews read whatever the private-address setting', () => {
  it.each<[string, (port: number) => string, string, boolean]>([
    [
      'a page of the site, at the address listened on',
      (p) => `http://127.0.0.1:${p}/sandbox/sites/demo-coffee/about`,
      '127.0.0.1',
      true,
    ],
    [
      'localhost resolved to the address listened on',
      (p) => `http://localhost:${p}/sandbox/sites/demo-coffee/about`,
      '127.0.0.1',
      true,
    ],
    [
      'localhost resolved to IPv6 loopback, not listened on',
      (p) => `http://localhost:${p}/sandbox/sites/demo-coffee/about`,
      '::1',
      false,
    ],
    [
      'another path of this server',
      (p) => `http://127.0.0.1:${p}/api/2/users/me`,
      '127.0.0.1',
      false,
    ],
    [
      'a path that climbs out of the sites',
      (p) => `http://127.0.0.1:${p}/sandbox/sites/../../api/2/users/me`,
      '127.0.0.1',
      false,
    ],
    [
      'another port',
      (p) => `http://127.0.0.1:${p + 1}/sandbox/sites/demo-coffee/about`,
      '127.0.0.1',
      false,
    ],
    [
      'https (this server speaks http)',
      (p) => `https://127.0.0.1:${p}/sandbox/sites/demo-coffee/about`,
      '127.0.0.1',
      false,
    ],
    [
      'a private, not loopback, address',
      (p) => `http://10.0.0.2:${p}/sandbox/sites/demo-coffee/about`,
      '10.0.0.2',
      false,
    ],
    [
      'a name resolved elsewhere',
      (p) => `http://demo.test:${p}/sandbox/sites/demo-coffee/about`,
      '203.0.113.7',
      false,
    ],
  ])('%s', (_case, url, address, own) => {
    expect(isOwnSandboxSite(new URL(url(port)), address)).toBe(own);
  });

  it('forgets the server once it is closed', async () => {
    const other = Fastify();
    sandboxSites(other);
    await other.listen({ host: '127.0.0.1', port: 0 });
    const url = new URL(
      `http://127.0.0.1:${(other.server.address() as { port: number }).port}/sandbox/sites/demo-coffee/about`,
    );
    expect(isOwnSandboxSite(url, '127.0.0.1')).toBe(true);
    await other.close();
    expect(isOwnSandboxSite(url, '127.0.0.1')).toBe(false);
  });
});
