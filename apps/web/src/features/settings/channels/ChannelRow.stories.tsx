import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChannelRow } from './ChannelRow.js';
import { storyChannels, storyTeamNames } from './channels.story-data.js';

const meta = {
  title: 'Settings/Channels/Channel row',
  component: ChannelRow,
  args: {
    channel: storyChannels.indexed,
    teamNames: storyTeamNames,
    href: '#/settings/channels/linkedin-5f2a',
    onOpen: fn(),
    onAction: fn(),
    busy: false,
  },
  decorators: [
    (Story) => (
      <div role="table" aria-label="Channels" style={{ width: 900 }}>
        <div role="rowgroup">{Story()}</div>
      </div>
    ),
  ],
} satisfies Meta<typeof ChannelRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A LinkedIn company page under a name of its own, indexed, in two teams. */
export const Indexed: Story = {};

/** Just connected: its followers are not known yet; it moves on by itself. */
export const Indexing: Story = { args: { channel: storyChannels.indexing } };

/** The network refused access: reconnect as someone with a role on the page. */
export const NoRoleOnThePage: Story = { args: { channel: storyChannels.failed } };

/** The network was busy: index again later. */
export const RateLimited: Story = { args: { channel: storyChannels.rateLimited } };

/** Offline with an issue: its access expired. */
export const Offline: Story = { args: { channel: storyChannels.offline } };

/** A Facebook page last connected in 2019: Facebook asks for a new connection. */
export const FacebookBefore2019: Story = { args: { channel: storyChannels.oldFacebook } };

/** Reconnecting: the button shows it is on its way. */
export const Busy: Story = { args: { channel: storyChannels.offline, busy: true } };

/** At the narrowest the list is shown (1024 px screens). */
export const Narrow: Story = {
  args: { channel: storyChannels.failed },
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
};
