import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListenAlertForm } from './ListenAlertForm.js';
import { storyAlerts, storyPeople, storyQueries } from './listen-alerts.story-data.js';

const meta = {
  title: 'Settings/Listen alerts/Alert form',
  component: ListenAlertForm,
  args: {
    queries: storyQueries,
    people: storyPeople,
    me: 'u-ada',
    onSave: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ListenAlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new alert: the first active query, more than 50 mentions in an hour, for the person. */
export const New: Story = {};

/** Editing a rise alert of the oat milk query with every person as a recipient. */
export const Editing: Story = { args: { alert: storyAlerts.triggered } };

/** Saving. */
export const Saving: Story = { args: { saving: true } };

/** The server refused it: its message above the buttons. */
export const Refused: Story = {
  args: { error: "This listening query is not one of your organisation's." },
};
