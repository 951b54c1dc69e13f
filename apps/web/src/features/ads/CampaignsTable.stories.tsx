import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignsTable } from './CampaignsTable.js';
import { storyCampaignPage } from './campaigns.story-data.js';

const meta = {
  title: 'Ads/CampaignsTable',
  component: CampaignsTable,
  args: {
    page: storyCampaignPage,
    sort: 'startsAt',
    order: 'desc',
    timeZone: 'Europe/Berlin',
    onSort: () => undefined,
    onPage: () => undefined,
  },
} satisfies Meta<typeof CampaignsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, a boost with a long name, totals in euros. */
export const Campaigns: Story = {};

/** Sorted by spend, highest first. */
export const BySpend: Story = { args: { sort: 'spend', order: 'desc' } };

/** In yen: no minor unit. */
export const InYen: Story = {
  args: {
    page: {
      ...storyCampaignPage,
      currency: 'JPY',
      items: storyCampaignPage.items.map((c) => ({
        ...c,
        currency: 'JPY',
        spend: Math.round(c.spend * 160),
        budget: Math.round(c.budget * 160),
        costPerResult: null,
      })),
      totals: {
        ...storyCampaignPage.totals,
        spend: Math.round(storyCampaignPage.totals.spend * 160),
      },
    },
  },
};

/** More campaigns than a page: the pager shows. */
export const Paged: Story = {
  args: { page: { ...storyCampaignPage, total: 60, page: 2, pageSize: 25 } },
};
