import type { UploadedMedia } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReplyAttachments } from './ReplyAttachments.js';

const MENU: UploadedMedia = {
  url: '/media/uploads/org/menu.png',
  mimeType: 'image/png',
  bytes: 2_400_000,
  kind: 'photo',
  name: 'autumn-menu-2026.png',
};

const meta = {
  title: 'Engage/ReplyAttachments',
  component: ReplyAttachments,
  args: {
    network: 'facebook',
    attachments: [],
    onChange: fn(),
    upload: fn(async () => MENU),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ReplyAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Facebook reply: photos and videos, with the limits as the hint. */
export const Facebook: Story = {};

/** One photo attached to an X reply (5 MB photos, 512 MB videos). */
export const PhotoOnX: Story = { args: { network: 'twitter', attachments: [MENU] } };

/** LinkedIn takes photos only. */
export const LinkedIn: Story = { args: { network: 'linkedIn' } };
