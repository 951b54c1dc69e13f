import type { ChannelRole } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RolePicker, type RolePickerProps } from './RolePicker.js';

/** The picker holding its own value, so the story can be used. */
function Stateful(props: RolePickerProps) {
  const [role, setRole] = useState<ChannelRole>(props.value);
  return (
    <div style={{ maxWidth: 520 }}>
      <RolePicker
        {...props}
        value={role}
        onChange={(next) => {
          setRole(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Settings/Channels/Role picker',
  component: RolePicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Role of Mo Moderator', value: 'MODERATOR', onChange: fn() },
} satisfies Meta<typeof RolePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a table row: the chosen role, and what it allows under it. */
export const Select: Story = {};

/** A content creator: works the inbox and submits posts for approval. */
export const ContentCreator: Story = { args: { value: 'CONTENT_CREATOR' } };

/** Giving someone a role: every role with its plain sentence. */
export const List: Story = { args: { layout: 'list', label: 'Role', value: 'EDITOR' } };

/** While a change is saved. */
export const Disabled: Story = { args: { disabled: true } };
