/**
 * The inbox scroll benchmark's page (`tools/dev/bench/web-scroll.bench.ts`, architecture §6): the
 * app's `VirtualList` of `ItemCard` rows over 100,000 generated items, in the app's theme and
 * English catalogue, in a 420 × 900 px frame; beside it, a baseline frame of the same size that
 * scrolls the same height with no rows. `window.benchmark` scrolls either one frame by frame and
 * reports each frame's duration (consecutive requestAnimationFrame timestamps) and the Long
 * Animation Frames of the run.
 */
import '@smm/ui';
import type { I18n, Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider, useLingui } from '@lingui/react';
import * as texts from '@smm/i18n';
import { createI18n, inboxMessages, translate } from '@smm/i18n';
import {
  type EngageItem,
  ItemType,
  type Label,
  type SavedItem,
  SupportedNetwork,
} from '@smm/model';
import { makeEngageItem } from '@smm/model/testing';
import type { PresentUser } from '@smm/realtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ItemCard } from '../../src/features/engage/list/ItemCard.js';
import { ITEM_ROW_HEIGHT } from '../../src/features/engage/list/ItemCard.css.js';
import { VirtualList } from '../../src/features/engage/list/VirtualList.js';
import * as listStyles from '../../src/features/engage/list/VirtualList.css.js';

/** How many items the list holds (architecture §6: "inbox list with 100k items"). */
const ITEM_COUNT = 100_000;
const FRAME = { width: 420, height: 900 } as const;
const VIEWER_ID = 'user-1';

/** A seeded pseudo-random generator (mulberry32): every build shows the same items. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LABELS: readonly Label[] = (
  [
    ['Billing', '#c0392b'],
    ['Delivery', '#2471a3'],
    ['Complaint', '#b9770e'],
    ['Praise', '#1e8449'],
    ['Lead', '#7d3c98'],
    ['Press', '#117a65'],
    ['Urgent', '#cb4335'],
    ['Returns', '#2e4053'],
    ['Product idea', '#a04000'],
    ['VIP', '#6c3483'],
    ['Follow-up', '#1f618d'],
    ['Store visit', '#196f3d'],
  ] as const
).map(([name, color], index) => ({ id: `label-${index + 1}`, name, color }));

const USERS = ['Ada Admin', 'Ben Editor', 'Chloé Martin', 'Daisuke Sato', 'Elena Rossi'];
const TEAMS = ['Care', 'Billing team', 'Social desk'];
const NAMES: ReadonlyMap<string, string> = new Map([
  ...USERS.map((name, index) => [`user-${index + 1}`, name] as const),
  ...TEAMS.map((name, index) => [`team-${index + 1}`, name] as const),
]);
const ASSIGNEE_IDS = [...NAMES.keys()];

const FIRST = ['Ada', 'Bruno', 'Carla', 'Dmitri', 'Emeka', 'Fatima', 'Günter', 'Hana', 'Ivan'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'García', 'Nowak', "O'Brien", 'Rossi'];
const MESSAGES = [
  'Where is my order? It was due on Tuesday.',
  'Love the new autumn menu ☕🍂',
  'I was charged twice for the same subscription this month, can someone from billing please look into it? My reference is 48213.',
  '👍',
  'Is the Leeds store open on Sunday?',
  'The app keeps logging me out whenever I switch between my work and personal accounts, which is frustrating because I lose whatever I was typing in the reply box.',
  'Thanks for the quick help yesterday, the replacement arrived this morning!',
  'Do you ship to Norway?',
  'Your latest video was great — any chance of a behind-the-scenes one about how the beans are roasted?',
  'Refund still not received after 14 days.',
  'Can I change the delivery address on order 77310?',
  '',
];
const COMMENTS = ['Following up on this.', 'Any news?', 'Sent you a DM with the details.'];

/** 100,000 items: every network and item type, read and unread, labels, assignees, predictions. */
function generateItems(count: number): SavedItem[] {
  const random = seeded(2026);
  const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const start = Date.parse('2026-11-20T09:30:00.000Z');
  const items: SavedItem[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const network = pick(SupportedNetwork.values);
    const created = new Date(start - i * 37_000).toISOString();
    const labelCount = random() < 0.55 ? 0 : random() < 0.6 ? 1 : random() < 0.7 ? 2 : 3;
    const labels = [...new Set(Array.from({ length: labelCount }, () => pick(LABELS).id))];
    const assigneeId = random() < 0.4 ? pick(ASSIGNEE_IDS) : null;
    const commented = random() < 0.2;
    const sentiment = random();
    const item: EngageItem = makeEngageItem({
      id: `item-${i}`,
      channelId: `${network}-channel-${i % 40}`,
      engage: {
        type: pick(ItemType.values),
        network,
        labels,
        assigneeId,
        ...(random() < 0.03 ? { hideStatus: { value: 'hidden' as const } } : {}),
        ...(commented ? { latestCommentDate: created, latestCommentText: pick(COMMENTS) } : {}),
      },
      meta: {
        createdDate: created,
        displayReadStatus: random() < 0.35 ? 'unread' : 'read',
        ...(random() < 0.06 ? { openCaseCount: 1 + Math.floor(random() * 3) } : {}),
      },
      sender:
        random() < 0.02
          ? undefined
          : {
              id: `sender-${i % 5000}`,
              name: `${pick(FIRST)} ${pick(LAST)}`,
              visibility: random() < 0.04 ? 'PRIVATE' : 'PUBLIC',
              isOwn: random() < 0.05,
            },
      message: pick(MESSAGES),
      prediction: {
        ...(sentiment < 0.2
          ? { sentiment: 'NEGATIVE' as const }
          : sentiment < 0.45
            ? { sentiment: 'POSITIVE' as const }
            : {}),
        priorityLevel: random() < 0.1 ? 2 : 0,
        ...(random() < 0.02 ? { spamStatus: { value: 'automatedSpam' as const } } : {}),
      },
      readBy: random() < 0.2 ? [VIEWER_ID] : [],
    });
    items[i] = item;
  }
  return items;
}

