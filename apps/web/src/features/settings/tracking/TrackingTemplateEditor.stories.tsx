import { useLingui } from '@lingui/react';
import { trackingMessages } from '@smm/i18n';
import type { TrackingTemplate } from '@smm/model';
import { Modal } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { TrackingTemplateEditor } from './TrackingTemplateEditor.js';

/** The dialog the screen shows the editor in. */
function EditorDialog({ editing, children }: { editing: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Modal
      open
      title={i18n._(editing ? trackingMessages.editTitle : trackingMessages.createTitle)}
      width={800}
      onClose={() => undefined}
    >
      {children}
    </Modal>
  );
}

const springSale: TrackingTemplate = {
  id: 'template-spring',
  name: 'Spring sale',
  parameters: [
    { key: 'utm_source', value: '{network}' },
    { key: 'utm_medium', value: 'social' },
    { key: 'utm_campaign', value: 'spring-sale' },
    { key: 'utm_content', value: '{channel}-{post}' },
    { key: 'ref', value: 'switchboard' },
  ],
  channelIds: ['facebook-demo', 'instagram-demo'],
  canChange: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const meta = {
  title: 'Settings/Tracking template editor',
  component: TrackingTemplateEditor,
  args: {
    sample: { network: 'facebook', name: 'Demo Coffee' },
    onSave: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <EditorDialog editing={args.template !== undefined}>
      <TrackingTemplateEditor {...args} />
    </EditorDialog>
  ),
} satisfies Meta<typeof TrackingTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new template starts with the suggested UTM parameters. */
export const New: Story = {};
export const Editing: Story = { args: { template: springSale } };
export const WithMistakes: Story = {
  args: {
    template: {
      ...springSale,
      parameters: [
        { key: 'utm source', value: '{network}' },
        { key: 'utm_campaign', value: '{netwrok}' },
      ],
    },
  },
};
export const Saving: Story = { args: { template: springSale, saving: true } };
export const SaveFailed: Story = {
  args: { template: springSale, error: 'A tracking template named “Spring sale” already exists.' },
};
