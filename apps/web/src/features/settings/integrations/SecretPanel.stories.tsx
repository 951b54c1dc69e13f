import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyRotatedSecret, storySecret } from './integrations.story-data.js';
import { SecretPanel } from './SecretPanel.js';

const meta = {
  title: 'Settings/Integrations/Secret panel',
  component: SecretPanel,
  args: { secret: storySecret, onCopy: fn(), onRotate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof SecretPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked by default, with Show, Copy and Rotate, and how receivers verify. */
export const Masked: Story = {};

/** Shown after "Show secret". */
export const Shown: Story = { args: { defaultShown: true } };

/** During a rotation's overlap: the previous secret, and until when it still signs. */
export const DuringRotation: Story = { args: { secret: storyRotatedSecret } };

/** While the rotation runs. */
export const Rotating: Story = { args: { rotating: true } };
