import type { AudiencePersonDetail } from '@smm/model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonCard } from './PersonCard.js';

const LABELS = [
  { id: '7d0c2a4e-5b6f-4c1d-9e2a-3b4c5d6e7f80', name: 'Complaint', color: '#d64545' },
  { id: '8e1d3b5f-6c70-4d2e-8f3b-4c5d6e7f8091', name: 'Question', color: '#1c7ed6' },
];

const DETAIL: AudiencePersonDetail = {
  person: {
    id: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
    name: 'Priya Patel',
    email: 'priya.patel@example.com',
    phone: '+44 20 7946 0123',
    firstSeenAt: '2026-11-12T09:30:00.000Z',
    lastSeenAt: '2026-11-25T14:30:00.000Z',
    conversations: 4,
    sentiment: 'negative',
    labelIds: [LABELS[0]!.id],
    source: 'engage',
    identities: [
      {
        id: 'a3c1f4e2-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
        network: 'instagram',
        handle: '@priya.patel',
        name: 'Priya Patel',
        firstSeenAt: '2026-11-12T09:30:00.000Z',
        lastSeenAt: '2026-11-25T14:30:00.000Z',
      },
      {
        id: 'b4d2e5f3-6c7e-4f80-9bac-1d2e3f4a5b6c',
        network: 'whatsapp',
        handle: '+1555010106',
        name: 'Priya',
        firstSeenAt: '2026-11-20T21:27:00.000Z',
        lastSeenAt: '2026-11-20T21:27:00.000Z',
      },
    ],
  },
  recentItems: [],
};

const meta = {
  title: 'Audience/Person card',
  component: PersonCard,
  args: {
    detail: DETAIL,
    labels: LABELS,
    locale: 'en',
    timeZone: 'Europe/London',
    onSave: fn(async () => undefined),
    onClose: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}>{Story()}</div>],
} satisfies Meta<typeof PersonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person on two networks with contact details and a label. */
export const Known: Story = {};

/** Only a name from one network: no contact details, not rated. */
export const Sparse: Story = {
  args: {
    detail: {
      ...DETAIL,
      person: {
        ...DETAIL.person,
        email: null,
        phone: null,
        sentiment: null,
        labelIds: [],
        identities: DETAIL.person.identities.slice(0, 1),
      },
    },
  },
};

/** Imported, never seen in the inbox; the organisation has no labels. */
export const Imported: Story = {
  args: {
    labels: [],
    detail: {
      ...DETAIL,
      person: {
        ...DETAIL.person,
        source: 'import',
        firstSeenAt: null,
        lastSeenAt: null,
        conversations: 0,
        identities: [],
      },
    },
  },
};

/** Saving fails with the server's message. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Could not reach the server.'))) },
};
