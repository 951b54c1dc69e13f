import type { AudienceIdentity, EngageItem, ItemHistoryEntry, SavedItem, Sender } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { insertItem } from './items.store.js';

let api: TestApi;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  const admin = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  orgId = admin.orgId;
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';

/** Stores an item on a Demo Coffee channel, under `parent` (and its post) when given. */
async function stored(
  network: 'facebook' | 'instagram' | 'twitter' | 'linkedIn',
  patch: Partial<EngageItem> & { type?: 'post' | 'comment' | 'conversation' },
  parent?: EngageItem,
): Promise<EngageItem> {
  const { type = 'comment', meta, ...rest } = patch;
  const channelId = `${network.toLowerCase()}-demo`;
  const root = parent ? (parent.engage.contentId ?? parent.id) : undefined;
  return insertItem(
    api.db,
    {
      orgId,
      channelId,
      networkItemId: `panels-${randomUUID()}`,
      ...(parent ? { parentId: parent.id, rootId: root ?? parent.id } : {}),
    },
    makeEngageItem({
      ...rest,
      channelId,
      engage: {
        network,
        type,
        canRespond: true,
        ...(parent
          ? { parentId: parent.id, parentUuid: parent.id, contentId: root ?? parent.id }
          : {}),
      },
      meta: { createdDate: new Date().toISOString(), displayReadStatus: 'unread', ...meta },
    }),
  );
}

const person = (name: string, id: string, handle?: string): Sender => ({
  id,
  name,
  ...(handle ? { handle } : {}),
  visibility: 'PUBLIC',
  isOwn: false,
});

