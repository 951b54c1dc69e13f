import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storySources } from './automation.story-data.js';
import { ConditionRow } from './ConditionRow.js';

const meta = {
  title: 'Engage/Automation/ConditionRow',
  component: ConditionRow,
  args: {
    index: 0,
    sources: storySources,
    condition: { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
    onChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConditionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free words: the text contains any of them. */
export const Words: Story = {};

/** Networks by their badges and names. */
export const Networks: Story = {
  args: {
    condition: {
      field: 'network',
      operator: 'IS_ANY',
      valueType: 'network',
      values: ['instagram'],
    },
  },
};

/** Channels, each with its network's badge. */
export const Channels: Story = {
  args: {
    condition: { field: 'channel', operator: 'IS_NOT_ANY', valueType: 'channel', values: ['c-x'] },
  },
};

/** Message types by name. */
export const MessageTypes: Story = {
  args: {
    condition: {
      field: 'messageType',
      operator: 'IS_ANY',
      valueType: 'enum',
      values: ['comment', 'message'],
    },
  },
};

/** The server refused it: its message is shown on the row. */
export const Refused: Story = {
  args: {
    condition: { field: 'language', operator: 'IS_ANY', valueType: 'enum', values: [] },
    error: 'give at least one value',
  },
};
