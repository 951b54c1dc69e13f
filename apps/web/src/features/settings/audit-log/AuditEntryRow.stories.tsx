import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditEntryRow } from './AuditEntryRow.js';
import { storyEntries } from './audit-log.story-data.js';

const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const meta = {
  title: 'Settings/Audit log/Entry row',
  component: AuditEntryRow,
  args: { entry: storyEntries.teamRenamed, time },
  decorators: [
    (Story) => (
      <table style={{ width: 900, tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <tbody>{Story()}</tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof AuditEntryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A team renamed and given a permission: each changed field before → after. */
export const ChangeWithBeforeAndAfter: Story = {};

/** A wrong password: no target and no change, from an IPv6 address. */
export const FailedSignIn: Story = { args: { entry: storyEntries.failedSignIn } };

/** A change made by support staff acting as the person. */
export const AssumedAccount: Story = { args: { entry: storyEntries.assumed } };

/** What nobody did: a network took a channel's access away. */
export const BySystem: Story = { args: { entry: storyEntries.system } };

/** At the narrowest the settings area is (1024 px screens). */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <table style={{ width: 680, tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <tbody>{Story()}</tbody>
      </table>
    ),
  ],
};
