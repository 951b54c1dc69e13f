import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonBlock } from './Skeleton.js';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still when the system asks for reduced motion. */
export const Lines: Story = {};
export const WithAvatar: Story = { args: { avatar: true, lines: 2 } };
export const Card: Story = {
  args: {
    label: 'Loading the dashboard',
    children: (
      <>
        <SkeletonBlock shape="rect" height="120px" />
        <SkeletonBlock width="70%" />
        <SkeletonBlock width="40%" />
      </>
    ),
  },
};
export const Dark: Story = { args: { avatar: true }, globals: { theme: 'dark' } };
