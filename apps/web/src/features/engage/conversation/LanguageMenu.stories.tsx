import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageMenuView } from './LanguageMenu.js';

const meta = {
  title: 'Engage/Conversation/LanguageMenu',
  component: LanguageMenuView,
  args: { detected: 'en', corrected: undefined, canChange: true, onChange: () => undefined },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguageMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detected language; the menu marks it "(detected)". */
export const Detected: Story = {};

/** A person corrected it to German. */
export const Corrected: Story = { args: { corrected: 'de' } };

/** Nothing detected. */
export const Unknown: Story = { args: { detected: undefined } };

/** View-only people see the language, without a menu. */
export const ReadOnly: Story = { args: { canChange: false, corrected: 'ja' } };
