import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import type { ToastData, ToastKind } from './toast.rules.js';
import { ToastRegion } from './ToastRegion.js';

const examples: readonly ToastData[] = [
  { id: 'a', type: 'success', message: 'Your profile was updated successfully' },
  { id: 'b', type: 'info', message: 'Your export has started. You get it by email.' },
  { id: 'c', type: 'warning', message: 'Scheduled maintenance tonight from 22:00 to 23:00.' },
  { id: 'd', type: 'error', message: 'Request failed' },
];

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  args: { toasts: examples, onDismiss: fn() },
  argTypes: {
    placement: {
      control: 'inline-radio',
      options: ['bottom-end', 'top-end', 'bottom-start', 'top-start'],
    },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each type, stacked in the bottom right corner. */
export const EachType: Story = {};
export const TopEnd: Story = { args: { placement: 'top-end' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Add toasts and dismiss them: the region stays, its toasts come and go. */
export const Playground: Story = {
  args: { toasts: [] },
  render: function Render(args) {
    const [toasts, setToasts] = useState<readonly ToastData[]>([]);
    const add = (type: ToastKind) =>
      setToasts((shown) => [
        ...shown.slice(-4),
        { id: `${Date.now()}`, type, message: `A ${type} message` },
      ]);
    return (
      <div style={{ display: 'flex', gap: 8, padding: 16 }}>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <Button key={type} variant="secondary" onClick={() => add(type)}>
            Add {type}
          </Button>
        ))}
        <ToastRegion
          {...args}
          toasts={toasts}
          onDismiss={(id) => {
            args.onDismiss(id);
            setToasts((shown) => shown.filter((toast) => toast.id !== id));
          }}
        />
      </div>
    );
  },
};
