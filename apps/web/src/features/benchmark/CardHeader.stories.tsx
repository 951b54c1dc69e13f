import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CardHeader } from './CardHeader.js';

const meta = {
  title: 'Benchmark/Card header',
  component: CardHeader,
  args: {
    title: 'Fans',
    titleId: 'story-title',
    contentId: 'story-content',
    expanded: true,
    onToggle: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the chevron points up and collapses the card. */
export const Expanded: Story = {};

/** Folded: the chevron points down and expands it. */
export const Collapsed: Story = { args: { expanded: false } };

/** With controls beside the title. */
export const WithActions: Story = {
  args: {
    title: 'Content feed',
    actions: (
      <select aria-label="Sort by" defaultValue="newest">
        <option value="newest">Newest first</option>
      </select>
    ),
  },
};

/** Toggles for real, its content shown and hidden. */
export const Interactive: Story = {
  render: (args) => {
    const [expanded, setExpanded] = useState(true);
    return (
      <div>
        <CardHeader {...args} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
        <p id={args.contentId} hidden={!expanded}>
          Bean Brothers gained 1,240 fans over the last 30 days.
        </p>
      </div>
    );
  },
};
