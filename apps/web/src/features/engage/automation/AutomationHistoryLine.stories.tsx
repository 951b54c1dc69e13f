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

/** The rule that last changed the item, linking to its run log. */
export const Named: Story = {};

/** The rule has been deleted since. */
export const Deleted: Story = { args: { ruleId: null, ruleName: '' } };
