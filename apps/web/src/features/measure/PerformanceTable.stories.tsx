import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_TEAMS } from './measure.story-data.js';
import { PerformanceTable } from './PerformanceTable.js';

const meta = {
  title: 'Measure/First response table',
  component: PerformanceTable,
  args: { rows: STORY_TEAMS, by: 'team', locale: 'en', caption: 'First response by team' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PerformanceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By team, sorted by name; a click on a header sorts by that column. */
export const ByTeam: Story = {};

/** By person, most handled first. */
export const ByPerson: Story = {
  args: {
    by: 'person',
    caption: 'First response by person',
    rows: STORY_TEAMS.map((row, index) => ({
      ...row,
      id: `p${index}`,
      name: ['Ada Admin', 'Lee Lead', 'Eddie Editor'][index] ?? row.name,
    })),
    initialSort: { column: 'handled', direction: 'descending' },
  },
};

/** Nobody answered anything in the period. */
export const Empty: Story = { args: { rows: [] } };

/** In German. */
export const German: Story = { args: { locale: 'de' } };
