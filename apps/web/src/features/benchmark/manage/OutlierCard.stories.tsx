import type { Outlier } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOutliers, STORY_ZONE } from './manage.story-data.js';

const [above, below] = storyOutliers as [Outlier, Outlier];
import { OutlierCard } from './OutlierCard.js';

const meta = {
  title: 'Benchmark/Manage/OutlierCard',
  component: OutlierCard,
  args: { outlier: above, zone: STORY_ZONE },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 380 }}>{Story()}</ul>
    ),
  ],
} satisfies Meta<typeof OutlierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post far above its channel's usual, with a long text cut to three lines. */
export const Above: Story = {};

/** A post far below usual. */
export const Below: Story = { args: { outlier: below } };
