import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.js';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Language',
    defaultValue: 'en',
    options: [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
      { value: 'es', label: 'Español' },
      { value: 'fr', label: 'Français' },
      { value: 'it', label: 'Italiano' },
      { value: 'ja', label: '日本語' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'The language of menus and messages.' } };
export const WithError: Story = { args: { error: 'This language is not available yet.' } };
export const Disabled: Story = { args: { disabled: true } };
