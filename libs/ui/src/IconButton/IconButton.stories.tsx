import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from './IconButton.js';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <Icon name="menu" size={20} /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = {
  args: { size: 'sm', label: 'Close', children: <Icon name="close" /> },
};

/** The count is shown and read as part of the name: "Notifications (5)". */
export const WithBadge: Story = {
  args: { label: 'Notifications', badge: 5, children: <Icon name="bell" size={20} /> },
};
export const ManyUnread: Story = {
  args: { label: 'Notifications', badge: 340, children: <Icon name="bell" size={20} /> },
};
export const Disabled: Story = { args: { disabled: true } };
