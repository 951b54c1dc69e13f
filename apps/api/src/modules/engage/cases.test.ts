import type { Case, CaseNote, CasePage, SavedItem, SearchPage } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const CASES = `${ENGAGE}/cases`;

async function items(filters: Record<string, unknown>, count: number) {
  const response = await (await api.as('admin'))('POST', `${ENGAGE}/search?limit=100`, { filters });
  const found = (response.body as SearchPage).items
    .filter((item) => (item.meta.openCaseCount ?? 0) === 0)
    .slice(0, count);
  if (found.length < count) throw new Error(`Not enough demo items for ${JSON.stringify(filters)}`);
  return found;
}

const item = async (id: string) =>
  (await (await api.as('admin'))('GET', `${ENGAGE}/contents/${id}`)).body as SavedItem;

describe('cases', () => {
  it('are opened from items with the next number; items count their open cases; closing and deleting follow', async () => {
    const [first, second] = await items({ networks: ['facebook'], types: ['comment'] }, 2);
    if (!first || !second) throw new Error('no items');
    const editor = await api.as('editor');
    const opened = await editor('POST', CASES, {
      subject: ' Refund for order 17 ',
      description: 'Customer was charged twice.',
      conversationItemUuids: [first.id],
    });
    expect(opened.status).toBe(201);
    const made = opened.body as Case;
    expect(made).toMatchObject({
      subject: 'Refund for order 17',
      status: 'OPEN',
      conversationItemUuids: [first.id],
    });
    const next = (await editor('POST', CASES, { subject: 'Second', description: '' })).body as Case;
    expect(next.number).toBe((made.number ?? 0) + 1);
    expect((await item(first.id)).meta.openCaseCount).toBe(1);

    const withCase = await (
      await api.as('admin')
    )('POST', `${ENGAGE}/search?limit=100`, {
      filters: { hasOpenCase: true, networks: ['facebook'] },
    });
    expect((withCase.body as SearchPage).items.map((i) => i.id)).toContain(first.id);

    const patched = await editor('PATCH', `${CASES}/${made.id}`, {
      addItemUuids: [second.id],
      removeItemUuids: [first.id],
    });
    expect((patched.body as Case).conversationItemUuids).toEqual([second.id]);
    expect((await item(first.id)).meta.openCaseCount).toBe(0);
    expect((await item(second.id)).meta.openCaseCount).toBe(1);
    const closed = await editor('PATCH', `${CASES}/${made.id}`, { status: 'CLOSED' });
    expect(closed.body).toMatchObject({ status: 'CLOSED' });
    expect((await item(second.id)).meta.openCaseCount).toBe(0);
    expect((await item(second.id)).engageCasesV2).toEqual([
      expect.objectContaining({ id: made.id, status: 'CLOSED' }),
    ]);

    const associated = await editor('POST', `${CASES}/associated`, {
      conversationItemUuids: [second.id],
    });
    expect((associated.body as Case[]).map((c) => c.id)).toEqual([made.id]);

    expect((await (await api.as('lead'))('DELETE', `${CASES}/${made.id}`)).status).toBe(403);
    expect((await editor('DELETE', `${CASES}/${made.id}`)).status).toBe(204);
    expect((await item(second.id)).engageCasesV2).toEqual([]);
    expect((await editor('PATCH', `${CASES}/${made.id}`, { status: 'OPEN' })).status).toBe(404);
  });

  it('are assigned to a person or a team, who are told once; someone outside the organisation is a 404', async () => {
    const [first] = await items({ networks: ['facebook'], types: ['comment'] }, 1);
    if (!first) throw new Error('no items');
    const admin = await api.as('admin');
    const made = (
      await admin('POST', CASES, {
        subject: 'Broken espresso machine',
        description: '',
        conversationItemUuids: [first.id],
      })
    ).body as Case;
    const editorId = await api.userId('editor@demo.test');
    const noticesOf = (userId: string) =>
      api.db
        .selectFrom('notices')
        .select(['message', 'relevance', 'type', 'link'])
        .where('userId', '=', userId)
        .where('type', '=', 'caseAssignment')
        .where('message', 'like', `%#${made.number} %`)
        .orderBy('id')
        .execute();
    const toEditor = await admin('PATCH', `${CASES}/${made.id}`, {
      assignee: { id: editorId, isTeam: false },
    });
    expect(toEditor.status).toBe(200);
    expect((toEditor.body as Case).assignee).toEqual({ id: editorId, isTeam: false });
    // The same assignee again is no news.
    await admin('PATCH', `${CASES}/${made.id}`, { assignee: { id: editorId, isTeam: false } });
    expect(await noticesOf(editorId)).toEqual([
      {
        message: `Ada Admin assigned you the case #${made.number} Broken espresso machine`,
        relevance: 'ME',
        type: 'caseAssignment',
        link: `/engage/feeds/adhoc/items/${first.id}`,
      },
    ]);

    const care = await api.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Customer Care')
      .executeTakeFirstOrThrow();
    const lead = await api.as('lead');
    const toTeam = await lead('PATCH', `${CASES}/${made.id}`, {
      assignee: { id: care.id, isTeam: true },
    });
    expect(toTeam.status).toBe(200);
    const leadId = await api.userId('lead@demo.test');
    expect(await noticesOf(leadId)).toEqual([]);
    expect((await noticesOf(editorId)).map((n) => n.relevance)).toEqual(['ME', 'ALL']);

    const nobody = await admin('PATCH', `${CASES}/${made.id}`, { assignee: null });
    expect((nobody.body as Case).assignee).toBeUndefined();
    const outsider = await api.userId('admin@other.test');
    const refused = await admin('PATCH', `${CASES}/${made.id}`, {
      assignee: { id: outsider, isTeam: false },
    });
    expect(refused.status).toBe(404);
  });

  it('are searched by words or number and status, only as far as the caller sees them', async () => {
    const [linkedIn] = await items({ networks: ['linkedIn'] }, 1);
    if (!linkedIn) throw new Error('no LinkedIn item');
    const admin = await api.as('admin');
    const hidden = (
      await admin('POST', CASES, {
        subject: 'Partnership enquiry',
        description: 'From LinkedIn',
        conversationItemUuids: [linkedIn.id],
      })
    ).body as Case;
    const search = async (who: string, body: Record<string, unknown>) =>
      (await (await api.as(who))('POST', `${CASES}/search`, body)).body as CasePage;
    expect((await search('admin', { text: 'partnership' })).cases.map((c) => c.id)).toEqual([
      hidden.id,
    ]);
    expect((await search('admin', { text: `#${hidden.number}` })).cases[0]?.id).toBe(hidden.id);
    expect((await search('admin', { text: 'partnership', status: 'CLOSED' })).total).toBe(0);
    // The care team does not see LinkedIn: the case is not theirs to see.
    expect((await search('editor', { text: 'partnership' })).total).toBe(0);
    expect((await (await api.as('editor'))('GET', `${CASES}/${hidden.id}/notes`)).status).toBe(404);
    expect((await search('otherAdmin', {})).cases.map((c) => c.id)).not.toContain(hidden.id);
    const page = await search('admin', { limit: 1 });
    expect(page.cases).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it('have annotation notes: added by anyone who sees the case, changed by their author', async () => {
    const [comment] = await items({ networks: ['instagram'], types: ['comment'] }, 1);
    const editor = await api.as('editor');
    const made = (
      await editor('POST', CASES, {
        subject: 'Allergy question',
        description: '',
        conversationItemUuids: [comment?.id],
      })
    ).body as Case;
    const lead = await api.as('lead');
    const note = await lead('POST', `${CASES}/${made.id}/notes`, { text: 'Called the customer' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ text: 'Called the customer', authorName: 'Lee Lead' });
    const noteId = (note.body as CaseNote).id;
    expect(
      (await editor('PATCH', `${CASES}/${made.id}/notes/${noteId}`, { text: 'Mine' })).status,
    ).toBe(403);
    expect(
      (await lead('PATCH', `${CASES}/${made.id}/notes/${noteId}`, { text: 'Called twice' })).body,
    ).toMatchObject({ text: 'Called twice' });
    const empty = await lead('POST', `${CASES}/${made.id}/notes`, { text: '  ' });
    expect(empty.body).toMatchObject({ errorCode: 'case.text' });
    const notes = (await editor('GET', `${CASES}/${made.id}/notes`)).body as CaseNote[];
    expect(notes.map((n) => n.text)).toEqual(['Called twice']);
    expect((await lead('DELETE', `${CASES}/${made.id}/notes/${noteId}`)).status).toBe(204);
    const noSubject = await editor('POST', CASES, { subject: '', description: 'x' });
    expect(noSubject.body).toMatchObject({ errorCode: 'case.subject' });
  });
});