const items = generateItems(ITEM_COUNT);
const labels: ReadonlyMap<string, Label> = new Map(LABELS.map((label) => [label.id, label]));
/** Others on an item: about one row in thirty. */
const presence = new Map<string, readonly PresentUser[]>(
  items
    .filter((_, index) => index % 29 === 3)
    .map((item, index) => [
      item.id,
      USERS.slice(1, 2 + (index % 2)).map((label, at) => ({
        userId: `user-${at + 2}`,
        label,
        viewing: true,
        editing: at === 0 && index % 3 === 0,
      })),
    ]),
);
const NOBODY: readonly PresentUser[] = [];
const ignore = () => undefined;
const selected = new Set(items.filter((_, index) => index % 211 === 5).map((item) => item.id));
const openId = items[1]?.id;

function Harness() {
  const { i18n } = useLingui();
  // As the inbox list does: a row reads its item, with handlers that stay the same.
  const renderRow = (index: number) => {
    const item = items[index];
    if (!item) return null;
    return (
      <ItemCard
        item={item}
        viewerId={VIEWER_ID}
        labels={labels}
        names={NAMES}
        present={presence.get(item.id) ?? NOBODY}
        selected={selected.has(item.id)}
        open={item.id === openId}
        current={index === 0}
        onOpen={ignore}
        onSelect={ignore}
      />
    );
  };
  const frame = { width: FRAME.width, height: FRAME.height, flex: 'none' } as const;
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={frame} id="list-frame">
        <VirtualList
          count={items.length}
          rowHeight={ITEM_ROW_HEIGHT}
          getKey={(index) => items[index]?.id ?? String(index)}
          renderRow={renderRow}
          label={translate(i18n, inboxMessages.itemList, { feed: 'All items' })}
        />
      </div>
      <div style={frame} id="baseline-frame">
        <div className={listStyles.scroller} data-testid="baseline">
          <div className={listStyles.canvas} style={{ height: items.length * ITEM_ROW_HEIGHT }} />
        </div>
      </div>
    </div>
  );
}

/** A Long Animation Frame (Chromium 123+), as much of it as the benchmark reports. */
interface LongAnimationFrame {
  readonly startTime: number;
  readonly duration: number;
  readonly blockingDuration: number;
  readonly renderStart: number;
  readonly styleAndLayoutStart: number;
  readonly scripts: readonly {
    readonly invoker: string;
    readonly sourceFunctionName: string;
    readonly sourceURL: string;
    readonly duration: number;
    readonly forcedStyleAndLayoutDuration: number;
  }[];
}

/** What one scroll run measured. */
export interface ScrollRun {
  /** Each frame's duration in ms: consecutive requestAnimationFrame timestamps. */
  readonly frames: readonly number[];
  readonly longFrames: readonly {
    readonly durationMs: number;
    readonly blockingMs: number;
    /** Scripts' time; from the rendering phase's start, and from style and layout's, to the end. */
    readonly scriptMs: number;
    readonly renderMs: number;
    readonly styleAndLayoutMs: number;
    readonly scripts: readonly string[];
  }[];
  readonly wallMs: number;
  /** The scroll position reached, and the last row's position in the list (1-based; 0: none). */
  readonly scrollTop: number;
  readonly lastRow: number;
}

type Target = 'list' | 'baseline';

const scroller = (target: Target): HTMLElement => {
  const element = document.querySelector<HTMLElement>(
    target === 'list' ? '[data-testid="virtual-list"]' : '[data-testid="baseline"]',
  );
  if (!element) throw new Error(`The ${target} has not rendered.`);
  return element;
};
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const loafSupported =
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');

let maxRows = 0;
const countRows = () => document.querySelectorAll('[role="listitem"]').length;

