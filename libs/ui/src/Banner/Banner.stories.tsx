import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Banner } from './Banner.js';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    children: 'Scheduled maintenance from 22:00 to 23:00: Switchboard may be unavailable.',
    onDismiss: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning'] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {};
export const LocaleOverride: Story = {
  args: {
    tone: 'info',
    children:
      'This page is shown in a language set by the link you opened. Your preferred language is unchanged.',
    action: (
      <Button variant="ghost" onClick={fn()}>
        Use my language
      </Button>
    ),
  },
};
export const NotDismissible: Story = {
  render: ({ tone, children }) => <Banner tone={tone ?? 'info'}>{children}</Banner>,
};
export const Dark: Story = { globals: { theme: 'dark' } };
