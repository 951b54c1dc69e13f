import type { Label, SavedItem } from '@smm/model';
import { makeChannel, makeEngageItem, makeTeam, makeUser } from '@smm/model/testing';
import { Button } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { Toasts } from '../../../shell/toasts.js';
import type { EngageCalls } from '../engage.calls.js';
import { EngageProvider, type EngageEnv } from '../engage.context.js';
import { storyCalls, storyEnv } from '../engage.story-env.js';
import { ItemStore } from '../item.store.js';
import { ActionDialog, type DialogKind } from './ActionDialog.js';

/** How long the fake server takes to answer. */
const LATENCY_MS = 800;

const LABELS: readonly Label[] = [
  { id: 'label-complaint', name: 'Complaint', color: '#d92d20' },
  { id: 'label-delivery', name: 'Delivery', color: '#1570ef' },
  { id: 'label-praise', name: 'Praise', color: '#079455' },
  { id: 'label-lead', name: 'Sales lead', color: '#dc6803' },
];

const TEAMS = [
  makeTeam({ id: 'team-care', name: 'Customer Care' }),
  makeTeam({ id: 'team-social', name: 'Social Marketing' }),
];

const PEOPLE = [
  { id: 'user-1', name: 'Ada Admin' },
  { id: 'user-2', name: 'Bo Care' },
  { id: 'user-3', name: 'Chidi Social' },
];

const facebookComment = makeEngageItem({
  id: 'item-facebook',
  message: 'My order #4471 still has not arrived after two weeks. Can someone help?',
  meta: { link: 'https://facebook.com/acmecoffee/posts/1?comment_id=2' },
});

const tweet = makeEngageItem({
  id: 'item-x',
  channelId: 'x-channel-1',
  engage: { network: 'twitter', type: 'post' },
  sender: { id: 'customer-2', name: 'Dana Barista', visibility: 'PUBLIC', isOwn: false },
  message: 'The new oat flat white from @acmecoffee is the best thing this week ☕',
  meta: { link: 'https://x.com/dana/status/1' },
});

const thread = makeEngageItem({
  id: 'item-threads',
  channelId: 'threads-channel-1',
  engage: { network: 'threads', type: 'post' },
  sender: { id: 'customer-3', name: 'Eli Roaster', visibility: 'PUBLIC', isOwn: false },
  message: 'Visited the Acme Coffee roastery today. Ask for the Ethiopian filter!',
});

/** Fails like the API does (the error shape of platform §8). */
const STORY_FAILURE = { status: 502, message: 'The network did not answer. Try again later.' };

/**
 * The inbox's environment with a fake server: every call answers after {@link LATENCY_MS}, with
 * the item as the store shows it (the optimistic change applied), or fails when `fail` is set.
 * Only the calls the dialogs make are faked.
 */
function dialogEnv(item: SavedItem, fail: boolean): EngageEnv {
  const store = new ItemStore();
  store.load([item]);
  const later = <T,>(answer: () => T, canFail = true): Promise<T> =>
    new Promise((resolve, reject) => {
      setTimeout(() => (fail && canFail ? reject(STORY_FAILURE) : resolve(answer())), LATENCY_MS);
    });
  const shown = (id: string): SavedItem => store.get(id) ?? item;
  const calls: Partial<EngageCalls> = {
    toggle: (id) => later(() => shown(id)),
    assign: (id) => later(() => shown(id)),
    label: (id) => later(() => shown(id)),
    sentiment: (id) => later(() => shown(id)),
    remove: (id) => later(() => shown(id)),
    repost: (target) =>
      later(() => {
        const current = shown(target.id);
        return target.engage.network === 'threads'
          ? { ...current, threads: { ...current.threads, repostedByMe: true } }
          : { ...current, twitter: { ...current.twitter, retweetedByMe: true } };
      }),
    forward: (_id, _subject, _body, emails) =>
      later(() => ({ messageId: 'story-message-1', recipients: [...emails] })),
    ticket: (id) => later(() => ({ ticketId: '1234', status: 'new', contentUuid: id })),
    openCase: (itemIds, subject, description) =>
      later(() => ({
        id: 'case-1',
        number: 42,
        subject,
        description,
        conversationItemUuids: [...itemIds],
      })),
  };
  return storyEnv({
    calls: storyCalls(calls),
    store,
    me: makeUser({ id: 'user-1', name: 'Ada Admin' }),
    labels: new Map(LABELS.map((label) => [label.id, label])),
    teams: TEAMS,
    colleagues: PEOPLE.map((person) => makeUser(person)),
    channels: [
      makeChannel(),
      makeChannel({ id: 'x-channel-1', name: 'Acme Coffee', type: 'twitter' }),
      makeChannel({ id: 'threads-channel-1', name: 'Acme Coffee', type: 'threads' }),
    ],
    assignables: () => later(() => PEOPLE, false),
  });
}

