import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReplyQuotaLine } from './ReplyQuota.js';

const meta = {
  title: 'Engage/Conversation/ReplyQuotaLine',
  component: ReplyQuotaLine,
  args: { line: { kind: 'window', remaining: 47, limit: 50, minutes: 15 }, network: 'twitter' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReplyQuotaLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** X limits replies per 15 minutes. */
export const Window: Story = {};

/** A daily quota. */
export const Daily: Story = { args: { line: { kind: 'day', remaining: 12, limit: 200 } } };

/** Nothing left until the window moves on. */
export const Exhausted: Story = {
  args: { line: { kind: 'exhausted', resetsAt: '2026-11-20T10:15:00.000Z' } },
};
