import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyAdAccounts } from '../../ads/ads.story-data.js';
import { AdAccountForm } from './AdAccountEditorArea.js';

const channels = [
  { id: 'facebook-demo', name: 'Demo Coffee', type: 'facebook' },
  { id: 'instagram-demo', name: 'Demo Coffee', type: 'instagram' },
  { id: 'twitter-demo', name: 'Demo Coffee', type: 'twitter' },
  { id: 'linkedin-demo', name: 'Demo Coffee Ltd', type: 'linkedIn' },
  { id: 'tiktok-demo', name: 'Demo Coffee', type: 'tiktok' },
] as const;

const account = storyAdAccounts[0] ?? (undefined as never);

const meta: Meta<typeof AdAccountForm> = {
  title: 'Settings/Ad accounts/Ad account editor',
  component: AdAccountForm,
  args: {
    account,
    channels: [...channels],
    saving: false,
    readOnly: false,
    onSave: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof AdAccountForm>;

/** Demo Coffee — EU: euros, Berlin time, linked to the Facebook page, auto-boost on. */
export const Editing: Story = {};

/** Saving: the button is busy. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the change: its message above the buttons. */
export const Refused: Story = {
  args: { error: "Channel facebook-x is not one of the organisation's channels you can link." },
};

/** A disconnected account: a notice, and auto-boost off and locked. */
export const Disconnected: Story = {
  args: { account: storyAdAccounts[4] ?? account },
};

/** For a reader: nothing can be changed, no buttons. */
export const ReadOnly: Story = { args: { readOnly: true } };
