import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SANDBOX_RATE,
  fastifyTrustProxy,
  MIN_METRICS_TOKEN_LENGTH,
  readConfig,
} from './config.js';

describe('SANDBOX_RATE', () => {
  it.each([
    [undefined, DEFAULT_SANDBOX_RATE],
    ['', DEFAULT_SANDBOX_RATE],
    ['0', 0],
    ['6', 6],
    ['0.5', 0.5],
    ['600', 600],
  ])('%j gives %d items a minute per organisation', (value, rate) => {
    expect(readConfig(value === undefined ? {} : { SANDBOX_RATE: value }).sandboxRate).toBe(rate);
  });

  it.each(['-1', 'fast', '6/min', 'Infinity', '1e9'])(
    '%j is refused with a message that says what to set',
    (value) => {
      expect(() => readConfig({ SANDBOX_RATE: value })).toThrow(
        `SANDBOX_RATE must be a number of items per minute from 0 (off) to 60000, got "${value}". Leave it unset for the default of ${DEFAULT_SANDBOX_RATE}.`,
      );
    },
  );
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('%j trusts %j', (value, trust) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '1.5'])(
    '%j is refused with a message that says what to set',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /^TRUST_PROXY must be true, a number of proxies, or a comma-separated list of proxy addresses/,
      );
    },
  );

  // The test's request comes from 127.0.0.1 through the proxy it names last.
  it.each([
    ['nothing', false, '127.0.0.1'],
    ['every proxy (the first address named)', true, '192.0.2.1'],
    ['one hop', 1, '198.51.100.7'],
    ['two hops', 2, '192.0.2.1'],
    ['the loopback proxy', ['loopback'], '198.51.100.7'],
    ['another proxy', ['10.0.0.0/8'], '127.0.0.1'],
  ] as const)('trusting %s, the client is %s', async (_, trust, client) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
    app.get('/', async (request) => request.ip);
    const response = await app.inject({
      url: '/',
      headers: { 'x-forwarded-for': '192.0.2.1, 198.51.100.7' },
    });
    expect(response.body).toBe(client);
    await app.close();
  });
});

describe('METRICS_TOKEN', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['0123456789abcdef', '0123456789abcdef'],
    ['s3cret-Token_with.many~chars!', 's3cret-Token_with.many~chars!'],
  ])('%j gives the token %j', (value, token) => {
    expect(readConfig(value === undefined ? {} : { METRICS_TOKEN: value }).metricsToken).toBe(
      token,
    );
  });

  it.each(['short', '0123456789abcde', 'sixteen chars but spaces', 'tab\there-0123456789'])(
    '%j is refused with a message that says what to set',
    (value) => {
      expect(() => readConfig({ METRICS_TOKEN: value })).toThrow(
        `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces`,
      );
    },
  );
});
