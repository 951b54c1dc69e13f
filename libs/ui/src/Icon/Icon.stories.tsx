import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon.js';
import { ICON_NAMES } from './icons.js';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'bell', size: 24 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** A labelled icon is an image with a name; an unlabelled one is decorative. */
export const Labelled: Story = { args: { name: 'warning', label: 'Overdue' } };

/** The whole set with its names, for finding the right one. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      aria-label="Icons"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
