import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ColumnMapping } from './ColumnMapping.js';

const header = ['Full name', 'E-mail', 'Mobile', 'Instagram', 'Tags', 'Notes'];
const rows = [
  [
    'Ana López',
    'ana@example.com',
    '+34 600 111 222',
    '@anabrews',
    'VIP; Praise',
    'Met at the fair',
  ],
  ['Ben Okafor', 'ben.okafor@example.com', '', 'ben.okafor', 'Lead', ''],
  ['Chloé Martin', '', '+33 6 12 34 56 78', '', '', 'Prefers WhatsApp'],
];

const meta = {
  title: 'Audience/Import column mapping',
  component: ColumnMapping,
  args: {
    header,
    rows,
    mapping: ['name', 'email', 'phone', 'handle:instagram', 'labels', 'ignore'],
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColumnMapping>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mapping suggested from the header: every column recognised but the notes. */
export const Suggested: Story = {};

/** No column holds the name: the mapping says so. */
export const NoName: Story = {
  args: { mapping: ['ignore', 'email', 'phone', 'handle:instagram', 'labels', 'ignore'] },
};

/** Two columns hold the e-mail address. */
export const TargetTwice: Story = {
  args: { mapping: ['name', 'email', 'email', 'handle:instagram', 'labels', 'ignore'] },
};
