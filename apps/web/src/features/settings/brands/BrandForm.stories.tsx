import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BrandForm } from './BrandForm.js';
import { EMPTY_DRAFT } from './brand-draft.js';
import { storyTeams } from './brands.story-data.js';

const meta: Meta<typeof BrandForm> = {
  title: 'Settings/Brands/Brand form',
  component: BrandForm,
  args: {
    initial: {
      name: 'Bean Brothers',
      details: 'The chain across the street.',
      ownBrand: false,
      teamList: ['care'],
    },
    teams: storyTeams,
    saving: false,
    submitLabel: 'Save',
    onSave: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof BrandForm>;

/** A competitor seen by Customer Care only. */
export const Existing: Story = {};

/** A new brand: empty, every team sees it. */
export const New: Story = { args: { initial: EMPTY_DRAFT, submitLabel: 'Create brand' } };

/** Saving. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the change. */
export const Refused: Story = {
  args: { error: 'A brand named “Bean Brothers” already exists in your organisation.' },
};
