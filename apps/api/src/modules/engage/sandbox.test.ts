import type { SandboxCommentDelivered, SavedItem, SearchPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('a sandbox comment on demand', () => {
  it('arrives as the network would deliver it: a new unread comment answering the newest post', async () => {
    const admin = await api.as('admin');
    const answer = await admin('POST', '/api/sandbox/comments', { text: 'Is the oat milk vegan?' });
    expect(answer.status).toBe(201);
    const delivered = answer.body as SandboxCommentDelivered;
    expect(delivered.text).toBe('Is the oat milk vegan?');
    const row = await api.db
      .selectFrom('engageItems')
      .select(['rootId', 'type', 'channelId'])
      .where('id', '=', delivered.itemId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      rootId: delivered.rootId,
      type: 'comment',
      channelId: 'facebook-demo',
    });
    const page = await admin('POST', '/api/engage/search?limit=5', { filters: {} });
    // The comment is an inbox entry of its own, among the newest; its post is freshened.
    const top = (page.body as SearchPage).items.slice(0, 2);
    expect(top.map((item) => item.id).sort()).toEqual([delivered.itemId, delivered.rootId].sort());
    const post = await admin('GET', `/api/engage/contents/${delivered.rootId}`);
    expect((post.body as SavedItem).engage.latestCommentText).toBe('Is the oat milk vegan?');
  });

  it.each(['facebook', 'instagram', 'twitter', 'youtube', 'linkedIn', 'tiktok', 'threads'])(
    'comments on demand on the %s channel of the demo (on its newest post or video)',
    async (network) => {
      const admin = await api.as('admin');
      const channel = await api.db
        .selectFrom('channels')
        .innerJoin('organisations', 'organisations.id', 'channels.orgId')
        .select('channels.id')
        .where('organisations.name', '=', 'Demo Coffee')
        .where('channels.network', '=', network)
        .where('channels.state', '=', 'CONNECTED')
        .orderBy('channels.id')
        .executeTakeFirstOrThrow();
      const answer = await admin('POST', '/api/sandbox/comments', {
        channelId: channel.id,
        text: `Hello from ${network}`,
      });
      expect(answer.status).toBe(201);
      const delivered = answer.body as SandboxCommentDelivered;
      const row = await api.db
        .selectFrom('engageItems')
        .select(['channelId', 'network'])
        .where('id', '=', delivered.itemId)
        .executeTakeFirstOrThrow();
      expect(row.channelId).toBe(channel.id);
    },
  );

  it('asks a question of its own without a text, and only administrators may ask for one', async () => {
    const admin = await api.as('admin');
    const answer = await admin('POST', '/api/sandbox/comments', {});
    expect((answer.body as SandboxCommentDelivered).text.length).toBeGreaterThan(0);
    const editor = await api.as('editor');
    expect((await editor('POST', '/api/sandbox/comments', {})).status).toBe(403);
  });

  it('says what is wrong with a channel that does not exist or a bad body', async () => {
    const admin = await api.as('admin');
    const missing = await admin('POST', '/api/sandbox/comments', { channelId: 'facebook-nope' });
    expect(missing.status).toBe(404);
    const malformed = await admin('POST', '/api/sandbox/comments', { channelId: 'nope' });
    expect(malformed.status).toBe(400);
    const bad = await admin('POST', '/api/sandbox/comments', { text: 42 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('text');
  });
});
