import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActionRow } from './ActionRow.js';
import { storyActions, storyLabels, storyPeople, storyTeams } from './automation.story-data.js';

const meta = {
  title: 'Engage/Automation/ActionRow',
  component: ActionRow,
  args: {
    index: 0,
    infos: storyActions,
    teams: storyTeams,
    people: storyPeople,
    labels: storyLabels,
    action: { type: 'engage.assign', config: { teamId: 't-care' } },
    onChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActionRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Assign to a team (or a person), with an optional note. */
export const Assign: Story = {};

/** Labels, chosen by pressing them. */
export const Label: Story = {
  args: { action: { type: 'engage.label', config: { labelIds: ['l-order'] } } },
};

/** A case: systems not connected are listed, disabled, with why. */
export const CreateCase: Story = {
  args: { action: { type: 'engage.createCase', config: { kind: 'zendesk' } } },
};

/** An action with nothing to set. */
export const Hide: Story = { args: { action: { type: 'engage.hide', config: {} } } };

/** The server refused it: its message is shown on the row. */
export const Refused: Story = {
  args: {
    action: { type: 'engage.assign', config: {} },
    error: 'assign to one person (userId) or one team (teamId)',
  },
};
