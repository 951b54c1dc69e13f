import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Post = { id: string; status: string; abilities: Record<string, boolean> };

describe('posts', () => {
  it('creates, reads and lists a draft', async () => {
    const admin = await api.as('admin');
    const created = await admin('POST', '/api/publish/posts', {
      channelIds: ['facebook-demo', 'twitter-demo'],
      text: 'Fresh beans today.',
      action: 'saveDraft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = created.body as Post;
    expect(post.status).toBe('draft');
    const read = await admin('GET', `/api/publish/posts/${post.id}`);
    expect(read.status).toBe(200);
    const items = await admin('GET', '/api/publish/items?statuses=draft');
    expect((items.body as { items: Post[] }).items.map((item) => item.id)).toContain(post.id);
    const channels = await admin('GET', '/api/publish/channels');
    expect(channels.status).toBe(200);
  });
});
