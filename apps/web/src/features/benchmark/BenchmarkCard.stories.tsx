import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BenchmarkCard } from './BenchmarkCard.js';
import { FAILED, FETCHING, received } from './benchmark.story-data.js';

const meta = {
  title: 'Benchmark/Card',
  component: BenchmarkCard<string>,
  args: {
    fragment: 'fans',
    title: 'Fans',
    entry: received('Bean Brothers gained 1,240 fans over the last 30 days.'),
    read: (data: unknown) => String(data),
    onRetry: fn(),
    children: (text: string) => <p>{text}</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BenchmarkCard<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its entry received its data. */
export const Loaded: Story = {};

/** Its entry is being fetched. */
export const Loading: Story = { args: { entry: FETCHING } };

/** The fetch failed: the error and "Try again". */
export const Failed: Story = { args: { entry: FAILED } };
