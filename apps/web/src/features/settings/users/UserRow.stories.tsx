import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserRow } from './UserRow.js';
import { storyTeamNames, storyUsers } from './users.story-data.js';

const meta = {
  title: 'Settings/Users/User row',
  component: UserRow,
  args: {
    user: storyUsers.lead,
    teamNames: storyTeamNames,
    isMe: false,
    busy: false,
    onEdit: fn(),
    onDelete: fn(),
    onResend: fn(),
    onWithdraw: fn(),
  },
  decorators: [
    (Story) => (
      <table
        aria-label="Users"
        style={{ width: 900, tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <tbody>{Story()}</tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof UserRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A team leader in two teams who signs in often. */
export const TeamLeader: Story = {};

/** An administrator: in every team. Their own row: no delete. */
export const AdministratorThemself: Story = { args: { user: storyUsers.admin, isMe: true } };

/** Invited, not signed up yet: pending, with resend and withdraw. */
export const InvitationPending: Story = { args: { user: storyUsers.invited } };

/** Resending the invitation: its buttons wait. */
export const Resending: Story = { args: { user: storyUsers.invited, busy: true } };

/** A long name and address wrap rather than overflow. */
export const LongNameAndAddress: Story = { args: { user: storyUsers.moderator } };

/** View only, in no team, never signed in. */
export const ViewOnlyNeverSignedIn: Story = { args: { user: storyUsers.viewer } };
