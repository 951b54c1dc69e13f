import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeliveryLog } from './DeliveryLog.js';
import { storyDeliveries, storyTopics } from './integrations.story-data.js';

const meta = {
  title: 'Settings/Integrations/Delivery log',
  component: DeliveryLog,
  args: {
    state: { kind: 'ready', deliveries: storyDeliveries, next: 'cursor-2' },
    filters: {},
    onFilters: fn(),
    topics: storyTopics.map((topic) => topic.name),
    expanded: new Set<string>(),
    onToggle: fn(),
    resending: new Set<string>(),
    onResend: fn(),
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    replaySince: '2026-11-24T09:30',
    onReplaySince: fn(),
    replaying: false,
    onReplay: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof DeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A succeeded delivery (retried once), a pending one with its next attempt, a failed one. */
export const Deliveries: Story = {};

/** A delivery opened: its webhook-id, its JSON body and every attempt with the answer. */
export const Expanded: Story = { args: { expanded: new Set(['dl-1']) } };

/** A failed delivery opened while it is resent. */
export const Resending: Story = {
  args: { expanded: new Set(['dl-3']), resending: new Set(['dl-3']) },
};

/** Filtered to failed deliveries of one topic, with nothing left. */
export const NoMatches: Story = {
  args: {
    state: { kind: 'ready', deliveries: [] },
    filters: { status: 'failed', topic: 'user.invited' },
  },
};

/** Nothing sent yet. */
export const Empty: Story = { args: { state: { kind: 'ready', deliveries: [] } } };

/** The first page is loading. */
export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The log could not be read: the API's message and a retry. */
export const Failed: Story = {
  args: { state: { kind: 'failed', message: 'The server did not answer.' } },
};
