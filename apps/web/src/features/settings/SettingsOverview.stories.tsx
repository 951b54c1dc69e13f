import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoNavigation } from './settings.story-data.js';
import { SettingsOverview } from './SettingsOverview.js';

const meta = {
  title: 'Settings/SettingsOverview',
  component: SettingsOverview,
  args: { groups: demoNavigation('admin', 'suite') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator of suite: a card for every area, brands and public channels locked. */
export const AdministratorOfSuite: Story = {};

/** An administrator of essentials: the areas the package lacks say so on their cards. */
export const AdministratorOfEssentials: Story = {
  args: { groups: demoNavigation('admin', 'essentials') },
};

/** An editor: only the areas open to everyone. */
export const Editor: Story = { args: { groups: demoNavigation('editor', 'suite') } };
