import type { Meta, StoryObj } from '@storybook/react-vite';
import { NetworkIcon } from './NetworkIcon.js';
import { KNOWN_NETWORKS, networkName } from './networkIcon.rules.js';

const meta = {
  title: 'Primitives/NetworkIcon',
  component: NetworkIcon,
  args: { network: 'facebook', size: 20 },
  argTypes: { network: { control: 'select', options: [...KNOWN_NETWORKS, 'x', 'reddit'] } },
} satisfies Meta<typeof NetworkIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** Labelled when it alone says which network it is (a source column without text). */
export const Labelled: Story = { args: { network: 'linkedIn', label: 'LinkedIn' } };

/** A network without a badge of its own. */
export const OtherNetwork: Story = { args: { network: 'reddit' } };

/** Every known network and one other, with their display names. */
export const AllNetworks: Story = {
  render: (args) => (
    <ul
      aria-label="Networks"
      style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}
    >
      {[...KNOWN_NETWORKS, 'reddit'].map((network) => (
        <li key={network} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <NetworkIcon {...args} network={network} />
          <span>{networkName(network)}</span>
          <code style={{ fontSize: 12 }}>{network}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {[14, 16, 20, 24, 32, 48].map((size) => (
        <NetworkIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
