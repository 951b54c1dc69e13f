/**
 * `capabilitiesOf` over 1M generated items, next to a bare loop that reads the same fields, in
 * the same process, rounds interleaved. Budget (architecture §6): ≥ 5M items/s and within 3× of
 * the bare loop.
 */
import { type Capabilities, capabilitiesOf } from '@smm/engage-rules';
import { type EngageItem, ItemType, SupportedNetwork } from '@smm/model';
import { machine, median, picker, round2, seeded, time } from './bench.utils.js';

export const ITEM_COUNT = 1_000_000;
const ROUNDS = 7;
const BUDGET = { minItemsPerSecond: 5_000_000, maxRatioToBareLoop: 3 };

/** A realistic mix: every supported network and item type, some own, deleted or view-only items. */
export function generateItems(count: number, seed = 42): EngageItem[] {
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
        networkStatus: random() < 0.05 ? 'deleted' : random() < 0.03 ? 'vanished' : 'published',
        canRespond: random() < 0.9,
        context: random() < 0.1 ? 'BRANDWATCH' : 'ENGAGE',
        labels: [],
      },
      meta: {
        createdDate: '2026-11-20T09:30:00.000Z',
        ...(random() < 0.05 ? { userPermissions: ['view-only'] } : {}),
      },
      sender: { id: `s${i}`, name: 'Someone', visibility: 'PUBLIC', isOwn: random() < 0.2 },
      ...(network === 'facebook'
        ? { facebook: { canHide: random() < 0.7, canReplyPrivately: random() < 0.5 } }
        : {}),
    };
  }
  return items;
}

/** Reads the fields the rules read and folds them into a number, so nothing is optimised away. */
function bareLoop(items: readonly EngageItem[]): number {
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as EngageItem;
    const engage = item.engage;
    sum +=
      engage.type.length +
      engage.network.length +
      engage.networkStatus.length +
      (engage.canRespond ? 1 : 0) +
      engage.context.length +
      (item.meta.userPermissions?.length ?? 0) +
      (item.sender?.isOwn ? 1 : 0) +
      (item.facebook?.canHide ? 1 : 0) +
      (item.facebook?.canReplyPrivately ? 1 : 0) +
      (item.facebook?.recommendation ? 1 : 0) +
      (item.instagram?.privateReplyReference ? 1 : 0);
  }
  return sum;
}

function withRules(items: readonly EngageItem[]): number {
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    const caps: Capabilities = capabilitiesOf(items[i] as EngageItem);
    sum +=
      (caps.reply ? 1 : 0) +
      (caps.delete ? 2 : 0) +
      (caps.hide ? 4 : 0) +
      (caps.like ? 8 : 0) +
      (caps.privateReply ? 16 : 0) +
      (caps.viewOnly ? 32 : 0);
  }
  return sum;
}

/** Runs the benchmark and returns its result. */
export function benchCapabilities() {
  const items = generateItems(ITEM_COUNT);
  let sink = 0;
  // Warm up both loops so the JIT has compiled them before timing.
  for (let i = 0; i < 3; i++) sink += bareLoop(items) + withRules(items);
  const bare: number[] = [];
  const rules: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bare.push(time(() => (sink += bareLoop(items))));
    rules.push(time(() => (sink += withRules(items))));
  }
  const bareMs = median(bare);
  const rulesMs = median(rules);
  const itemsPerSecond = Math.round(ITEM_COUNT / (rulesMs / 1000));
  const ratio = rulesMs / bareMs;
  return {
    name: 'engage-rules-capabilities',
    date: new Date().toISOString(),
    machine: machine(),
    items: ITEM_COUNT,
    rounds: ROUNDS,
    bareLoop: {
      medianMs: round2(bareMs),
      itemsPerSecond: Math.round(ITEM_COUNT / (bareMs / 1000)),
      roundsMs: bare.map(round2),
    },
    capabilitiesOf: { medianMs: round2(rulesMs), itemsPerSecond, roundsMs: rules.map(round2) },
    ratioToBareLoop: round2(ratio),
    budget: BUDGET,
    pass: itemsPerSecond >= BUDGET.minItemsPerSecond && ratio <= BUDGET.maxRatioToBareLoop,
    checksum: sink,
  };
}
