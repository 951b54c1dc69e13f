import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContextCard } from './ItemContext.js';

const post = makeEngageItem({
  id: 'p1',
  engage: { type: 'post', network: 'instagram' },
  sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true },
  message: 'Our winter blend is back: dark chocolate, orange peel and a hint of clove. ☕',
  media: [
    { type: 'image', url: 'https://placehold.co/128', thumb: 'https://placehold.co/128' },
    { type: 'image', url: 'https://placehold.co/129', thumb: 'https://placehold.co/129' },
  ],
  meta: { createdDate: '2026-11-20T09:00:00.000Z', link: 'https://www.instagram.com/p/demo' },
});

const meta = {
  title: 'Engage/Conversation/ContextCard',
  component: ContextCard,
  args: { kind: 'post', item: post },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContextCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The post a comment is on: text, thumbnails, and the link to it on Instagram. */
export const Post: Story = {};

/** The comment a reply answers. */
export const Parent: Story = {
  args: {
    kind: 'parent',
    item: makeEngageItem({
      id: 'c1',
      sender: { name: 'Sam Sandbox', visibility: 'PUBLIC', isOwn: false },
      message: 'Is it decaf too?',
    }),
  },
};

/** A long post starts collapsed to three lines, with "Show all". */
export const Long: Story = {
  args: {
    item: { ...post, message: `${'A very long announcement with many details. '.repeat(12)}` },
  },
};

/** The post could not be read. */
export const Failed: Story = { args: { item: undefined, error: 'Item p1 not found' } };
