import { describe, expect, it } from 'vitest';
import { nextRetryMs, RETRY_SCHEDULE_S, retrySchedule } from './webhooks.jobs.js';
import { privateAddressReason } from './target.js';
import { webhookTopicOf } from './topics.js';

describe('webhookTopicOf: the stream’s events as webhook topics (decision 0053)', () => {
  it.each([
    ['inbound', {}, 'i1', 'engage.item.created'],
    ['read', {}, 'i1', 'engage.item.changed'],
    ['assign', {}, 'i1', 'engage.item.changed'],
    ['label', {}, 'i1', 'engage.item.changed'],
    ['hide', {}, 'i1', 'engage.item.changed'],
    ['spam', {}, 'i1', 'engage.item.changed'],
    ['sentiment', {}, 'i1', 'engage.item.changed'],
    ['delete', {}, 'i1', 'engage.item.changed'],
    ['reply', {}, 'r1', 'engage.reply.sent'],
    ['repost', {}, 'r1', 'engage.reply.sent'],
    ['delivered', {}, 'r1', 'engage.reply.delivered'],
    ['sendFailed', {}, 'r1', 'engage.reply.failed'],
    ['note', {}, 'i1', 'engage.note.created'],
    ['case', {}, 'i1', null],
    ['bulk', {}, null, null],
    ['channel', { change: 'connected' }, null, 'channel.connected'],
    ['channel', { change: 'reconnected' }, null, 'channel.connected'],
    ['channel', { change: 'markedForDeletion' }, null, 'channel.disconnected'],
    ['channel', { change: 'accessLost' }, null, 'channel.needsReconnection'],
    ['channel', { change: 'renamed' }, null, null],
    ['read', {}, null, null],
  ] as const)('%s %j on %s → %s', (action, payload, itemId, topic) => {
    expect(webhookTopicOf(action, payload, itemId)).toBe(topic);
  });
});

describe('retries: Svix’s schedule with ±10% jitter', () => {
  it.each([
    [1, 5_000],
    [2, 300_000],
    [3, 1_800_000],
    [4, 7_200_000],
    [5, 18_000_000],
    [6, 36_000_000],
    [7, 36_000_000],
  ])('after failed attempt %i the next comes %i ms later (no jitter)', (attempts, ms) => {
    expect(nextRetryMs(attempts, RETRY_SCHEDULE_S, () => 0.5)).toBe(ms);
  });

  it('gives up after the eighth attempt', () => {
    expect(nextRetryMs(8)).toBeNull();
  });

  it('jitters within ±10%', () => {
    expect(nextRetryMs(1, RETRY_SCHEDULE_S, () => 0)).toBe(4_500);
    expect(nextRetryMs(1, RETRY_SCHEDULE_S, () => 0.999_999)).toBe(5_500);
  });

  it('reads a schedule for development and tests, ignoring what is not a number', () => {
    expect(retrySchedule({ WEBHOOK_RETRY_SCHEDULE: '1, 2,x,3' })).toEqual([1, 2, 3]);
    expect(retrySchedule({})).toBe(RETRY_SCHEDULE_S);
  });
});

describe('privateAddressReason: where webhooks may not go', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['10.0.0.1', 'a private network address'],
    ['10.255.255.254', 'a private network address'],
    ['172.16.5.4', 'a private network address'],
    ['192.168.1.10', 'a private network address'],
    ['169.254.169.254', 'a link-local address (cloud metadata lives there)'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['::1', 'a loopback address'],
    ['fe80::1', 'a link-local address (cloud metadata lives there)'],
    ['fd00::1', 'a private network address'],
    ['::ffff:10.0.0.1', 'a private network address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['8.8.8.8', null],
    ['93.184.216.34', null],
    ['2606:4700:4700::1111', null],
  ])('%s → %s', (address, reason) => {
    expect(privateAddressReason(address)).toBe(reason);
  });
});
