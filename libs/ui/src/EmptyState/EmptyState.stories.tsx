import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { ICON_NAMES } from '../Icon/icons.js';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'bell',
    title: 'No notifications',
    children: 'You are all caught up. New mentions and assignments will show up here.',
  },
  argTypes: { icon: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    icon: 'link',
    title: 'No short links yet',
    children: 'Shorten a link to share it in posts and replies.',
    action: <Button>Shorten a link</Button>,
  },
};
export const TitleOnly: Story = { args: { children: undefined, title: 'Nothing to show' } };
export const Dark: Story = { globals: { theme: 'dark' } };
