import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BenchmarkMenu } from './BenchmarkMenu.js';
import { STORY_EDITOR, STORY_TEAMS, storyMenu } from './benchmark.story-data.js';

const meta = {
  title: 'Benchmark/Menu',
  component: BenchmarkMenu,
  args: {
    menu: storyMenu({}),
    hrefOf: (item) => item.href,
    onGated: fn(),
    onTeamChange: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof BenchmarkMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator on brand insights' overview: every entry, no team selector, Pro labels. */
export const Administrator: Story = {};

/** A non-administrator with two teams: the team selector, the first team chosen. */
export const NonAdministratorWithTeams: Story = {
  args: {
    menu: storyMenu({
      user: STORY_EDITOR,
      teams: [...STORY_TEAMS],
      url: '/#/benchmark/content-analysis#publishing-activity',
    }),
  },
};

/** A standard-package user: the scheduled entries are gated (choosing one records an event). */
export const StandardPackage: Story = {
  args: { menu: storyMenu({ flags: { '@package_standard': true } }) },
};

/** YouTube among the networks: no reach, impressions or sentiment entries. */
export const YouTubeSelected: Story = {
  args: {
    menu: storyMenu({
      selectedNetworks: ['facebook', 'youtube'],
      url: '/#/benchmark/content-analysis#content-feed',
    }),
  },
};

/** Facebook without YouTube on content analysis: the sentiment entry; the legacy link. */
export const SentimentAndLegacyLink: Story = {
  args: {
    menu: storyMenu({
      selectedNetworks: ['facebook'],
      flags: { benchmarkLegacyAccess: true },
      url: '/#/benchmark/content-analysis#sentiment',
    }),
  },
};
