import { orgRoom } from '@smm/realtime';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { orgIdOf } from '../testing/engage-helpers.js';
import { startTestApi } from '../testing/test-api.js';

it('stops promptly with clients connected, telling them it is going away (1001)', async () => {
  const api = await startTestApi();
  const response = await (await api.as('editor'))('GET', '/buzzard/token');
  const { token } = response.body as { token: string };
  const socket = new WebSocket(`${api.base.replace(/^http/, 'ws')}/buzzard?token=${token}`);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ action: 'JOIN', room: orgRoom(await orgIdOf(api)) }));
  await new Promise((resolve) => socket.once('message', resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const started = Date.now();
  await api.close();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await closed).toBe(1001);
});
