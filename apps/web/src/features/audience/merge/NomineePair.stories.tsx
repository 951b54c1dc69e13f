import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NomineePair } from './NomineePair.js';
import { NOMINEE_ANA, NOMINEE_BEN } from './merge.story-data.js';

const meta = {
  title: 'Audience/Merge nominee pair',
  component: NomineePair,
  args: {
    nominee: NOMINEE_ANA,
    keptId: NOMINEE_ANA.a.id,
    onKeep: fn(),
    onMerge: fn(),
    onNotSame: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NomineePair>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same handle on X and Instagram and the same name; the first seen is kept. */
export const SameHandleAcrossNetworks: Story = {};

/** The same e-mail address; the second person is chosen to be kept. */
export const SameEmailOtherKept: Story = {
  args: { nominee: NOMINEE_BEN, keptId: NOMINEE_BEN.b.id },
};

/** While merging. */
export const Busy: Story = { args: { busy: true } };