/** Props of {@link ActionDialogStory}. */
interface ActionDialogStoryProps {
  readonly kind: DialogKind;
  readonly item: SavedItem;
  /** Every call of the fake server fails. */
  readonly fail?: boolean;
  readonly onClose: () => void;
}

/** The dialog open on the item, in the app's toasts and a fake inbox; a button opens it again. */
function ActionDialogStory({ kind, item, fail = false, onClose }: ActionDialogStoryProps) {
  const env = useMemo(() => dialogEnv(item, fail), [item, fail]);
  const [open, setOpen] = useState<DialogKind | null>(kind);
  return (
    <Toasts>
      <EngageProvider value={env}>
        <Button variant="secondary" onClick={() => setOpen(kind)}>
          Open the dialog again
        </Button>
        <ActionDialog
          kind={open}
          item={item}
          onClose={() => {
            onClose();
            setOpen(null);
          }}
        />
      </EngageProvider>
    </Toasts>
  );
}

const meta = {
  title: 'Engage/Action dialogs',
  component: ActionDialogStory,
  args: { kind: 'assign', item: facebookComment, fail: false, onClose: fn() },
  argTypes: {
    kind: {
      control: 'select',
      options: [
        'repost',
        'quote',
        'delete',
        'sentiment',
        'assign',
        'label',
        'forward',
        'ticket',
        'case',
      ] satisfies DialogKind[],
    },
    item: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActionDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Assigning an item that a team has now: a person or a team, a note, or unassign it. */
export const Assign: Story = {
  args: {
    kind: 'assign',
    item: makeEngageItem({
      ...facebookComment,
      engage: { ...facebookComment.engage, assigneeId: 'team-care' },
      assignee: { id: 'team-care', name: 'Customer Care', isTeam: true },
    }),
  },
};

/** The organisation's labels, ticked where the item has them; each tick is saved at once. */
export const Labels: Story = {
  args: {
    kind: 'label',
    item: makeEngageItem({
      ...facebookComment,
      engage: { ...facebookComment.engage, labels: ['label-complaint'] },
    }),
  },
};

/** Setting the sentiment of an item predicted negative. */
export const Sentiment: Story = {
  args: {
    kind: 'sentiment',
    item: makeEngageItem({ ...facebookComment, prediction: { sentiment: 'NEGATIVE' } }),
  },
};

/** Deleting an item, on its network too. */
export const Delete: Story = { args: { kind: 'delete', item: facebookComment } };

/** Retweeting on X. */
export const Repost: Story = { args: { kind: 'repost', item: tweet } };

/** Reposting on Threads. */
export const RepostOnThreads: Story = { args: { kind: 'repost', item: thread } };

/** Quoting a tweet: X's counter (280), a comment required. */
export const Quote: Story = { args: { kind: 'quote', item: tweet } };

/** Forwarding by e-mail: subject and message filled in from the item. */
export const Forward: Story = { args: { kind: 'forward', item: facebookComment } };

/** A Zendesk ticket from the item. */
export const Ticket: Story = { args: { kind: 'ticket', item: facebookComment } };

/** A case from the item; the toast gives its number. */
export const Case: Story = { args: { kind: 'case', item: facebookComment } };

/** The server fails: the spec's error toast, and the dialog stays open with the error. */
export const ForwardFails: Story = {
  args: { kind: 'forward', item: facebookComment, fail: true },
};
