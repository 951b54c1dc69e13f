import type { ReplyQuota, SavedItem, WhatsAppTemplate } from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findItem,
  orgIdOf,
  settled as settledIn,
  storedItem,
} from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { ingest } from './ingest.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ENGAGE = '/api/engage';
const HOUR = 60 * 60 * 1000;
const find = (filters: Record<string, unknown>, test: (item: SavedItem) => boolean) =>
  findItem(api, filters, test);
const settled = (id: string) => settledIn(api, id);
const stored = (id: string) => storedItem(api, id);

const customer = (item: SavedItem) =>
  item.sender?.isOwn !== true && item.engage.networkStatus === 'published';

const onNetwork = async (networkItemId: string) =>
  api.db
    .selectFrom('sandboxSent')
    .select(['kind', 'text', 'targetNetworkItemId'])
    .where('networkItemId', '=', networkItemId)
    .executeTakeFirstOrThrow();

describe('private replies (Facebook and Instagram)', () => {
  it('answers a Facebook comment in private once; the comment keeps the reference', async () => {
    const comment = await find(
      { networks: ['facebook'], types: ['comment'] },
      (item) => customer(item) && item.facebook?.canReplyPrivately === true,
    );
    const call = await api.as('admin');
    const body = {
      network: 'facebook',
      contentId: comment.engage.contentId ?? comment.id,
      isPost: false,
      commentId: comment.id,
      message: 'We sent you the details in private.',
      markParentAsRead: true,
    };
    const empty = await call('POST', `${ENGAGE}/privatereply`, { ...body, message: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errorCode: 'privateReply.empty' });
    const response = await call('POST', `${ENGAGE}/privatereply`, body);
    expect(response.status).toBe(202);
    const sent = response.body as SavedItem;
    expect(sent).toMatchObject({
      engage: { type: 'message', subtype: 'privateReply', parentId: comment.id },
      meta: { delivery: 'MESSAGE_SENDING' },
    });
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    const row = await stored(sent.id);
    expect(row.listed).toBe(false);
    expect(await onNetwork(row.networkItemId)).toMatchObject({ kind: 'privateReply' });
    const target = await stored(comment.id);
    expect(target.item.facebook?.privateReplyReference).toBe(sent.id);
    expect(target.item.meta.commentCount).toBe(comment.meta.commentCount);
    expect(target.item.meta.displayReadStatus).toBe('read');
    const again = await call('POST', `${ENGAGE}/privatereply`, body);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errorCode: 'privateReply.alreadyAnswered' });
  });

  it('takes an Instagram private reply without text, and checks the network named', async () => {
    const comment = await find({ networks: ['instagram'], types: ['comment'] }, customer);
    const call = await api.as('admin');
    const body = {
      network: 'instagram',
      contentId: comment.engage.contentId ?? comment.id,
      isPost: false,
      commentId: comment.id,
    };
    const wrong = await call('POST', `${ENGAGE}/privatereply`, { ...body, network: 'facebook' });
    expect(wrong.status).toBe(400);
    const response = await call('POST', `${ENGAGE}/privatereply`, body);
    expect(response.status).toBe(202);
    expect(await settled((response.body as SavedItem).id)).toMatchObject({
      delivery: 'DELIVERED',
    });
    expect((await stored(comment.id)).item.instagram?.privateReplyReference).toBe(
      (response.body as SavedItem).id,
    );
  });
});

