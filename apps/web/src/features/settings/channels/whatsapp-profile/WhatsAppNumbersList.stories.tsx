import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyNumbers } from './whatsapp-profile.story-data.js';
import { WhatsAppNumbersList } from './WhatsAppNumbersList.js';

const meta = {
  title: 'Settings/Channels/WhatsApp/Numbers of the account',
  component: WhatsAppNumbersList,
  args: {
    numbers: storyNumbers,
    channelId: 'whatsapp-demo',
    onConnect: fn(),
    connectingId: null,
    removingId: null,
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof WhatsAppNumbersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * This channel's number, a number waiting for its SMS code, one connected whose name waits for
 * the business's approval, and one whose name WhatsApp rejected (with the reason).
 */
export const Numbers: Story = {};

/** The connect flow of a number is being opened. */
export const Connecting: Story = { args: { connectingId: 'pn-0321' } };

/** A number is being removed. */
export const Removing: Story = { args: { removingId: 'pn-0321' } };

/** The account has only this channel's number. */
export const OnlyThisOne: Story = { args: { numbers: storyNumbers.slice(0, 1) } };

/** At the narrowest the page is shown. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
};
