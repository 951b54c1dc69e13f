import type { Meta, StoryObj } from '@storybook/react-vite';
import { MODAL_WIDTHS } from '@smm/model';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Input } from '../Input/Input.js';
import type { ConfirmDialogProps } from './ConfirmDialog.js';
import { ConfirmDialog } from './ConfirmDialog.js';

/** The story keeps `open`: any close request closes it, and a button opens it again. */
function Demo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ask</Button>
      <ConfirmDialog
        {...args}
        open={open}
        onClose={(reason) => {
          args.onClose(reason);
          if (!args.loading) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Turn off OpenAI features?',
    children: <p>Nobody in Acme gets suggestions from OpenAI until they are turned on again.</p>,
    onClose: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    width: { control: 'inline-radio', options: MODAL_WIDTHS },
    confirmState: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Yes" and "Cancel" come from the catalogue: switch the locale in the toolbar. */
export const Default: Story = {};
export const Danger: Story = {
  args: {
    title: 'Delete the shared feed “Support”?',
    children: <p>Everyone it is shared with loses it. This cannot be undone.</p>,
    confirmText: 'Delete',
    confirmState: 'danger',
    width: 400,
  },
};
export const Loading: Story = { args: { loading: true } };
export const Submit: Story = {
  args: {
    title: 'Rename the feed',
    submit: true,
    confirmText: 'Save',
    children: <Input label="Name" name="name" defaultValue="Support" required />,
  },
};
export const DisableClose: Story = { args: { disableClose: true } };
export const Wide: Story = { args: { width: 800 } };
export const Dark: Story = { args: { confirmState: 'danger' }, globals: { theme: 'dark' } };
