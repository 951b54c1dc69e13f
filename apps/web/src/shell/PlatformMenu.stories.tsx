import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_NOW, storyNotices } from './notifications/notification.story-data.js';
import { PlatformMenu } from './PlatformMenu.js';

const meta = {
  title: 'Shell/PlatformMenu',
  component: PlatformMenu,
  args: {
    userName: 'Ada Admin',
    picture: null,
    teams: {
      visible: true,
      options: [
        { id: 'admin', name: 'Admin' },
        { id: 'care', name: 'Customer Care' },
        { id: 'marketing', name: 'Social Marketing' },
      ],
      selectedId: 'admin',
    },
    onTeamChange: fn(),
    accounts: [
      { id: 'a1', email: 'ada@demo.test', orgId: 'o1', orgName: 'Demo Coffee', current: true },
      { id: 'a2', email: 'ada@other.test', orgId: 'o2', orgName: 'Other Tea', current: false },
    ],
    onAccountChange: fn(),
    unread: 3,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof PlatformMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin of two organisations with three teams and unread notifications. */
export const Admin: Story = { args: { onShortenLink: fn() } };

/** An editor of one organisation on /home: no team or organisation switcher, no shortener. */
export const Editor: Story = {
  args: {
    userName: 'Eddie Editor',
    teams: { visible: false, options: [] },
    accounts: [],
    unread: 0,
  },
};

/** Support staff: the menu leads to their support screen. */
export const SupportStaff: Story = {
  args: {
    userName: 'Sue Support',
    teams: { visible: false, options: [] },
    accounts: [],
    unread: null,
    support: true,
  },
};

/** With the notification centre: the bell shows the live count and lists the five newest. */
export const WithNotifications: Story = {
  args: {
    latest: storyNotices,
    onOpenNotification: fn(),
    now: STORY_NOW,
    unread: 2,
    notificationsOpen: true,
  },
};

/** Nothing to tell yet: the bell's list says so and still leads to the centre. */
export const NoNotifications: Story = {
  args: {
    latest: [],
    onOpenNotification: fn(),
    now: STORY_NOW,
    unread: 0,
    notificationsOpen: true,
  },
};
