import { makeEngageItem } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './RelativeTime.js';
import { setResponseTarget } from './response-target.store.js';
import { WaitingFact } from './WaitingFact.js';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const meta = {
  title: 'Engage/Waiting time',
  component: WaitingFact,
  args: { item: makeEngageItem({ meta: { createdDate: hoursAgo(3) } }) },
  decorators: [
    (Story) => {
      setResponseTarget(60);
      return <div style={{ width: 420 }}>{Story()}</div>;
    },
  ],
} satisfies Meta<typeof WaitingFact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting three hours with a target of one: overdue, in words. */
export const Overdue: Story = {};

/** Waiting twenty minutes: within the target. */
export const Waiting: Story = {
  args: { item: makeEngageItem({ meta: { createdDate: hoursAgo(1 / 3) } }) },
};

/** A relative time with the exact date and time on hover. */
export const Relative: Story = {
  render: () => <RelativeTime date={hoursAgo(5 / 60)} />,
};
