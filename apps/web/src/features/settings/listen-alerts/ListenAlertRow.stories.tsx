import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListenAlertRow } from './ListenAlertRow.js';
import { storyAlerts } from './listen-alerts.story-data.js';

const meta = {
  title: 'Settings/Listen alerts/Alert row',
  component: ListenAlertRow,
  args: {
    alert: storyAlerts.quiet,
    me: 'u-ada',
    formatTime: (iso: string) => new Date(iso).toUTCString(),
    onSwitch: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <table aria-label="Alerts" style={{ width: 900, tableLayout: 'fixed' }}>
        <tbody>{Story()}</tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof ListenAlertRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 60 mentions in an hour, never gone off; the person is among its recipients. */
export const Quiet: Story = {};

/** A rise alert above its threshold now, with when it went off and five recipients (+2). */
export const Triggered: Story = { args: { alert: storyAlerts.triggered } };

/** Switched off, on a paused query. */
export const PausedQuery: Story = { args: { alert: storyAlerts.pausedQuery } };

/** Its switch is being saved. */
export const Switching: Story = { args: { switching: true } };
