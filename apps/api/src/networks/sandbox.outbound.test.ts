import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';
import { NetworkError, type OutboundRequest } from './gateway.js';
import { SEND_LIMITS, sandboxEdit, sandboxQuota, sandboxSend } from './sandbox.outbound.js';
import { sandboxTemplates } from './sandbox.whatsapp.js';
import { fillTemplate } from '@smm/engage-rules';

let db: Db;
let url: URL;
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

const request = (overrides: Partial<OutboundRequest>): OutboundRequest => ({
  network: 'facebook',
  channelId: 'facebook-limits',
  kind: 'comment',
  targetNetworkItemId: 'post-1',
  text: 'Hello',
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

async function refusal(send: Promise<unknown>): Promise<NetworkError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof NetworkError)) throw new Error(`Expected a NetworkError, got ${error}`);
  return error;
}

describe('the sandbox networks receiving', () => {
  it('sends once per idempotency key', async () => {
    const once = request({ channelId: 'facebook-once' });
    const first = await sandboxSend(db, once);
    const second = await sandboxSend(db, { ...once, text: 'changed' });
    expect(second).toEqual(first);
  });

  it('limits how much a channel sends in a window, as the networks do', async () => {
    const limit = SEND_LIMITS['default']?.max ?? 0;
    for (let i = 0; i < limit; i++) await sandboxSend(db, request({}));
    const error = await refusal(sandboxSend(db, request({})));
    expect(error.kind).toBe('rateLimited');
    expect(error.details.retryAfterSeconds).toBe(SEND_LIMITS['default']?.windowSeconds);
    // Another channel has a window of its own.
    await expect(sandboxSend(db, request({ channelId: 'facebook-other' }))).resolves.toBeTruthy();
  });

  it('refuses text over the network’s maximum (X counts as X does) and LinkedIn attachments without text', async () => {
    const x = await refusal(
      sandboxSend(
        db,
        request({ network: 'twitter', channelId: 'twitter-1', text: 'é'.repeat(281) }),
      ),
    );
    expect(x.kind).toBe('invalid');
    await expect(
      sandboxSend(
        db,
        request({ network: 'twitter', channelId: 'twitter-1', text: 'é'.repeat(280) }),
      ),
    ).resolves.toBeTruthy();
    const linkedIn = await refusal(
      sandboxSend(
        db,
        request({
          network: 'linkedIn',
          channelId: 'linkedin-1',
          text: ' ',
          images: [{ url: 'https://cdn.example/a.png' }],
        }),
      ),
    );
    expect(linkedIn.message).toBe('LinkedIn posts with attachments must include text.');
  });

  it('edits only what the channel sent', async () => {
    const sent = await sandboxSend(db, request({ network: 'googlemybusiness', channelId: 'g-1' }));
    await sandboxEdit(db, { network: 'googlemybusiness', channelId: 'g-1', ...sent, text: 'New' });
    const stranger = await refusal(
      sandboxEdit(db, {
        network: 'googlemybusiness',
        channelId: 'g-1',
        networkItemId: 'someone-else',
        text: 'New',
      }),
    );
    expect(stranger.kind).toBe('notFound');
  });

  it('counts what a channel sent in the window (the reply quota)', async () => {
    const channel = { network: 'twitter', channelId: 'twitter-quota' };
    expect(await sandboxQuota(db, channel)).toEqual({
      limit: 50,
      used: 0,
      windowSeconds: 900,
      resetsAt: null,
    });
    await sandboxSend(db, request({ ...channel, text: 'one' }));
    await sandboxSend(db, request({ ...channel, text: 'two' }));
    const quota = await sandboxQuota(db, channel);
    expect(quota.used).toBe(2);
    expect(quota.resetsAt?.getTime()).toBeGreaterThan(Date.now() + 890_000);
  });

  it('takes one plain repost of an item per channel, and any number of quotes', async () => {
    const repost = { network: 'twitter', channelId: 'twitter-repost', text: '' };
    await sandboxSend(db, request({ ...repost, kind: 'repost' }));
    const again = await refusal(sandboxSend(db, request({ ...repost, kind: 'repost' })));
    expect(again).toMatchObject({ kind: 'invalid', details: { code: 327 } });
    await sandboxSend(db, request({ ...repost, kind: 'quote', text: 'So true' }));
    await sandboxSend(db, request({ ...repost, kind: 'quote', text: 'Still true' }));
  });

  it('sends a WhatsApp template only when it is approved and gets all its parameters', async () => {
    const channelId = 'whatsapp-templates';
    const [followUp] = sandboxTemplates(channelId);
    if (!followUp) throw new Error('no templates');
    expect(sandboxTemplates(channelId)).toEqual(sandboxTemplates(channelId));
    expect(sandboxTemplates('another').map((t) => t.id)).not.toContain(followUp.id);
    const template = (id: string, parameters: string[]) =>
      request({
        network: 'whatsapp',
        channelId,
        kind: 'template',
        text: fillTemplate(followUp.text, parameters),
        template: { id, parameters },
      });
    await expect(sandboxSend(db, template(followUp.id, ['Ana']))).resolves.toBeTruthy();
    expect(fillTemplate(followUp.text, ['Ana'])).toMatch(/^Hello Ana, /);
    const unknown = await refusal(sandboxSend(db, template('nope', ['Ana'])));
    expect(unknown.details.code).toBe(132001);
    const missing = await refusal(sandboxSend(db, template(followUp.id, [])));
    expect(missing.details.code).toBe(132000);
  });

  it('refuses a free-form WhatsApp message outside the 24-hour window (no customer message)', async () => {
    const error = await refusal(
      sandboxSend(
        db,
        request({ network: 'whatsapp', channelId: 'whatsapp-window', kind: 'message' }),
      ),
    );
    expect(error.details.code).toBe(131047);
  });
});
