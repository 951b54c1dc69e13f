import type { AutoReplyGroup } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AutoReplyRow } from './AutoReplyRow.js';

const away: AutoReplyGroup = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'After hours on Instagram and Facebook',
  kind: 'AWAY_MESSAGE',
  message: 'Thanks for your message! We answer when we open.',
  channelIds: ['instagram-demo', 'facebook-demo'],
  schedule: [{ day: 'MONDAY', from: '09:00', to: '17:00' }],
  timezone: 'Europe/Berlin',
  enabled: true,
  sentCount: 1284,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

const meta = {
  title: 'Engage/Automation/AutoReplyRow',
  component: AutoReplyRow,
  args: {
    group: away,
    channels: [
      { id: 'instagram-demo', name: 'Demo Coffee', network: 'instagram' },
      { id: 'facebook-demo', name: 'Demo Coffee', network: 'facebook' },
    ],
    canManage: true,
    onCommand: fn(),
  },
  decorators: [
    (Story) => (
      <table style={{ width: 960 }}>
        <tbody>
          <Story />
        </tbody>
      </table>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AutoReplyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An away message on two channels, on. */
export const Away: Story = {};

/** A welcome message without channels, off. */
export const WelcomeOff: Story = {
  args: {
    group: { ...away, kind: 'WELCOME_MESSAGE', name: 'Welcome', channelIds: [], enabled: false },
  },
};

/** As someone who only reads. */
export const ReadOnly: Story = { args: { canManage: false } };
