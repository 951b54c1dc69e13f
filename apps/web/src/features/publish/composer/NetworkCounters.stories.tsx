import type { Meta, StoryObj } from '@storybook/react-vite';
import { postCounter, postProblems } from '@smm/publish';
import type { NetworkCheck } from '@smm/publish';
import { NetworkCounters } from './NetworkCounters.js';

const check = (
  network: NetworkCheck['network'],
  text: string,
  customised = false,
): NetworkCheck => ({
  network,
  customised,
  counter: postCounter(network, text),
  problems: postProblems({ network, text }),
});

const meta = {
  title: 'Publish/Composer/NetworkCounters',
  component: NetworkCounters,
  args: { checks: [check('twitter', 'Hello'), check('linkedIn', 'Hello')] },
} satisfies Meta<typeof NetworkCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** X and LinkedIn within their limits. */
export const WithinLimits: Story = {};

/** 281 characters: X shows 281/280 in red and says why; LinkedIn is fine. */
export const OverOnX: Story = {
  args: { checks: [check('twitter', 'a'.repeat(281)), check('linkedIn', 'a'.repeat(281))] },
};

/** X has its own text (a dashed counter); nothing written for LinkedIn yet. */
export const CustomisedAndEmpty: Story = {
  args: { checks: [check('twitter', 'Short for X', true), check('linkedIn', '')] },
};
