/**
 * `matchesFeed` over 1M generated items for a typical feed (networks + types + keywords +
 * assignFilter), next to a bare loop reading the same fields, same process, rounds interleaved.
 * Budget (architecture §6): ≥ 5M items/s.
 */
import { matchesFeed, type MatchContext } from '@smm/feeds';
import type { EngageItem, Feed } from '@smm/model';
import { ItemType, SupportedNetwork } from '@smm/model';
import { machine, median, picker, round2, seeded, time } from './bench.utils.js';

const ITEM_COUNT = 1_000_000;
const ROUNDS = 7;
const BUDGET = { minItemsPerSecond: 5_000_000 };

const MESSAGES = [
  'Where is my order? It has been two weeks',
  'Love the new flavour!',
  'Je veux un remboursement, la livraison est en retard',
  '商品を返品したいです',
  'Great service, thanks 🙏',
  'My refund has not arrived yet',
  'Can you DM me the tracking number?',
  'Crème brûlée was cold 😡',
];

/** A typical care feed: two networks, comments and messages, refund keywords, mine or nobody's. */
export const TYPICAL_FEED: Feed = {
  id: 'care',
  name: 'Refunds',
  networks: ['facebook', 'instagram'],
  types: ['comment', 'message'],
  keywords: ['refund', 'remboursement', '返品'],
  assignFilter: { status: ['assignedToMe', 'unassigned'], values: [] },
};

const CTX: MatchContext = {
  user: { id: 'me' },
  teamIds: ['team-care'],
  now: '2026-11-20T12:00:00Z',
};

/**
 * Items as the server builds them from rows: one literal shape, every field present (absent
 * values are null), so the measurement is of the matcher, not of objects made slow by spreads.
 */
export function generateFeedItems(count: number, seed: number): EngageItem[] {
  const random = seeded(seed);
  const pick = picker(random);
  const items: EngageItem[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const network = pick(SupportedNetwork.values);
    items[i] = {
      id: `item-${i}`,
      channelId: `${network}-channel-${i % 40}`,
      engage: {
        type: pick(ItemType.values),
        network,
        networkStatus: 'published',
        canRespond: true,
        context: 'ENGAGE',
        labels: [],
        assigneeId: random() < 0.5 ? null : random() < 0.5 ? 'me' : 'someone',
      },
      meta: { createdDate: '2026-11-20T09:30:00.000Z' },
      sender: { id: `s${i}`, name: 'Someone', visibility: 'PUBLIC', isOwn: random() < 0.2 },
      message: pick(MESSAGES),
    };
  }
  return items;
}

function bareLoop(items: readonly EngageItem[]): number {
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as EngageItem;
    sum +=
      item.engage.network.length +
      item.engage.type.length +
      (item.message?.length ?? 0) +
      (item.engage.assigneeId ? 1 : 0);
  }
  return sum;
}

function withMatcher(items: readonly EngageItem[]): number {
  let count = 0;
  for (let i = 0; i < items.length; i++)
    if (matchesFeed(TYPICAL_FEED, items[i] as EngageItem, CTX)) count++;
  return count;
}

/** Runs the benchmark and returns its result. */
export function benchFeedMatcher() {
  const items = generateFeedItems(ITEM_COUNT, 11);
  let sink = 0;
  // The first pass folds each matching candidate's text once; later passes reuse it, as live
  // updates do for items already seen.
  for (let i = 0; i < 3; i++) sink += bareLoop(items) + withMatcher(items);
  const bare: number[] = [];
  const matcher: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(time(() => (sink += bareLoop(items))));
    matcher.push(time(() => (sink += withMatcher(items))));
  }
  // A cold pass over fresh item objects, whose text has never been folded.
  const fresh = generateFeedItems(ITEM_COUNT, 12);
  const coldMs = time(() => (sink += withMatcher(fresh)));
  const bareMs = median(bare);
  const matcherMs = median(matcher);
  const itemsPerSecond = Math.round(ITEM_COUNT / (matcherMs / 1000));
  const coldItemsPerSecond = Math.round(ITEM_COUNT / (coldMs / 1000));
  const matched = withMatcher(items);
  return {
    name: 'feeds-matcher',
    date: new Date().toISOString(),
    machine: machine(),
    items: ITEM_COUNT,
    rounds: ROUNDS,
    feed: TYPICAL_FEED,
    matched,
    bareLoop: {
      medianMs: round2(bareMs),
      itemsPerSecond: Math.round(ITEM_COUNT / (bareMs / 1000)),
    },
    matchesFeed: { medianMs: round2(matcherMs), itemsPerSecond, roundsMs: matcher.map(round2) },
    coldPass: { ms: round2(coldMs), itemsPerSecond: coldItemsPerSecond },
    ratioToBareLoop: round2(matcherMs / bareMs),
    budget: BUDGET,
    pass:
      itemsPerSecond >= BUDGET.minItemsPerSecond && coldItemsPerSecond >= BUDGET.minItemsPerSecond,
    checksum: sink,
  };
}
