import type { WhatsAppTemplate } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WhatsAppTemplateComposer } from './WhatsAppTemplateComposer.js';

const TEMPLATES: readonly WhatsAppTemplate[] = [
  {
    id: 'order-update-en',
    name: 'order_update',
    language: 'en',
    text: 'Hello {{1}}, your order {{2}} is on its way.',
  },
  {
    id: 'follow-up-de',
    name: 'follow_up',
    language: 'de',
    text: 'Hallo {{1}}, wir melden uns zu Ihrer Nachricht. Antworten Sie, um das Gespräch fortzusetzen.',
  },
];

const meta = {
  title: 'Engage/WhatsAppTemplateComposer',
  component: WhatsAppTemplateComposer,
  args: {
    loadTemplates: async (): Promise<readonly WhatsAppTemplate[]> => TEMPLATES,
    onSend: fn(async () => true),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof WhatsAppTemplateComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The window has closed: the first approved template is chosen, its two values still empty. */
export const ApprovedTemplates: Story = {};

/** The channel has no approved template yet. */
export const NoTemplates: Story = {
  args: { loadTemplates: async (): Promise<readonly WhatsAppTemplate[]> => [] },
};

/** The templates could not be loaded: "Try again". */
export const LoadFailed: Story = {
  args: { loadTemplates: () => Promise.reject(new Error('offline')) },
};
