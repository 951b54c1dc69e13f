import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyLink } from './composer.story-data.js';
import { LinkPreviewField } from './LinkPreviewField.js';

const meta = {
  title: 'Publish/Composer/LinkPreviewField',
  component: LinkPreviewField,
  args: { value: '', onChange: fn(), onRemove: fn(), preview: { status: 'none' } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LinkPreviewField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No link in the text and none typed. */
export const NoLink: Story = {};

/** The server is reading the page. */
export const Loading: Story = { args: { preview: { status: 'loading', url: storyLink.url } } };

/** The first link of the text, previewed. */
export const Ready: Story = { args: { preview: { status: 'ready', preview: storyLink } } };

/** A typed link the server could not read. */
export const Failed: Story = {
  args: {
    value: 'https://intranet.example/menu',
    preview: {
      status: 'failed',
      url: 'https://intranet.example/menu',
      reason: 'The address is private.',
    },
  },
};
