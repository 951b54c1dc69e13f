import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyDisabled, storyFailing, storyHealthy } from './integrations.story-data.js';
import { WebhookRow } from './WebhookRow.js';

const meta = {
  title: 'Settings/Integrations/Webhook row',
  component: WebhookRow,
  args: {
    webhook: storyHealthy,
    onOpen: fn(),
    onEnabledChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <ul aria-label="Webhooks" style={{ maxWidth: 900, margin: 0, padding: 0, listStyle: 'none' }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof WebhookRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deliveries arrive: healthy, with its last attempts (one failure that was retried). */
export const Healthy: Story = {};

/** Every attempt fails since a time; a long address wraps instead of being clipped. */
export const Failing: Story = { args: { webhook: storyFailing } };

/** Switched off by the product after 5 days of failures, with the reason; nothing sent since. */
export const Disabled: Story = { args: { webhook: storyDisabled } };

/** The enable switch while its call runs. */
export const Switching: Story = { args: { switching: true } };
