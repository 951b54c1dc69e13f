import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChannelChooser } from './ChannelChooser.js';
import { storyChannels, storyGroups } from './composer.story-data.js';

const meta = {
  title: 'Publish/Composer/ChannelChooser',
  component: ChannelChooser,
  args: { channels: storyChannels, groups: storyGroups, selected: [], onChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>([...args.selected]);
    return (
      <ChannelChooser
        {...args}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ChannelChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the groups first, then the channels by network. */
export const Empty: Story = {};

/** Part of the Brand group chosen: the group shows mixed. */
export const PartOfAGroup: Story = { args: { selected: ['c-x', 'c-li'] } };

/** The person may create posts on no channel. */
export const NoChannels: Story = { args: { channels: [] } };