describe('retweets, reposts and quotes (X and Threads)', () => {
  it('retweets an X post once, quotes it with a message, and refuses a quote over 280', async () => {
    const post = await find(
      { networks: ['twitter'], types: ['post'] },
      (item) => item.engage.type === 'post',
    );
    const call = await api.as('admin');
    const retweet = await call('POST', `${ENGAGE}/tw/contents/${post.id}/retweet`, {});
    expect(retweet.status).toBe(202);
    const sent = retweet.body as SavedItem;
    expect(sent).toMatchObject({
      engage: { type: 'post', subtype: 'repost' },
      twitter: { retweet: true },
    });
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    const row = await stored(sent.id);
    expect(row.parentId).toBeNull();
    expect(row.listed).toBe(true);
    expect(await onNetwork(row.networkItemId)).toMatchObject({
      kind: 'repost',
      targetNetworkItemId: (await stored(post.id)).networkItemId,
    });
    const target = await stored(post.id);
    expect(target.item.twitter?.retweetedByMe).toBe(true);
    expect(target.item.meta.commentCount).toBe(post.meta.commentCount);
    const twice = await call('POST', `${ENGAGE}/tw/contents/${post.id}/retweet`, { message: ' ' });
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ errorCode: 'repost.already' });
    const quote = await call('POST', `${ENGAGE}/tw/contents/${post.id}/retweet`, {
      message: 'Worth a read',
    });
    expect(quote.status).toBe(202);
    expect(quote.body).toMatchObject({ message: 'Worth a read', engage: { subtype: 'quote' } });
    expect(await settled((quote.body as SavedItem).id)).toMatchObject({ delivery: 'DELIVERED' });
    const long = await call('POST', `${ENGAGE}/tw/contents/${post.id}/retweet`, {
      message: 'x'.repeat(281),
    });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ errorCode: 'quote.tooLong' });
  });

  it('reposts on Threads, and only Threads items on the Threads route', async () => {
    const post = await find(
      { networks: ['threads'], types: ['post'] },
      (item) => item.engage.type === 'post',
    );
    const call = await api.as('admin');
    const repost = await call('POST', `${ENGAGE}/threads/contents/${post.id}/repost`, {});
    expect(repost.status).toBe(202);
    expect(await settled((repost.body as SavedItem).id)).toMatchObject({ delivery: 'DELIVERED' });
    expect((await stored(post.id)).item.threads?.repostedByMe).toBe(true);
    const facebook = await find({ networks: ['facebook'], types: ['post'] }, () => true);
    const wrong = await call('POST', `${ENGAGE}/threads/contents/${facebook.id}/repost`, {});
    expect(wrong.status).toBe(400);
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    const refused = await call('POST', `${ENGAGE}/tw/contents/${comment.id}/retweet`, {});
    expect(refused.status).toBe(400);
  });
});

