import type { EngageItem } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadCaller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import type { OutboundKind } from '../../networks/gateway.js';
import { sandboxGateway } from '../../networks/sandbox.gateway.js';
import { sandboxSend } from '../../networks/sandbox.outbound.js';
import { engageViewer, type EngageViewer } from '../engage/engage.viewer.js';
import { itemFor } from '../engage/items.store.js';
import { outboundWorker, sendAs } from '../engage/outbound.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Who answers in the demo: how often (weight, among those who see the item's channel) and how
 * quickly (their delays are multiplied by `pace`).
 */
const PEOPLE = [
  { email: 'editor@demo.test', weight: 4, pace: 1 },
  { email: 'moderator@demo.test', weight: 3, pace: 0.6 },
  { email: 'lead@demo.test', weight: 3, pace: 1.6 },
  { email: 'sam@demo.test', weight: 4, pace: 1.3 },
  { email: 'admin@demo.test', weight: 1, pace: 2.5 },
] as const;

/** What the team writes back, by the customer's mood. */
const REPLIES = {
  NEGATIVE: [
    'So sorry to hear that. Could you send us a direct message with your order number? We will make it right.',
    'That is not the experience we want you to have. We have passed this on to the shop team.',
    'Thanks for telling us, and sorry for the wait. We are looking into it today.',
  ],
  POSITIVE: [
    'Thank you so much! See you soon for the next cup.',
    'That made our day. Thanks for the kind words!',
    'So glad you enjoyed it. The barista team says thanks!',
  ],
  NEUTRAL: [
    'Thanks for reaching out! Our oat milk is available in every shop at no extra cost.',
    'Good question: the seasonal blend is back in shops from Monday.',
    'Thanks for your message. Our opening hours are on every shop page of our website.',
  ],
} as const;

const MESSAGES = {
  NEGATIVE: [
    'Hi, we are sorry about your order. Could you share the order number so we can refund it?',
    'Thanks for your patience. We have sent a replacement, it should arrive within two days.',
  ],
  POSITIVE: [
    'Hi! Thank you, we are happy to hear it. Enjoy your coffee!',
    'Thanks for the lovely message. We shared it with the team.',
  ],
  NEUTRAL: [
    'Hi! Thanks for your message. Yes, you can pick up your order in any of our shops.',
    'Hello, thanks for asking. Gift cards can be used online and in the shops.',
  ],
} as const;

/** A whole number of the text's FNV-1a hash: the same text, the same choice, every time. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) drawn from the item for one purpose. */
const draw = (key: string, purpose: string) => hash(`${purpose}:${key}`) / 2 ** 32;

/**
 * How long after the customer an answer comes, for a draw in [0, 1): most within the hour,
 * many within a few hours, some the next day.
 */
function delayOf(u: number, pace: number): number {
  const base =
    u < 0.45
      ? 4 * MINUTE + (u / 0.45) * 56 * MINUTE
      : u < 0.8
        ? HOUR + ((u - 0.45) / 0.35) * 4 * HOUR
        : 5 * HOUR + ((u - 0.8) / 0.2) * 16 * HOUR;
  // Within a day, so WhatsApp's window is still open.
  return Math.min(Math.round(base * pace), 23 * HOUR);
}

const moodOf = (item: EngageItem): keyof typeof REPLIES => {
  const mood = item.prediction?.sentiment;
  return mood === 'NEGATIVE' || mood === 'POSITIVE' ? mood : 'NEUTRAL';
};

/** The share of customers' comments and messages the demo's people answered. */
const ANSWERED_SHARE = 0.55;

/**
 * Answers about half of the demo organisation's customers' comments, replies and conversations
 * as its people would have (Eddie, Mo, Lee, Sam on their channels, Ada now and then), minutes to
 * a day after the customer wrote and never after `now`: each answer goes through the product's
 * own sending (`sendAs` dated when it was written, then the sending worker with the sandbox
 * network), so it is stored, threaded, counted and delivered exactly like a reply sent from the
 * inbox; its events and the sandbox's record are dated when it was sent. The choices are drawn
 * from the items' network ids: the same traffic, the same answers. Returns how many.
 */
