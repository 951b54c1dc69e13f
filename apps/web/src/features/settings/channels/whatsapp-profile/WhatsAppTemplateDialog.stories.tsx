import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WhatsAppTemplateDialog } from './WhatsAppTemplateDialog.js';

const meta = {
  title: 'Settings/Channels/WhatsApp/New template dialog',
  component: WhatsAppTemplateDialog,
  args: { open: true, saving: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof WhatsAppTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new template: nothing filled in yet. */
export const Blank: Story = {};

/** A name with capitals and a dash: the characters WhatsApp refuses are named as it is typed. */
export const WrongName: Story = {
  args: {
    initial: {
      name: 'Order-Ready',
      category: 'UTILITY',
      text: 'Hello {{1}}, your order is ready.',
    },
  },
};

/** Submitting for review. */
export const Submitting: Story = {
  args: {
    saving: true,
    initial: { name: 'order_ready', text: 'Hello {{1}}, your order {{2}} is ready.' },
  },
};

/** The server refused: the name is taken in that language. */
export const NameTaken: Story = {
  args: {
    error: 'A template named order_ready in English exists already.',
    initial: { name: 'order_ready', text: 'Hello {{1}}, your order {{2}} is ready.' },
  },
};
