import type { SavedItem } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failNext } from '../../networks/sandbox.moderation.js';
import { findItem, settled as settledIn, storedItem } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const find = (filters: Record<string, unknown>, test: (item: SavedItem) => boolean) =>
  findItem(api, filters, test);
const settled = (id: string) => settledIn(api, id);
const stored = (id: string) => storedItem(api, id);
const DEFAULT_ERROR = 'An error occurred, please try again or contact support.';

const customer = (item: SavedItem) =>
  item.sender?.isOwn !== true &&
  item.engage.networkStatus === 'published' &&
  item.engage.canRespond;

describe('replying', () => {
  it('sends a reply to a Facebook comment: sending, then delivered on the network; the parent is read', async () => {
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    const before = await stored(comment.id);
    const call = await api.as('admin');
    const response = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
      text: 'Thanks, we are on it!',
      markParentAsRead: true,
    });
    expect(response.status).toBe(202);
    const sent = response.body as SavedItem;
    expect(sent).toMatchObject({
      message: 'Thanks, we are on it!',
      engage: { type: 'reply', parentId: comment.id },
      meta: { delivery: 'MESSAGE_SENDING' },
      sender: { isOwn: true },
    });
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED', error: null });
    const row = await stored(sent.id);
    const onNetwork = await api.db
      .selectFrom('sandboxSent')
      .select(['text', 'kind', 'targetNetworkItemId'])
      .where('networkItemId', '=', row.networkItemId)
      .executeTakeFirstOrThrow();
    expect(onNetwork).toEqual({
      text: 'Thanks, we are on it!',
      kind: 'reply',
      targetNetworkItemId: before.networkItemId,
    });
    const parent = await stored(comment.id);
    expect(parent.item.meta.commentCount).toBe((before.item.meta.commentCount ?? 0) + 1);
    expect(parent.item.engage.latestCommentText).toBe('Thanks, we are on it!');
    expect(parent.readStatus).toBe('read');
  });

  it('fails with the Instagram infrastructure text on code 100/33, and delivers on retry', async () => {
    const comment = await find({ networks: ['instagram'], types: ['comment'] }, customer);
    await failNext(api.db, comment.channelId, 'platformIssue');
    const call = await api.as('admin');
    const sent = (
      await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, { text: 'Sorry to hear!' })
    ).body as SavedItem;
    const failed = await settled(sent.id);
    expect(failed.delivery).toBe('MESSAGE_FAILED');
    expect(failed.error).toContain('Instagram is having an ongoing platform infrastructure issue');
    expect(failed.error).toContain('https://metastatus.com/instagram');
    const retried = await call('POST', `${ENGAGE}/contents/${sent.id}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ meta: { delivery: 'MESSAGE_SENDING' } });
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED', error: null });
    const again = await call('POST', `${ENGAGE}/contents/${sent.id}/retry`);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errorCode: 'retry.notFailed' });
  });

  it('says the default text for other failures, with when to try again when rate limited', async () => {
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    await failNext(api.db, comment.channelId, 'rateLimited');
    const sent = (
      await (
        await api.as('admin')
      )('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
        text: 'One moment',
      })
    ).body as SavedItem;
    const failed = await settled(sent.id);
    expect(failed.error).toMatch(new RegExp(`^${DEFAULT_ERROR} .*Try again in \\d+ seconds\\.$`));
  });

  it('explains a third party in control of a Facebook conversation (SMM_ENG_ERR_2)', async () => {
    const conversation = await find(
      { networks: ['facebook'], types: ['message'] },
      (item) => item.engage.type === 'conversation',
    );
    await failNext(api.db, conversation.channelId, 'thirdPartyControl');
    const call = await api.as('admin');
    const response = await call('POST', `${ENGAGE}/contents/${conversation.id}/messages`, {
      text: 'Hello!',
    });
    expect(response.status).toBe(202);
    const sent = response.body as SavedItem;
    expect((await settled(sent.id)).error).toBe(
      'Another application is in control of this Facebook conversation. Take control to reply from here.',
    );
    expect((await stored(sent.id)).listed).toBe(false);
  });

  it('sends a message in a conversation and shows it among its messages', async () => {
    const conversation = await find(
      { networks: ['instagram'], types: ['message'] },
      (item) => item.engage.type === 'conversation',
    );
    const call = await api.as('admin');
    const sent = (
      await call('POST', `${ENGAGE}/contents/${conversation.id}/messages`, { text: 'Hi there' })
    ).body as SavedItem;
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    const page = await call('POST', `${ENGAGE}/conversations/${conversation.id}/messages/get`, {
      parentId: conversation.id,
      order: 'desc',
      size: 1,
    });
    expect(page.body).toMatchObject({ messages: [{ id: sent.id, message: 'Hi there' }] });
  });

  it('refuses what the rules refuse, with the rule, storing nothing', async () => {
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    const count = async () =>
      (
        await api.db
          .selectFrom('engageItems')
          .select('id')
          .where('parentId', '=', comment.id)
          .execute()
      ).length;
    const before = await count();
    const call = await api.as('admin');
    const long = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
      text: 'x'.repeat(8001),
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({
      errorCode: 'reply.tooLong',
      message: 'The text is 1 character too long (8001 of 8000).',
    });
    const empty = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, { text: '  ' });
    expect(empty.body).toMatchObject({ errorCode: 'reply.empty' });
    const viewer = await (
      await api.as('viewer')
    )('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
      text: 'Hi',
    });
    expect(viewer.status).toBe(422);
    expect(viewer.body).toMatchObject({ errorCode: 'reply.viewOnly' });
    const other = await (
      await api.as('otherAdmin')
    )('POST', `${ENGAGE}/contents/${comment.id}/comments`, { text: 'Hi' });
    expect(other.status).toBe(404);
    const bad = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, { text: 5 });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('editing (Google Business Profile)', () => {
  it('edits a comment the channel sent on a review, and refuses to edit a Facebook comment', async () => {
    const review = await find({ networks: ['googlemybusiness'] }, customer);
    const call = await api.as('admin');
    const sent = (
      await call('POST', `${ENGAGE}/contents/${review.id}/comments`, { text: 'Thank you!' })
    ).body as SavedItem;
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    const edited = await call('PUT', `${ENGAGE}/contents/${sent.id}`, {
      text: 'Thank you so much!',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Thank you so much!' });
    const row = await stored(sent.id);
    const onNetwork = await api.db
      .selectFrom('sandboxSent')
      .select('text')
      .where('networkItemId', '=', row.networkItemId)
      .executeTakeFirstOrThrow();
    expect(onNetwork.text).toBe('Thank you so much!');
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    const refused = await call('PUT', `${ENGAGE}/contents/${comment.id}`, { text: 'Edited' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errorCode: expect.stringMatching(/^edit\./) });
  });
});
