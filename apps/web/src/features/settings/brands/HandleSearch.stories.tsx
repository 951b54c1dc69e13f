import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HandleSearch } from './HandleSearch.js';
import { storySearch } from './brands.story-data.js';

const meta: Meta<typeof HandleSearch> = {
  title: 'Settings/Brands/Handle search',
  component: HandleSearch,
  args: {
    search: storySearch,
    onAdd: fn(),
    added: new Set<string>(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 800 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj<typeof HandleSearch>;

/** Before a search: the keyword, the network and the button. */
export const Empty: Story = {};

/** "morningmug" found on four networks; the Facebook one is added already. */
export const WithResults: Story = {
  args: { initialKeyword: 'morningmug', added: new Set(['facebook-public-morningmug']) },
};

/** Nothing matches. */
export const NoResults: Story = { args: { initialKeyword: 'nobody-here' } };

/** No slot left: the server refuses the addition, and the search says why. */
export const SlotsFull: Story = {
  args: {
    initialKeyword: 'morningmug',
    onAdd: () =>
      Promise.reject(
        Object.assign(new Error('All 25 channel slots of your organisation are in use.'), {
          status: 409,
        }),
      ),
  },
};

/** The search failed. */
export const Failed: Story = {
  args: {
    initialKeyword: 'morningmug',
    search: () => Promise.reject(new Error('The networks did not answer in time.')),
  },
};
