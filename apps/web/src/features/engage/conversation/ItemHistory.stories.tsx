import { historyLines } from '@smm/inbox';
import type { ItemHistoryEntry } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HistoryList } from './ItemHistory.js';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const entries: ItemHistoryEntry[] = [
  { at: ago(0.2), action: 'reply', source: 'user', actorId: 'u1', actorName: 'Ada Admin' },
  { at: ago(5), action: 'assign', source: 'user', actorName: 'Ada Admin', target: 'Customer Care' },
  { at: ago(9), action: 'language', source: 'user', actorName: 'Lee Lead', target: 'de' },
  { at: ago(30), action: 'sentiment', source: 'user', actorName: 'Lee Lead', target: 'NEGATIVE' },
  { at: ago(60), action: 'read', source: 'bulk', actorName: 'Eddie Editor' },
  {
    at: ago(61),
    action: 'label',
    source: 'automation',
    actorId: 'r1',
    actorName: 'Refunds to care',
    target: 'Refund',
  },
  { at: ago(62), action: 'inbound', source: 'network' },
  { at: ago(60 * 24 * 9), action: 'hide', source: 'user' },
];

const meta = {
  title: 'Engage/Conversation/HistoryList',
  component: HistoryList,
  args: { lines: historyLines(entries), network: 'facebook', now: NOW },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when, newest first; exact times on hover; the rule links its run log. */
export const Lines: Story = {};

/** Nothing recorded yet. */
export const Empty: Story = { args: { lines: [] } };
