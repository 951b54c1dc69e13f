import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChannelPicker, type ChannelPickerProps } from './ChannelPicker.js';

const channels = [
  { id: 'facebook-demo', name: 'Demo Coffee', network: 'facebook' },
  { id: 'instagram-demo', name: 'Demo Coffee', network: 'instagram' },
  { id: 'twitter-demo', name: 'Demo Coffee', network: 'twitter' },
  { id: 'youtube-demo', name: 'Demo Coffee TV', network: 'youtube' },
  { id: 'linkedin-demo', name: 'Demo Coffee Ltd', network: 'linkedIn' },
  { id: 'googlemybusiness-demo', name: 'Demo Coffee, King’s Cross', network: 'googlemybusiness' },
  { id: 'whatsapp-demo', name: 'Demo Coffee Support', network: 'whatsapp' },
  { id: 'threads-demo', name: 'Demo Coffee', network: 'threads' },
];
const groups = [
  {
    id: 'meta',
    name: 'Meta pages',
    channelIds: ['facebook-demo', 'instagram-demo', 'threads-demo'],
  },
  { id: 'care', name: 'Customer care', channelIds: ['whatsapp-demo', 'twitter-demo'] },
  { id: 'video', name: 'Video', channelIds: ['youtube-demo'] },
];

/** The picker with its selection kept, as a screen keeps it. */
function Stateful(props: Omit<ChannelPickerProps, 'onChange'>) {
  const [selected, setSelected] = useState<readonly string[]>(props.selected);
  return <ChannelPicker {...props} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Forms/ChannelPicker',
  component: ChannelPicker,
  args: { legend: 'Channels', channels, groups, selected: [], onChange: () => undefined },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGroups: Story = {};
export const GroupTickedWhole: Story = {
  args: { selected: ['facebook-demo', 'instagram-demo', 'threads-demo'] },
};
export const GroupTickedInPart: Story = { args: { selected: ['whatsapp-demo'] } };
export const WithoutGroups: Story = { args: { groups: [], searchable: false } };
export const WithError: Story = { args: { error: 'Choose at least one channel.' } };
export const NothingToChoose: Story = { args: { channels: [], groups: [] } };
