import type { Meta, StoryObj } from '@storybook/react-vite';
import { MODAL_WIDTHS } from '@smm/model';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Modal } from './Modal.js';
import type { ModalProps } from './Modal.js';

/** The story keeps `open`: any close request closes it, and a button opens it again. */
function Demo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      <Modal
        {...args}
        open={open}
        onClose={(reason) => {
          args.onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Edit the reply template',
    children: (
      <p>
        Templates help your team answer the same questions the same way. Changes apply to new
        replies only.
      </p>
    ),
    footer: <Button variant="secondary">Done</Button>,
    onClose: fn(),
  },
  argTypes: { width: { control: 'inline-radio', options: MODAL_WIDTHS } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Width400: Story = { args: { width: 400 } };
export const Width600: Story = { args: { width: 600 } };
export const Width800: Story = { args: { width: 800 } };
export const Width1200: Story = { args: { width: 1200 } };

/** Escape and clicks on the backdrop do nothing; only the close button closes it. */
export const NotDismissible: Story = { args: { dismissible: false } };

/** Nothing closes it while its action runs. */
export const CloseDisabled: Story = { args: { closeDisabled: true } };

export const LongContent: Story = {
  args: {
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Paragraph {i + 1} of a long text.</p>
    )),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
