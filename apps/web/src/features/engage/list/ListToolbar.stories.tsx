import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListToolbar } from './ListToolbar.js';

const meta = {
  title: 'Engage/List toolbar',
  component: ListToolbar,
  args: {
    quick: {},
    onQuick: fn(),
    sort: { field: 'latestCommentDate', direction: 'desc' },
    onSort: fn(),
    networks: ['facebook', 'instagram', 'twitter', 'linkedIn'],
    hasTarget: true,
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing narrows the list yet. */
export const Empty: Story = {};

/** Searching a case number, unread items of the reader's team on Instagram, oldest first. */
export const Refined: Story = {
  args: {
    quick: { text: '#42', unread: true, assignment: 'team', networks: ['instagram'] },
    sort: { field: 'createdDate', direction: 'asc' },
  },
};

/** The narrowest list column: the chips wrap onto more lines. */
export const Narrow: Story = {
  args: { quick: { overdue: true, withNotes: true } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** The organisation has no response-time target: "Overdue" is off, and says why on hover. */
export const WithoutTarget: Story = { args: { hasTarget: false } };
