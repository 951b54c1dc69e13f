import type { AudienceIdentity } from '@smm/model';
import { makeEngageItem, makeUser } from '@smm/model/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toasts } from '../../../shell/toasts.js';
import { EngageProvider } from '../engage.context.js';
import { storyCalls, storyEnv } from '../engage.story-env.js';
import { SenderButton } from './SenderButton.js';

const item = makeEngageItem({
  id: 'c1',
  engage: { type: 'comment', network: 'instagram' },
  sender: {
    id: 'ig-sam',
    name: 'Sam Sandbox',
    handle: 'sam.sandbox',
    visibility: 'PUBLIC',
    isOwn: false,
  },
  channel: { id: 'instagram-demo', name: 'Demo Coffee' },
});
const identity: AudienceIdentity = {
  itemId: 'c1',
  profile: {
    network: 'instagram',
    name: 'Sam Sandbox',
    address: '@sam.sandbox',
    profileUrl: 'https://www.instagram.com/sam.sandbox',
  },
  items: [],
  moreItems: false,
  notes: [],
};
const env = storyEnv({
  me: makeUser({ id: 'u-ada', name: 'Ada Admin', isAdmin: true }),
  calls: storyCalls({
    identity: async () => identity,
    addNote: async () => Promise.reject(new Error('offline')),
  }),
  items: [item],
});

const meta = {
  title: 'Engage/Conversation/SenderButton',
  component: SenderButton,
  args: { item, name: 'Sam Sandbox' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Toasts>
        <EngageProvider value={env}>
          <h2>
            <Story />
          </h2>
        </EngageProvider>
      </Toasts>
    ),
  ],
} satisfies Meta<typeof SenderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sender's name opens their identity card. */
export const Customer: Story = {};

/** The channel's own items show the name alone. */
export const Own: Story = {
  args: {
    item: makeEngageItem({ sender: { name: 'Demo Coffee', visibility: 'PUBLIC', isOwn: true } }),
    name: 'Demo Coffee',
  },
};