describe('context: the post above a comment, the comment above a reply', () => {
  it('reaches the post and the parent by the ids the item carries', async () => {
    const admin = await api.as('admin');
    const post = await stored('facebook', {
      type: 'post',
      message: 'Our winter blend is back',
      media: [
        {
          type: 'image',
          url: 'https://cdn.example/winter.jpg',
          thumb: 'https://cdn.example/winter-s.jpg',
        },
      ],
      meta: {
        createdDate: new Date().toISOString(),
        link: 'https://www.facebook.com/democoffee/posts/1',
      },
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    });
    const comment = await stored(
      'facebook',
      { message: 'Is it decaf?', sender: person('Pat Panel', 'fb-pat') },
      post,
    );
    const reply = await stored(
      'facebook',
      { message: 'Same question!', sender: person('Ann Other', 'fb-ann') },
      comment,
    );

    const opened = (await admin('GET', `${ENGAGE}/contents/${reply.id}`)).body as SavedItem;
    expect(opened.engage.contentId).toBe(post.id);
    expect(opened.engage.parentId).toBe(comment.id);

    const above = await admin('GET', `${ENGAGE}/contents/${opened.engage.contentId}`);
    expect(above.status).toBe(200);
    const shownPost = above.body as SavedItem;
    expect(shownPost.message).toBe('Our winter blend is back');
    expect(shownPost.media?.[0]?.thumb).toBe('https://cdn.example/winter-s.jpg');
    expect(shownPost.meta.link).toBe('https://www.facebook.com/democoffee/posts/1');

    const parent = (await admin('GET', `${ENGAGE}/contents/${opened.engage.parentId}`))
      .body as SavedItem;
    expect(parent.message).toBe('Is it decaf?');

    // Another organisation never reaches the post.
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${ENGAGE}/contents/${post.id}`)).status).toBe(404);
  });
});

describe('history: who did what to an item, and when', () => {
  it('names the assignee, the language, the sentiment and the reply, newest first', async () => {
    const admin = await api.as('admin');
    const post = await stored('facebook', {
      type: 'post',
      message: 'New mugs',
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    });
    const comment = await stored(
      'facebook',
      { message: 'Love them', sender: person('Hal History', 'fb-hal') },
      post,
    );
    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .where('orgId', '=', orgId)
      .executeTakeFirstOrThrow();

    const steps: [string, string, unknown][] = [
      ['POST', 'assign', { assigneeId: care.id, isTeam: true }],
      ['POST', 'language', { itemId: comment.id, rootId: post.id, language: 'de' }],
      ['POST', 'sentiment', { sentiment: 'POSITIVE' }],
      ['POST', 'comments', { text: 'Thank you, Hal!' }],
    ];
    for (const [method, action, body] of steps) {
      const response = await admin(method, `${ENGAGE}/contents/${comment.id}/${action}`, body);
      expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    }

    const history = (await admin('GET', `${ENGAGE}/contents/${comment.id}/history`))
      .body as ItemHistoryEntry[];
    const lines = history.map((entry) => [entry.action, entry.actorName, entry.target]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['assign', 'Ada Admin', 'Customer Care'],
        ['language', 'Ada Admin', 'de'],
        ['sentiment', 'Ada Admin', 'POSITIVE'],
        ['reply', 'Ada Admin', undefined],
      ]),
    );
    const order = history
      .map((entry) => entry.action)
      .filter((a) => ['assign', 'reply'].includes(a));
    expect(order).toEqual(['reply', 'assign']);
    for (const entry of history) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
  });
});

describe('GET /api/engage/audience/identities (decision 0058)', () => {
  it('gives the profile, their items across networks and the notes on them', async () => {
    const admin = await api.as('admin');
    const post = await stored('facebook', {
      type: 'post',
      message: 'Opening hours',
      sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
    });
    const first = await stored(
      'facebook',
      { message: 'Open on Sunday?', sender: person('Iris Identity', 'fb-iris', 'iris.id') },
      post,
    );
    const again = await stored(
      'facebook',
      { message: 'Thanks!', sender: person('Iris Identity', 'fb-iris', 'iris.id') },
      post,
    );
    const renamed = await stored(
      'facebook',
      { message: 'Renamed me', sender: person('Iris I.', 'fb-iris') },
      post,
    );
    const onInstagram = await stored('instagram', {
      message: 'Also here',
      sender: person('iris  IDENTITY', 'ig-77', 'iris_photos'),
    });
    const namesake = await stored(
      'facebook',
      { message: 'Another Iris', sender: person('Iris Identity', 'fb-other-iris') },
      post,
    );
    const stranger = await stored('instagram', {
      message: 'Hi',
      sender: person('Tom Stranger', 'ig-tom'),
    });

    const note = await admin('POST', `${ENGAGE}/contents/${onInstagram.id}/notes`, {
      conversationUuid: onInstagram.id,
      conversationItemUuids: [onInstagram.id],
      noteText: 'Prefers oat milk',
    });
    expect(note.status, JSON.stringify(note.body)).toBeLessThan(300);

    const response = await admin('GET', `${ENGAGE}/audience/identities?itemId=${first.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const card = response.body as AudienceIdentity;
    expect(card.profile).toEqual({
      network: 'facebook',
      name: 'Iris Identity',
      senderId: 'fb-iris',
      address: '@iris.id',
      profileUrl: 'https://www.facebook.com/fb-iris',
    });
    const ids = card.items.map((item) => item.id);
    // Same network: by sender id (a new name is still them; a namesake with another id is not).
    expect(ids).toContain(again.id);
    expect(ids).toContain(renamed.id);
    expect(ids).not.toContain(namesake.id);
    // Across networks: by the same full name.
    expect(ids).toContain(onInstagram.id);
    expect(ids).not.toContain(stranger.id);
    expect(ids).not.toContain(first.id);
    expect(card.notes.map((n) => n.noteText)).toContain('Prefers oat milk');
    expect(card.moreItems).toBe(false);
  });

  it('has no profile for a private LinkedIn user, and nothing matched', async () => {
    const admin = await api.as('admin');
    const hidden = await stored('linkedIn', {
      type: 'post',
      message: 'Great post',
      sender: { name: '', visibility: 'PRIVATE', isOwn: false },
    });
    const card = (await admin('GET', `${ENGAGE}/audience/identities?itemId=${hidden.id}`))
      .body as AudienceIdentity;
    expect(card).toEqual({
      itemId: hidden.id,
      profile: null,
      items: [],
      moreItems: false,
      notes: [],
    });
  });

  it('answers a view-only person, refuses another organisation and a bad id', async () => {
    const item = await stored('facebook', {
      type: 'post',
      message: 'x',
      sender: person('Vera View', 'fb-vera'),
    });
    const viewer = await api.as('viewer');
    expect((await viewer('GET', `${ENGAGE}/audience/identities?itemId=${item.id}`)).status).toBe(
      200,
    );
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${ENGAGE}/audience/identities?itemId=${item.id}`)).status).toBe(
      404,
    );
    const admin = await api.as('admin');
    expect((await admin('GET', `${ENGAGE}/audience/identities?itemId=nope`)).status).toBe(400);
  });
});