describe('WhatsApp: the 24-hour window and templates', () => {
  /** A customer writes on WhatsApp `hoursAgo`; answers the conversation it starts. */
  async function conversationFrom(name: string, hoursAgo: number): Promise<string> {
    const thread = `wa-thread-${name}-${Date.now()}`;
    await ingest(api.db, await orgIdOf(api), [
      {
        channelId: 'whatsapp-demo',
        network: 'whatsapp',
        networkItemId: `${thread}-1`,
        parentNetworkId: thread,
        item: makeEngageItem({
          channelId: 'whatsapp-demo',
          engage: { network: 'whatsapp', type: 'message', canRespond: true },
          sender: { id: `wa-${name}`, name, visibility: 'PUBLIC', isOwn: false },
          meta: {
            createdDate: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
            displayReadStatus: 'unread',
          },
          message: 'Is my order ready?',
        }),
      },
    ]);
    const row = await api.db
      .selectFrom('engageItems')
      .select('id')
      .where('channelId', '=', 'whatsapp-demo')
      .where('networkItemId', '=', thread)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('sends a message within 24 hours of the customer’s last one', async () => {
    const conversation = await conversationFrom('Ana', 2);
    const call = await api.as('admin');
    const sent = await call('POST', `${ENGAGE}/contents/${conversation}/messages`, {
      text: 'Yes, it is ready for pickup.',
    });
    expect(sent.status).toBe(202);
    expect(await settled((sent.body as SavedItem).id)).toMatchObject({ delivery: 'DELIVERED' });
  });

  it('after 24 hours takes only an approved template, with all its parameters', async () => {
    const conversation = await conversationFrom('Ben', 30);
    const call = await api.as('admin');
    const free = await call('POST', `${ENGAGE}/contents/${conversation}/messages`, {
      text: 'Are you still there?',
    });
    expect(free.status).toBe(422);
    expect(free.body).toMatchObject({ errorCode: 'message.windowClosed' });
    const templates = (await call('GET', `${ENGAGE}/whatsapp/whatsapp-demo/templates`))
      .body as WhatsAppTemplate[];
    const orderUpdate = templates.find((t) => t.name === 'order_update');
    if (!orderUpdate) throw new Error('no order_update template');
    const send = (templateId: string, parameters: string[]) =>
      call('POST', `${ENGAGE}/whatsapp/templates/send`, {
        conversationId: conversation,
        templateId,
        parameters,
      });
    expect((await send('unknown', ['Ben'])).body).toMatchObject({ errorCode: 'template.unknown' });
    const missing = await send(orderUpdate.id, ['Ben']);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      errorCode: 'template.parameters',
      message: 'The template "order_update" takes 2 parameter(s); 1 given.',
    });
    const response = await send(orderUpdate.id, ['Ben', 'A-17']);
    expect(response.status).toBe(202);
    const sent = response.body as SavedItem;
    expect(sent).toMatchObject({
      message: 'Hello Ben, your order A-17 is on its way.',
      whatsapp: { templateId: orderUpdate.id, templateParameters: ['Ben', 'A-17'] },
    });
    expect(await settled(sent.id)).toMatchObject({ delivery: 'DELIVERED' });
    expect(await onNetwork((await stored(sent.id)).networkItemId)).toMatchObject({
      kind: 'template',
      text: 'Hello Ben, your order A-17 is on its way.',
    });
  });

  it('lists templates only for a WhatsApp channel the caller sees', async () => {
    const admin = await api.as('admin');
    expect((await admin('GET', `${ENGAGE}/whatsapp/whatsapp-demo/templates`)).status).toBe(200);
    expect((await admin('GET', `${ENGAGE}/whatsapp/facebook-demo/templates`)).status).toBe(404);
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${ENGAGE}/whatsapp/whatsapp-demo/templates`)).status).toBe(404);
  });
});

describe('the reply quota', () => {
  it('counts what each channel sent in its network’s window', async () => {
    const call = await api.as('admin');
    const before = (await call('GET', `${ENGAGE}/quota?channelId=facebook-demo`))
      .body as ReplyQuota[];
    expect(before).toEqual([
      expect.objectContaining({
        channelId: 'facebook-demo',
        network: 'facebook',
        limit: 60,
        windowSeconds: 60,
      }),
    ]);
    const comment = await find({ networks: ['facebook'], types: ['comment'] }, customer);
    const sent = await call('POST', `${ENGAGE}/contents/${comment.id}/comments`, {
      text: 'Thanks!',
    });
    await settled((sent.body as SavedItem).id);
    const [after] = (await call('GET', `${ENGAGE}/quota?channelId=facebook-demo`))
      .body as ReplyQuota[];
    expect(after?.used).toBe((before[0]?.used ?? 0) + 1);
    expect(after?.remaining).toBe(60 - (after?.used ?? 0));
    const all = (await call('GET', `${ENGAGE}/quota`)).body as ReplyQuota[];
    expect(all.find((q) => q.network === 'twitter')).toMatchObject({
      limit: 50,
      windowSeconds: 900,
    });
    const other = await api.as('otherAdmin');
    expect((await other('GET', `${ENGAGE}/quota?channelId=facebook-demo`)).status).toBe(404);
    const mine = (await other('GET', `${ENGAGE}/quota`)).body as ReplyQuota[];
    expect(mine.map((q) => q.channelId)).not.toContain('facebook-demo');
  });
});
