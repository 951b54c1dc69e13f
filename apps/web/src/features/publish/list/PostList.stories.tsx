import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { STORY_ZONE, storyWeek } from '../publish.story-data.js';
import { ListFilters, NO_FILTERS, type PostFilters } from './ListFilters.js';
import { PostList } from './PostList.js';

const meta = {
  title: 'Publish/PostList',
  component: PostList,
  args: { posts: [...storyWeek].reverse(), zone: STORY_ZONE, onOpen: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, newest first. */
export const Posts: Story = {};

/** With the filters above it, as the list tab shows them. */
export const WithFilters: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState<PostFilters>({
      ...NO_FILTERS,
      from: '2026-11-30',
      to: '2026-11-23',
    });
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <ListFilters
          value={filters}
          onChange={setFilters}
          channels={[
            { id: 'c-fb', name: 'Demo Coffee', network: 'facebook' },
            { id: 'c-x', name: '@democoffee', network: 'twitter' },
          ]}
        />
        <PostList {...args} />
      </div>
    );
  },
};
