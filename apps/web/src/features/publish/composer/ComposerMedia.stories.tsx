import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyPhoto, storyPhoto2 } from './composer.story-data.js';
import { ComposerMedia } from './ComposerMedia.js';

const meta = {
  title: 'Publish/Composer/ComposerMedia',
  component: ComposerMedia,
  args: {
    networks: ['twitter', 'facebook'],
    media: [],
    uploads: [],
    onFiles: fn(),
    onRemove: fn(),
    onDismiss: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ComposerMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

/** X and Facebook: their limits as the hint. */
export const Empty: Story = {};

/** Two photos, one upload at 60 %, one file refused. */
export const WithUploads: Story = {
  args: {
    media: [storyPhoto, storyPhoto2],
    uploads: [
      { key: 'a', name: 'shop-front.jpg', sent: 0.6, error: null },
      {
        key: 'b',
        name: 'opening.mov',
        sent: 0,
        error: 'opening.mov is 700 MB; X takes files of this kind up to 512 MB.',
      },
    ],
  },
};

/** No channel chosen yet. */
export const NoChannels: Story = { args: { networks: [] } };
