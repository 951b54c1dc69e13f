import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsNotice } from './SettingsNotice.js';

const allSettings = { href: '#/settings/overview', label: 'See all settings' };

const meta = {
  title: 'Settings/SettingsNotice',
  component: SettingsNotice,
  args: {
    title: 'Audit log',
    lead: 'Who changed what in the organisation, and when.',
    icon: 'info',
    status: 'This area is not available in this version of Switchboard yet.',
    links: [allSettings],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An area a later version adds. */
export const NotYet: Story = {};

/** An area the organisation's package does not include, as an administrator sees it. */
export const NotInPackage: Story = {
  args: {
    title: 'Ad accounts',
    lead: 'Connect the ad accounts whose campaigns you see and boost in Ads.',
    icon: 'lock',
    status: "Ad accounts is not in your organisation's package.",
    details: [
      'To add it, contact your Switchboard account manager about a package that includes it.',
    ],
  },
};

/** An area the person has no access to. */
export const NoAccess: Story = {
  args: {
    title: 'You do not have access to this area',
    lead: undefined,
    icon: 'lock',
    status:
      'Channels is open only to the people who manage it. If you need it, ask an administrator of your organisation.',
  },
};
