import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoostDialog } from './BoostDialog.js';
import { storyBoostOptions } from './campaigns.story-data.js';

const meta = {
  title: 'Ads/BoostDialog',
  component: BoostDialog,
  args: {
    options: storyBoostOptions,
    postText: 'Our winter blend is back — come by for a taste this weekend.',
    onBoost: (): Promise<void> => Promise.resolve(),
    onClose: () => undefined,
  },
} satisfies Meta<typeof BoostDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post published on two channels; the Facebook one has two linked ad accounts. */
export const TwoChannels: Story = {};

/** A post boosted before: the dialog says so. */
export const BoostedBefore: Story = {
  args: {
    options: {
      ...storyBoostOptions,
      boosts: [
        {
          id: '8d7a3d4c-1c1e-4a36-9b5d-58b5d0f1a0c2',
          adAccountId: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d41',
          postId: storyBoostOptions.postId,
          channelId: 'facebook-demo',
          campaignId: 'facebook-boost-1',
          name: 'Boost: Our winter blend is back',
          budget: 50,
          currency: 'EUR',
          durationDays: 7,
          audience: { countries: ['DE'], ageMin: 18, ageMax: 65, gender: 'all' },
          startsAt: '2026-11-20T10:00:00.000Z',
          endsAt: '2026-11-27T10:00:00.000Z',
          createdAt: '2026-11-20T10:00:00.000Z',
          createdBy: null,
        },
      ],
    },
  },
};

/** The ad network refuses: its reason shows in the dialog. */
export const Refused: Story = {
  args: {
    onBoost: () =>
      Promise.reject(
        new Error('Meta Ads is limiting requests from this ad account. Try again in 1 minute(s).'),
      ),
  },
};
