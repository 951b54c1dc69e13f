import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLink, storyPhoto, storyPhoto2 } from './composer.story-data.js';
import { PostPreview } from './PostPreview.js';

const TEXT =
  'Our autumn menu is here: pumpkin spice, chestnut cake and a new single-origin from Huila. Come by this weekend! https://cafe.example/autumn';

const meta = {
  title: 'Publish/Composer/PostPreview',
  component: PostPreview,
  args: {
    network: 'twitter',
    author: { name: 'Demo Coffee', username: 'democoffee' },
    text: TEXT,
    media: [],
    link: storyLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PostPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** X: a thread entry with the handle, the link's card under the text. */
export const X: Story = {};

/** X with two photos: the photos replace the link's card. */
export const XWithPhotos: Story = { args: { media: [storyPhoto, storyPhoto2] } };

/** Threads looks like X. */
export const Threads: Story = { args: { network: 'threads' } };

/** Facebook: a feed post with the link's card. */
export const Facebook: Story = { args: { network: 'facebook', author: { name: 'Demo Coffee' } } };

/** LinkedIn with a photo. */
export const LinkedIn: Story = {
  args: { network: 'linkedIn', author: { name: 'Demo Coffee GmbH' }, media: [storyPhoto] },
};

/** Instagram: the photo first, the caption under it. */
export const Instagram: Story = { args: { network: 'instagram', media: [storyPhoto] } };

/** Instagram before a photo is added: a placeholder where the photo goes. */
export const InstagramWithoutPhoto: Story = { args: { network: 'instagram', link: null } };

/** A link card without an image or description. */
export const PlainLink: Story = {
  args: {
    network: 'facebook',
    link: { ...storyLink, imageUrl: null, description: null, siteName: null },
  },
};
