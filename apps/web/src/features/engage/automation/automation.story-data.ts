import type {
  AutomationActionInfo,
  AutomationSources,
  DryRunResult,
  Label,
  Team,
  User,
} from '@smm/model';

/** The demo organisation's sources, actions, teams, people and labels, as the stories show them. */
export const storySources: AutomationSources = {
  networks: ['instagram', 'facebook', 'twitter', 'whatsapp'],
  channels: [
    { id: 'c-ig', name: 'Demo Coffee', network: 'instagram' },
    { id: 'c-fb', name: 'Demo Coffee Fans', network: 'facebook' },
    { id: 'c-x', name: '@democoffee', network: 'twitter' },
    { id: 'c-wa', name: 'Demo Coffee Support', network: 'whatsapp' },
  ],
};

export const storyActions: readonly AutomationActionInfo[] = [
  { type: 'engage.assign', fields: ['assignee', 'note'] },
  { type: 'engage.label', fields: ['labels'] },
  {
    type: 'engage.createCase',
    fields: ['caseKind'],
    caseSystems: [
      { kind: 'legacy', connected: true },
      { kind: 'zendesk', connected: true },
      {
        kind: 'salesforce',
        connected: false,
        reason: 'No Salesforce account is connected to the organisation.',
      },
    ],
  },
  { type: 'engage.markAsRead', fields: [] },
  { type: 'engage.markAsSpam', fields: [] },
  { type: 'engage.hide', fields: [] },
];

export const storyTeams: readonly Team[] = [
  { id: 't-care', name: 'Customer Care', orgId: 'o1' },
  { id: 't-social', name: 'Social Marketing', orgId: 'o1' },
];

export const storyPeople: readonly User[] = [
  { id: 'u-ada', email: 'admin@demo.test', name: 'Ada Admin' } as User,
  { id: 'u-eddie', email: 'editor@demo.test', name: 'Eddie Editor' } as User,
];

export const storyLabels: readonly Label[] = [
  { id: 'l-order', name: 'Order issue' } as Label,
  { id: 'l-refund', name: 'Refund' } as Label,
  { id: 'l-praise', name: 'Praise' } as Label,
];

/** A dry run over the last 7 days with two of its matched items. */
export const storyDryRun: DryRunResult = {
  days: 7,
  scanned: 4210,
  matchedCount: 37,
  actionCounts: { 'engage.assign': 37, 'engage.label': 35 },
  items: [
    {
      itemId: 'i1',
      network: 'instagram',
      channelId: 'c-ig',
      type: 'comment',
      sender: 'Maya Lopez',
      excerpt: 'I am still waiting for my refund for order 1182, can someone help?',
      createdAt: '2026-11-24T09:12:00.000Z',
      conditions: [],
      planned: [
        { type: 'engage.assign', config: { teamId: 't-care' } },
        { type: 'engage.label', config: { labelIds: ['l-order'] } },
      ],
      skipped: [],
    },
    {
      itemId: 'i2',
      network: 'instagram',
      channelId: 'c-ig',
      type: 'comment',
      sender: 'jonas.b',
      excerpt: 'Refund please, the beans arrived stale.',
      createdAt: '2026-11-23T17:40:00.000Z',
      conditions: [],
      planned: [{ type: 'engage.assign', config: { teamId: 't-care' } }],
      skipped: [
        {
          action: { type: 'engage.label', config: { labelIds: ['l-order'] } },
          reason: 'The item already has every label.',
        },
      ],
    },
  ],
};
