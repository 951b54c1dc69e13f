import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Composer } from './Composer.js';

const meta = {
  title: 'Engage/Composer',
  component: Composer,
  args: {
    item: makeEngageItem({ engage: { network: 'facebook', type: 'comment' } }),
    mode: 'reply',
    sendLabel: 'Comment',
    othersEditing: [],
    onSend: fn(async () => true),
    onEditing: fn(),
  },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment on Facebook (8000 characters). */
export const FacebookComment: Story = {};

/** X counts as X does (a link is 23): this draft is over 280. */
export const OverTheLimitOnX: Story = {
  args: {
    item: makeEngageItem({ engage: { network: 'twitter', type: 'comment' } }),
    sendLabel: 'Comment',
    initialText: `${'Thanks for the kind words! '.repeat(11)}https://example.com/menu`,
  },
};

/** A colleague is replying to the same item: sending asks once more. */
export const ColleagueReplying: Story = {
  args: { othersEditing: ['Eddie Editor'] },
};

/** A direct message on TikTok (150 characters). */
export const TikTokMessage: Story = {
  args: {
    item: makeEngageItem({ engage: { network: 'tiktok', type: 'comment' } }),
    mode: 'reply',
    sendLabel: 'Comment',
  },
};
