import { useLingui } from '@lingui/react';
import { networkOptions } from '@smm/feeds';
import { filterMessages } from '@smm/i18n';
import type { Feed } from '@smm/model';
import { Modal } from '@smm/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { FilterEditor } from './FilterEditor.js';

/** The dialog the page shows the editor in. */
function EditorDialog({ editing, children }: { editing: boolean; children: ReactNode }) {
  const { i18n } = useLingui();
  const title = editing ? filterMessages.editTitle : filterMessages.createTitle;
  return (
    <Modal open title={i18n._(title)} width={800} onClose={() => undefined}>
      {children}
    </Modal>
  );
}

const angryVips: Feed = {
  id: 'feed-angry-vips',
  name: 'Angry VIPs on Facebook and Instagram',
  networks: ['facebook', 'instagram'],
  channels: ['facebook-demo-coffee', 'instagram-demo-coffee'],
  types: ['comment', 'message', 'review'],
  keywords: ['refund', 'remboursement', 'cold', '返品'],
  notKeywords: ['giveaway'],
  languages: ['en', 'fr', 'ja'],
  states: ['PUBLISHED'],
  withoutUnpublished: true,
  sentiments: ['negative'],
  labels: ['label-vip'],
  assignFilter: { status: ['unassigned', 'assignedToTeam'], values: ['team-care'] },
  readFilter: { status: 'unread' },
  spamStatus: ['notSpam'],
  hideStatus: ['notHidden'],
  onlyPriority: true,
  hasOpenCase: true,
  blurMedia: true,
  dateFilter: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' },
};

const meta = {
  title: 'Engage/Filter editor',
  component: FilterEditor,
  args: {
    options: {
      networks: networkOptions([
        'facebook',
        'instagram',
        'twitter',
        'linkedIn',
        'googlemybusiness',
      ]),
      channels: [
        { value: 'facebook-demo-coffee', label: 'Demo Coffee (Facebook page)' },
        { value: 'instagram-demo-coffee', label: '@democoffee (Instagram)' },
        { value: 'twitter-demo-coffee', label: '@democoffee (X)' },
      ],
      labels: [
        { value: 'label-vip', label: 'VIP' },
        { value: 'label-refund', label: 'Refund' },
        { value: 'label-press', label: 'Press' },
      ],
      assignees: [
        { value: 'user-ada', label: 'Ada Admin' },
        { value: 'user-eddie', label: 'Eddie Editor' },
        { value: 'team-care', label: 'Customer Care (team)' },
      ],
      languages: [
        { value: 'en', label: 'English' },
        { value: 'fr', label: 'French' },
        { value: 'de', label: 'German' },
        { value: 'ja', label: 'Japanese' },
      ],
    },
    timeZone: 'UTC',
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { args }) => <EditorDialog editing={args.feed !== undefined}>{Story()}</EditorDialog>,
  ],
} satisfies Meta<typeof FilterEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new feed: no name, no filters. Enter in the name field saves. */
export const NewFeed: Story = {};

/** A stored feed with a filter in nearly every field. */
export const EditingAFeed: Story = { args: { feed: angryVips } };

/** The server refused the save: its reason shows above the buttons. */
export const SaveError: Story = {
  args: { feed: angryVips, error: 'A feed with this name already exists.' },
};

/** Saving: the save button is busy and the form is not sent twice. */
export const Saving: Story = { args: { feed: angryVips, saving: true } };

/** Saved without a name: the error shows at the field, which gets the focus. */
export const NameMissing: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('form')?.requestSubmit();
  },
};

/**
 * The channels picked with the channel picker: their networks' badges and names, and the
 * organisation's channel groups (a group ticked whole shows ticked).
 */
export const WithChannelGroups: Story = {
  args: {
    feed: angryVips,
    channelPicker: {
      channels: [
        { id: 'facebook-demo-coffee', name: 'Demo Coffee', network: 'facebook' },
        { id: 'instagram-demo-coffee', name: '@democoffee', network: 'instagram' },
        { id: 'twitter-demo-coffee', name: '@democoffee', network: 'twitter' },
      ],
      groups: [
        {
          id: 'group-meta',
          name: 'Meta pages',
          channelIds: ['facebook-demo-coffee', 'instagram-demo-coffee'],
        },
        { id: 'group-x', name: 'X', channelIds: ['twitter-demo-coffee'] },
      ],
    },
  },
};
