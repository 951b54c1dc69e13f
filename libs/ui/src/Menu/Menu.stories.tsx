import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.js';
import { Menu } from './Menu.js';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Account',
    items: [
      { id: 'profile', label: 'Your profile', icon: 'user', href: '#profile' },
      { id: 'settings', label: 'Settings', icon: 'settings', onSelect: fn() },
      { kind: 'separator', id: 'sep-1' },
      {
        kind: 'group',
        id: 'organisations',
        label: 'Organisations',
        items: [
          { id: 'acme', label: 'Acme', checked: true, onSelect: fn() },
          { id: 'globex', label: 'Globex', checked: false, onSelect: fn() },
          { id: 'initech', label: 'Initech (no access)', disabled: true },
        ],
      },
      { kind: 'separator', id: 'sep-2' },
      { id: 'logout', label: 'Sign out', icon: 'logout', tone: 'danger', onSelect: fn() },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, or focus and press Enter, Space, ArrowDown or ArrowUp. */
export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

/** An avatar as the button: the accessible name comes from `buttonLabel`. */
export const AvatarButton: Story = {
  args: {
    label: <Avatar name="Ada Lovelace" size="sm" />,
    buttonLabel: 'Account menu of Ada Lovelace',
    align: 'end',
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'end' }}>{Story()}</div>],
};
