import type { Meta, StoryObj } from '@storybook/react-vite';
import { composerReducer, emptyComposer, type ComposerEvent } from '@smm/publish';
import { ApiCallError } from '@smm/api-client';
import { fn } from 'storybook/test';
import { Composer } from './Composer.js';
import {
  creatorChannels,
  storyChannels,
  storyGroups,
  storyLink,
  storyPhoto,
  storyPhoto2,
  storyScheduledPost,
} from './composer.story-data.js';
import type { PublishComposerCalls } from './publish-composer.calls.js';

const NOW = new Date('2026-11-26T10:00:00Z');

/** The composer's calls on the stories' data: uploads take a moment, link previews are known. */
const calls: PublishComposerCalls = {
  channels: async () => [...storyChannels],
  channelGroups: async () => [...storyGroups],
  linkMeta: async () => storyLink,
  upload: (_networks, _file, onProgress) =>
    new Promise((resolve) => {
      let sent = 0;
      const timer = setInterval(() => {
        sent += 0.25;
        onProgress(Math.min(sent, 1));
        if (sent >= 1) {
          clearInterval(timer);
          resolve(storyPhoto2);
        }
      }, 400);
    }),
  create: async () => storyScheduledPost,
  update: async () => storyScheduledPost,
};

const state = (...events: ComposerEvent[]) => events.reduce(composerReducer, emptyComposer());

const meta = {
  title: 'Publish/Composer/Composer',
  component: Composer,
  args: {
    source: { status: 'ready', channels: storyChannels, groups: storyGroups },
    calls,
    packageName: 'suite',
    timeZone: 'Europe/London',
    onClose: fn(),
    onSaved: fn(),
    now: () => NOW,
  },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new post: nothing chosen yet. */
export const Empty: Story = {};

/** X and LinkedIn with 281 characters: X shows 281/280 in red and the main action waits. */
export const OverLongForX: Story = {
  args: {
    initialState: state(
      { type: 'setChannels', channelIds: ['c-x', 'c-li'] },
      { type: 'setText', text: `${'Fresh roast today. '.repeat(14)}Come by!!!!!` },
    ),
  },
};

/** A photo, an upload on its way and the text's link previewed; X has its own text. */
export const WithMediaAndLink: Story = {
  args: {
    initialState: state(
      { type: 'setChannels', channelIds: ['c-x', 'c-fb', 'c-ig'] },
      {
        type: 'setText',
        text: 'Our autumn menu is here: pumpkin spice and chestnut cake. https://cafe.example/autumn',
      },
      { type: 'addMedia', media: storyPhoto },
    ),
    initialUploads: [{ key: 'u1', name: 'flat-white.jpg', sent: 0.4, error: null }],
  },
};

/** Editing a scheduled post for X and LinkedIn: its channels, texts, photo, link and time. */
export const EditingScheduled: Story = { args: { post: storyScheduledPost } };

/** A content creator: Submit for approval, with Save draft in the menu; no promote (essentials). */
export const ContentCreator: Story = {
  args: {
    source: { status: 'ready', channels: creatorChannels, groups: storyGroups },
    packageName: 'essentials',
    initialState: state(
      { type: 'setChannels', channelIds: ['c-x2'] },
      { type: 'setText', text: 'We are open until 8 pm all week.' },
    ),
  },
};

/** The server refused the post: the reason in words, everything kept. */
export const ServerError: Story = {
  args: {
    initialState: state(
      { type: 'setChannels', channelIds: ['c-x'] },
      { type: 'setText', text: 'Our new espresso blend is here.' },
    ),
    initialFailure: new ApiCallError({
      status: 403,
      message: 'You may not publish on Demo Coffee (X).',
    }),
  },
};

/** The channels are loading. */
export const Loading: Story = { args: { source: { status: 'loading' } } };

/** The channels could not be loaded. */
export const LoadFailed: Story = {
  args: {
    source: { status: 'failed', reason: 'The server did not answer.', retry: fn() },
  },
};