/** Scrolls `target` by `steps[i]` px in frame i and times every frame. */
async function run(target: Target, steps: readonly number[]): Promise<ScrollRun> {
  const element = scroller(target);
  const end = element.scrollHeight - element.clientHeight;
  const entries: LongAnimationFrame[] = [];
  const observer = loafSupported
    ? new PerformanceObserver((list) => {
        entries.push(...(list.getEntries() as unknown as LongAnimationFrame[]));
      })
    : null;
  observer?.observe({ type: 'long-animation-frame' });
  const frames: number[] = [];
  let position = element.scrollTop;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let previous = -1;
    let index = 0;
    const tick = (now: number) => {
      if (previous >= 0) frames.push(now - previous);
      previous = now;
      if (index < steps.length) {
        // The position is kept here, not read back: reading it would ask for a layout.
        position = Math.min(end, position + (steps[index++] ?? 0));
        element.scrollTop = position;
        requestAnimationFrame(tick);
      } else resolve();
    };
    requestAnimationFrame(tick);
  });
  const wallMs = performance.now() - started;
  // Long Animation Frames are reported after their frame: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  entries.push(...((observer?.takeRecords() ?? []) as unknown as LongAnimationFrame[]));
  observer?.disconnect();
  const rows = [...document.querySelectorAll('[role="listitem"]')];
  return {
    frames,
    longFrames: entries
      .filter((entry) => entry.startTime >= started)
      .map((entry) => {
        const scriptMs = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
        return {
          durationMs: entry.duration,
          blockingMs: entry.blockingDuration,
          scriptMs,
          renderMs: entry.startTime + entry.duration - entry.renderStart,
          styleAndLayoutMs: entry.startTime + entry.duration - entry.styleAndLayoutStart,
          scripts: entry.scripts.map(
            (script) =>
              `${script.invoker} ${script.sourceFunctionName || '(anonymous)'} ${Math.round(script.duration)} ms`,
          ),
        };
      }),
    wallMs,
    scrollTop: element.scrollTop,
    lastRow: target === 'list' ? Number(rows.at(-1)?.getAttribute('aria-posinset') ?? 0) : 0,
  };
}

/** What the benchmark's runner calls in the page. */
export interface ScrollBenchmark {
  readonly ready: boolean;
  readonly items: number;
  readonly rowHeight: number;
  readonly frame: typeof FRAME;
  readonly loafSupported: boolean;
  /** Messages of the compiled English catalogue, and those taken from the source messages. */
  readonly catalogue: { readonly compiled: number; readonly fromSource: number };
  /** `[role="listitem"]` rows in the DOM now. */
  rows(): number;
  /** The most rows in the DOM at any moment since the page loaded (a MutationObserver's count). */
  maxRows(): number;
  /** The scrollable height of a frame, px. */
  height(target: Target): number;
  scrollTo(target: Target, px: number): void;
  /** Both frames back at the top, garbage collected when the browser allows, then `frames` frames. */
  settle(frames: number): Promise<void>;
  run(target: Target, steps: readonly number[]): Promise<ScrollRun>;
}

declare global {
  interface Window {
    benchmark?: ScrollBenchmark;
  }
}

/**
 * The source messages of the texts the English catalogue has not been compiled with yet (new
 * texts until `npm run i18n:compile`), compiled here as that would: English is the source
 * language. Without them every such text logs "Uncompiled message detected!" at each render, and
 * the benchmark would measure the console.
 */
function sourceMessagesMissingFrom(i18n: I18n): Messages {
  const missing: Messages = {};
  for (const group of Object.values(texts)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const descriptor of Object.values(group) as unknown[]) {
      if (typeof descriptor !== 'object' || descriptor === null) continue;
      const { id, message } = descriptor as { id?: unknown; message?: unknown };
      if (typeof id === 'string' && typeof message === 'string' && !(id in i18n.messages)) {
        missing[id] = compileMessage(message);
      }
    }
  }
  return missing;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const i18n = await createI18n('en');
const compiledMessages = Object.keys(i18n.messages).length;
const fromSource = sourceMessagesMissingFrom(i18n);
i18n.load('en', fromSource);
createRoot(container).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Harness />
    </I18nProvider>
  </StrictMode>,
);
while (!document.querySelector('[role="listitem"]')) await nextFrame();
const list = document.querySelector('[role="list"]');
if (!list) throw new Error('The list has not rendered.');
// Every change of the list's rows is counted, including any between two frames.
new MutationObserver(() => {
  maxRows = Math.max(maxRows, countRows());
}).observe(list, { childList: true });
maxRows = countRows();

window.benchmark = {
  ready: true,
  items: ITEM_COUNT,
  rowHeight: ITEM_ROW_HEIGHT,
  frame: FRAME,
  loafSupported,
  catalogue: { compiled: compiledMessages, fromSource: Object.keys(fromSource).length },
  rows: countRows,
  maxRows: () => maxRows,
  height: (target) => scroller(target).scrollHeight,
  scrollTo: (target, px) => {
    scroller(target).scrollTop = px;
  },
  settle: async (frames) => {
    scroller('list').scrollTop = 0;
    scroller('baseline').scrollTop = 0;
    (globalThis as { gc?: () => void }).gc?.();
    for (let i = 0; i < frames; i++) await nextFrame();
  },
  run,
};
