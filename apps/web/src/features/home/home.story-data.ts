import type {
  HomeAudience,
  HomeEngage,
  HomeListen,
  HomeMeasure,
  HomeWidgetSetting,
  PublishPost,
} from '@smm/model';
import type { Loaded } from '../settings/use-loaded.js';

/** The moment the stories are told at: Thursday 26 November 2026, 10:00 in Berlin. */
export const STORY_NOW = '2026-11-26T09:00:00.000Z';
export const STORY_ZONE = 'Europe/Berlin';

const person = { id: '0b7d8c2e-5a41-4d7e-9a0f-1c2d3e4f5a6b', name: 'Ada Admin' };

/** A published, scheduled or failed post of the demo, with its channels. */
function post(
  id: string,
  status: PublishPost['status'],
  at: string,
  text: string,
  channels: readonly (readonly [string, PublishPost['targets'][number]['network'], string])[],
): PublishPost {
  return {
    id: `5f0c1d2e-0000-4000-8000-00000000000${id}`,
    status,
    text,
    media: [],
    link: null,
    variants: [],
    channelIds: channels.map(([channelId]) => channelId),
    targets: channels.map(([channelId, network, channelName]) => ({
      channelId,
      network,
      channelName,
      status:
        status === 'published' ? 'published' : status === 'scheduledError' ? 'failed' : 'pending',
      networkItemId: null,
      permalink: null,
      engageItemId: null,
      error: status === 'scheduledError' ? 'The network refused the post.' : null,
      publishedAt: status === 'published' ? at : null,
    })),
    visibility: 'page',
    promote: false,
    scheduledAt: status === 'published' ? null : at,
    publishedAt: status === 'published' ? at : null,
    at,
    rejection: null,
    error: status === 'scheduledError' ? 'Instagram: the image is too small.' : null,
    createdBy: person,
    approvedBy: null,
    createdAt: at,
    updatedAt: at,
    abilities: { edit: false, delete: false, approve: false, publish: false, retry: false },
  };
}

const withLink = (base: PublishPost): PublishPost => ({
  ...base,
  link: {
    url: 'https://democoffee.example/black-friday',
    title: 'Black Friday at Demo Coffee',
    description: 'Two bags of beans for the price of one.',
    imageUrl: null,
    siteName: 'Demo Coffee',
  },
});

export const STORY_POSTS: readonly PublishPost[] = [
  post(
    '1',
    'published',
    '2026-11-24T08:30:00.000Z',
    'Our winter blend is back ☕️ Find it in every Demo Coffee shop from today.',
    [
      ['facebook-demo', 'facebook', 'Demo Coffee'],
      ['instagram-demo', 'instagram', 'democoffee'],
    ],
  ),
  post(
    '2',
    'published',
    '2026-11-26T07:15:00.000Z',
    'Good morning! Oat flat whites are half price until 10.',
    [['twitter-demo', 'twitter', '@democoffee']],
  ),
  post(
    '3',
    'scheduledError',
    '2026-11-26T11:00:00.000Z',
    'Behind the counter with our head barista, Mia.',
    [['instagram-demo', 'instagram', 'democoffee']],
  ),
  withLink(
    post(
      '4',
      'scheduled',
      '2026-11-27T16:00:00.000Z',
      'Black Friday: two bags of beans for the price of one, online and in store.',
      [
        ['facebook-demo', 'facebook', 'Demo Coffee'],
        ['linkedIn-demo', 'linkedIn', 'Demo Coffee GmbH'],
        ['twitter-demo', 'twitter', '@democoffee'],
      ],
    ),
  ),
  post('5', 'scheduled', '2026-11-29T09:00:00.000Z', '', [
    ['instagram-demo', 'instagram', 'democoffee'],
  ]),
];

export const STORY_ENGAGE: HomeEngage = {
  unread: 111,
  assignedToMe: 4,
  waiting: [
    {
      id: '89c28c09-96ba-4e4b-818c-e073268904b0',
      channelId: 'facebook-demo',
      channelName: 'Demo Coffee',
      network: 'facebook',
      sender: 'Jonas Weber',
      excerpt: 'Meine Bestellung kam kalt an, ich möchte eine Rückerstattung',
      waitingSince: '2026-11-13T12:41:33.992Z',
    },
    {
      id: '33463585-10fc-4875-b5a4-0ad1b57e9fef',
      channelId: 'whatsapp-demo',
      channelName: 'Demo Coffee WhatsApp',
      network: 'whatsapp',
      sender: '佐藤 花子',
      excerpt: '日曜日は営業していますか？',
      waitingSince: '2026-11-13T05:41:04.513Z',
    },
    {
      id: '1d2e3f40-96ba-4e4b-818c-e073268904b1',
      channelId: 'twitter-demo',
      channelName: '@democoffee',
      network: 'twitter',
      sender: 'Sam Sandbox',
      excerpt:
        'Is the new winter blend available in the Hamburg shops as well, or only online? Asking for a friend who really needs to know before the weekend.',
      waitingSince: '2026-11-14T09:12:00.000Z',
    },
  ],
};

export const STORY_MEASURE: HomeMeasure = {
  since: '2026-11-19T09:00:00.000Z',
  until: STORY_NOW,
  received: 214,
  answered: 167,
  medianFirstResponseSeconds: 1260,
};

export const STORY_AUDIENCE: HomeAudience = {
  since: '2026-11-19T09:00:00.000Z',
  until: STORY_NOW,
  people: 58,
  newPeople: 9,
};

export const STORY_LISTEN: HomeListen = {
  queries: [
    {
      id: '6f1c2d3e-1111-4a5b-8c9d-0e1f2a3b4c51',
      name: 'Demo Coffee mentions',
      keywords: ['demo coffee', '#democoffee', '@democoffee'],
      excludedKeywords: [],
      networks: ['twitter', 'instagram', 'threads'],
      languages: [],
      active: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastWeek: 412,
    },
    {
      id: '6f1c2d3e-1111-4a5b-8c9d-0e1f2a3b4c52',
      name: 'Oat milk conversations',
      keywords: ['oat milk', 'oatmilk'],
      excludedKeywords: ['recipe'],
      networks: [],
      languages: ['en', 'de'],
      active: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      lastWeek: 1,
    },
  ],
};

export const STORY_LAYOUT: readonly HomeWidgetSetting[] = [
  { widget: 'publishing', visible: true },
  { widget: 'engage', visible: true },
  { widget: 'measure', visible: true },
  { widget: 'audience', visible: false },
  { widget: 'listen', visible: true },
];

/** A widget's data, ready. */
export const ready = <T>(data: T): Loaded<T> => ({ kind: 'ready', data });
/** A widget's data, failed as the server said. */
export const FAILED = { kind: 'failed', message: 'Request failed' } as const;
/** A widget's data, loading. */
export const LOADING = { kind: 'loading' } as const;
