import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Tooltip } from './Tooltip.js';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the short link to the clipboard',
    children: (
      <IconButton label="Copy link" variant="secondary">
        <Icon name="link" />
      </IconButton>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'right'] } },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ padding: '64px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or Tab to the button; Escape hides the tooltip. */
export const OnHoverAndFocus: Story = {};
export const Shown: Story = { args: { defaultOpen: true } };
export const Below: Story = { args: { defaultOpen: true, placement: 'bottom' } };
export const Right: Story = { args: { defaultOpen: true, placement: 'right' } };
export const OnAButton: Story = {
  args: {
    content: 'Only administrators can change this',
    children: <Button variant="secondary">Locked setting</Button>,
  },
};
