import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner.js';

const meta = {
  title: 'Consent/Banner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onOnlyNecessary: fn(), onChoose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in person who has not decided: the three answers. */
export const Undecided: Story = {};

/** While a choice is being saved: the buttons wait. */
export const Saving: Story = { args: { busy: true } };
