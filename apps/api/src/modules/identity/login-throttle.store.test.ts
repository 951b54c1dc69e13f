import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../testing/redis.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import {
  memoryThrottleStore,
  redisThrottleStore,
  type ThrottleStore,
} from './login-throttle.store.js';

let redis: Awaited<ReturnType<typeof startRedis>>;
const stores: ThrottleStore[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis?.stop();
});

/** Delays after 1, 2, 3, 4 failures: two free, then 1 s, then 2 s for ever. */
const DELAYS = [0, 0, 1000, 2000];
const DAY = 24 * 60 * 60 * 1000;

describe.each([
  ['in memory', async () => memoryThrottleStore()],
  ['in Redis', async () => redisThrottleStore(redis.url)],
])('the throttle store %s', (_, open) => {
  let store: ThrottleStore;
  beforeAll(async () => {
    store = await open();
    stores.push(store);
  });
  // Each test its own keys: the Redis store is shared by the describe's tests.
  const key = () => randomUUID();
  const now = Date.now();

  it('claims a pair’s attempts with the schedule’s delays, the last for ever after', async () => {
    const pair = key();
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(0);
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(0);
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(0); // 3rd: 1 s next
    expect(await store.claimPair(pair, now + 400, DELAYS, DAY)).toBe(600);
    expect(await store.claimPair(pair, now + 1000, DELAYS, DAY)).toBe(0); // 4th: 2 s next
    expect(await store.claimPair(pair, now + 2999, DELAYS, DAY)).toBe(1);
    expect(await store.claimPair(pair, now + 3000, DELAYS, DAY)).toBe(0); // 5th: 2 s again
    expect(await store.claimPair(pair, now + 3000, DELAYS, DAY)).toBe(2000);
  });

  it('forgets a pair when cleared', async () => {
    const pair = key();
    for (let i = 0; i < 3; i++) await store.claimPair(pair, now, DELAYS, DAY);
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(1000);
    await store.clearPair(pair);
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(0);
    expect(await store.claimPair(pair, now, DELAYS, DAY)).toBe(0);
  });

  it('counts attempts side by side once each: no more get through than the schedule allows', async () => {
    const pair = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => store.claimPair(pair, now, DELAYS, DAY)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    expect(answers.filter((wait) => wait === 1000)).toHaveLength(17);
  });

  it('refuses an address over its limit until its window ends; a release takes one back', async () => {
    const address = key();
    for (let i = 0; i < 3; i++) expect(await store.claimAddress(address, now, 3, 60_000)).toBe(0);
    const over = await store.claimAddress(address, now, 3, 60_000);
    expect(over).toBeGreaterThan(59_000);
    expect(over).toBeLessThanOrEqual(60_000);
    await store.releaseAddress(address, now);
    await store.releaseAddress(address, now);
    expect(await store.claimAddress(address, now, 3, 60_000)).toBe(0);
  });

  it('never releases an address below none', async () => {
    const address = key();
    for (let i = 0; i < 3; i++) await store.releaseAddress(address, now);
    for (let i = 0; i < 2; i++) expect(await store.claimAddress(address, now, 2, 60_000)).toBe(0);
    expect(await store.claimAddress(address, now, 2, 60_000)).toBeGreaterThan(0);
  });
});

describe('two instances of the server with REDIS_URL', () => {
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    one = await startTestApi({ redisUrl: redis.url });
    two = await startTestApi({ redisUrl: redis.url, sameDatabaseAs: one });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const login = (api: TestApi, password: string) =>
    fetch(`${api.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@demo.test', password }),
    });

  it('share the sign-in counters: failures on one delay the account on the other', async () => {
    for (let i = 0; i < 3; i++) expect((await login(one, 'wrong')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(two, 'wrong')).status).toBe(401);
    const refused = await login(two, 'demo');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await login(one, 'demo')).status).toBe(200);
    // Signed in on one: the other starts the account afresh too.
    for (let i = 0; i < 5; i++) expect((await login(two, 'wrong')).status).toBe(401);
    expect((await login(two, 'demo')).status).toBe(200);
  });
});
