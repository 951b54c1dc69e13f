import type {
  ItemNotes,
  Note,
  NotePage,
  ResponseTemplate,
  SavedItem,
  SearchPage,
} from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const TEMPLATES = `${ENGAGE}/responsetemplates`;
const find = (filters: Record<string, unknown>, test: (item: SavedItem) => boolean) =>
  findItem(api, filters, test);

describe('response templates', () => {
  it('are created, listed by name, changed and deleted by template managers', async () => {
    const editor = await api.as('editor');
    const created = await editor('POST', TEMPLATES, {
      name: '  Zebra delay ',
      text: 'Sorry for the wait, {name}!',
      networks: ['Facebook', 'instagram'],
    });
    expect(created.status).toBe(201);
    const template = created.body as ResponseTemplate;
    expect(template).toMatchObject({
      name: 'Zebra delay',
      networks: ['facebook', 'instagram'],
      channelIds: [],
    });
    await editor('POST', TEMPLATES, { name: 'alpha thanks', text: 'Thank you!' });
    const listed = (await (await api.as('viewer'))('GET', TEMPLATES)).body as ResponseTemplate[];
    const names = listed.map((t) => t.name);
    expect(names.indexOf('alpha thanks')).toBeLessThan(names.indexOf('Zebra delay'));
    const updated = await (
      await api.as('lead')
    )('PUT', `${TEMPLATES}/${template.id}`, {
      name: 'Zebra delay',
      text: 'Sorry for the wait!',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ text: 'Sorry for the wait!', networks: [] });
    expect((await editor('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(204);
    expect((await editor('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(404);
  });

  it('refuse people without the manage templates permission, and bad templates with the field', async () => {
    const sam = await api.as('sam@demo.test');
    const refused = await sam('POST', TEMPLATES, { name: 'Mine', text: 'Hi' });
    expect(refused.status).toBe(403);
    expect((await sam('GET', TEMPLATES)).status).toBe(200);
    const admin = await api.as('admin');
    const tooLong = [
      [{ name: 'x'.repeat(101), text: 'Hi' }, 'name: is 101 characters long, at most 100 allowed'],
      [{ name: 'Long', text: 'x'.repeat(8001) }, 'text: is 8001 characters long, at most 8000'],
    ] as const;
    for (const [body, message] of tooLong) {
      const response = await admin('POST', TEMPLATES, body);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const cases = [
      [{ name: ' ', text: 'Hi' }, 'template.name'],
      [{ name: 'Long', text: '  ' }, 'template.text'],
      [{ name: 'Net', text: 'Hi', networks: ['myspace'] }, 'template.network'],
      [{ name: 'Chan', text: 'Hi', channelIds: ['facebook-elsewhere'] }, 'template.channel'],
    ] as const;
    for (const [body, errorCode] of cases) {
      const response = await admin('POST', TEMPLATES, body);
      expect(response.status, errorCode).toBe(422);
      expect(response.body).toMatchObject({ errorCode });
    }
    const bad = await admin('POST', TEMPLATES, { name: 'No text' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('text');
  });

  it('for a conversation: only those of its network and channel', async () => {
    const admin = await api.as('admin');
    const facebook = (
      await admin('POST', TEMPLATES, { name: 'FB only', text: 'Hi', networks: ['facebook'] })
    ).body as ResponseTemplate;
    const instagram = (
      await admin('POST', TEMPLATES, {
        name: 'IG channel',
        text: 'Hi',
        channelIds: ['instagram-demo'],
      })
    ).body as ResponseTemplate;
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, () => true);
    const fitting = (await admin('GET', `${TEMPLATES}?conversationId=${comment.id}`))
      .body as ResponseTemplate[];
    expect(fitting.map((t) => t.id)).toContain(facebook.id);
    expect(fitting.map((t) => t.id)).not.toContain(instagram.id);
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${TEMPLATES}?conversationId=${comment.id}`)).status).toBe(404);
    expect((await other('GET', TEMPLATES)).body).not.toContainEqual(
      expect.objectContaining({ id: facebook.id }),
    );
    expect((await other('DELETE', `${TEMPLATES}/${facebook.id}`)).status).toBe(404);
  });
});

describe('notes', () => {
  const noticesOf = async (email: string) =>
    api.db
      .selectFrom('notices')
      .select(['message', 'data'])
      .where('userId', '=', await api.userId(email))
      .orderBy('createdAt', 'desc')
      .execute();

  it('a note on a comment is counted on it, mentions notify, feeds find it, the first two come with the item', async () => {
    const comment = await find(
      { networks: ['facebook'], types: ['comment'] },
      (item) => (item.notesData?.noteCount ?? 0) === 0,
    );
    const editor = await api.as('editor');
    const leadId = await api.userId('lead@demo.test');
    const added = await editor('POST', `${ENGAGE}/contents/${comment.id}/notes`, {
      noteText: 'Lee, can you call them back?',
      mentionedUserIds: [leadId],
    });
    expect(added.status).toBe(201);
    const note = added.body as Note;
    expect(note).toMatchObject({
      conversationUuid: comment.engage.contentId,
      conversationItemUuids: [comment.id],
      authorName: 'Eddie Editor',
      mentionedUserIds: [leadId],
    });
    const [notice] = await noticesOf('lead@demo.test');
    expect(notice?.message).toBe(
      'Eddie Editor mentioned you in a note: Lee, can you call them back?',
    );
    expect(notice?.data).toMatchObject({
      noteId: note.id,
      itemId: comment.id,
      notificationData: { channelId: comment.channelId, isDm: false },
    });
    for (const text of ['Second', 'Third']) {
      await editor('POST', `${ENGAGE}/contents/${comment.id}/notes`, { noteText: text });
    }
    const item = (await editor('GET', `${ENGAGE}/contents/${comment.id}`)).body as SavedItem;
    expect(item.notesData).toMatchObject({ noteCount: 3, moreToFetch: true });
    expect(item.notesData?.notes.map((n) => n['noteText'])).toEqual(['Third', 'Second']);
    // The lead's "mentions me" feed finds it, though the mention is in the third-newest note.
    const lead = await api.as('lead');
    const mine = await lead('POST', `${ENGAGE}/search?limit=100`, {
      filters: { assignFilter: { status: ['hasNoteMentioningMe'], values: [] } },
    });
    expect((mine.body as SearchPage).items.map((i) => i.id)).toContain(comment.id);
    const page = (
      await lead(
        'GET',
        `${ENGAGE}/conversations/${comment.engage.contentId}/notes/${comment.id}?offset=2`,
      )
    ).body as NotePage;
    expect(page).toMatchObject({ total: 3, moreToFetch: false });
    expect(page.notes.map((n) => n.noteText)).toEqual(['Lee, can you call them back?']);
    const perItem = (
      await lead(
        'GET',
        `${ENGAGE}/conversations/${comment.engage.contentId}/notes?noteLimitPerItem=1`,
      )
    ).body as ItemNotes[];
    expect(perItem.find((entry) => entry.itemId === comment.id)).toMatchObject({
      total: 3,
      moreToFetch: true,
      notes: [{ noteText: 'Third' }],
    });
  });

  it('only the author edits a note; the author or an admin deletes it; the count follows', async () => {
    const comment = await find(
      { networks: ['instagram'], types: ['comment'] },
      (item) => (item.notesData?.noteCount ?? 0) === 0,
    );
    const editor = await api.as('editor');
    const note = (
      await editor('POST', `${ENGAGE}/contents/${comment.id}/notes`, { noteText: 'Draft' })
    ).body as Note;
    const lead = await api.as('lead');
    expect((await lead('PUT', `${ENGAGE}/notes/${note.id}`, { noteText: 'Mine now' })).status).toBe(
      403,
    );
    const moId = await api.userId('moderator@demo.test');
    const edited = await editor('PUT', `${ENGAGE}/notes/${note.id}`, {
      noteText: 'Final',
      mentionedUserIds: [moId],
    });
    expect(edited.body).toMatchObject({ noteText: 'Final', mentionedUserIds: [moId] });
    expect((await noticesOf('moderator@demo.test'))[0]?.message).toContain('Final');
    expect((await lead('DELETE', `${ENGAGE}/notes/${note.id}`)).status).toBe(403);
    expect((await (await api.as('admin'))('DELETE', `${ENGAGE}/notes/${note.id}`)).status).toBe(
      204,
    );
    const item = (await editor('GET', `${ENGAGE}/contents/${comment.id}`)).body as SavedItem;
    expect(item.notesData).toMatchObject({ noteCount: 0, notes: [] });
  });

  it('refuses mentions of people who cannot see the channel, items of other threads, and empty notes', async () => {
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, () => true);
    const other = await find(
      { networks: ['instagram'], types: ['comment'] },
      (item) => item.engage.contentId !== comment.engage.contentId,
    );
    const editor = await api.as('editor');
    const sam = await api.userId('sam@demo.test');
    const blind = await editor('POST', `${ENGAGE}/contents/${comment.id}/notes`, {
      noteText: 'Sam?',
      mentionedUserIds: [sam],
    });
    expect(blind.status).toBe(422);
    expect(blind.body).toMatchObject({ errorCode: 'note.mentionCannotSee' });
    const stranger = await editor('POST', `${ENGAGE}/notes`, {
      conversationUuid: comment.engage.contentId,
      conversationItemUuids: [other.id],
      noteText: 'Mixed up',
    });
    expect(stranger.body).toMatchObject({ errorCode: 'note.items' });
    const empty = await editor('POST', `${ENGAGE}/contents/${comment.id}/notes`, { noteText: ' ' });
    expect(empty.body).toMatchObject({ errorCode: 'note.text' });
    const outsider = await (
      await api.as('otherAdmin')
    )('POST', `${ENGAGE}/contents/${comment.id}/notes`, { noteText: 'Hi' });
    expect(outsider.status).toBe(404);
  });
});
