import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyTemplates } from './whatsapp-profile.story-data.js';
import { WhatsAppTemplatesTable } from './WhatsAppTemplatesTable.js';

const meta = {
  title: 'Settings/Channels/WhatsApp/Message templates',
  component: WhatsAppTemplatesTable,
  args: { templates: storyTemplates, onNew: fn(), deletingId: null, onDelete: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof WhatsAppTemplatesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved, in review (the list checks again every 30 seconds) and rejected with its reason. */
export const Templates: Story = {};

/** None yet: why one is worth creating. */
export const Empty: Story = { args: { templates: [] } };

/** Every template reviewed: nothing to check again. */
export const AllReviewed: Story = {
  args: { templates: storyTemplates.filter((template) => template.status !== 'PENDING') },
};

/** At the narrowest the page is shown: the table scrolls sideways if it must. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
};
