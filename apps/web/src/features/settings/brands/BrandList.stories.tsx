import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrandList } from './BrandList.js';
import { SlotSummary } from './SlotSummary.js';
import { storyBrands } from './brands.story-data.js';

const meta: Meta<typeof BrandList> = {
  title: 'Settings/Brands/Brand list',
  component: BrandList,
  args: {
    brands: storyBrands,
    href: (brand) => `#/settings/brands/list/${brand.id}`,
    timeZone: 'Europe/Berlin',
  },
};

export default meta;
type Story = StoryObj<typeof BrandList>;

/** Own brand first, competitors by name: collected, collecting, not collected yet. */
export const Brands: Story = {};

/** With the organisation's channel slots above it, as the screen shows them. */
export const WithSlots: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <SlotSummary used={8} total={25} remaining={17} />
        {Story()}
      </div>
    ),
  ],
};

/** Every slot in use: the bar turns to a warning. */
export const SlotsFull: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <SlotSummary used={25} total={25} remaining={0} />
        {Story()}
      </div>
    ),
  ],
};

/** At the narrowest settings content (1024 px screens). */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
};
