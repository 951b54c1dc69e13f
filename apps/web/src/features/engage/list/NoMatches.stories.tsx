import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NoMatches } from './NoMatches.js';

const meta = {
  title: 'Engage/List no matches',
  component: NoMatches,
  args: { quick: { text: 'refund', unread: true, networks: ['facebook'] }, onClear: fn() },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof NoMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refinement hides every item of the feed: what narrows it, and one button to clear it. */
export const Narrowed: Story = {};
