import type { Meta, StoryObj } from '@storybook/react-vite';
import { AutomationHistoryLine } from './AutomationHistory.js';

const meta = {
  title: 'Engage/Automation/AutomationHistoryLine',
  component: AutomationHistoryLine,
  args: { ruleId: 'r1', ruleName: 'Refunds to care' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AutomationHistoryLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rule that assigned the item, linking to its run log. */
export const Assigned: Story = { args: { action: 'assign', target: 'Customer Care' } };

/** A rule that labelled the item. */
export const Labelled: Story = { args: { action: 'label', target: 'Order issue' } };

/** A change the history has no wording for: who made it. */
export const Named: Story = {};

/** The rule has been deleted since. */
export const Deleted: Story = { args: { ruleId: null, ruleName: '' } };
