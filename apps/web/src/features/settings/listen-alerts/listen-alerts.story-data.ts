import type { ListenAlert, ListeningQuery } from '@smm/model';

/** The listening queries of the stories: two active, one paused. */
export const storyQueries: readonly ListeningQuery[] = [
  {
    id: '0b6c4a2e-1d3f-4e5a-8b7c-9d0e1f2a3b41',
    name: 'Demo Coffee mentions',
    keywords: ['demo coffee', '#democoffee'],
    excludedKeywords: [],
    networks: ['twitter', 'instagram'],
    languages: [],
    active: true,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: '0b6c4a2e-1d3f-4e5a-8b7c-9d0e1f2a3b42',
    name: 'Oat milk conversations',
    keywords: ['oat milk', 'oatmilk'],
    excludedKeywords: ['recipe'],
    networks: [],
    languages: ['en', 'de'],
    active: true,
    createdAt: '2026-11-02T09:00:00.000Z',
  },
  {
    id: '0b6c4a2e-1d3f-4e5a-8b7c-9d0e1f2a3b43',
    name: 'Competitor launches (paused)',
    keywords: ['new blend'],
    excludedKeywords: [],
    networks: [],
    languages: [],
    active: false,
    createdAt: '2026-11-03T09:00:00.000Z',
  },
];

/** The people of the stories; the first is the signed-in person. */
export const storyPeople = [
  { id: 'u-ada', name: 'Ada Admin' },
  { id: 'u-lee', name: 'Lee Lead' },
  { id: 'u-eddie', name: 'Eddie Editor' },
  { id: 'u-mo', name: 'Mo Moderator' },
  { id: 'u-vi', name: 'Vi Viewer' },
] as const;

const base: ListenAlert = {
  id: 'a-1',
  query: { id: storyQueries[0]?.id ?? '', name: 'Demo Coffee mentions', active: true },
  metric: 'mentions',
  window: 'hour',
  threshold: 60,
  recipients: [
    { id: 'u-ada', name: 'Ada Admin' },
    { id: 'u-lee', name: 'Lee Lead' },
  ],
  active: true,
  above: false,
  lastVolume: 3,
  lastCheckedAt: '2026-11-26T15:59:00.000Z',
  lastTriggeredAt: null,
  createdBy: { id: 'u-ada', name: 'Ada Admin' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** Alerts in each state the table shows. */
export const storyAlerts = {
  quiet: base,
  triggered: {
    ...base,
    id: 'a-2',
    query: { id: storyQueries[1]?.id ?? '', name: 'Oat milk conversations', active: true },
    metric: 'rise',
    window: 'day',
    threshold: 150,
    above: true,
    lastVolume: 212,
    lastTriggeredAt: '2026-11-26T14:05:00.000Z',
    recipients: storyPeople.map((person) => ({ id: person.id, name: person.name })),
  },
  pausedQuery: {
    ...base,
    id: 'a-3',
    query: { id: storyQueries[2]?.id ?? '', name: 'Competitor launches (paused)', active: false },
    active: false,
    lastVolume: null,
    lastCheckedAt: null,
  },
} satisfies Record<string, ListenAlert>;
