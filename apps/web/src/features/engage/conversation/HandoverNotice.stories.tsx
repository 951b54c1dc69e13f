import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HandoverNotice } from './HandoverNotice.js';

const meta = {
  title: 'Engage/HandoverNotice',
  component: HandoverNotice,
  args: { onTakeControl: fn(async () => true) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof HandoverNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another app (a chatbot) controls the Facebook conversation: "Take control" hands it over. */
export const AnotherAppInControl: Story = {};
