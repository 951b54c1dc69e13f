import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TestEvent } from './TestEvent.js';

const meta = {
  title: 'Settings/Integrations/Test event',
  component: TestEvent,
  args: { state: { kind: 'idle' }, onSend: fn(), onShowDelivery: fn() },
} satisfies Meta<typeof TestEvent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first test. */
export const Idle: Story = {};

/** While the test runs: the button is busy. */
export const Running: Story = { args: { state: { kind: 'running' } } };

/** Finished and delivered, linking to its delivery. */
export const Delivered: Story = {
  args: { state: { kind: 'finished', ok: true, status: '204', deliveryId: 'dl-1' } },
};

/** Finished and failed: its message and the status as a string. */
export const Failed: Story = {
  args: {
    state: {
      kind: 'finished',
      ok: false,
      status: '503',
      errorMessage: 'Service Unavailable',
      deliveryId: 'dl-2',
    },
  },
};

/** Failed without an answer: "Unknown Error" and no status. */
export const NoAnswer: Story = {
  args: { state: { kind: 'finished', ok: false, status: null, errorMessage: 'Unknown Error' } },
};
