import type { MessageDescriptor } from '@lingui/core';
import { filterMessages, measureMessages as m } from '@smm/i18n';
import type {
  ItemType,
  PostPerformance,
  TeamPerformanceBreakdown,
  TeamPerformanceCreatedAt,
} from '@smm/model';
import type { ChartData } from '../charts/index.js';

/** The name of each item type (one per value: the compiler finds a missing one). */
export const ITEM_TYPE_TEXTS: Readonly<Record<ItemType, MessageDescriptor>> = {
  post: filterMessages.typePost,
  comment: filterMessages.typeComment,
  message: filterMessages.typeMessage,
  reply: filterMessages.typeReply,
  review: filterMessages.typeReview,
  messagethread: m.typeMessagethread,
  email: m.typeEmail,
  video: m.typeVideo,
  conversation: m.typeConversation,
  mention: m.typeMention,
};

type Translate = (descriptor: MessageDescriptor) => string;

/**
 * Inbox volume as a stacked bar chart: one bar per network (most items first), one part per
 * item type.
 */
export function volumeChart(
  breakdown: TeamPerformanceBreakdown,
  networkName: (network: string) => string,
  t: Translate,
): ChartData {
  const totals = new Map<string, number>();
  for (const row of breakdown.rows) {
    totals.set(row.network, (totals.get(row.network) ?? 0) + row.count);
  }
  const networks = [...totals.keys()].sort(
    (a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || a.localeCompare(b),
  );
  const types = [...new Set(breakdown.rows.map((row) => row.type))];
  return {
    kind: 'stackedBar',
    axis: 'category',
    labels: networks.map(networkName),
    series: types.map((type) => ({
      label: t(ITEM_TYPE_TEXTS[type]),
      values: networks.map(
        (network) =>
          breakdown.rows.find((row) => row.network === network && row.type === type)?.count ?? 0,
      ),
    })),
  };
}

/** Items per day as a stacked bar chart of their sentiment. */
export function overTimeChart(createdAt: TeamPerformanceCreatedAt, t: Translate): ChartData {
  const days = createdAt.days;
  return {
    kind: 'stackedBar',
    axis: 'day',
    labels: days.map((day) => day.day),
    series: [
      { label: t(filterMessages.sentimentPositive), values: days.map((d) => d.positive) },
      { label: t(filterMessages.sentimentNeutral), values: days.map((d) => d.neutral) },
      { label: t(filterMessages.sentimentNegative), values: days.map((d) => d.negative) },
      {
        label: t(filterMessages.sentimentUncategorized),
        values: days.map((d) => d.uncategorized),
      },
    ],
  };
}

/** How many posts the engagement chart shows. */
export const CHART_POSTS = 10;

/**
 * The most engaging posts as a stacked bar chart of reactions, comments and shares; each bar
 * named by its position, channel and the start of its text.
 */
export function engagementChart(posts: readonly PostPerformance[], t: Translate): ChartData {
  const shown = posts.slice(0, CHART_POSTS);
  const label = (post: PostPerformance, index: number) => {
    const text = post.text.length > 24 ? `${post.text.slice(0, 23)}…` : post.text;
    return `${index + 1}. ${text || post.channelName}`;
  };
  return {
    kind: 'stackedBar',
    axis: 'category',
    labels: shown.map(label),
    series: [
      { label: t(m.reactions), values: shown.map((post) => post.reactions) },
      { label: t(m.comments), values: shown.map((post) => post.comments) },
      { label: t(m.shares), values: shown.map((post) => post.shares) },
    ],
  };
}
