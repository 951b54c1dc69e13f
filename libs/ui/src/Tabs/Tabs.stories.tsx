import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs.js';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Settings sections',
    onChange: fn(),
    tabs: [
      { id: 'profile', label: 'Profile', content: <p>Your name and profile picture.</p> },
      { id: 'email', label: 'Email address', content: <p>The address you sign in with.</p> },
      { id: 'ai', label: 'AI features', content: <p>Whether OpenAI may suggest replies.</p> },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not controlled: the tabs keep their own selection. Try the arrow keys, Home and End. */
export const Uncontrolled: Story = {};
export const StartsOnAnother: Story = { args: { defaultSelected: 'ai' } };
export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Controlled: the story keeps the selection and shows it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState('email');
    return (
      <>
        <Tabs
          {...args}
          selected={selected}
          onChange={(id) => {
            setSelected(id);
            args.onChange?.(id);
          }}
        />
        <p>Selected: {selected}</p>
      </>
    );
  },
};
