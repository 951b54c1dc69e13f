import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoNavigation } from './settings.story-data.js';
import { SettingsLayout } from './SettingsLayout.js';
import { SettingsNotice } from './SettingsNotice.js';

const page = (
  <SettingsNotice
    title="Users"
    lead="Invite people to the organisation, change what they may do and remove them."
    icon="info"
    status="This area is not available in this version of Switchboard yet."
    links={[{ href: '#/settings/overview', label: 'See all settings' }]}
  />
);

const meta = {
  title: 'Settings/SettingsLayout',
  component: SettingsLayout,
  args: { groups: demoNavigation('admin', 'suite'), current: 'settings.users', children: page },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator of suite: every area; brands and public channels locked (no benchmark). */
export const AdministratorOfSuite: Story = {};

/** An editor: the general areas, AI features (read-only) and listen alerts. */
export const Editor: Story = {
  args: { groups: demoNavigation('editor', 'suite'), current: 'settings.profile' },
};

/** A team leader of a team granting manageChannels: teams and the channel settings too. */
export const TeamLeader: Story = {
  args: { groups: demoNavigation('lead', 'suiteWithBenchmark'), current: 'settings.teams' },
};

/** An administrator of essentials: integrations, benchmark, ad accounts and listen locked. */
export const AdministratorOfEssentials: Story = {
  args: { groups: demoNavigation('admin', 'essentials'), current: 'settings.adAccounts' },
};
