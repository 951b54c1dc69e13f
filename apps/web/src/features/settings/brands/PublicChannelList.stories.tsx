import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PublicChannelList } from './PublicChannelList.js';
import { storyBrandNames, storyPublicChannels } from './brands.story-data.js';

const meta: Meta<typeof PublicChannelList> = {
  title: 'Settings/Brands/Public channel list',
  component: PublicChannelList,
  args: {
    channels: storyPublicChannels,
    brands: storyBrandNames,
    brandHref: (id) => `#/settings/brands/list/${id}`,
    onRemove: fn(),
  },
};

export default meta;
type Story = StoryObj<typeof PublicChannelList>;

/** For an administrator: each brand following a channel can stop following it. */
export const Manager: Story = {};

/** For someone who reads brands only: links, no buttons. */
export const ReadOnly: Story = { args: { onRemove: undefined } };

/** At the narrowest settings content (1024 px screens). */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
};
