import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { STORY_ZONE, storyPost, weekPost } from '../publish.story-data.js';
import { PostDetails } from './PostDetails.js';

const meta = {
  title: 'Publish/PostDetails',
  component: PostDetails,
  args: { post: weekPost('p1'), zone: STORY_ZONE, onCommand: fn(), onClose: fn() },
} satisfies Meta<typeof PostDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published on two channels: links to the posts on the networks and in the inbox. */
export const Published: Story = {};

/** One network refused it: its reason, and Retry. */
export const Failed: Story = { args: { post: weekPost('p3') } };

/** Rejected with the approver's comment. */
export const Rejected: Story = { args: { post: weekPost('p10') } };

/** Waiting for approval by someone who may approve: Approve and Reject. */
export const AwaitingApproval: Story = { args: { post: weekPost('p5') } };

/** A text of its own for X. */
export const WithVariants: Story = {
  args: {
    post: storyPost(
      'v1',
      'scheduled',
      '2026-11-28T09:00:00.000Z',
      ['facebook', 'twitter'],
      'Our Winter Blend is here: cinnamon, orange and a dark roast that warms you up on the coldest mornings. Find it in every shop and online.',
      {
        variants: [
          {
            network: 'facebook',
            text: 'Our Winter Blend is here: cinnamon, orange and a dark roast that warms you up on the coldest mornings. Find it in every shop and online.',
            media: [],
          },
          {
            network: 'twitter',
            text: 'Winter Blend is here ☕ cinnamon + orange. In every shop now.',
            media: [],
          },
        ],
      },
    ),
  },
};

/** Retrying: the button is busy. */
export const Busy: Story = { args: { post: weekPost('p3'), busy: 'retry' } };
