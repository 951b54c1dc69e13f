import type { LabelUsage } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LabelRow } from './LabelRow.js';
import { storyLabels } from './labels.story-data.js';

const [complaint, praise, question, long] = storyLabels as readonly [
  LabelUsage,
  LabelUsage,
  LabelUsage,
  LabelUsage,
];

const meta = {
  title: 'Settings/Labels/Label row',
  component: LabelRow,
  args: {
    label: complaint,
    canMerge: true,
    onEdit: fn(),
    onMerge: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <ul aria-label="Labels" style={{ width: 720, margin: 0, padding: 0, listStyle: 'none' }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof LabelRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label many items carry, with its rename, merge and delete buttons. */
export const Carried: Story = {};

/** One item carries it: the count says "1 item". */
export const OneItem: Story = { args: { label: praise } };

/** No item carries it yet. */
export const Unused: Story = { args: { label: question } };

/** A long name wraps instead of being clipped; a large count stays on one line. */
export const LongName: Story = { args: { label: long } };

/** The only label: merging is unavailable, and its tooltip says why. */
export const OnlyLabel: Story = { args: { canMerge: false } };

/** As someone who may not manage labels sees it: no actions. */
export const ReadOnly: Story = { args: { readOnly: true } };

/** At the narrowest width the list takes (1024 px screens). */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
  args: { label: long },
};
