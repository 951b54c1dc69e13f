import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportUserRow } from './SupportUserRow.js';

const meta = {
  title: 'Support/User row',
  component: SupportUserRow,
  args: {
    user: {
      id: '7f1b5d20-3e4c-4b8d-8a9f-1c2d3e4f5061',
      name: 'Eddie Editor',
      email: 'editor@demo.test',
      orgId: '7c1e4a52-6f43-4a8e-9a43-0c2b8f1f7d10',
      orgName: 'Demo Coffee',
      isAdmin: false,
    },
    onAssume: fn(),
  },
  decorators: [(Story) => <ul style={{ width: 760, listStyle: 'none', padding: 0 }}>{Story()}</ul>],
} satisfies Meta<typeof SupportUserRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user of another organisation, to assume. */
export const Member: Story = {};

/** An administrator says so. */
export const Administrator: Story = {
  args: { user: { ...meta.args.user, name: 'Ada Admin', email: 'admin@demo.test', isAdmin: true } },
};

/** A long name and address at the narrowest the screen is. */
export const LongNames: Story = {
  args: {
    user: {
      ...meta.args.user,
      name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
      email: 'maximiliane.alexandra.von.hohenzollern@very-long-organisation-domain.example',
      orgName: 'Internationale Kaffeerösterei und Handelsgesellschaft mbH',
    },
  },
  decorators: [(Story) => <ul style={{ width: 600, listStyle: 'none', padding: 0 }}>{Story()}</ul>],
};
