import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectView } from './AdAccountConnectArea.js';

const grant = {
  grantId: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  network: 'facebook' as const,
  accounts: [
    {
      externalId: 'act_1',
      socialNetwork: 'facebook' as const,
      name: 'Demo Coffee — EU',
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      status: 'connected' as const,
    },
    {
      externalId: 'act_2',
      socialNetwork: 'facebook' as const,
      name: 'Demo Coffee — US',
      currency: 'USD',
      timeZone: 'America/New_York',
      status: 'available' as const,
    },
    {
      externalId: 'act_3',
      socialNetwork: 'facebook' as const,
      name: 'Demo Coffee — UK',
      currency: 'GBP',
      timeZone: 'Europe/London',
      status: 'disconnected' as const,
    },
  ],
};

const meta: Meta<typeof ConnectView> = {
  title: 'Settings/Ad accounts/Connect flow',
  component: ConnectView,
  args: {
    step: { kind: 'network' },
    chosen: [],
    connecting: false,
    onNetwork: () => undefined,
    onToggle: () => undefined,
    onConnect: () => undefined,
    onStartAgain: () => undefined,
    onCancel: () => undefined,
  },
};

export default meta;
type Story = StoryObj<typeof ConnectView>;

/** Step 1: the four ad networks. */
export const ChooseNetwork: Story = {};

/** Step 2: the browser is on its way to the network's consent page. */
export const Opening: Story = { args: { step: { kind: 'opening', network: 'linkedin' } } };

/** Step 3: what the person allowed; the connected one is shown, not offered. */
export const ChooseAccounts: Story = {
  args: { step: { kind: 'accounts', grant }, chosen: ['act_2', 'act_3'] },
};

/** The person denied access on the consent page. */
export const Denied: Story = {
  args: {
    step: {
      kind: 'failed',
      message: 'The ad network says you did not allow access to any ad account.',
    },
  },
};
