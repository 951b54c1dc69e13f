import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { weekHours, type WeekHours } from './weekly-schedule.js';
import { WeeklySchedule } from './WeeklySchedule.js';

const officeHours = weekHours([
  { day: 'MONDAY', from: '09:00', to: '17:00' },
  { day: 'TUESDAY', from: '09:00', to: '12:00' },
  { day: 'TUESDAY', from: '13:00', to: '18:00' },
  { day: 'FRIDAY', from: '22:00', to: '02:00' },
]);

const meta = {
  title: 'Engage/Automation/WeeklySchedule',
  component: WeeklySchedule,
  args: { value: officeHours, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WeeklySchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Working days, a lunch break on Tuesday and a Friday night past midnight. */
export const OfficeHours: Story = {
  render: function Render(args) {
    const [week, setWeek] = useState<WeekHours>(args.value);
    return <WeeklySchedule {...args} value={week} onChange={setWeek} />;
  },
};

/** A window without length is refused where it is. */
export const EmptyWindow: Story = {
  args: { value: weekHours([{ day: 'MONDAY', from: '09:00', to: '09:00' }]) },
};

/** Closed every day. */
export const Closed: Story = { args: { value: weekHours([]) } };

/** Read only. */
export const ReadOnly: Story = { args: { disabled: true } };
