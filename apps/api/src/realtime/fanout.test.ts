import { orgRoom } from '@smm/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItem, orgIdOf } from '../testing/engage-helpers.js';
import { isEvent, joined } from '../testing/realtime-client.js';
import { startRedis } from '../testing/redis.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let redis: Awaited<ReturnType<typeof startRedis>>;
let one: TestApi;
let two: TestApi;
let room: string;
beforeAll(async () => {
  redis = await startRedis();
  one = await startTestApi({ redisUrl: redis.url });
  // A second instance of the server on the same database, fanning out through the same Redis.
  two = await startTestApi({ redisUrl: redis.url, sameDatabaseAs: one });
  room = orgRoom(await orgIdOf(one));
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await redis?.stop();
});

describe('two instances with Redis', () => {
  it('show a client on each the other’s presence, item events and leaving', async () => {
    const item = await findItem(one, { networks: ['facebook'] });
    const ada = await joined(one, 'admin', room);
    ada.send({
      action: 'MESSAGE',
      room,
      ephemeral: true,
      message: { type: 'viewing', userId: 'x', itemId: item.id },
    });
    const adaId = await one.userId('admin@demo.test');
    // Eddie is on the other instance and joins later: he learns what Ada is viewing.
    const eddie = await joined(two, 'editor', room);
    expect(
      await eddie.next((frame) => frame.action === 'MESSAGE' && frame.ephemeral),
    ).toMatchObject({ message: { type: 'viewing', userId: adaId, itemId: item.id } });
    eddie.send({
      action: 'MESSAGE',
      room,
      ephemeral: true,
      message: { type: 'editing', userId: 'x', itemId: item.id },
    });
    const eddieId = await one.userId('editor@demo.test');
    await ada.next(
      (frame) =>
        frame.action === 'MESSAGE' &&
        frame.ephemeral &&
        (frame.message as { type?: string; userId?: string }).userId === eddieId,
    );
    // An item event on instance one reaches Eddie on instance two, once.
    await (
      await one.as('admin')
    )('PUT', `/api/engage/contents/${item.id}/unread`);
    const event = await eddie.next(isEvent(item.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      eddie.frames.filter(
        (frame) =>
          frame.action === 'MESSAGE' &&
          'seq' in frame &&
          frame.seq === (event as { seq?: number }).seq,
      ),
    ).toHaveLength(1);
    // Another organisation's client on instance two hears nothing of it.
    const otto = await joined(
      two,
      'admin@other.test',
      orgRoom(await orgIdOf(one, 'admin@other.test')),
    );
    await (
      await one.as('admin')
    )('PUT', `/api/engage/contents/${item.id}/read`);
    await eddie.next(isEvent(item.id));
    expect(otto.frames.filter((frame) => frame.action === 'MESSAGE')).toEqual([]);
    await ada.close();
    expect(await eddie.next((frame) => frame.action === 'LEAVE')).toEqual({
      action: 'LEAVE',
      room,
      userId: adaId,
    });
    await Promise.all([eddie.close(), otto.close()]);
  });
});
