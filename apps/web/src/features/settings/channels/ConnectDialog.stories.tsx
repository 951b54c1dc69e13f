import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyAccounts } from './channels.story-data.js';
import { ConnectDialog } from './ConnectDialog.js';

const meta = {
  title: 'Settings/Channels/Connect dialog',
  component: ConnectDialog,
  args: {
    open: true,
    view: { step: 'networks', opening: null },
    onChoose: fn(),
    onChooseWhatsApp: fn(),
    onToggle: fn(),
    onAdd: fn(),
    onRetry: fn(),
    onBack: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The networks to connect; WhatsApp opens its own flow. */
export const Networks: Story = {};

/** LinkedIn's consent page is on its way. */
export const Opening: Story = { args: { view: { step: 'networks', opening: 'linkedin' } } };

/** Back from the consent page: the accounts are loading. */
export const LoadingAccounts: Story = {
  args: { view: { step: 'loadingAccounts', network: 'linkedin' } },
};

/** The accounts allowed on LinkedIn: two chosen, one already added, one another organisation's. */
export const AuthorisedAccounts: Story = {
  args: {
    view: {
      step: 'accounts',
      network: 'linkedin',
      accounts: storyAccounts,
      selected: ['linkedin-a1', 'linkedin-a2'],
    },
  },
};

/** Every allowed account is added already. */
export const NothingToAdd: Story = {
  args: {
    view: {
      step: 'accounts',
      network: 'linkedin',
      accounts: storyAccounts.filter((a) => a.status !== 'AVAILABLE'),
      selected: [],
    },
  },
};

/** Adding through the legacy endpoint: its background job's progress. */
export const LegacyProgress: Story = {
  args: {
    view: {
      step: 'adding',
      network: 'linkedin',
      legacy: { connected: 1, total: 3, finished: false, failed: false },
    },
  },
};

/** Added: they are being indexed. */
export const Added: Story = { args: { view: { step: 'done', added: 2, skipped: 0 } } };

/** The person chose Deny on the network's page. */
export const AccessDenied: Story = {
  args: {
    view: {
      step: 'failed',
      network: 'facebook',
      problem: { kind: 'consent', reason: 'access_denied' },
      canRetry: true,
    },
  },
};

/** The account is another organisation's: trying again does not help. */
export const Taken: Story = {
  args: {
    view: {
      step: 'failed',
      network: 'linkedin',
      problem: { kind: 'consent', reason: 'taken' },
      canRetry: false,
    },
  },
};

/** The server could not be reached. */
export const NetworkError: Story = {
  args: {
    view: {
      step: 'failed',
      network: 'youtube',
      problem: { kind: 'start', error: { status: 503, message: 'Service unavailable' } },
      canRetry: true,
    },
  },
};
