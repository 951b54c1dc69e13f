import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyAdAccounts } from '../../ads/ads.story-data.js';
import { AdAccountTable, DisconnectedAccounts } from './AdAccountTable.js';

const connected = storyAdAccounts.filter((a) => a.status === 'connected');
const disconnected = storyAdAccounts.filter((a) => a.status === 'disconnected');
const channelNames = new Map([['facebook-demo', 'Demo Coffee']]);

const meta: Meta<typeof AdAccountTable> = {
  title: 'Settings/Ad accounts/Ad account list',
  component: AdAccountTable,
  args: {
    accounts: connected,
    channelNames,
    canManage: true,
    busyId: null,
    onDisconnect: () => undefined,
  },
};

export default meta;
type Story = StoryObj<typeof AdAccountTable>;

/** Connected accounts of several networks, with Edit and Disconnect. */
export const Connected: Story = {};

/** For a reader: no buttons, the names are not links. */
export const ReadOnly: Story = { args: { canManage: false } };

/** Disconnecting one: its button is busy. */
export const Disconnecting: Story = { args: { busyId: connected[1]?.id ?? null } };

/** The disconnected accounts under the table, with Reconnect and Remove. */
export const WithDisconnected: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AdAccountTable {...args} />
      <DisconnectedAccounts
        accounts={disconnected}
        canManage
        timeZone="Europe/Berlin"
        onReconnect={() => undefined}
        onRemove={() => undefined}
      />
    </div>
  ),
};

/** No disconnected account. */
export const NoneDisconnected: Story = {
  render: () => (
    <DisconnectedAccounts
      accounts={[]}
      canManage
      timeZone="Europe/Berlin"
      onReconnect={() => undefined}
      onRemove={() => undefined}
    />
  ),
};
