import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CustomiseHomeDialog } from './CustomiseHomeDialog.js';
import { STORY_LAYOUT } from './home.story-data.js';

const meta = {
  title: 'Home/Customise home',
  component: CustomiseHomeDialog,
  args: {
    open: true,
    items: STORY_LAYOUT,
    onSave: fn(() => Promise.resolve()),
    onClose: fn(),
  },
} satisfies Meta<typeof CustomiseHomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every widget of the suite, Audience hidden: move them with the arrows, show or hide them. */
export const Suite: Story = {};

/** The essentials package: publishing, inbox and performance only. */
export const Essentials: Story = {
  args: {
    items: STORY_LAYOUT.filter((item) => ['publishing', 'engage', 'measure'].includes(item.widget)),
  },
};

/** Saving takes a while: the dialog waits and cannot be closed meanwhile. */
export const Saving: Story = { args: { onSave: fn(() => new Promise<void>(() => undefined)) } };