export async function seedAnswers(
  db: Db,
  orgId: string,
  options: { readonly now?: number } = {},
): Promise<number> {
  const now = options.now ?? Date.now();
  const people: { viewer: EngageViewer; weight: number; pace: number }[] = [];
  for (const person of PEOPLE) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('orgId', '=', orgId)
      .where('email', '=', person.email)
      .executeTakeFirst();
    const caller = user ? await loadCaller(db, { userId: user.id }, null, []) : null;
    if (caller) people.push({ viewer: await engageViewer(db, caller), ...person });
  }
  const items = await db
    .selectFrom('engageItems')
    .select(['id', 'channelId', 'networkItemId', 'createdAt', 'item'])
    .where('orgId', '=', orgId)
    .where('listed', '=', true)
    .where(sql<string>`item->'engage'->>'type'`, 'in', ['comment', 'reply', 'conversation'])
    .where(sql<boolean>`coalesce(item->'sender'->>'isOwn', 'false') <> 'true'`)
    .orderBy('createdAt')
    .orderBy('networkItemId')
    .execute();
  let sent = 0;
  for (const row of items) {
    const key = `${row.channelId}/${row.networkItemId}`;
    if (draw(key, 'answer') >= ANSWERED_SHARE) continue;
    const item = row.item as EngageItem;
    if (item.engage.hideStatus?.value && item.engage.hideStatus.value !== 'notHidden') continue;
    const able = people.filter((person) => person.viewer.channels.has(row.channelId));
    const total = able.reduce((sum, person) => sum + person.weight, 0);
    // The person drawn first, then the others in turn (should the rules refuse the first).
    let pick = draw(key, 'person') * total;
    const first = able.findIndex((person) => (pick -= person.weight) < 0);
    const order = [...able.slice(first), ...able.slice(0, first)];
    const kind: OutboundKind = item.engage.type === 'conversation' ? 'message' : 'reply';
    const texts = kind === 'message' ? MESSAGES[moodOf(item)] : REPLIES[moodOf(item)];
    const text = texts[hash(`text:${key}`) % texts.length] ?? texts[0];
    for (const person of order) {
      const at = new Date(
        new Date(row.createdAt).getTime() + delayOf(draw(key, 'delay'), person.pace),
      );
      if (at.getTime() > now - MINUTE) break;
      const answer = await answerAs(db, person.viewer, row.id, kind, text, at);
      if (answer !== null) {
        sent++;
        break;
      }
    }
  }
  return sent;
}

/**
 * One answer by a person at `at`, stored and delivered as the product sends it; null when the
 * rules refuse it (the person may not answer there, the item takes no answer).
 */
async function answerAs(
  db: Db,
  viewer: EngageViewer,
  targetId: string,
  kind: OutboundKind,
  text: string,
  at: Date,
): Promise<string | null> {
  const by = { moderatorId: viewer.caller.userId, moderatorSource: 'user' } as const;
  let id: string;
  try {
    const target = await itemFor(db, viewer, targetId);
    const saved = await sendAs(db, null, viewer, by, target, kind, { text }, { sentAt: at });
    if (saved === null) return null;
    id = saved.id;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  // The sandbox network takes it as it was then: its record is dated then, not now.
  const network = { ...sandboxGateway(db), send: sandboxSendAt(db, at) };
  await outboundWorker(
    db,
    network,
  )({ itemId: id, kind, markParentAsRead: false, userId: by.moderatorId, moderatorSource: 'user' });
  await db.updateTable('engageEvents').set({ createdAt: at }).where('itemId', '=', id).execute();
  return id;
}

/** The sandbox's sending as at `at`, its record dated then. */
function sandboxSendAt(db: Db, at: Date) {
  return async (request: Parameters<typeof sandboxSend>[1]) => {
    const sent = await sandboxSend(db, request, at);
    await db
      .updateTable('sandboxSent')
      .set({ sentAt: at })
      .where('idempotencyKey', '=', request.idempotencyKey)
      .execute();
    return sent;
  };
}
