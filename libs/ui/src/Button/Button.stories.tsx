import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../Icon/Icon.js';
import { Button } from './Button.js';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Assign to me' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show more' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete item' } };
export const Busy: Story = { args: { busy: true, children: 'Sending…' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <Icon name="link" /> Copy link
      </>
    ),
  },
};
