import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PendingNumbers } from './PendingNumbers.js';
import { storyChannel } from './whatsapp.story-data.js';

const meta = {
  title: 'Settings/Channels/WhatsApp numbers being connected',
  component: PendingNumbers,
  args: {
    numbers: [
      storyChannel,
      {
        ...storyChannel,
        id: 'whatsapp-pn-0399',
        phoneNumberId: 'pn-0399',
        displayPhoneNumber: '+44 20 7946 0399',
        verifiedName: 'Demo Coffee Events',
        verification: 'VERIFIED',
        approval: 'APPROVED',
      },
    ],
    onContinue: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PendingNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One number waits for its SMS code, the other for its activation. */
export const TwoNumbers: Story = {};
