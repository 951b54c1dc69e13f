import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.js';

/** A small inline picture, so that the story needs no network. */
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#91a7ff"/><circle cx="24" cy="19" r="9" fill="#fff"/><path d="M8 46a16 16 0 0 1 32 0" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const OneWord: Story = { args: { name: 'Cher' } };
export const NoName: Story = { args: { name: '' } };
export const Picture: Story = { args: { src: picture } };
export const BrokenPicture: Story = { args: { src: '/does-not-exist.png' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="lg" src={picture} />
    </div>
  ),
};
