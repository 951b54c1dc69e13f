import { itemToolbar } from '@smm/inbox';
import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemToolbar } from './ItemToolbar.js';

const meta = {
  title: 'Engage/Item toolbar',
  component: ItemToolbar,
  args: {
    entries: itemToolbar(makeEngageItem({ engage: { network: 'facebook', type: 'comment' } })),
    onAction: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ItemToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Facebook comment: answer, assign, label and read named in words; the rest on hover. */
export const FacebookComment: Story = {};

/** A WhatsApp conversation: the message action, then the product's own. */
export const WhatsAppConversation: Story = {
  args: {
    entries: itemToolbar(makeEngageItem({ engage: { network: 'whatsapp', type: 'conversation' } })),
  },
};

/** In a narrow column the toolbar wraps; nothing is cut. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
};
