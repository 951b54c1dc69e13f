import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ComposerActions } from './ComposerActions.js';

const meta = {
  title: 'Publish/Composer/ComposerActions',
  component: ComposerActions,
  args: {
    actions: {
      primary: 'publishNow',
      others: ['submitForApproval', 'saveDraft'],
      blocks: { publishNow: [], submitForApproval: [], saveDraft: [] },
    },
    hasChannels: true,
    saving: null,
    onAction: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 800, paddingTop: 120 }}>{Story()}</div>],
} satisfies Meta<typeof ComposerActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor without a time: Publish now, the others in the menu. */
export const PublishNow: Story = {};

/** A time is chosen: Schedule. */
export const Schedule: Story = {
  args: {
    actions: {
      primary: 'schedule',
      others: ['publishNow', 'submitForApproval', 'saveDraft'],
      blocks: { schedule: [], publishNow: [], submitForApproval: [], saveDraft: [] },
    },
  },
};

/** A content creator: Submit for approval, Save draft in the menu. */
export const ContentCreator: Story = {
  args: {
    actions: {
      primary: 'submitForApproval',
      others: ['saveDraft'],
      blocks: { submitForApproval: [], saveDraft: [] },
    },
  },
};

/** The text is too long for X: the main action waits, and says why. */
export const Blocked: Story = {
  args: {
    actions: {
      primary: 'publishNow',
      others: ['submitForApproval', 'saveDraft'],
      blocks: { publishNow: ['content'], submitForApproval: ['content'], saveDraft: [] },
    },
  },
};

/** Saving: the buttons wait. */
export const Saving: Story = { args: { saving: 'publishNow' } };

/** The person may do nothing on the chosen channels. */
export const NoAction: Story = { args: { actions: { primary: null, others: [], blocks: {} } } };
