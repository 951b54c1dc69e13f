import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-api.js';
import { NetworkError, type OutboundRequest } from './gateway.js';
import { SEND_LIMITS, sandboxEdit, sandboxSend } from './sandbox.outbound.js';

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
});
