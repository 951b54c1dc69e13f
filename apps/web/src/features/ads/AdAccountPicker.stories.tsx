import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AdAccountPicker, type AdAccountPickerProps } from './AdAccountPicker.js';
import { storyAdAccounts } from './ads.story-data.js';

/** The picker with its choice kept, as a screen keeps it. */
function Stateful(props: AdAccountPickerProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return <AdAccountPicker {...props} selectedId={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Ads/AdAccountPicker',
  component: AdAccountPicker,
  args: {
    accounts: storyAdAccounts,
    selectedId: storyAdAccounts[0]?.id ?? null,
    onChange: () => undefined,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof AdAccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected accounts of several networks (the disconnected one is not offered). */
export const Accounts: Story = {};

/** Nothing chosen yet. */
export const NothingChosen: Story = { args: { selectedId: null } };

/** No connected account: the picker says so instead of offering an empty list. */
export const NoAccounts: Story = { args: { accounts: [], selectedId: null } };

/** Disabled while the ads area loads. */
export const Disabled: Story = { args: { disabled: true } };
