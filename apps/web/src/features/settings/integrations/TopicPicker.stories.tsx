import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { storyTopics } from './integrations.story-data.js';
import { TopicPicker } from './TopicPicker.js';

const meta = {
  title: 'Settings/Integrations/Topic picker',
  component: TopicPicker,
  args: {
    topics: storyTopics,
    selected: ['engage.item.created', 'user.invited', 'user.deleted'],
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof TopicPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Topics by group: Engage partly ticked (its group checkbox mixed), Users whole. */
export const Grouped: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(args.selected);
    return <TopicPicker {...args} selected={selected} onChange={setSelected} />;
  },
};

/** Nothing ticked after a save was attempted. */
export const NoneChosen: Story = {
  args: { selected: [], error: 'Choose at least one topic.' },
};
