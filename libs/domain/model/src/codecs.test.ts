import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import * as model from './index.js';
import {
  makeChannel,
  makeCurrentUser,
  makeEngageItem,
  makeFeed,
  makeTeam,
  makeUser,
  SAMPLE_DATE as DATE,
} from './testing.js';

const AUDIENCE_IDENTITY = {
  id: 'a3c1f4e2-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  network: 'instagram',
  handle: '@ada',
  name: 'Ada Lovelace',
  firstSeenAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-25T09:00:00.000Z',
};
const AUDIENCE_PERSON = {
  id: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  firstSeenAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-25T09:00:00.000Z',
  conversations: 3,
  sentiment: 'positive',
  labelIds: ['7d0c2a4e-5b6f-4c1d-9e2a-3b4c5d6e7f80'],
  source: 'engage',
  identities: [AUDIENCE_IDENTITY],
};
const AUDIENCE = {
  id: 'b4d2e5f3-6c7e-4f80-9bac-1d2e3f4a5b6c',
  name: 'Happy Instagram fans',
  filter: { networks: ['instagram'], sentiments: ['positive'] },
  pinned: true,
  people: 12,
  createdBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

interface Case {
  readonly codec: t.Mixed;
  readonly valid: unknown;
  readonly invalid: unknown;
  /** A readable message naming the path and the expected type. */
  readonly message: string;
}

const item = makeEngageItem({
  media: [{ type: 'image', url: 'https://cdn.example/a.jpg' }],
  prediction: { sentiment: 'NEGATIVE', spamStatus: { value: 'notSpam' } },
  facebook: { canHide: true, canReplyPrivately: true, privateReplyReference: null },
  meta: {
    reactions: [{ type: 'LIKE', selectedByUser: true, count: 2 }],
    displayReadStatus: 'unread',
  },
});

const BRAND = '7d0c2a4e-5b6f-4c1d-9e2a-3b4c5d6e7f80';
const AD_ACCOUNT = {
  id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  socialNetwork: 'facebook',
  externalId: 'act_1',
  name: 'Demo Coffee — EU',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  status: 'connected',
  autoBoost: false,
  channelIds: ['facebook-1'],
  connectedAt: DATE,
  connectedBy: null,
  disconnectedAt: null,
  updatedAt: DATE,
};
const GRANTED_AD_ACCOUNT = {
  externalId: 'act_1',
  socialNetwork: 'facebook',
  name: 'Demo Coffee — EU',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  status: 'available',
};
const MERGE_PERSON = {
  id: BRAND,
  name: 'Ana López',
  email: 'ana@example.com',
  phone: null,
  firstSeenAt: DATE,
  lastSeenAt: null,
  conversations: 3,
  source: 'engage',
  identities: [{ network: 'twitter', handle: 'anabrews', name: 'Ana' }],
};
const AUDIENCE_IMPORT = {
  id: BRAND,
  fileName: 'people.csv',
  state: 'writing',
  total: 1000,
  checked: 1000,
  written: 400,
  progress: 70,
  imported: 0,
  skipped: 1,
  errors: [{ line: 7, code: 'emailInvalid', column: 'E-mail', value: 'ana@', sameAs: null }],
  failure: null,
  createdAt: DATE,
  finishedAt: null,
};
const METRICS = {
  fans: 12000,
  posts: 2,
  reactions: 340,
  comments: 41,
  shares: 12,
  views: 0,
  reach: 8100,
  impressions: 15300,
  engagement: 393,
};
const TOTALS = { ...METRICS, fansGrowth: -12, engagementRate: 16.4 };
const SERIES = {
  brandId: BRAND,
  name: 'Bean Brothers',
  ownBrand: false,
  totals: TOTALS,
  byNetwork: [{ network: 'facebook', totals: TOTALS }],
  days: [{ day: '2026-11-25', ...METRICS }],
};
const PUBLIC_CHANNEL = {
  id: 'facebook-pub-beanbrothers',
  network: 'facebook',
  handle: 'beanbrothers',
  name: 'Bean Brothers',
  url: 'https://sandbox.example/facebook/beanbrothers',
  thumbnailUrl: null,
  followerCount: 12000,
  hasReach: true,
};
const PUBLIC_POST = {
  id: 'facebook-pub-beanbrothers-post-1',
  publicChannelId: 'facebook-pub-beanbrothers',
  network: 'facebook',
  handle: 'beanbrothers',
  brandId: BRAND,
  brandName: 'Bean Brothers',
  publishedAt: '2026-11-25T09:00:00.000Z',
  type: 'photo',
  text: 'Our winter blend is back',
  permalink: '/sandbox/public/facebook/beanbrothers/1',
  thumbnailUrl: null,
  reactions: 120,
  comments: 14,
  shares: 3,
  views: 0,
  reach: 4100,
  impressions: 6900,
  engagement: 137,
  sentiment: 'positive',
};
const CONTENT_SERIES = {
  brandId: BRAND,
  name: 'Bean Brothers',
  ownBrand: false,
  posts: 12,
  engagement: 1640,
  engagementPerPost: 136.7,
  byType: [{ type: 'photo', posts: 8, engagement: 1200 }],
  activity: [{ weekday: 3, hour: 9, posts: 2 }],
  days: [{ day: '2026-11-25', posts: 1, reach: 4100, impressions: 6900, engagement: 137 }],
  sentiment: null,
};
const REPORT_INPUT = {
  name: 'Weekly coffee chains',
  brandIds: [BRAND],
  period: 'last7Days',
  frequency: 'weekly',
  hour: 8,
  timeZone: 'Europe/London',
  recipients: ['ada@demo.test'],
  weekday: 1,
};
const PERFORMANCE_ROW = {
  id: BRAND,
  name: 'Customer Care',
  handled: 20,
  replies: 18,
  firstResponse: { count: 18, median: 420, p90: 3600 },
};
const POST_PERFORMANCE = {
  postId: BRAND,
  channelId: 'facebook-1001',
  channelName: 'Demo Coffee',
  network: 'facebook',
  text: 'Winter blend',
  publishedAt: '2026-11-24T09:00:00.000Z',
  permalink: null,
  reactions: 40,
  comments: 12,
  shares: 8,
  views: 0,
  reach: 900,
  impressions: 1500,
  engagement: 60,
};

const AD_ACCOUNT_ID = '5b0c7a4e-51a6-4c43-9d3e-2f0f5b7d1a11';
const AD_CAMPAIGN = {
  id: 'fb-cmp-1001',
  adAccountId: AD_ACCOUNT_ID,
  name: 'Winter blend launch',
  objective: 'traffic',
  status: 'active',
  origin: 'network',
  currency: 'EUR',
  budget: 500,
  spend: 123.45,
  results: 321,
  resultType: 'linkClicks',
  impressions: 20_000,
  reach: 12_000,
  costPerResult: 0.38,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  postId: null,
};
const BOOST_AUDIENCE = { countries: ['DE', 'AT'], ageMin: 18, ageMax: 45, gender: 'all' };
const BOOST = {
  id: '8d7a3d4c-1c1e-4a36-9b5d-58b5d0f1a0c2',
  adAccountId: AD_ACCOUNT_ID,
  postId: '0e6c55b4-6d38-4bbf-8a38-bb0e7a8f2e10',
  channelId: 'facebook-1001',
  campaignId: 'fb-boost-1',
  name: 'Boost: Winter blend',
  budget: 50,
  currency: 'EUR',
  durationDays: 7,
  audience: BOOST_AUDIENCE,
  startsAt: '2026-11-26T10:00:00.000Z',
  endsAt: '2026-12-03T10:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  createdBy: null,
};

/** One valid and one invalid sample of every entity codec, in the order of the specs' section 3. */
const cases: Record<string, Case> = {
  User: {
    codec: model.User,
    valid: makeUser({
      teams: [{ id: '694cac81-e085-4c93-8410-4283b45a8221', role: 'MODERATOR' }],
      geo: { countries: ['DE'] },
    }),
    invalid: { ...makeUser(), isAdmin: 'yes' },
    message: 'isAdmin: expected boolean got "yes"',
  },
  CurrentUser: {
    codec: model.CurrentUser,
    valid: makeCurrentUser(),
    invalid: { ...makeCurrentUser(), channelIds: [1] },
    message: 'channelIds.0: expected string got 1',
  },
  Channel: {
    codec: model.Channel,
    valid: makeChannel({
      permissions: {
        approvePost: true,
        createPost: true,
        publishPost: false,
        savePostAsDraft: true,
        submitPostForApproval: true,
      },
    }),
    invalid: { ...makeChannel(), status: 'BROKEN' },
    message: 'status: expected one of INDEXING STARTED|INDEXING FAILED|INDEXED|ISSUE got "BROKEN"',
  },
  AuthorizedChannel: {
    codec: model.AuthorizedChannel,
    valid: { channelId: 'c1', networkType: 'tiktok', status: 'AUTHORIZED', thumbnailUrl: 'x.png' },
    invalid: { channelId: 'c1', networkType: 'myspace', status: 'AUTHORIZED' },
    message: 'networkType: expected one of facebook|',
  },
  ChannelPermissions: {
    codec: model.ChannelPermissions,
    valid: {
      approvePost: true,
      createPost: true,
      publishPost: true,
      savePostAsDraft: true,
      submitPostForApproval: false,
    },
    invalid: { approvePost: true },
    message: 'createPost: expected boolean got undefined',
  },
  Team: {
    codec: model.Team,
    valid: makeTeam({
      permissions: {
        manageAdAccounts: false,
        manageChannels: true,
        manageTemplates: true,
        manageUser: true,
      },
    }),
    invalid: { ...makeTeam(), name: null },
    message: 'name: expected string got null',
  },
  Organisation: {
    codec: model.Organisation,
    valid: { id: 'org-1', name: 'Acme', packageName: 'suite', channelCount: -1 },
    invalid: { id: 'org-1', name: 'Acme', packageName: 'gold' },
    message:
      'packageName: expected one of essentials|suite|nolisten|listenOnly|measureOnly|benchmarkOnly got "gold"',
  },
  UserChannelRole: {
    codec: model.UserChannelRole,
    valid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', channelId: 'c1', role: 'MODERATOR' },
    invalid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', channelId: 'c1', role: 'OWNER' },
    message: 'role: expected one of EDITOR|CONTENT_CREATOR|MODERATOR|VIEW_ONLY got "OWNER"',
  },
  UserTeamRole: {
    codec: model.UserTeamRole,
    valid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      teamId: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7',
      role: 'EDITOR',
    },
    invalid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', role: 'EDITOR' },
    message: 'teamId: expected string got undefined',
  },
  Brand: {
    codec: model.Brand,
    valid: {
      id: 'b1',
      name: 'Rival',
      organisationId: 'org-1',
      ownBrand: false,
      publicChannelIdNetworkList: [
        {
          network: 'instagram',
          publicChannelId: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
          handleName: '@rival',
        },
      ],
      channelSlotsUsed: 1,
    },
    invalid: {
      id: 'b1',
      name: 'Rival',
      organisationId: 'org-1',
      ownBrand: false,
      publicChannelIdNetworkList: [
        { network: 'instagram', publicChannelId: 'ec6ef230-f182-4039-8e79-4566b9c58adc' },
      ],
    },
    message: 'publicChannelIdNetworkList.0.handleName: expected string got undefined',
  },
  ChannelSlotDetails: {
    codec: model.ChannelSlotDetails,
    valid: { organisationId: 'org-1', totalChannelSlots: 10, usedChannelSlots: 3 },
    invalid: { organisationId: 'org-1', totalChannelSlots: -1, usedChannelSlots: 3 },
    message: 'totalChannelSlots: expected non-negative integer got -1',
  },
  ChannelSlotSummary: {
    codec: model.ChannelSlotSummary,
    valid: { brands: [], channelSlotsRemaining: 7 },
    invalid: { brands: {}, channelSlotsRemaining: 7 },
    message: 'brands: expected Array<Brand> got {}',
  },
  SuggestedChannelSearch: {
    codec: model.SuggestedChannelSearch,
    valid: { keyword: 'rival', handleInfos: [{ handle: '@rival', network: 'twitter' }] },
    invalid: { keyword: 'rival' },
    message: 'handleInfos: expected Array<HandleInfo> got undefined',
  },
  LabelsSetting: {
    codec: model.LabelsSetting,
    valid: { orgId: 'org-1', restrict: true },
    invalid: { orgId: 'org-1', restrict: 'true' },
    message: 'restrict: expected boolean got "true"',
  },
  Cap: {
    codec: model.Cap,
    valid: { capType: 'CHANNELS', orgId: 'org-1', cap: 50, count: 12 },
    invalid: { capType: 'CHANNELS', orgId: 'org-1', cap: 50, count: 1.5 },
    message: 'count: expected non-negative integer got 1.5',
  },
  Feature: {
    codec: model.Feature,
    valid: { id: 'channels_v2', name: 'Channels v2' },
    invalid: { id: 'channels_v2' },
    message: 'name: expected string got undefined',
  },
  QuickFilters: {
    codec: model.QuickFilters,
    valid: {
      text: 'refund',
      unread: true,
      assignment: 'team',
      networks: ['facebook'],
      sentiments: ['negative'],
      withNotes: true,
      openCase: true,
      overdue: true,
    },
    invalid: { assignment: 'others' },
    message: 'assignment',
  },
  InboxPreferences: {
    codec: model.InboxPreferences,
    valid: { markReadOnOpen: 'after2s' },
    invalid: { markReadOnOpen: 'later' },
    message: 'markReadOnOpen',
  },
  ResponseTargetMinutes: {
    codec: model.ResponseTargetMinutes,
    valid: 60,
    invalid: 0,
    message: 'a whole number of minutes from 1 to 43200',
  },
  EngageOrgSettings: {
    codec: model.EngageOrgSettings,
    valid: { responseTargetMinutes: null },
    invalid: { responseTargetMinutes: 1.5 },
    message: 'responseTargetMinutes',
  },
  AiFeaturesFlag: {
    codec: model.AiFeaturesFlag,
    valid: { aiFeaturesEnabled: false },
    invalid: {},
    message: 'aiFeaturesEnabled: expected boolean got undefined',
  },
  Webhook: {
    codec: model.Webhook,
    valid: { id: 'w1', url: 'https://hooks.example/a', topics: ['engage.item.created'] },
    invalid: { id: 'w1', url: 'https://hooks.example/a', topics: 'all' },
    message: 'topics: expected Array<string> got "all"',
  },
  WebhookList: {
    codec: model.WebhookList,
    valid: { list: [{ id: 'w1', url: 'https://hooks.example/a', topics: [] }] },
    invalid: { list: [{ id: 'w1', topics: [] }] },
    message: 'list.0.url: expected string got undefined',
  },
  WebhookInput: {
    codec: model.WebhookInput,
    valid: { url: 'https://hooks.example/a', topics: ['engage.item.created'], description: 'CRM' },
    invalid: { url: 'https://hooks.example/a', topics: ['engage.everything'] },
    message: 'topics.0: expected one of engage.item.created|',
  },
  WebhookParams: {
    codec: model.WebhookParams,
    valid: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
    invalid: { id: 'w1' },
    message: 'id: expected',
  },
  WebhookTopicParams: {
    codec: model.WebhookTopicParams,
    valid: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', topic: 'user.invited' },
    invalid: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', topic: 'user.kissed' },
    message: 'topic: expected one of',
  },
  WebhookAttempt: {
    codec: model.WebhookAttempt,
    valid: { at: DATE, ok: false, durationMs: 12, status: 503, response: 'busy' },
    invalid: { at: DATE, ok: false },
    message: 'durationMs: expected',
  },
  WebhookDelivery: {
    codec: model.WebhookDelivery,
    valid: {
      id: 'd1',
      webhookId: 'w1',
      messageId: 'msg_1',
      topic: 'user.invited',
      status: 'pending',
      attemptCount: 1,
      createdAt: DATE,
      attempts: [],
    },
    invalid: { id: 'd1', webhookId: 'w1', messageId: 'msg_1', topic: 'user.invited' },
    message: 'status: expected one of pending|succeeded|failed',
  },
  WebhookDeliveryPage: {
    codec: model.WebhookDeliveryPage,
    valid: { deliveries: [], next: 'abc' },
    invalid: { next: 'abc' },
    message: 'deliveries: expected',
  },
  WebhookDeliveryQuery: {
    codec: model.WebhookDeliveryQuery,
    valid: { status: 'failed', limit: 20 },
    invalid: { status: 'lost' },
    message: 'status: expected one of pending|succeeded|failed',
  },
  WebhookDeliveryParams: {
    codec: model.WebhookDeliveryParams,
    valid: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
    invalid: {},
    message: 'id: expected',
  },
  WebhookReplayRequest: {
    codec: model.WebhookReplayRequest,
    valid: { since: DATE },
    invalid: { since: 'yesterday' },
    message: 'since: expected',
  },
  WebhookReplayResult: {
    codec: model.WebhookReplayResult,
    valid: { queued: 3 },
    invalid: { queued: -1 },
    message: 'queued: expected',
  },
  WebhookEnvelope: {
    codec: model.WebhookEnvelope,
    valid: { type: 'webhook.test', timestamp: DATE, data: { webhookId: 'w1', message: 'hi' } },
    invalid: { type: 'webhook.test', timestamp: DATE },
    message: 'data: expected',
  },
  WebhookSecret: {
    codec: model.WebhookSecret,
    valid: { secret: 'whsec_abc' },
    invalid: { secret: 1 },
    message: 'secret: expected string got 1',
  },
  WhatsAppPhoneNumberGroup: {
    codec: model.WhatsAppPhoneNumberGroup,
    valid: {
      id: 'waba-1',
      numbers: [{ id: 'n1', displayPhoneNumber: '+49 30 1234', status: 'ACTIVE' }],
    },
    invalid: { id: 'waba-1', numbers: [{ id: 'n1', displayPhoneNumber: '+49', status: 'ON' }] },
    message: 'numbers.0.status: expected one of ACTIVE|INACTIVE|PENDING got "ON"',
  },
  WhatsAppProfile: {
    codec: model.WhatsAppProfile,
    valid: { vertical: 'Restaurant', websites: ['https://acme.example'], about: 'Coffee' },
    invalid: { vertical: 'Bakery', websites: [] },
    message: 'vertical: expected one of Automotive|',
  },
  WhatsAppDeployment: {
    codec: model.WhatsAppDeployment,
    valid: {
      deploymentId: 'd1',
      integrationId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      verifiedChannels: [],
      selectedChannel: null,
    },
    invalid: { deploymentId: 'd1', verifiedChannels: [] },
    message: 'integrationId: expected string got undefined',
  },
  NetworkDefinition: {
    codec: model.NetworkDefinition,
    valid: {
      id: 'twitter',
      name: 'X',
      oauthPath: '/channels/v2/connect/twitter',
      colour: '#000000',
      multiChannel: false,
      canBlockUsers: true,
      contentMaxLength: 280,
      uploadOptions: { photo: { maxBytes: 5242880, formats: ['jpeg'] } },
    },
    invalid: {
      id: 'twitter',
      name: 'X',
      oauthPath: '/channels/v2/connect/twitter',
      colour: '#000000',
      multiChannel: false,
      canBlockUsers: true,
      contentMaxLength: '280',
      uploadOptions: {},
    },
    message: 'contentMaxLength: expected number got "280"',
  },
  AdAccount: {
    codec: model.AdAccount,
    valid: AD_ACCOUNT,
    invalid: { ...AD_ACCOUNT, socialNetwork: 'adwords' },
    message: 'socialNetwork: expected one of facebook|linkedin|twitter|tiktok got "adwords"',
  },
  AdAccountState: {
    codec: model.AdAccountState,
    valid: {
      selected: AD_ACCOUNT,
      autoBoostSelected: null,
      loading: false,
      loaded: true,
      disconnected: [],
      disconnectedLoaded: true,
    },
    invalid: {
      selected: 'act_1',
      autoBoostSelected: null,
      loading: false,
      loaded: true,
      disconnected: [],
      disconnectedLoaded: true,
    },
    message: 'selected: expected AdAccount | null got "act_1"',
  },
  CurrencyCode: {
    codec: model.CurrencyCode,
    valid: 'EUR',
    invalid: 'eur',
    message: '(root): expected ISO 4217 currency code got "eur"',
  },
  AdAccountName: {
    codec: model.AdAccountName,
    valid: 'Demo Coffee — EU',
    invalid: '   ',
    message: '(root): expected ad account name got "   "',
  },
  AdAccountList: {
    codec: model.AdAccountList,
    valid: { connected: [AD_ACCOUNT], disconnected: [], canManage: true },
    invalid: { connected: [AD_ACCOUNT], disconnected: [] },
    message: 'canManage: expected boolean got undefined',
  },
  AdAccountParam: {
    codec: model.AdAccountParam,
    valid: { id: AD_ACCOUNT.id },
    invalid: { id: 'act_1' },
    message: 'id: expected UUID got "act_1"',
  },
  AdNetworkParam: {
    codec: model.AdNetworkParam,
    valid: { network: 'tiktok' },
    invalid: { network: 'instagram' },
    message: 'network: expected one of facebook|linkedin|twitter|tiktok got "instagram"',
  },
  AdAccountUpdate: {
    codec: model.AdAccountUpdate,
    valid: { name: 'EU', currency: 'EUR', timeZone: 'Europe/Berlin', channelIds: ['facebook-1'] },
    invalid: { timeZone: 'Mars/Olympus' },
    message: 'timeZone: expected IANA time zone got "Mars/Olympus"',
  },
  AdConnectStart: {
    codec: model.AdConnectStart,
    valid: { authorizeUrl: '/sandbox/ads/facebook/oauth/authorize?state=s' },
    invalid: {},
    message: 'authorizeUrl: expected string got undefined',
  },
  GrantedAdAccount: {
    codec: model.GrantedAdAccount,
    valid: GRANTED_AD_ACCOUNT,
    invalid: { ...GRANTED_AD_ACCOUNT, status: 'added' },
    message: 'status: expected one of available|connected|disconnected got "added"',
  },
  AdConnectCallback: {
    codec: model.AdConnectCallback,
    valid: { state: 's', code: 'c' },
    invalid: { code: 'c' },
    message: 'state: expected non-empty string got undefined',
  },
  AdConnectGrant: {
    codec: model.AdConnectGrant,
    valid: { grantId: AD_ACCOUNT.id, network: 'facebook', accounts: [GRANTED_AD_ACCOUNT] },
    invalid: { grantId: AD_ACCOUNT.id, network: 'facebook' },
    message: 'accounts: expected Array<GrantedAdAccount> got undefined',
  },
  AdConnectChoice: {
    codec: model.AdConnectChoice,
    valid: { grantId: AD_ACCOUNT.id, externalIds: ['act_1'] },
    invalid: { grantId: AD_ACCOUNT.id, externalIds: [] },
    message: 'externalIds: expected one to 50 account ids got []',
  },
  Toast: {
    codec: model.Toast,
    valid: { type: 'error', message: 'Request failed', options: { ttl: 5000, autoDismiss: true } },
    invalid: { type: 'fatal', message: 'x' },
    message: 'type: expected one of success|info|error|danger|warning|clear got "fatal"',
  },
  NotificationEntry: {
    codec: model.NotificationEntry,
    valid: {
      id: 'n1',
      unreadStatus: 'UNREAD',
      product: 'ENGAGE',
      message: 'You were assigned',
      originatingEventCreatedDate: DATE,
    },
    invalid: {
      id: 'n1',
      unreadStatus: 'UNREAD',
      product: 'ENGAGE',
      message: 'You were assigned',
      originatingEventCreatedDate: 'yesterday',
    },
    message: 'originatingEventCreatedDate: expected ISO date string got "yesterday"',
  },
  NotificationFilters: {
    codec: model.NotificationFilters,
    valid: model.DEFAULT_NOTIFICATION_FILTERS,
    invalid: { ...model.DEFAULT_NOTIFICATION_FILTERS, sortDirection: 'UP' },
    message: 'sortDirection: expected one of DESC|ASC got "UP"',
  },
  ExportRequest: {
    codec: model.ExportRequest,
    valid: { csvSeperator: 'COMMA', networks: ['twitter'], types: ['message'] },
    invalid: { csvSeperator: 'PIPE', networks: [], types: [] },
    message: 'csvSeperator: expected one of COMMA|SEMICOLON|TAB got "PIPE"',
  },
  AudienceState: {
    codec: model.AudienceState,
    valid: { filters: {}, people: [], pinnedAudiences: ['a1'], mergeNominees: [], identity: null },
    invalid: { filters: {}, people: [], pinnedAudiences: 'a1', mergeNominees: [], identity: null },
    message: 'pinnedAudiences: expected Array<string> got "a1"',
  },
  MetricEntry: {
    codec: model.MetricEntry,
    valid: {
      id: 'ae7be26c-daa7-42ca-8480-68d5ac90eaca',
      serviceId: 'team-performance',
      fetching: false,
      failed: false,
      pagination: { offset: 0, limit: 20, orderBy: 'count', orderDirection: 'desc' },
    },
    invalid: {
      id: 'ae7be26c-daa7-42ca-8480-68d5ac90eaca',
      serviceId: 'tp',
      fetching: 'no',
      failed: false,
    },
    message: 'fetching: expected boolean got "no"',
  },
  Presence: {
    codec: model.Presence,
    valid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', viewingId: 'item-1', editingId: null },
    invalid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', viewingId: 7, editingId: null },
    message: 'viewingId: expected string | null got 7',
  },
  EngageItem: {
    codec: model.EngageItem,
    valid: item,
    invalid: makeEngageItem({ engage: { network: 'myspace' as never } }),
    message:
      'engage.network: expected one of facebook|instagram|whatsapp|twitter|youtube|linkedIn|tiktok|googlemybusiness|threads|pinterest|email|reddit|',
  },
  SavedItem: {
    codec: model.SavedItem,
    valid: {
      ...item,
      comments: [makeEngageItem({ id: 'c2' })],
      bidiPagination: { isLoading: false, allLoaded: true, before: [], after: ['c3'] },
      stats: { total: 3, assignedToMe: 1, unread: 2, assignedToOrMentionsMe: 1, hasNotes: false },
      hasOpenCase: false,
    },
    invalid: { ...item, stats: { total: 3 } },
    message: 'stats.assignedToMe: expected non-negative integer got undefined',
  },
  Feed: {
    codec: model.Feed,
    valid: makeFeed({
      sentiments: ['negative'],
      assignFilter: { status: ['assignedToMe'], values: [] },
      dateFilter: { from: DATE, to: null },
      pinned: true,
    }),
    invalid: makeFeed({ sentiments: ['angry' as never] }),
    message: 'sentiments.0: expected one of positive|neutral|negative|uncategorized got "angry"',
  },
  FeedSharing: {
    codec: model.FeedSharing,
    valid: {
      ownerId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      shares: ['270c1b08-4f3f-446e-8578-7075158d9c53', '694cac81-e085-4c93-8410-4283b45a8221'],
    },
    invalid: { shares: [] },
    message: 'ownerId: expected UUID got undefined',
  },
  Assignment: {
    codec: model.Assignment,
    valid: {
      assigneeId: '694cac81-e085-4c93-8410-4283b45a8221',
      isTeam: true,
      note: 'Refund request',
    },
    invalid: { assigneeId: '694cac81-e085-4c93-8410-4283b45a8221' },
    message: 'isTeam: expected boolean got undefined',
  },
  AutomationRule: {
    codec: model.AutomationRule,
    valid: {
      id: 'r1',
      name: 'Angry X mentions to care',
      status: 'active',
      matchMode: 'ALL',
      authorKind: 'CUSTOMER',
      conditions: [
        { field: 'network', operator: 'IS_ANY', valueType: 'network', values: ['twitter'] },
        { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
      ],
      actions: [
        { type: 'engage.assign', config: { userId: '270c1b08-4f3f-446e-8578-7075158d9c53' } },
      ],
      autoReply: {
        kind: 'AWAY_MESSAGE',
        message: 'We are away',
        schedule: [{ day: 'SUNDAY', from: '00:00', to: '23:59' }],
      },
    },
    invalid: {
      id: 'r1',
      name: 'r',
      status: 'active',
      matchMode: 'SOME',
      conditions: [],
      actions: [],
    },
    message: 'matchMode: expected one of ANY|ALL got "SOME"',
  },
  Case: {
    codec: model.Case,
    valid: {
      subject: 'Broken grinder',
      description: 'Customer sent photos',
      conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'],
    },
    invalid: { subject: 'Broken grinder' },
    message: 'description: expected string got undefined',
  },
  Note: {
    codec: model.Note,
    valid: {
      conversationUuid: 'conv-1',
      conversationItemUuids: ['item-1'],
      noteText: '@ann please check',
      noteLimitPerItem: 2,
      notificationData: {
        itemCreatorName: 'Ada',
        itemCreatorPicture: null,
        formattedCreationDate: '20 Nov 2026, 09:30',
        itemText: 'Where is my order?',
        isDm: false,
        channelId: 'c1',
      },
    },
    invalid: { conversationUuid: 'conv-1', conversationItemUuids: 'item-1', noteText: 'x' },
    message: 'conversationItemUuids: expected Array<string> got "item-1"',
  },
  ConversationPaging: {
    codec: model.ConversationPaging,
    valid: {
      parentId: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
      focusedMessageId: '7b1f6dff-14d8-42df-8b7d-a9487be0612d',
      order: 'desc',
      size: 20,
      loadMoreBefore: null,
    },
    invalid: { parentId: 'ec6ef230-f182-4039-8e79-4566b9c58adc', order: 'sideways', size: 20 },
    message: 'order: expected one of desc|asc got "sideways"',
  },
  MessageSearch: {
    codec: model.MessageSearch,
    valid: {
      criteria: 'refund',
      order: 'asc',
      size: 10,
      loadMoreAfter: '5bbb291c-c1e3-4a05-8365-ee9edb7cbd14',
    },
    invalid: { criteria: 'refund', order: 'asc', size: -10 },
    message: 'size: expected non-negative integer got -10',
  },
  MessageSearchResult: {
    codec: model.MessageSearchResult,
    valid: { messages: [item], totalMessagesCount: 1 },
    invalid: { messages: [{ id: 'x' }], totalMessagesCount: 1 },
    message: 'messages.0.channelId: expected string got undefined',
  },
  ConversationPage: {
    codec: model.ConversationPage,
    valid: { messages: [item], totalMessagesCount: 1, moreBefore: false, moreAfter: false },
    invalid: { messages: [item], totalMessagesCount: 1, moreBefore: false },
    message: 'moreAfter: expected boolean got undefined',
  },
  ThreadSearch: {
    codec: model.ThreadSearch,
    valid: { sortDirection: 'asc' },
    invalid: { sortDirection: 'up' },
    message: 'sortDirection: expected one of desc|asc got "up"',
  },
  ItemStatus: {
    codec: model.ItemStatus,
    valid: {
      id: 'r1',
      networkStatus: 'published',
      moderatorStatus: null,
      delivery: 'MESSAGE_FAILED',
      error: 'An error occurred, please try again or contact support.',
    },
    invalid: {
      id: 'r1',
      networkStatus: 'published',
      moderatorStatus: null,
      delivery: 'LOST',
      error: null,
    },
    message:
      'delivery: expected (one of DELIVERY_FAILED|DELIVERED | one of MESSAGE_SENDING|MESSAGE_FAILED) | null got "LOST"',
  },
  WhatsAppTemplate: {
    codec: model.WhatsAppTemplate,
    valid: {
      id: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7',
      name: 'order_update',
      text: 'Your order {{1}} shipped',
      language: 'en',
    },
    invalid: { id: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7', name: 'order_update', text: 'x' },
    message: 'language: expected string got undefined',
  },
  ResponseTemplate: {
    codec: model.ResponseTemplate,
    valid: { id: 'rt1', name: 'Thanks', text: 'Thank you for reaching out!' },
    invalid: { name: 'Thanks', text: 'x' },
    message: 'id: expected string got undefined',
  },
  BulkContentPayload: {
    codec: model.BulkContentPayload,
    valid: {
      conversationItemUuids: [
        '9ce88802-f075-41e5-8e04-57ef51ece021',
        'fc46f8e7-0489-490f-8373-d93109479ca5',
      ],
      sentiment: 'POSITIVE',
    },
    invalid: { conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'], sentiment: 'MEH' },
    message: 'sentiment: expected one of POSITIVE|NEGATIVE got "MEH"',
  },
  BulkLabelPayload: {
    codec: model.BulkLabelPayload,
    valid: {
      conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'],
      labelIDsToAdd: ['377fd569-971e-4deb-88fb-ea28434a390a'],
      labelIDsToRemove: [],
    },
    invalid: {
      conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'],
      labelIDsToAdd: ['377fd569-971e-4deb-88fb-ea28434a390a'],
    },
    message: 'labelIDsToRemove: expected Array<UUID> got undefined',
  },
  BulkActionPayload: {
    codec: model.BulkActionPayload,
    valid: {
      actionType: 'assign',
      itemIds: ['9ce88802-f075-41e5-8e04-57ef51ece021'],
      assignTo: { assigneeId: '270c1b08-4f3f-446e-8578-7075158d9c53', isTeam: false },
    },
    invalid: { actionType: 'archive', itemIds: ['9ce88802-f075-41e5-8e04-57ef51ece021'] },
    message:
      'actionType: expected one of sentiment|read|spam|notSpam|priority|notPriority|like|unlike|delete|hide|unhide|assign|unassign got "archive"',
  },
  BulkSelectAllPayload: {
    codec: model.BulkSelectAllPayload,
    valid: { actionType: 'read', filters: { networks: ['facebook'] } },
    invalid: { actionType: 'read', note: 5 },
    message: 'note: expected string got 5',
  },
  BulkItemIds: {
    codec: model.BulkItemIds,
    valid: ['9ce88802-f075-41e5-8e04-57ef51ece021', 'fc46f8e7-0489-490f-8373-d93109479ca5'],
    invalid: [],
    message: 'expected 1 to 10000 ids got []',
  },
  BulkJobAccepted: {
    codec: model.BulkJobAccepted,
    valid: { jobId: 'j1', total: 150, estimate: 'aboutTenMinutes' },
    invalid: { jobId: 'j1', total: -1, estimate: 'aboutTenMinutes' },
    message: 'total: expected non-negative integer got -1',
  },
  BulkJobProblem: {
    codec: model.BulkJobProblem,
    valid: {
      itemId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      status: 'failed',
      errorCode: 'NOT_FOUND',
      message: 'Item i1 not found',
    },
    invalid: {
      itemId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      status: 'skipped',
      errorCode: 'x',
      message: 'x',
    },
    message: 'status: expected one of refused|failed got "skipped"',
  },
  BulkJob: {
    codec: model.BulkJob,
    valid: {
      id: 'j1',
      action: 'read',
      state: 'running',
      estimate: 'underAMinute',
      total: 2,
      processed: 1,
      succeeded: 0,
      refused: 1,
      failed: 0,
      createdAt: '2026-11-21T10:00:00Z',
      finishedAt: null,
      problems: [
        {
          itemId: '9ce88802-f075-41e5-8e04-57ef51ece021',
          status: 'refused',
          errorCode: 'hide.own',
          message: 'No.',
        },
      ],
    },
    invalid: { id: 'j1', action: 'read', state: 'paused' },
    message: 'state: expected one of queued|running|done got "paused"',
  },
  ContentStatus: {
    codec: model.ContentStatus,
    valid: { status: { moderatorStatus: { id: 'done' } } },
    invalid: { status: { moderatorStatus: {} } },
    message: 'status.moderatorStatus.id: expected string got undefined',
  },
  ReplyDraft: {
    codec: model.ReplyDraft,
    valid: {
      text: 'On its way!',
      images: [{ url: 'https://cdn.example/a.png' }],
      markParentAsRead: true,
    },
    invalid: { images: [] },
    message: 'text: expected string got undefined',
  },
  PrivateReply: {
    codec: model.PrivateReply,
    valid: {
      network: 'instagram',
      contentId: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
      isPost: false,
      commentId: '5f1c8c1e-2d1a-4a7b-9a55-0c6f8e2d1b7c',
    },
    invalid: {
      network: 'instagram',
      contentId: 'ec6ef230-f182-4039-8e79-4566b9c58adc',
      isPost: 'no',
      commentId: null,
    },
    message: 'isPost: expected boolean got "no"',
  },
  RealtimeFrame: {
    codec: model.RealtimeFrame,
    valid: {
      action: 'MESSAGE',
      room: 'org-1',
      message: { type: 'viewing', id: 'item-1' },
      ephemeral: true,
    },
    invalid: { action: 'SHOUT', room: 'org-1' },
    message: 'action: expected one of JOIN|LEAVE|GET_STATE|MESSAGE|VERSION|RELOAD got "SHOUT"',
  },
  ApiError: {
    codec: model.ApiError,
    valid: { status: 404, message: 'Not found', errorCode: 'SMM_ENG_ERR_2' },
    invalid: { status: '404' },
    message: 'status: expected number got "404"',
  },
};

/** The parts and request bodies that entities are made of, one case each. */
const partCases: Record<string, Case> = {
  Network: {
    codec: model.Network,
    valid: 'googlemybusiness',
    invalid: 'google+',
    message: '(root): expected one of facebook|',
  },
  DateString: {
    codec: model.DateString,
    valid: DATE,
    invalid: 'next tuesday',
    message: '(root): expected ISO date string got "next tuesday"',
  },
  NonEmptyString: {
    codec: model.NonEmptyString,
    valid: 'Care',
    invalid: '   ',
    message: '(root): expected non-empty string got "   "',
  },
  Id: {
    codec: model.Id,
    valid: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
    invalid: 1,
    message: '(root): expected string got 1',
  },
  Ids: {
    codec: model.Ids,
    valid: ['e4774cdd-a079-4f86-814e-8b9140bb6db4'],
    invalid: ['e4774cdd-a079-4f86-814e-8b9140bb6db4', null],
    message: '1: expected string got null',
  },
  Count: {
    codec: model.Count,
    valid: 3,
    invalid: 2.5,
    message: '(root): expected non-negative integer got 2.5',
  },
  RoleMembership: {
    codec: model.RoleMembership,
    valid: { id: 'c1', role: 'EDITOR' },
    invalid: { id: 'c1', role: 'KING' },
    message: 'role: expected one of EDITOR|CONTENT_CREATOR|MODERATOR|VIEW_ONLY got "KING"',
  },
  UserGeo: {
    codec: model.UserGeo,
    valid: { countries: ['DE'], cities: ['Berlin'] },
    invalid: { countries: 'DE' },
    message: 'countries: expected Array<string> got "DE"',
  },
  ContextSwitch: {
    codec: model.ContextSwitch,
    valid: { teamId: null },
    invalid: { teamId: 5 },
    message: 'teamId: expected string | null got 5',
  },
  ProfileUpdate: {
    codec: model.ProfileUpdate,
    valid: { id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', firstName: 'Ada', lastName: 'Lovelace' },
    invalid: { firstName: 'Ada' },
    message: 'id: expected UUID got undefined',
  },
  EmailChange: {
    codec: model.EmailChange,
    valid: { newEmail: 'ada@example.com' },
    invalid: { email: 'ada@example.com' },
    message: 'newEmail: expected string got undefined',
  },
  EmailChangeRequested: {
    codec: model.EmailChangeRequested,
    valid: { pendingEmail: 'ada@example.com', expiresAt: '2026-11-26T10:00:00.000Z' },
    invalid: { pendingEmail: 'ada@example.com', expiresAt: 'tomorrow' },
    message: 'expiresAt: expected ISO date string got "tomorrow"',
  },
  EmailConfirmation: {
    codec: model.EmailConfirmation,
    valid: { token: 'c29tZS10b2tlbg' },
    invalid: { token: '  ' },
    message: 'token: expected non-empty string got "  "',
  },
  EmailConfirmed: {
    codec: model.EmailConfirmed,
    valid: { email: 'ada@example.com' },
    invalid: {},
    message: 'email: expected string got undefined',
  },
  UserInvite: {
    codec: model.UserInvite,
    valid: {
      email: 'ivy@example.com',
      firstName: 'Ivy',
      lastName: 'Invited',
      defaultChannelRole: 'MODERATOR',
      teamIds: ['c0ffee00-0000-4000-8000-000000000001'],
    },
    invalid: { email: 'ivy@example.com', firstName: '', lastName: 'Invited' },
    message: 'firstName',
  },
  InvitationSent: {
    codec: model.InvitationSent,
    valid: {
      userId: 'c0ffee00-0000-4000-8000-000000000001',
      email: 'ivy@example.com',
      expiresAt: '2026-12-02T10:00:00.000Z',
    },
    invalid: { userId: 'c0ffee00-0000-4000-8000-000000000001', email: 'ivy@example.com' },
    message: 'expiresAt',
  },
  AccountLinkUse: {
    codec: model.AccountLinkUse,
    valid: { token: 'abc', password: 'a good long password' },
    invalid: { token: '', password: 'a good long password' },
    message: 'token',
  },
  AccountLinkUsed: {
    codec: model.AccountLinkUsed,
    valid: { email: 'ivy@example.com' },
    invalid: {},
    message: 'email: expected string got undefined',
  },
  PasswordResetRequest: {
    codec: model.PasswordResetRequest,
    valid: { email: 'ivy@example.com' },
    invalid: { email: 7 },
    message: 'email',
  },
  PasswordChange: {
    codec: model.PasswordChange,
    valid: { currentPassword: 'old password', newPassword: 'a new password' },
    invalid: { currentPassword: 'old password' },
    message: 'newPassword: expected string got undefined',
  },
  AssignableUser: {
    codec: model.AssignableUser,
    valid: {
      id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      name: 'Ada',
      teamIds: ['83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7'],
    },
    invalid: { id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4' },
    message: 'name: expected string got undefined',
  },
  ChannelSettingsQuery: {
    codec: model.ChannelSettingsQuery,
    valid: { pageIndex: 0, pageSize: 15000, responseFields: ['id', 'name'] },
    invalid: { pageIndex: 0, pageSize: 'all' },
    message: 'pageSize: expected non-negative integer got "all"',
  },
  ConnectChannelsRequest: {
    codec: model.ConnectChannelsRequest,
    valid: { channelIds: ['facebook-1'], useJbcResponseWrapper: true },
    invalid: { channelIds: 'facebook-1' },
    message: 'channelIds: expected Array<channel id> got "facebook-1"',
  },
  ChannelRoleChange: {
    codec: model.ChannelRoleChange,
    valid: { channelRole: 'MODERATOR', overrideConfirmed: false },
    invalid: { channelRole: 'moderator' },
    message:
      'channelRole: expected one of EDITOR|CONTENT_CREATOR|MODERATOR|VIEW_ONLY got "moderator"',
  },
  AssignChannelsToTeams: {
    codec: model.AssignChannelsToTeams,
    valid: {
      channelList: ['facebook-1'],
      teamIdList: ['83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7', '0f826a89-cf68-4399-85f4-cf320c1a5842'],
    },
    invalid: { channelList: ['facebook-1'] },
    message: 'teamIdList: expected Array<UUID> got undefined',
  },
  TeamPermissions: {
    codec: model.TeamPermissions,
    valid: {
      manageAdAccounts: false,
      manageChannels: false,
      manageTemplates: false,
      manageUser: true,
    },
    invalid: { manageUser: true },
    message: 'manageAdAccounts: expected boolean got undefined',
  },
  OrganisationSlim: {
    codec: model.OrganisationSlim,
    valid: { id: 'org-1', name: 'Acme' },
    invalid: { id: 'org-1', name: ['Acme'] },
    message: 'name: expected string got ["Acme"]',
  },
  OrganisationUserName: {
    codec: model.OrganisationUserName,
    valid: { id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', name: 'Ada' },
    invalid: { name: 'Ada' },
    message: 'id: expected string got undefined',
  },
  AdminContextSwitch: {
    codec: model.AdminContextSwitch,
    valid: { teamId: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7' },
    invalid: {},
    message: 'teamId: expected string got undefined',
  },
  FeatureToggleTarget: {
    codec: model.FeatureToggleTarget,
    valid: { discriminator: 'ORGANIZATION', targetId: 'org-1' },
    invalid: { discriminator: 'TEAM', targetId: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7' },
    message: 'discriminator: expected one of ORGANIZATION|USER got "TEAM"',
  },
  ProductAccess: {
    codec: model.ProductAccess,
    valid: { package: 'CUSTOM', products: [] },
    invalid: { package: 'premium', products: [] },
    message:
      'package: expected one of essentials|suite|nolisten|listenOnly|measureOnly|benchmarkOnly|CUSTOM got "premium"',
  },
  BrandPublicChannel: {
    codec: model.BrandPublicChannel,
    valid: { network: 'youtube', publicChannelId: 'UC1', handleName: 'Rival TV' },
    invalid: { network: 'youtube', publicChannelId: 7, handleName: 'Rival TV' },
    message: 'publicChannelId: expected string got 7',
  },
  HandleInfo: {
    codec: model.HandleInfo,
    valid: { handle: '@rival', network: 'instagram', followerCount: 1200 },
    invalid: { handle: '@rival' },
    message: 'network: expected one of facebook|',
  },
  WebhookTopic: {
    codec: model.WebhookTopic,
    valid: { name: 'engage.item.created', description: 'A new inbox item' },
    invalid: { description: 'x' },
    message: 'name: expected string got undefined',
  },
  WebhookSubscription: {
    codec: model.WebhookSubscription,
    valid: { topic: 'engage.item.created', subscribed: true },
    invalid: { topic: 'engage.item.created', subscribed: 1 },
    message: 'subscribed: expected boolean got 1',
  },
  WebhookTestResult: {
    codec: model.WebhookTestResult,
    valid: { finished: true, errorMessage: 'Unknown Error', status: '502' },
    invalid: { finished: true, status: 502 },
    message: 'status: expected string | null got 502',
  },
  WhatsAppPhoneNumber: {
    codec: model.WhatsAppPhoneNumber,
    valid: {
      id: 'n1',
      displayPhoneNumber: '+49 30 1234',
      verification: 'VERIFIED',
      approval: 'APPROVED',
    },
    invalid: { id: 'n1', displayPhoneNumber: '+49 30 1234', approval: 'OK' },
    message:
      'approval: expected one of PENDING|REJECTED|NAME_APPROVED_WAITING_FOR_OBO_APPROVAL|APPROVED got "OK"',
  },
  WhatsAppVerification: {
    codec: model.WhatsAppVerification,
    valid: { code: ' 123456', pin: '000111' },
    invalid: { code: '123456' },
    message: 'pin: expected non-empty string got undefined',
  },
  SandboxWhatsAppMessageRequest: {
    codec: model.SandboxWhatsAppMessageRequest,
    valid: { channelId: 'whatsapp-demo', text: 'Is the café open on Sunday?', name: 'Ana' },
    invalid: { channelId: 'whatsapp-demo', text: ' ' },
    message: 'text: expected non-empty string got " "',
  },
  WhatsAppBusinessAccount: {
    codec: model.WhatsAppBusinessAccount,
    valid: {
      id: '102938',
      name: 'Demo Coffee',
      businessVerification: 'VERIFIED',
      deploymentId: 'd1',
      numberCount: 2,
    },
    invalid: { id: '102938', name: 'Demo Coffee', businessVerification: 'YES' },
    message: 'businessVerification: expected one of VERIFIED|UNVERIFIED got "YES"',
  },
  WhatsAppNumbersQuery: {
    codec: model.WhatsAppNumbersQuery,
    valid: { businessAccountId: '102938' },
    invalid: { businessAccountId: '' },
    message: 'businessAccountId: expected non-empty string got ""',
  },
  WhatsAppNewNumber: {
    codec: model.WhatsAppNewNumber,
    valid: { businessAccountId: '102938', phoneNumber: '+44 20 7946 0321', verifiedName: 'Demo' },
    invalid: { businessAccountId: '102938', phoneNumber: '+44', verifiedName: 'x'.repeat(101) },
    message: 'verifiedName: is 101 characters long, at most 100 allowed',
  },
  WhatsAppChannelQuery: {
    codec: model.WhatsAppChannelQuery,
    valid: { channelId: 'whatsapp-demo' },
    invalid: { channelId: 'demo' },
    message: 'channelId: expected channel id got "demo"',
  },
  WhatsAppProfileUpdate: {
    codec: model.WhatsAppProfileUpdate,
    valid: { channelId: 'whatsapp-demo', about: 'Coffee', websites: ['https://demo.example'] },
    invalid: { channelId: 'whatsapp-demo', about: 'x'.repeat(140) },
    message: 'about: is 140 characters long, at most 139 allowed',
  },
  WhatsAppPhoto: {
    codec: model.WhatsAppPhoto,
    valid: { photoUrl: '/media/whatsapp/p.png' },
    invalid: { photoUrl: null },
    message: 'photoUrl: expected string got null',
  },
  WhatsAppDeploymentChannel: {
    codec: model.WhatsAppDeploymentChannel,
    valid: { channelId: 'whatsapp-106540352242922' },
    invalid: {},
    message: 'channelId: expected channel id got undefined',
  },
  WhatsAppChannel: {
    codec: model.WhatsAppChannel,
    valid: {
      id: 'whatsapp-1065',
      phoneNumberId: '1065',
      businessAccountId: '102938',
      deploymentId: 'd1',
      displayPhoneNumber: '+44 20 7946 0321',
      verifiedName: 'Demo Coffee Orders',
      status: 'PENDING',
      verification: 'UNVERIFIED',
      approval: 'PENDING',
      codeSentAt: null,
      connected: false,
    },
    invalid: { id: 'whatsapp-1065', phoneNumberId: '1065', status: 'PENDING' },
    message: 'businessAccountId: expected string got undefined',
  },
  WhatsAppChannelsQuery: {
    codec: model.WhatsAppChannelsQuery,
    valid: { deploymentId: 'd1' },
    invalid: { deploymentId: '' },
    message: 'deploymentId: expected non-empty string got ""',
  },
  WhatsAppChannelRequest: {
    codec: model.WhatsAppChannelRequest,
    valid: { phoneNumberId: '1065' },
    invalid: { phoneNumberId: 1065 },
    message: 'phoneNumberId: expected non-empty string got 1065',
  },
  WhatsAppCodeRequest: {
    codec: model.WhatsAppCodeRequest,
    valid: { method: 'SMS' },
    invalid: { method: 'VOICE' },
    message: 'method: expected one of SMS got "VOICE"',
  },
  WhatsAppCodeSent: {
    codec: model.WhatsAppCodeSent,
    valid: {
      channelId: 'whatsapp-1065',
      method: 'SMS',
      sentTo: '+44 20 •••• 0321',
      expiresAt: DATE,
      resendAfter: DATE,
    },
    invalid: { channelId: 'whatsapp-1065', method: 'SMS', sentTo: '+44', expiresAt: 'soon' },
    message: 'expiresAt: expected ISO date string got "soon"',
  },
  WhatsAppMessageTemplate: {
    codec: model.WhatsAppMessageTemplate,
    valid: {
      id: 't1',
      name: 'order_ready',
      language: 'en',
      category: 'UTILITY',
      text: 'Your order {{1}} is ready.',
      status: 'PENDING',
      rejectedReason: null,
      createdAt: DATE,
      standard: false,
    },
    invalid: { id: 't1', name: 'order_ready', language: 'en', category: 'SPAM' },
    message: 'category: expected one of UTILITY|MARKETING|AUTHENTICATION got "SPAM"',
  },
  WhatsAppTemplateDraft: {
    codec: model.WhatsAppTemplateDraft,
    valid: {
      channelId: 'whatsapp-demo',
      name: 'order_ready',
      language: 'en',
      category: 'UTILITY',
      text: 'Your order {{1}} is ready.',
    },
    invalid: {
      channelId: 'whatsapp-demo',
      name: 'order_ready',
      language: 'en',
      category: 'UTILITY',
      text: ' ',
    },
    message: 'text: expected non-empty string got " "',
  },
  UploadLimit: {
    codec: model.UploadLimit,
    valid: { maxBytes: 5242880, formats: ['jpeg'] },
    invalid: { maxBytes: -1, formats: [] },
    message: 'maxBytes: expected non-negative integer got -1',
  },
  UploadOptions: {
    codec: model.UploadOptions,
    valid: { video: { maxBytes: 1, formats: ['mp4'] } },
    invalid: { video: { formats: ['mp4'] } },
    message: 'video.maxBytes: expected non-negative integer got undefined',
  },
  ToastOptions: {
    codec: model.ToastOptions,
    valid: { ttl: -1 },
    invalid: { ttl: '5s' },
    message: 'ttl: expected number got "5s"',
  },
  NotificationPage: {
    codec: model.NotificationPage,
    valid: { notifications: [], next: '/inbox-service/notifications?page=2' },
    invalid: { next: 'x' },
    message: 'notifications: expected Array<NotificationEntry> got undefined',
  },
  RuleConditionInput: {
    codec: model.RuleConditionInput,
    valid: { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
    invalid: { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: [1] },
    message: 'values.0: expected',
  },
  RuleActionConfigInput: {
    codec: model.RuleActionConfigInput,
    valid: { teamId: 'fc46f8e7-0489-490f-8373-d93109479ca5', note: 'For care' },
    invalid: { teamId: 'care' },
    message: 'teamId: expected',
  },
  RuleActionInput: {
    codec: model.RuleActionInput,
    valid: { type: 'engage.label', config: { labelIds: ['fc46f8e7-0489-490f-8373-d93109479ca5'] } },
    invalid: { type: 'engage.reply', config: {} },
    message: 'type: expected one of',
  },
  RuleDefinition: {
    codec: model.RuleDefinition,
    valid: {
      name: 'Refunds',
      matchMode: 'ANY',
      conditions: [
        { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
      ],
      actions: [{ type: 'engage.markAsRead', config: {} }],
    },
    invalid: { name: ' ', matchMode: 'ANY', conditions: [], actions: [] },
    message: 'name: expected',
  },
  AutomationRuleSummary: {
    codec: model.AutomationRuleSummary,
    valid: {
      id: 'r1',
      name: 'Refunds',
      status: 'active',
      matchMode: 'ALL',
      conditions: [
        { field: 'text', operator: 'CONTAINS_ANY', valueType: 'string', values: ['refund'] },
      ],
      actions: [{ type: 'engage.markAsRead', config: {} }],
      matchedCount: 3,
      lastRunAt: DATE,
    },
    invalid: { id: 'r1', name: 'x', status: 'on', matchMode: 'ALL', conditions: [], actions: [] },
    message: 'status: expected one of',
  },
  RuleRunAction: {
    codec: model.RuleRunAction,
    valid: {
      action: { type: 'engage.markAsRead', config: {} },
      outcome: 'refused',
      reason: 'the item is view-only',
    },
    invalid: { action: { type: 'engage.markAsRead', config: {} }, outcome: 'maybe' },
    message: 'outcome: expected one of',
  },
  RuleRun: {
    codec: model.RuleRun,
    valid: { itemId: 'i1', ruleId: 'r1', at: DATE, actions: [], messageId: 'm1' },
    invalid: { itemId: 'i1', ruleId: 'r1', actions: [] },
    message: 'at: expected',
  },
  RuleRunPage: {
    codec: model.RuleRunPage,
    valid: { runs: [], next: 'abc' },
    invalid: { next: 'abc' },
    message: 'runs: expected',
  },
  RuleRunQuery: {
    codec: model.RuleRunQuery,
    valid: { limit: 20 },
    invalid: { limit: '1000' },
    message: 'limit: expected integer 1…100',
  },
  DryRunQuery: {
    codec: model.DryRunQuery,
    valid: { days: 30 },
    invalid: { days: '365' },
    message: 'days: expected integer 1…90',
  },
  DryRunItem: {
    codec: model.DryRunItem,
    valid: {
      itemId: 'i1',
      conditions: [
        {
          condition: {
            field: 'text',
            operator: 'CONTAINS_ANY',
            valueType: 'string',
            values: ['refund'],
          },
          matched: true,
        },
      ],
      planned: [{ type: 'engage.markAsRead', config: {} }],
      skipped: [],
      network: 'instagram',
      excerpt: 'refund please',
      messageId: 'm1',
    },
    invalid: { itemId: 'i1', conditions: [], planned: [] },
    message: 'skipped: expected',
  },
  DryRunResult: {
    codec: model.DryRunResult,
    valid: {
      days: 7,
      scanned: 4210,
      matchedCount: 37,
      actionCounts: { 'engage.markAsRead': 37 },
      items: [],
    },
    invalid: { days: 7, scanned: -1, matchedCount: 0, actionCounts: {}, items: [] },
    message: 'scanned: expected',
  },
  CaseSystem: {
    codec: model.CaseSystem,
    valid: { kind: 'hubspot', connected: false, reason: 'No HubSpot account is connected.' },
    invalid: { kind: 'jira', connected: true },
    message: 'kind: expected one of',
  },
  AutomationActionInfo: {
    codec: model.AutomationActionInfo,
    valid: { type: 'engage.assign', fields: ['assignee', 'note'] },
    invalid: { type: 'engage.assign', fields: ['who'] },
    message: 'fields.0: expected one of',
  },
  AutomationSources: {
    codec: model.AutomationSources,
    valid: { networks: ['facebook'], channels: [{ id: 'c1', name: 'Demo', network: 'facebook' }] },
    invalid: { networks: ['myspace'], channels: [] },
    message: 'networks.0: expected',
  },
  SandboxMessageRequest: {
    codec: model.SandboxMessageRequest,
    valid: { channelId: 'instagram-demo', text: 'Hello?' },
    invalid: { text: 'Hello?' },
    message: 'channelId: expected',
  },
  SandboxMessageDelivered: {
    codec: model.SandboxMessageDelivered,
    valid: { itemId: 'm1', conversationId: 'c1', text: 'Hello?' },
    invalid: { itemId: 'm1', text: 'Hello?' },
    message: 'conversationId: expected',
  },
  WeekdayWindowInput: {
    codec: model.WeekdayWindowInput,
    valid: { day: 'MONDAY', from: '09:00', to: '17:30' },
    invalid: { day: 'MONDAY', from: '9am', to: '17:30' },
    message: 'from: expected HH:mm',
  },
  AutoReplyGroupInput: {
    codec: model.AutoReplyGroupInput,
    valid: {
      name: 'Weekend',
      kind: 'AWAY_MESSAGE',
      message: 'We are back on Monday.',
      channelIds: ['facebook-demo'],
      timezone: 'Europe/Berlin',
      schedule: [{ day: 'MONDAY', from: '09:00', to: '17:00' }],
      enabled: true,
    },
    invalid: { name: 'Weekend', kind: 'GOODBYE', message: 'x', channelIds: [], timezone: 'UTC' },
    message: 'kind: expected one of',
  },
  AutoReplyGroupChange: {
    codec: model.AutoReplyGroupChange,
    valid: { enabled: false },
    invalid: { enabled: 'no' },
    message: 'enabled: expected boolean',
  },
  AutoReplyGroup: {
    codec: model.AutoReplyGroup,
    valid: {
      id: 'g1',
      name: 'Weekend',
      kind: 'AWAY_MESSAGE',
      message: 'We are back on Monday.',
      channelIds: ['facebook-demo'],
      schedule: [{ day: 'MONDAY', from: '09:00', to: '17:00' }],
      timezone: 'Europe/Berlin',
      enabled: true,
      sentCount: 4,
      createdAt: DATE,
      updatedAt: DATE,
    },
    invalid: { id: 'g1', name: 'Weekend' },
    message: 'kind: expected',
  },
  AutoReplyGroupPage: {
    codec: model.AutoReplyGroupPage,
    valid: { groups: [], total: 0 },
    invalid: { groups: [] },
    message: 'total: expected',
  },
  AutoReplyGroupQuery: {
    codec: model.AutoReplyGroupQuery,
    valid: { limit: 20, offset: 40 },
    invalid: { limit: '0' },
    message: 'limit: expected integer 1…100',
  },
  AutoReplyChannel: {
    codec: model.AutoReplyChannel,
    valid: {
      id: 'facebook-demo',
      name: 'Demo Coffee',
      network: 'facebook',
      groups: [{ id: 'g1', kind: 'WELCOME_MESSAGE', name: 'Hello' }],
    },
    invalid: { id: 'facebook-demo', name: 'Demo Coffee', network: 'facebook' },
    message: 'groups: expected',
  },
  NotificationParams: {
    codec: model.NotificationParams,
    valid: { author: 'Ada Admin', count: 3 },
    invalid: { count: true },
    message: 'count: expected',
  },
  NotificationStatusChange: {
    codec: model.NotificationStatusChange,
    valid: { ids: ['1'], unreadStatus: 'READ' },
    invalid: { ids: ['1'], unreadStatus: true },
    message: 'unreadStatus: expected one of READ|UNREAD got true',
  },
  UnreadCount: {
    codec: model.UnreadCount,
    valid: { count: 4 },
    invalid: { count: '4' },
    message: 'count: expected number got "4"',
  },
  MaintenanceNotice: {
    codec: model.MaintenanceNotice,
    valid: {
      id: 'ae7be26c-daa7-42ca-8480-68d5ac90eaca',
      startsAt: '2026-12-01T22:00:00Z',
      endsAt: '2026-12-01T23:00:00Z',
      message: 'The inbox is read-only.',
    },
    invalid: {
      id: 'ae7be26c-daa7-42ca-8480-68d5ac90eaca',
      startsAt: 'soon',
      endsAt: '2026-12-01T23:00:00Z',
      message: 'x',
    },
    message: 'startsAt: expected ISO date string got "soon"',
  },
  MaintenanceNoticeRequest: {
    codec: model.MaintenanceNoticeRequest,
    valid: { startsAt: '2026-12-01T22:00:00Z', endsAt: '2026-12-01T23:00:00Z', message: 'x' },
    invalid: { startsAt: '2026-12-01T22:00:00Z', endsAt: '2026-12-01T23:00:00Z', message: ' ' },
    message: 'message: expected non-empty string got " "',
  },
  ShortLinkRequest: {
    codec: model.ShortLinkRequest,
    valid: { url: 'https://example.com/a' },
    invalid: { url: 42 },
    message: 'url: expected string got 42',
  },
  ShortLink: {
    codec: model.ShortLink,
    valid: {
      code: 'aB3dE5f',
      url: 'https://example.com/a',
      shortUrl: 'http://localhost/s/aB3dE5f',
    },
    invalid: { code: 'aB3dE5f', url: 'https://example.com/a' },
    message: 'shortUrl: expected string got undefined',
  },
  ExportStatus: {
    codec: model.ExportStatus,
    valid: { id: 'e1', status: 'DONE', downloadUrl: '/v2/exports/e1/file' },
    invalid: { id: 'e1', status: 'done' },
    message: 'status: expected one of PENDING|RUNNING|DONE|FAILED got "done"',
  },
  AudiencePerson: {
    codec: model.AudiencePerson,
    valid: AUDIENCE_PERSON,
    invalid: { ...AUDIENCE_PERSON, sentiment: 'angry' },
    message: 'sentiment: expected one of positive|neutral|negative | null got "angry"',
  },
  MetricPagination: {
    codec: model.MetricPagination,
    valid: { offset: 20, limit: 20, filterBy: 'team' },
    invalid: { offset: 20 },
    message: 'limit: expected non-negative integer got undefined',
  },
  EngageBlock: {
    codec: model.EngageBlock,
    valid: item.engage,
    invalid: { ...item.engage, networkStatus: 'gone' },
    message: 'networkStatus: expected one of published|deleted|vanished got "gone"',
  },
  ItemReaction: {
    codec: model.ItemReaction,
    valid: { type: 'FIVE', selectedByUser: false },
    invalid: { type: 'SIX', selectedByUser: false },
    message:
      'type: expected (one of LIKE|LOVE|CARE|HAHA|WOW|SAD|ANGRY | one of ONE|TWO|THREE|FOUR|FIVE) got "SIX"',
  },
  ItemMeta: {
    codec: model.ItemMeta,
    valid: { createdDate: DATE, delivery: 'MESSAGE_SENDING', userPermissions: ['view-only'] },
    invalid: { createdDate: DATE, delivery: 'SENT' },
    message:
      'delivery: expected (one of DELIVERY_FAILED|DELIVERED | one of MESSAGE_SENDING|MESSAGE_FAILED) got "SENT"',
  },
  Sender: {
    codec: model.Sender,
    valid: { name: 'Ada', visibility: 'PRIVATE', isOwn: false, senderType: 'person' },
    invalid: { name: 'Ada', visibility: 'HIDDEN', isOwn: false },
    message: 'visibility: expected one of PUBLIC|PRIVATE got "HIDDEN"',
  },
  Media: {
    codec: model.Media,
    valid: { type: 'carousel', link: 'https://x/1' },
    invalid: { type: 'hologram' },
    message:
      'type: expected one of link|image|video|audio|document|carousel|sticker|unknown got "hologram"',
  },
  Prediction: {
    codec: model.Prediction,
    valid: { sentiment: 'POSITIVE', userSentiment: null, priorityLevel: 2 },
    invalid: { priorityLevel: 'high' },
    message: 'priorityLevel: expected number got "high"',
  },
  ItemPerson: {
    codec: model.ItemPerson,
    valid: { name: 'Ada', handle: '@ada' },
    invalid: { handle: '@ada' },
    message: 'name: expected string got undefined',
  },
  NotesData: {
    codec: model.NotesData,
    valid: { moreToFetch: false, noteCount: 0, notes: [] },
    invalid: { moreToFetch: false, noteCount: 0 },
    message: 'notes: expected Array<UnknownRecord> got undefined',
  },
  FacebookBlock: {
    codec: model.FacebookBlock,
    valid: { recommendation: { positive: true }, unpublished: false },
    invalid: { recommendation: true },
    message: 'recommendation: expected { positive: boolean } got true',
  },
  TwitterBlock: {
    codec: model.TwitterBlock,
    valid: { isRoot: true, retweetedByMe: false },
    invalid: { favorited: 'no' },
    message: 'favorited: expected boolean got "no"',
  },
  InstagramBlock: {
    codec: model.InstagramBlock,
    valid: { messageType: 'storyMention' },
    invalid: { messageType: 'story' },
    message:
      'messageType: expected one of mediaShare|storyReply|storyMention|tag|tagAndMention|unknown got "story"',
  },
  LinkedInBlock: {
    codec: model.LinkedInBlock,
    valid: { isMention: true },
    invalid: { isMention: 1 },
    message: 'isMention: expected boolean got 1',
  },
  ThreadsBlock: {
    codec: model.ThreadsBlock,
    valid: { repostedByMe: true },
    invalid: { isQuote: 'y' },
    message: 'isQuote: expected boolean got "y"',
  },
  WhatsAppBlock: {
    codec: model.WhatsAppBlock,
    valid: { windowExpiresAt: DATE },
    invalid: { windowExpiresAt: 'later' },
    message: 'windowExpiresAt: expected ISO date string got "later"',
  },
  Assignee: {
    codec: model.Assignee,
    valid: { id: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7', name: 'Care', isTeam: true },
    invalid: { id: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7' },
    message: 'name: expected string got undefined',
  },
  SendFailure: {
    codec: model.SendFailure,
    valid: { errorCode: 'NETWORK_PLATFORM_ISSUE', networkCode: 100, networkSubcode: 33 },
    invalid: { networkCode: '100' },
    message: 'networkCode: expected number',
  },
  ItemChannel: {
    codec: model.ItemChannel,
    valid: { id: 'c1', name: 'Acme', type: 'threads' },
    invalid: { id: 'c1', name: 'Acme', type: 'bluesky' },
    message: 'type: expected one of facebook|',
  },
  BidiPagination: {
    codec: model.BidiPagination,
    valid: { isLoading: true, allLoaded: false, before: ['a'], after: [] },
    invalid: { isLoading: true, allLoaded: false, before: ['a'] },
    message: 'after: expected Array<string> got undefined',
  },
  ItemStats: {
    codec: model.ItemStats,
    valid: { total: 1, assignedToMe: 0, unread: 1, assignedToOrMentionsMe: 0, hasNotes: true },
    invalid: { total: 1, assignedToMe: 0, unread: 1, assignedToOrMentionsMe: 0, hasNotes: 'yes' },
    message: 'hasNotes: expected boolean got "yes"',
  },
  LabelsFilter: {
    codec: model.LabelsFilter,
    valid: { status: 'notLabelled', values: [] },
    invalid: { status: 'unlabelled', values: [] },
    message: 'status: expected one of labelled|notLabelled got "unlabelled"',
  },
  AssignFilter: {
    codec: model.AssignFilter,
    valid: { status: ['unassigned'], values: [] },
    invalid: { status: ['mine'], values: [] },
    message: 'status.0: expected one of assignedToMe|',
  },
  ReadFilter: {
    codec: model.ReadFilter,
    valid: { status: 'readByMe' },
    invalid: { status: 'seen' },
    message: 'status: expected one of readByMe|read|unread|automation got "seen"',
  },
  DateFilter: {
    codec: model.DateFilter,
    valid: { from: null, to: DATE },
    invalid: { from: 'then' },
    message: 'from: expected ISO date string | null got "then"',
  },
  FeedFilters: {
    codec: model.FeedFilters,
    valid: {
      networks: ['instagram'],
      onlyPriority: true,
      hideStatus: ['hidden'],
      withOwnReplies: true,
    },
    invalid: { networks: ['instagram'], onlyPriority: 'yes' },
    message: 'onlyPriority: expected boolean got "yes"',
  },
  FeedToggle: {
    codec: model.FeedToggle,
    valid: { enabled: true },
    invalid: { enabled: 'on' },
    message: 'enabled: expected boolean got "on"',
  },
  FeedOrder: {
    codec: model.FeedOrder,
    valid: {
      ids: ['3667f6a0-c974-4075-8d7d-c9659d01ea34', 'bd19836d-db62-411c-85ab-251ccaca5645'],
    },
    invalid: { ids: 'f2,f1' },
    message: 'ids: expected Array<UUID> got "f2,f1"',
  },
  FeedPageQuery: {
    codec: model.FeedPageQuery,
    valid: { offset: 40, limit: 20, sortField: 'createdDate', sortDirection: 'asc' },
    invalid: { offset: 40, limit: 20, sortField: 'likes' },
    message: 'sortField: expected one of latestCommentDate|createdDate got "likes"',
  },
  Label: {
    codec: model.Label,
    valid: { id: '377fd569-971e-4deb-88fb-ea28434a390a', name: 'Complaint', color: '#d64545' },
    invalid: { id: '377fd569-971e-4deb-88fb-ea28434a390a', name: 'Complaint' },
    message: 'color: expected string got undefined',
  },
  LabelCreate: {
    codec: model.LabelCreate,
    valid: { name: 'Urgent', color: '#ff0000' },
    invalid: { color: '#ff0000' },
    message: 'name: expected string got undefined',
  },
  ListeningQuery: {
    codec: model.ListeningQuery,
    valid: {
      id: 'q1',
      name: 'Mentions',
      keywords: ['demo coffee'],
      excludedKeywords: [],
      networks: ['twitter'],
      languages: [],
      active: true,
      createdAt: DATE,
    },
    invalid: { id: 'q1', name: 'Mentions' },
    message: 'keywords: expected Array<string> got undefined',
  },
  ChannelIdList: {
    codec: model.ChannelIdList,
    valid: { channelIds: ['twitter-demo'] },
    invalid: { channelIds: [1] },
    message: 'channelIds.0: expected channel id got 1',
  },
  ForwardEmailSent: {
    codec: model.ForwardEmailSent,
    valid: { messageId: '<a@b>', recipients: ['ann@example.com'] },
    invalid: { messageId: '<a@b>' },
    message: 'recipients: expected Array<string> got undefined',
  },
  ZendeskTicket: {
    codec: model.ZendeskTicket,
    valid: {
      contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021',
      subject: 'Refund',
      priority: 'high',
    },
    invalid: {
      contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021',
      subject: 'Refund',
      priority: 'asap',
    },
    message: 'priority: expected one of low|normal|high|urgent got "asap"',
  },
  ZendeskTicketCreated: {
    codec: model.ZendeskTicketCreated,
    valid: { ticketId: '17', status: 'new', contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021' },
    invalid: { ticketId: 17, status: 'new', contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021' },
    message: 'ticketId: expected string got 17',
  },
  ItemHistoryEntry: {
    codec: model.ItemHistoryEntry,
    valid: {
      at: DATE,
      action: 'assign',
      source: 'automation',
      actorId: 'r1',
      actorName: 'Refunds to care',
      target: 'Customer Care',
    },
    invalid: { at: DATE, action: 'assign', source: 'robot' },
    message: 'source: expected one of',
  },
  CaseAssignee: {
    codec: model.CaseAssignee,
    valid: { id: 'u1', isTeam: false },
    invalid: { id: 'u1' },
    message: 'isTeam: expected boolean got undefined',
  },
  CaseUpdate: {
    codec: model.CaseUpdate,
    valid: { status: 'CLOSED', addItemUuids: ['fc46f8e7-0489-490f-8373-d93109479ca5'] },
    invalid: { status: 'SOLVED' },
    message: 'status: expected one of OPEN|CLOSED got "SOLVED"',
  },
  CaseSearch: {
    codec: model.CaseSearch,
    valid: { offset: 0, limit: 20, text: 'refund', status: 'OPEN' },
    invalid: { limit: 1000 },
    message: 'limit: expected integer 1…100 got 1000',
  },
  CasePage: {
    codec: model.CasePage,
    valid: { cases: [{ subject: 'Refund', description: 'Order 17' }], total: 1 },
    invalid: { cases: [{ subject: 'Refund' }], total: 1 },
    message: 'cases.0.description: expected string got undefined',
  },
  CaseItems: {
    codec: model.CaseItems,
    valid: { conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'] },
    invalid: { conversationItemUuids: '9ce88802-f075-41e5-8e04-57ef51ece021' },
    message:
      'conversationItemUuids: expected Array<UUID> got "9ce88802-f075-41e5-8e04-57ef51ece021"',
  },
  CaseNote: {
    codec: model.CaseNote,
    valid: { text: 'Called the customer', id: 'n1', caseId: 'c1' },
    invalid: { text: 5 },
    message: 'text: expected string got 5',
  },
  NoteText: {
    codec: model.NoteText,
    valid: { noteText: 'Please check', mentionedUserIds: ['e4774cdd-a079-4f86-814e-8b9140bb6db4'] },
    invalid: { noteText: 'Please check', mentionedUserIds: 'e4774cdd-a079-4f86-814e-8b9140bb6db4' },
    message: 'mentionedUserIds: expected Array<UUID> got "e4774cdd-a079-4f86-814e-8b9140bb6db4"',
  },
  NotePage: {
    codec: model.NotePage,
    valid: {
      notes: [
        {
          conversationUuid: 'c1',
          conversationItemUuids: ['9ce88802-f075-41e5-8e04-57ef51ece021'],
          noteText: 'Hi',
          noteLimitPerItem: 2,
        },
      ],
      total: 3,
      moreToFetch: true,
    },
    invalid: { notes: [], total: 3 },
    message: 'moreToFetch: expected boolean got undefined',
  },
  ItemNotes: {
    codec: model.ItemNotes,
    valid: {
      itemId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      notes: [],
      total: 0,
      moreToFetch: false,
    },
    invalid: {
      itemId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      notes: [],
      total: 'none',
      moreToFetch: false,
    },
    message: 'total: expected non-negative integer got "none"',
  },
  ConversationNotesQuery: {
    codec: model.ConversationNotesQuery,
    valid: { noteLimitPerItem: 5, conversationItemId: '9ce88802-f075-41e5-8e04-57ef51ece021' },
    invalid: { noteLimitPerItem: '0' },
    message: 'noteLimitPerItem: expected integer 1…100 got "0"',
  },
  MessageNotesQuery: {
    codec: model.MessageNotesQuery,
    valid: { offset: 2, limit: 2 },
    invalid: { limit: 'all' },
    message: 'limit: expected integer 1…100 got "all"',
  },
  SearchQuery: {
    codec: model.SearchQuery,
    valid: { limit: 20, offset: 40, cursor: 'abc' },
    invalid: { limit: '500' },
    message: 'limit: expected integer 1…100 got "500"',
  },
  SearchPage: {
    codec: model.SearchPage,
    valid: { items: [item], offset: 0, limit: 20, nextCursor: 'abc' },
    invalid: { items: [], offset: 0, limit: 20 },
    message: 'nextCursor: expected string | null got undefined',
  },
  SearchRequest: {
    codec: model.SearchRequest,
    valid: {
      filters: { keywords: ['refund'] },
      sortDirection: 'desc',
      sortField: 'latestCommentDate',
      refine: { text: 'refund', unread: true },
    },
    invalid: { filters: { keywords: 'refund' } },
    message: 'filters.keywords: expected Array<string> got "refund"',
  },

  RuleCondition: {
    codec: model.RuleCondition,
    valid: { field: 'language', operator: 'IS_NOT_ANY', valueType: 'enum', values: ['de'] },
    invalid: { field: 'mood', operator: 'IS_ANY', valueType: 'enum', values: [] },
    message:
      'field: expected one of network|channel|messageType|text|language|createdBy got "mood"',
  },
  RuleActionConfig: {
    codec: model.RuleActionConfig,
    valid: { kind: 'zendesk', priority: 'high' },
    invalid: { kind: 'jira' },
    message: 'kind: expected one of salesforce|hubspot|servicenow|zendesk|legacy got "jira"',
  },
  RuleAction: {
    codec: model.RuleAction,
    valid: { type: 'engage.label', config: { labelIds: ['377fd569-971e-4deb-88fb-ea28434a390a'] } },
    invalid: { type: 'engage.delete', config: {} },
    message:
      'type: expected one of engage.assign|engage.label|engage.createCase|engage.markAsRead|engage.markAsSpam|engage.hide got "engage.delete"',
  },
  WeekdayWindow: {
    codec: model.WeekdayWindow,
    valid: { day: 'MONDAY', from: '18:00', to: '23:59' },
    invalid: { day: 'MON', from: '18:00', to: '23:59' },
    message:
      'day: expected one of MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY got "MON"',
  },
  AutoReply: {
    codec: model.AutoReply,
    valid: { kind: 'WELCOME_MESSAGE', message: 'Hi! How can we help?' },
    invalid: { kind: 'HELLO', message: 'Hi' },
    message: 'kind: expected one of AWAY_MESSAGE|WELCOME_MESSAGE got "HELLO"',
  },
  NoteNotificationData: {
    codec: model.NoteNotificationData,
    valid: {
      itemCreatorName: 'Ada',
      itemCreatorPicture: 'a.png',
      formattedCreationDate: '20 Nov 2026, 09:30',
      itemText: 'x',
      isDm: true,
      channelId: 'c1',
    },
    invalid: {
      itemCreatorName: 'Ada',
      itemCreatorPicture: null,
      formattedCreationDate: 'x',
      itemText: 'x',
      isDm: 'no',
      channelId: 'c1',
    },
    message: 'isDm: expected boolean got "no"',
  },
  ResponseTemplateData: {
    codec: model.ResponseTemplateData,
    valid: { name: 'Thanks', text: 'Thank you!', networks: ['facebook'] },
    invalid: { name: 'Thanks' },
    message: 'text: expected string got undefined',
  },
  ForwardEmail: {
    codec: model.ForwardEmail,
    valid: {
      contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021',
      subject: 'Fwd',
      body: 'See below',
      emails: ['ops@example.com'],
    },
    invalid: {
      contentUuid: '9ce88802-f075-41e5-8e04-57ef51ece021',
      subject: 'Fwd',
      body: 'See below',
      emails: 'ops@example.com',
    },
    message: 'emails: expected Array<string> got "ops@example.com"',
  },
  ReplyImage: {
    codec: model.ReplyImage,
    valid: { url: 'https://cdn/a.png', mimeType: 'image/png', bytes: 1024 },
    invalid: { bytes: 1 },
    message: 'url: expected string got undefined',
  },
  Repost: {
    codec: model.Repost,
    valid: { message: 'So true' },
    invalid: { message: 42 },
    message: 'message: expected string got 42',
  },
  WhatsAppTemplateSend: {
    codec: model.WhatsAppTemplateSend,
    valid: {
      conversationId: '6a1c8c1e-2d1a-4a7b-9a55-0c6f8e2d1b7d',
      templateId: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7',
      parameters: ['Ana'],
    },
    invalid: {
      conversationId: '6a1c8c1e-2d1a-4a7b-9a55-0c6f8e2d1b7d',
      templateId: '83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7',
      parameters: 'Ana',
    },
    message: 'parameters: expected Array<string> got "Ana"',
  },
  ReplyQuota: {
    codec: model.ReplyQuota,
    valid: {
      channelId: 'x1',
      network: 'twitter',
      limit: 50,
      used: 3,
      remaining: 47,
      windowSeconds: 900,
      resetsAt: DATE,
    },
    invalid: {
      channelId: 'x1',
      network: 'twitter',
      limit: 50,
      used: -1,
      remaining: 47,
      windowSeconds: 900,
      resetsAt: null,
    },
    message: 'used: expected non-negative integer got -1',
  },
  UploadTarget: {
    codec: model.UploadTarget,
    valid: { network: 'linkedIn' },
    invalid: { network: 'myspace' },
    message: 'network: expected one of',
  },
  UploadedMedia: {
    codec: model.UploadedMedia,
    valid: {
      url: '/media/uploads/0b6e3c1a-3f38-4a41-9d6d-6a1f0e0c8f7a/1c1f.png',
      mimeType: 'image/png',
      bytes: 2048,
      kind: 'photo',
      name: 'menu.png',
    },
    invalid: { url: '/media/x.png', mimeType: 'image/png', bytes: -1, kind: 'photo', name: 'x' },
    message: 'bytes: expected non-negative integer',
  },
  SandboxFailureRequest: {
    codec: model.SandboxFailureRequest,
    valid: { channelId: 'instagram-demo', kind: 'platformIssue', times: 1 },
    invalid: { channelId: 'instagram-demo', kind: 'platformIssue', times: 21 },
    message: 'times: expected integer from 0 to 20',
  },
  SandboxFailureSet: {
    codec: model.SandboxFailureSet,
    valid: { channelId: 'instagram-demo', kind: 'platformIssue', remaining: 1 },
    invalid: { channelId: 'instagram-demo', kind: 'meltdown', remaining: 1 },
    message: 'kind: expected one of',
  },
  SandboxCommentRequest: {
    codec: model.SandboxCommentRequest,
    valid: { channelId: 'facebook-demo', text: 'Are you open on Sunday?' },
    invalid: { text: 42 },
    message: 'text: expected string got 42',
  },
  SandboxCommentDelivered: {
    codec: model.SandboxCommentDelivered,
    valid: {
      itemId: 'fc46f8e7-0489-490f-8373-d93109479ca5',
      rootId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      text: 'Are you open on Sunday?',
    },
    invalid: { itemId: 'fc46f8e7-0489-490f-8373-d93109479ca5', text: 'Hi' },
    message: 'rootId: expected string got undefined',
  },
  ConversationLanguage: {
    codec: model.ConversationLanguage,
    valid: {
      itemId: 'fc46f8e7-0489-490f-8373-d93109479ca5',
      rootId: '9ce88802-f075-41e5-8e04-57ef51ece021',
      language: 'de',
    },
    invalid: { itemId: 'fc46f8e7-0489-490f-8373-d93109479ca5', language: 'de' },
    message: 'rootId: expected UUID got undefined',
  },
  RealtimeToken: {
    codec: model.RealtimeToken,
    valid: { token: 'eyJ…' },
    invalid: { jwt: 'x' },
    message: 'token: expected string got undefined',
  },
  LoginRequest: {
    codec: model.LoginRequest,
    valid: { email: 'admin@demo.test', password: 'demo' },
    invalid: { email: 'admin@demo.test', password: '' },
    message: 'password: expected non-empty string got ""',
  },
  RefreshRequest: {
    codec: model.RefreshRequest,
    valid: { refreshToken: 'r1' },
    invalid: { refresh_token: 'r1' },
    message: 'refreshToken: expected non-empty string got undefined',
  },
  TokenResponse: {
    codec: model.TokenResponse,
    valid: { accessToken: 'a', refreshToken: 'r', expiresIn: 300, tokenType: 'Bearer' },
    invalid: { accessToken: 'a', refreshToken: 'r', expiresIn: 300, tokenType: 'MAC' },
    message: 'tokenType: expected "Bearer" got "MAC"',
  },
  JsonWebKeySet: {
    codec: model.JsonWebKeySet,
    valid: { keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y' }] },
    invalid: { keys: {} },
    message: 'keys: expected Array<UnknownRecord> got {}',
  },
  NotificationChannelToggle: {
    codec: model.NotificationChannelToggle,
    valid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      channelId: 'facebook-1',
      enabled: true,
    },
    invalid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      channelId: 'facebook-1',
      enabled: 'on',
    },
    message: 'enabled: expected boolean got "on"',
  },
  ProfilePictureUpdate: {
    codec: model.ProfilePictureUpdate,
    valid: { profilePicture: 'data:image/png;base64,iVBORw0KGgo=' },
    invalid: { picture: 'x' },
    message: 'profilePicture: expected string got undefined',
  },
  OrgUserUpdate: {
    codec: model.OrgUserUpdate,
    valid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      isAdmin: false,
      teamIds: ['83f1535f-99ab-4bf4-89d0-2dfd85d3e3f7'],
    },
    invalid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', defaultChannelRole: 'OWNER' },
    message:
      'defaultChannelRole: expected one of EDITOR|CONTENT_CREATOR|MODERATOR|VIEW_ONLY got "OWNER"',
  },
  OidcSettings: {
    codec: model.OidcSettings,
    valid: { orgId: 'o1', enabled: false, issuer: null },
    invalid: { orgId: 'o1', enabled: false },
    message: 'issuer: expected string | null got undefined',
  },
  ChannelMetadata: {
    codec: model.ChannelMetadata,
    valid: { id: 'facebook-1', name: 'Demo', network: 'facebook', state: 'CONNECTED', teamIds: [] },
    invalid: {
      id: 'facebook-1',
      name: 'Demo',
      network: 'myspace',
      state: 'CONNECTED',
      teamIds: [],
    },
    message: 'network: expected one of',
  },
  AdminContextSwitchRequest: {
    codec: model.AdminContextSwitchRequest,
    valid: { teamId: null },
    invalid: {},
    message: 'teamId: expected UUID | null got undefined',
  },
  TeamColor: {
    codec: model.TeamColor,
    valid: '#2f9e44',
    invalid: 'red;background:url(x)',
    message: 'expected colour #rrggbb',
  },
  TeamCreate: {
    codec: model.TeamCreate,
    valid: { name: 'Night shift', color: '#333333' },
    invalid: { name: ' ' },
    message: 'name: expected non-empty string got " "',
  },
  TeamUpdate: {
    codec: model.TeamUpdate,
    valid: { name: 'Night shift' },
    invalid: { permissions: { manageUser: 'yes' } },
    message: 'permissions.manageAdAccounts: expected boolean got undefined',
  },
  TeamMemberRole: {
    codec: model.TeamMemberRole,
    valid: { role: 'MODERATOR' },
    invalid: { role: 'BOSS' },
    message: 'role: expected one of EDITOR|CONTENT_CREATOR|MODERATOR|VIEW_ONLY got "BOSS"',
  },
  ChannelSettingsPage: {
    codec: model.ChannelSettingsPage,
    valid: { channels: [makeChannel()], total: 1, pageIndex: 0, pageSize: 50 },
    invalid: { channels: [], total: -1, pageIndex: 0, pageSize: 50 },
    message: 'total: expected non-negative integer got -1',
  },
  UrlTrackingChannel: {
    codec: model.UrlTrackingChannel,
    valid: { id: 'facebook-1', name: 'Demo', network: 'facebook', campaignTrackingEnabled: false },
    invalid: { id: 'facebook-1', name: 'Demo', network: 'facebook' },
    message: 'campaignTrackingEnabled: expected boolean got undefined',
  },
  ChannelGroup: {
    codec: model.ChannelGroup,
    valid: {
      id: '9b1c1f8e-33a4-4c55-a0f4-1d9a1c1b2c3d',
      name: 'Coffee shops',
      channelIds: ['facebook-1', 'instagram-2'],
      canChange: true,
      canDelete: false,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
    },
    invalid: { id: 'g', name: 'Coffee shops', channelIds: 'facebook-1' },
    message: 'channelIds: expected Array<string> got "facebook-1"',
  },
  ChannelGroupInput: {
    codec: model.ChannelGroupInput,
    valid: { name: 'Coffee shops', channelIds: ['facebook-1'] },
    invalid: { name: 'Too many', channelIds: Array.from({ length: 1001 }, (_, i) => `x-${i}`) },
    message: 'channelIds: expected at most 1000 channel ids',
  },
  TrackingParameter: {
    codec: model.TrackingParameter,
    valid: { key: 'utm_source', value: '{network}' },
    invalid: { key: 'utm source', value: 'x' },
    message: 'key: expected parameter key',
  },
  TrackingParameterKey: {
    codec: model.TrackingParameterKey,
    valid: 'utm_campaign',
    invalid: 'a&b',
    message: 'expected parameter key (letters, digits, ".", "_", "~", "-") got "a&b"',
  },
  TrackingParameters: {
    codec: model.TrackingParameters,
    valid: [{ key: 'utm_medium', value: 'social' }],
    invalid: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' })),
    message: 'expected at most 20 parameters',
  },
  TrackingTemplate: {
    codec: model.TrackingTemplate,
    valid: {
      id: '2f0e9b9a-7c1d-4e4e-9a51-6b0f3c2d1e0a',
      name: 'Spring sale',
      parameters: [{ key: 'utm_source', value: '{network}' }],
      channelIds: ['facebook-1'],
      canChange: true,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-21T10:00:00Z',
    },
    invalid: { id: 't', name: 'Spring sale', parameters: [{ key: 'utm_source' }] },
    message: 'parameters.0.value: expected string got undefined',
  },
  TrackingTemplateInput: {
    codec: model.TrackingTemplateInput,
    valid: { name: 'Spring sale', parameters: [{ key: 'utm_campaign', value: 'spring' }] },
    invalid: { name: ' ', parameters: [] },
    message: 'name: expected non-empty string',
  },
  ChannelCampaignTracking: {
    codec: model.ChannelCampaignTracking,
    valid: {
      id: 'facebook-1',
      name: 'Demo',
      network: 'facebook',
      campaignTrackingEnabled: true,
      campaignTrackingTemplateId: null,
      campaignTrackingMappings: [{ key: 'utm_campaign', value: 'spring' }],
      canManage: true,
    },
    invalid: {
      id: 'facebook-1',
      name: 'Demo',
      network: 'facebook',
      campaignTrackingEnabled: true,
      campaignTrackingMappings: [],
      canManage: true,
    },
    message: 'campaignTrackingTemplateId: expected string | null got undefined',
  },
  CampaignTrackingChange: {
    codec: model.CampaignTrackingChange,
    valid: {
      campaignTrackingEnabled: true,
      campaignTrackingTemplateId: '2f0e9b9a-7c1d-4e4e-9a51-6b0f3c2d1e0a',
    },
    invalid: { campaignTrackingEnabled: 'yes' },
    message: 'campaignTrackingEnabled: expected boolean got "yes"',
  },
  CampaignTrackingMappingsChange: {
    codec: model.CampaignTrackingMappingsChange,
    valid: { campaignTrackingMappings: [] },
    invalid: { campaignTrackingMappings: [{ key: '', value: 'x' }] },
    message: 'campaignTrackingMappings.0.key: expected parameter key',
  },
  ChannelPerson: {
    codec: model.ChannelPerson,
    valid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      name: 'Mo Moderator',
      email: 'moderator@demo.test',
      isAdmin: false,
      role: 'MODERATOR',
      directRole: null,
      teamRoles: [
        { teamId: 'c0ffee00-0000-4000-8000-000000000001', teamName: 'Care', role: 'MODERATOR' },
      ],
    },
    invalid: {
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      name: 'Mo Moderator',
      email: 'moderator@demo.test',
      isAdmin: false,
      role: 'OWNER',
      directRole: null,
      teamRoles: [],
    },
    message: 'role: expected',
  },
  ConnectionAudit: {
    codec: model.ConnectionAudit,
    valid: {
      channelId: 'facebook-1',
      event: 'RENAMED',
      userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      detail: 'Old → New',
      date: '2026-11-20T10:00:00Z',
    },
    invalid: {
      channelId: 'facebook-1',
      event: 'EXPLODED',
      userId: null,
      detail: null,
      date: '2026-11-20T10:00:00Z',
    },
    message: 'event: expected one of',
  },
  ChannelNameOverride: {
    codec: model.ChannelNameOverride,
    valid: { name: 'Support' },
    invalid: { name: '' },
    message: 'name: expected non-empty string got ""',
  },
  AudienceRoleAnswer: {
    codec: model.AudienceRoleAnswer,
    valid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', role: null },
    invalid: { userId: 'e4774cdd-a079-4f86-814e-8b9140bb6db4', role: 'OWNER' },
    message: 'role: expected',
  },
  FeatureToggleAnswer: {
    codec: model.FeatureToggleAnswer,
    valid: { channels_v2: true, ai_reply_suggestions: false },
    invalid: { channels_v2: 'on' },
    message: 'channels_v2: expected boolean got "on"',
  },
  SwitchableAccount: {
    codec: model.SwitchableAccount,
    valid: {
      id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      email: 'a@b.c',
      orgId: 'o1',
      orgName: 'Demo',
      current: true,
    },
    invalid: {
      id: 'e4774cdd-a079-4f86-814e-8b9140bb6db4',
      email: 'a@b.c',
      orgId: 'o1',
      orgName: 'Demo',
    },
    message: 'current: expected boolean got undefined',
  },
  ConnectAuthorization: {
    codec: model.ConnectAuthorization,
    valid: { authorizeUrl: '/sandbox/facebook/oauth/authorize?state=s' },
    invalid: { url: 'x' },
    message: 'authorizeUrl: expected string got undefined',
  },
  ConnectRequestState: {
    codec: model.ConnectRequestState,
    valid: { id: '1', status: 'DONE', channelIds: ['vk-1'], connectedIds: ['vk-1'], message: null },
    invalid: { id: '1', status: 'MAYBE', channelIds: [], connectedIds: [], message: null },
    message: 'status: expected one of NONE|PENDING|DONE|FAILED got "MAYBE"',
  },
  FeedDefinition: {
    codec: model.FeedDefinition,
    valid: { name: 'Complaints', networks: ['facebook'], keywords: ['refund'], blurMedia: false },
    invalid: { name: 'Complaints', networks: ['myspace'] },
    message: 'networks.0: expected one of',
  },
  Uuid: {
    codec: model.Uuid,
    valid: '3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a',
    invalid: 'not-a-uuid',
    message: 'expected UUID got "not-a-uuid"',
  },
  CaseCreate: {
    codec: model.CaseCreate,
    valid: {
      subject: 'Refund',
      description: 'Order 17',
      conversationItemUuids: ['3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a'],
    },
    invalid: { subject: 'Refund', description: 'x', conversationItemUuids: ['item-1'] },
    message: 'conversationItemUuids.0: expected UUID got "item-1"',
  },
  NoteCreate: {
    codec: model.NoteCreate,
    valid: {
      conversationUuid: '3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a',
      conversationItemUuids: ['3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a'],
      noteText: 'Called back',
      noteLimitPerItem: 2,
    },
    invalid: { conversationUuid: 'c1', conversationItemUuids: [], noteText: 'x' },
    message: 'conversationUuid: expected UUID got "c1"',
  },
  Uuids: {
    codec: model.Uuids,
    valid: ['3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a'],
    invalid: ['3f2b8c1e-8d1a-4a7b-9a55-0c6f8e2d1b7a', 'nope'],
    message: '1: expected UUID got "nope"',
  },
  ChannelIds: {
    codec: model.ChannelIds,
    valid: ['facebook-1234'],
    invalid: ['1234'],
    message: '0: expected channel id got "1234"',
  },
  ChannelId: {
    codec: model.ChannelId,
    valid: 'facebook-1234',
    invalid: '1234',
    message: 'expected channel id got "1234"',
  },
  AuditValues: {
    codec: model.AuditValues,
    valid: { name: 'Care', members: ['Ada Admin'], manageTemplates: true, color: null },
    invalid: { nested: { deep: 1 } },
    message: 'nested',
  },
  AuditPerson: {
    codec: model.AuditPerson,
    valid: { id: null, name: 'Ada Admin', email: 'admin@demo.test' },
    invalid: { id: 'nope', name: 'Ada Admin', email: 'admin@demo.test' },
    message: 'id',
  },
  AuditEntry: {
    codec: model.AuditEntry,
    valid: {
      id: 'c0ffee00-0000-4000-8000-000000000002',
      at: '2026-11-25T10:00:00.000Z',
      kind: 'TEAM',
      action: 'team.updated',
      actor: {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        name: 'Ada Admin',
        email: 'admin@demo.test',
      },
      assumedBy: null,
      address: '127.0.0.1',
      target: { type: 'team', id: 'c0ffee00-0000-4000-8000-000000000003', name: 'Care' },
      before: { name: 'Care' },
      after: { name: 'Customer care' },
    },
    invalid: { id: 'c0ffee00-0000-4000-8000-000000000002', kind: 'TEAM', action: 'team.exploded' },
    message: 'action',
  },
  AuditQuery: {
    codec: model.AuditQuery,
    valid: { kind: 'SIGN_IN', from: '2026-11-01T00:00:00.000Z', limit: 50 },
    invalid: { kind: 'EVERYTHING' },
    message: 'kind',
  },
  AuditPage: {
    codec: model.AuditPage,
    valid: { entries: [], next: null },
    invalid: { entries: [] },
    message: 'next',
  },
  LabelUsage: {
    codec: model.LabelUsage,
    valid: { id: 'label-1', name: 'Complaint', color: '#d64545', items: 12 },
    invalid: { id: 'label-1', name: 'Complaint', color: '#d64545', items: -1 },
    message: 'items',
  },
  LabelUpdate: {
    codec: model.LabelUpdate,
    valid: { name: 'Praise', color: '#2f9e44' },
    invalid: { name: 'x'.repeat(61) },
    message: 'name',
  },
  LabelMerge: {
    codec: model.LabelMerge,
    valid: { into: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    invalid: { into: 'complaint' },
    message: 'into',
  },
  LabelJob: {
    codec: model.LabelJob,
    valid: {
      id: 'job-1',
      kind: 'delete',
      labelId: 'label-1',
      labelName: 'Angry',
      targetId: null,
      targetName: null,
      state: 'running',
      total: 40,
      processed: 10,
      createdAt: DATE,
      finishedAt: null,
    },
    invalid: { id: 'job-1', kind: 'delete', labelId: 'label-1' },
    message: 'labelName',
  },
  NotificationId: {
    codec: model.NotificationId,
    valid: '42',
    invalid: '42; DROP TABLE notices',
    message: 'expected notification id',
  },
  NotificationProducts: {
    codec: model.NotificationProducts,
    valid: 'ENGAGE,PUBLISH',
    invalid: 'ENGAGE,GOSSIP',
    message: 'GOSSIP',
  },
  NotificationQuery: {
    codec: model.NotificationQuery,
    valid: { product: 'ENGAGE,PLATFORM', relevance: 'ME', status: 'UNREAD', size: 20 },
    invalid: { sort: 'random' },
    message: 'sort',
  },
  NotificationFiltersChange: {
    codec: model.NotificationFiltersChange,
    valid: { status: 'READ', sortDirection: 'ASC' },
    invalid: { relevance: 'EVERYONE' },
    message: 'relevance',
  },
  LanguageTag: {
    codec: model.LanguageTag,
    valid: 'pt-BR',
    invalid: 'english please',
    message: 'expected BCP 47 language tag got "english please"',
  },
  Localisation: {
    codec: model.Localisation,
    valid: { locale: 'de' },
    invalid: { language: 'de' },
    message: 'locale: expected string got undefined',
  },
  NotificationPreference: {
    codec: model.NotificationPreference,
    valid: { kind: 'mention', inProduct: true, email: false },
    invalid: { kind: 'gossip', inProduct: true, email: false },
    message: 'kind',
  },
  NotificationSettings: {
    codec: model.NotificationSettings,
    valid: { preferences: [{ kind: 'exportReady', inProduct: false, email: true }] },
    invalid: { preferences: [{ kind: 'exportReady', inProduct: 'yes', email: true }] },
    message: 'preferences.0.inProduct: expected boolean got "yes"',
  },
  NotificationSettingsChange: {
    codec: model.NotificationSettingsChange,
    valid: { preferences: [{ kind: 'maintenance', inProduct: true, email: true }] },
    invalid: {
      preferences: [
        { kind: 'maintenance', inProduct: true, email: true },
        { kind: 'maintenance', inProduct: false, email: true },
      ],
    },
    message: 'each kind of notification at most once',
  },
  SupportUserQuery: {
    codec: model.SupportUserQuery,
    valid: { q: 'eddie', limit: 10 },
    invalid: { q: '   ' },
    message: 'q',
  },
  SupportUser: {
    codec: model.SupportUser,
    valid: {
      id: '694cac81-e085-4c93-8410-4283b45a8221',
      name: 'Eddie Editor',
      email: 'editor@demo.test',
      orgId: '7c1e4a52-6f43-4a8e-9a43-0c2b8f1f7d10',
      orgName: 'Demo Coffee',
      isAdmin: false,
    },
    invalid: { id: 'eddie', name: 'Eddie Editor' },
    message: 'id',
  },
  SupportUserResults: {
    codec: model.SupportUserResults,
    valid: { users: [], more: false },
    invalid: { users: [] },
    message: 'more',
  },
  IdentityQuery: {
    codec: model.IdentityQuery,
    valid: { itemId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    invalid: { itemId: 'item-1' },
    message: 'itemId: expected',
  },
  IdentityProfile: {
    codec: model.IdentityProfile,
    valid: {
      network: 'instagram',
      name: 'Sam Sandbox',
      senderId: '17',
      address: '@samsandbox',
      profileUrl: 'https://www.instagram.com/samsandbox',
    },
    invalid: { network: 'instagram' },
    message: 'name: expected string got undefined',
  },
  AudienceIdentity: {
    codec: model.AudienceIdentity,
    valid: { itemId: 'item-1', profile: null, items: [item], moreItems: false, notes: [] },
    invalid: { itemId: 'item-1', profile: null, items: [], notes: [] },
    message: 'moreItems: expected boolean got undefined',
  },
  BooleanParam: {
    codec: model.BooleanParam,
    valid: true,
    invalid: 'yes',
    message: '(root): expected true|false got "yes"',
  },
  TimeZone: {
    codec: model.TimeZone,
    valid: 'Europe/London',
    invalid: 'Mars/Olympus',
    message: '(root): expected IANA time zone got "Mars/Olympus"',
  },
  PostMedia: {
    codec: model.PostMedia,
    valid: {
      url: '/media/uploads/a.png',
      mimeType: 'image/png',
      bytes: 2048,
      kind: 'photo',
      name: 'latte.png',
    },
    invalid: {
      url: '/media/uploads/a.png',
      mimeType: 'image/png',
      bytes: -1,
      kind: 'photo',
      name: 'a',
    },
    message: 'bytes: expected non-negative integer got -1',
  },
  PostMediaRef: {
    codec: model.PostMediaRef,
    valid: { url: '/media/uploads/a.png' },
    invalid: { url: 7 },
    message: 'url: expected',
  },
  PostMediaTarget: {
    codec: model.PostMediaTarget,
    valid: { networks: 'twitter,instagram' },
    invalid: { networks: 'twitter,myspace' },
    message: 'networks',
  },
  LinkPreview: {
    codec: model.LinkPreview,
    valid: {
      url: 'https://example.com/menu',
      title: 'Autumn menu',
      description: null,
      imageUrl: null,
      siteName: 'Demo Coffee',
    },
    invalid: { url: 'https://example.com/menu', title: 'Autumn menu' },
    message: 'description: expected string | null got undefined',
  },
  LinkPreviewQuery: {
    codec: model.LinkPreviewQuery,
    valid: { url: 'https://example.com/menu' },
    invalid: { url: ' ' },
    message: 'url: expected non-empty string',
  },
  PostVariantInput: {
    codec: model.PostVariantInput,
    valid: { network: 'twitter', text: 'Autumn menu', media: [{ url: '/media/uploads/a.png' }] },
    invalid: { network: 'twitter' },
    message: 'text: expected',
  },
  PostInput: {
    codec: model.PostInput,
    valid: {
      channelIds: ['twitter-demo', 'facebook-demo'],
      text: 'Autumn menu is here',
      action: 'schedule',
      scheduledAt: DATE,
      variants: [{ network: 'twitter', text: 'Autumn menu' }],
    },
    invalid: { channelIds: ['twitter-demo'], text: 'Hi', action: 'post' },
    message: 'action: expected one of saveDraft|submitForApproval|schedule|publishNow got "post"',
  },
  PostPerson: {
    codec: model.PostPerson,
    valid: { id: 'u1', name: 'Ada Admin' },
    invalid: { id: 'u1' },
    message: 'name: expected string got undefined',
  },
  PostVariant: {
    codec: model.PostVariant,
    valid: { network: 'linkedIn', text: 'Autumn menu', media: [] },
    invalid: { network: 'linkedIn', text: 'Autumn menu' },
    message: 'media: expected Array<PostMedia> got undefined',
  },
  PostTarget: {
    codec: model.PostTarget,
    valid: {
      channelId: 'twitter-demo',
      network: 'twitter',
      channelName: 'Demo Coffee',
      status: 'failed',
      networkItemId: null,
      permalink: null,
      engageItemId: null,
      error: 'The access token expired.',
      publishedAt: null,
    },
    invalid: { channelId: 'twitter-demo', network: 'twitter', status: 'lost' },
    message: 'status: expected one of pending|published|failed got "lost"',
  },
  PostCallerAbilities: {
    codec: model.PostCallerAbilities,
    valid: { edit: true, delete: false, approve: false, publish: false, retry: false },
    invalid: { edit: true },
    message: 'delete: expected boolean got undefined',
  },
  PublishPost: {
    codec: model.PublishPost,
    valid: {
      id: 'c0a80121-7ac0-4e1c-9f1a-000000000001',
      status: 'scheduled',
      text: 'Autumn menu is here',
      media: [
        {
          url: '/media/uploads/a.png',
          mimeType: 'image/png',
          bytes: 2048,
          kind: 'photo',
          name: 'latte.png',
        },
      ],
      link: null,
      variants: [{ network: 'twitter', text: 'Autumn menu', media: [] }],
      channelIds: ['twitter-demo'],
      targets: [
        {
          channelId: 'twitter-demo',
          network: 'twitter',
          channelName: 'Demo Coffee',
          status: 'pending',
          networkItemId: null,
          permalink: null,
          engageItemId: null,
          error: null,
          publishedAt: null,
        },
      ],
      visibility: 'page',
      promote: false,
      scheduledAt: DATE,
      publishedAt: null,
      at: DATE,
      rejection: null,
      error: null,
      createdBy: { id: 'u1', name: 'Ada Admin' },
      approvedBy: null,
      createdAt: DATE,
      updatedAt: DATE,
      abilities: { edit: true, delete: true, approve: true, publish: true, retry: false },
    },
    invalid: {
      ...{
        id: 'c0a80121-7ac0-4e1c-9f1a-000000000001',
        status: 'scheduled',
        text: 'Autumn menu is here',
        media: [
          {
            url: '/media/uploads/a.png',
            mimeType: 'image/png',
            bytes: 2048,
            kind: 'photo',
            name: 'latte.png',
          },
        ],
        link: null,
        variants: [{ network: 'twitter', text: 'Autumn menu', media: [] }],
        channelIds: ['twitter-demo'],
        targets: [
          {
            channelId: 'twitter-demo',
            network: 'twitter',
            channelName: 'Demo Coffee',
            status: 'pending',
            networkItemId: null,
            permalink: null,
            engageItemId: null,
            error: null,
            publishedAt: null,
          },
        ],
        visibility: 'page',
        promote: false,
        scheduledAt: DATE,
        publishedAt: null,
        at: DATE,
        rejection: null,
        error: null,
        createdBy: { id: 'u1', name: 'Ada Admin' },
        approvedBy: null,
        createdAt: DATE,
        updatedAt: DATE,
        abilities: { edit: true, delete: true, approve: true, publish: true, retry: false },
      },
      status: 'sent',
    },
    message: 'status: expected one of draft|',
  },
  PublishItemsQuery: {
    codec: model.PublishItemsQuery,
    valid: { statuses: 'published,scheduled,scheduledError', visibility: 'page', sortBy: 'newest' },
    invalid: { statuses: 'published,lost' },
    message: 'statuses',
  },
  PublishItemsPage: {
    codec: model.PublishItemsPage,
    valid: {
      items: [
        {
          id: 'c0a80121-7ac0-4e1c-9f1a-000000000001',
          status: 'scheduled',
          text: 'Autumn menu is here',
          media: [
            {
              url: '/media/uploads/a.png',
              mimeType: 'image/png',
              bytes: 2048,
              kind: 'photo',
              name: 'latte.png',
            },
          ],
          link: null,
          variants: [{ network: 'twitter', text: 'Autumn menu', media: [] }],
          channelIds: ['twitter-demo'],
          targets: [
            {
              channelId: 'twitter-demo',
              network: 'twitter',
              channelName: 'Demo Coffee',
              status: 'pending',
              networkItemId: null,
              permalink: null,
              engageItemId: null,
              error: null,
              publishedAt: null,
            },
          ],
          visibility: 'page',
          promote: false,
          scheduledAt: DATE,
          publishedAt: null,
          at: DATE,
          rejection: null,
          error: null,
          createdBy: { id: 'u1', name: 'Ada Admin' },
          approvedBy: null,
          createdAt: DATE,
          updatedAt: DATE,
          abilities: { edit: true, delete: true, approve: true, publish: true, retry: false },
        },
      ],
      next: null,
    },
    invalid: { items: [] },
    message: 'next: expected string | null got undefined',
  },
  PostApproval: {
    codec: model.PostApproval,
    valid: { scheduledAt: DATE },
    invalid: { scheduledAt: 'soon' },
    message: 'scheduledAt: expected ISO date string got "soon"',
  },
  PostRejection: {
    codec: model.PostRejection,
    valid: { comment: 'The price is wrong' },
    invalid: { comment: '  ' },
    message: 'comment: expected non-empty string',
  },
  PublishChannel: {
    codec: model.PublishChannel,
    valid: {
      id: 'twitter-demo',
      name: 'Demo Coffee',
      network: 'twitter',
      username: '@democoffee',
      thumbnailUrl: null,
      permissions: {
        approvePost: false,
        createPost: true,
        publishPost: false,
        savePostAsDraft: true,
        submitPostForApproval: true,
      },
      campaignTrackingEnabled: true,
    },
    invalid: { id: 'twitter-demo', name: 'Demo Coffee', network: 'twitter' },
    message: 'permissions: expected ChannelPermissions got undefined',
  },
  HomeWidgetSetting: {
    codec: model.HomeWidgetSetting,
    valid: { widget: 'engage', visible: false },
    invalid: { widget: 'weather', visible: true },
    message: 'widget: expected one of publishing|engage|measure|audience|listen got "weather"',
  },
  HomeConfig: {
    codec: model.HomeConfig,
    valid: { items: [{ widget: 'publishing', visible: true }] },
    invalid: { items: null },
    message: 'items: expected Array<HomeWidgetSetting> got null',
  },
  HomeConfigChange: {
    codec: model.HomeConfigChange,
    valid: { items: [{ widget: 'listen', visible: true }] },
    invalid: { items: [{ widget: 'listen' }] },
    message: 'visible: expected boolean got undefined',
  },
  HomeWaitingItem: {
    codec: model.HomeWaitingItem,
    valid: {
      id: '6f1c2d3e-1111-4a5b-8c9d-0e1f2a3b4c5d',
      channelId: 'facebook-demo',
      channelName: 'Demo Coffee',
      network: 'facebook',
      sender: 'Jonas Weber',
      excerpt: 'My order arrived cold',
      waitingSince: '2026-11-20T10:00:00.000Z',
    },
    invalid: {
      id: '6f1c2d3e-1111-4a5b-8c9d-0e1f2a3b4c5d',
      channelId: 'facebook-demo',
      channelName: 'Demo Coffee',
      network: 'facebook',
      sender: 'Jonas Weber',
      excerpt: 'My order arrived cold',
      waitingSince: 'yesterday',
    },
    message: 'waitingSince: expected ISO date string got "yesterday"',
  },
  HomeEngage: {
    codec: model.HomeEngage,
    valid: { unread: 12, assignedToMe: 3, waiting: [] },
    invalid: { unread: -1, assignedToMe: 3, waiting: [] },
    message: 'unread: expected non-negative integer got -1',
  },
  HomeMeasure: {
    codec: model.HomeMeasure,
    valid: {
      since: '2026-11-19T10:00:00.000Z',
      until: '2026-11-26T10:00:00.000Z',
      received: 40,
      answered: 31,
      medianFirstResponseSeconds: 1260,
    },
    invalid: {
      since: '2026-11-19T10:00:00.000Z',
      until: '2026-11-26T10:00:00.000Z',
      received: 40,
      answered: 31,
      medianFirstResponseSeconds: 1.5,
    },
    message: 'medianFirstResponseSeconds: expected non-negative integer | null got 1.5',
  },
  HomeAudience: {
    codec: model.HomeAudience,
    valid: {
      since: '2026-11-19T10:00:00.000Z',
      until: '2026-11-26T10:00:00.000Z',
      people: 25,
      newPeople: 4,
    },
    invalid: { since: '2026-11-19T10:00:00.000Z', until: '2026-11-26T10:00:00.000Z', people: 25 },
    message: 'newPeople: expected non-negative integer got undefined',
  },
  HomeListen: {
    codec: model.HomeListen,
    valid: {
      queries: [
        {
          id: '6f1c2d3e-1111-4a5b-8c9d-0e1f2a3b4c5d',
          name: 'Demo Coffee mentions',
          keywords: ['demo coffee'],
          excludedKeywords: [],
          networks: ['twitter'],
          languages: [],
          active: true,
          createdAt: '2026-11-01T10:00:00.000Z',
          lastWeek: 120,
        },
      ],
    },
    invalid: { queries: {} },
    message: 'queries: expected Array<ListeningQueryVolume> got {}',
  },
  MergeIdentity: {
    codec: model.MergeIdentity,
    valid: { network: 'twitter', handle: 'anabrews', name: 'Ana' },
    invalid: { network: 'twitter', handle: 3, name: null },
    message: 'handle',
  },
  MergePerson: {
    codec: model.MergePerson,
    valid: MERGE_PERSON,
    invalid: { ...MERGE_PERSON, conversations: -1 },
    message: 'conversations: expected non-negative integer got -1',
  },
  NomineeReason: {
    codec: model.NomineeReason,
    valid: { kind: 'sameHandle', value: 'anabrews', networks: ['twitter', 'instagram'] },
    invalid: { kind: 'sameShoes', value: 'x' },
    message: 'kind',
  },
  MergeNominee: {
    codec: model.MergeNominee,
    valid: { a: MERGE_PERSON, b: MERGE_PERSON, score: 70, reasons: [] },
    invalid: { a: MERGE_PERSON, b: MERGE_PERSON, score: 170, reasons: [] },
    message: 'score',
  },
  MergeNomineesQuery: {
    codec: model.MergeNomineesQuery,
    valid: { limit: 25, after: `70:${BRAND}:${BRAND}` },
    invalid: { limit: '26' },
    message: 'limit',
  },
  MergeNomineesPage: {
    codec: model.MergeNomineesPage,
    valid: { nominees: [], next: null },
    invalid: { nominees: [] },
    message: 'next',
  },
  MergePair: {
    codec: model.MergePair,
    valid: { keptId: BRAND, otherId: BRAND },
    invalid: { keptId: BRAND, otherId: 'seven' },
    message: 'otherId: expected UUID got "seven"',
  },
  MergeDecision: {
    codec: model.MergeDecision,
    valid: {
      id: BRAND,
      kind: 'merge',
      keptId: BRAND,
      otherId: BRAND,
      createdAt: DATE,
      undoneAt: null,
      kept: MERGE_PERSON,
    },
    invalid: { id: BRAND, kind: 'split' },
    message: 'kind',
  },
  ImportMapping: {
    codec: model.ImportMapping,
    valid: 'name,email,ignore,ignore,handle:twitter',
    invalid: 'name,shoe size',
    message: 'shoe size',
  },
  ImportStartQuery: {
    codec: model.ImportStartQuery,
    valid: { mapping: 'name,labels' },
    invalid: {},
    message: 'mapping',
  },
  ImportRowError: {
    codec: model.ImportRowError,
    valid: { line: 7, code: 'emailInvalid', column: 'E-mail', value: 'ana@', sameAs: null },
    invalid: { line: 0, code: 'emailInvalid', column: null, value: null, sameAs: null },
    message: 'line',
  },
  AudienceImport: {
    codec: model.AudienceImport,
    valid: AUDIENCE_IMPORT,
    invalid: { ...AUDIENCE_IMPORT, progress: 101 },
    message: 'progress',
  },
  ImportParams: {
    codec: model.ImportParams,
    valid: { id: BRAND },
    invalid: { id: 'x' },
    message: 'id: expected UUID got "x"',
  },
  MergeParams: {
    codec: model.MergeParams,
    valid: { id: BRAND },
    invalid: {},
    message: 'id: expected UUID got undefined',
  },
  ImportFileName: {
    codec: model.ImportFileName,
    valid: 'people.csv',
    invalid: 'a\u0000b.csv',
    message: '',
  },
  AnalyticsEvent: {
    codec: model.AnalyticsEvent,
    valid: {
      type: 'featureGatedRoute',
      route: '/benchmark/content-analysis',
      fragment: 'sentiment',
    },
    invalid: { type: 'featureGatedRoute', route: '/benchmark', fragment: 'x'.repeat(101) },
    message: 'fragment: is 101 characters long, at most 100 allowed',
  },
  ConsentCategories: {
    codec: model.ConsentCategories,
    valid: { C0001: true, C0002: false, C0003: false, C0004: true, C0005: false },
    invalid: { C0001: true, C0002: false, C0003: false, C0004: true },
    message: 'C0005: expected boolean got undefined',
  },
  ConsentChoice: {
    codec: model.ConsentChoice,
    valid: { categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false } },
    invalid: {
      categories: { C0001: true, C0002: 'yes', C0003: false, C0004: false, C0005: false },
    },
    message: 'categories.C0002: expected boolean got "yes"',
  },
  ConsentRecord: {
    codec: model.ConsentRecord,
    valid: {
      categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
      decidedAt: '2026-11-26T10:00:00.000Z',
    },
    invalid: {
      categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
      decidedAt: 'yesterday',
    },
    message: 'decidedAt: expected ISO date string got "yesterday"',
  },
  MyConsent: {
    codec: model.MyConsent,
    valid: { consent: null },
    invalid: {},
    message: 'consent: expected ConsentRecord | null got undefined',
  },
  BrandInput: {
    codec: model.BrandInput,
    valid: { name: 'Bean Brothers', ownBrand: false, teamList: [] },
    invalid: { name: '  ' },
    message: 'name',
  },
  BrandChannelAdd: {
    codec: model.BrandChannelAdd,
    valid: { brandId: BRAND, publicChannelId: 'facebook-pub-beanbrothers' },
    invalid: { brandId: 'seven', publicChannelId: 'facebook-pub-beanbrothers' },
    message: 'brandId: expected UUID got "seven"',
  },
  BrandOnboard: {
    codec: model.BrandOnboard,
    valid: { brandId: BRAND },
    invalid: {},
    message: 'brandId: expected UUID got undefined',
  },
  Day: {
    codec: model.Day,
    valid: '2026-02-28',
    invalid: '2026-02-30',
    message: 'expected day (YYYY-MM-DD) got "2026-02-30"',
  },
  PublicChannel: {
    codec: model.PublicChannel,
    valid: { ...PUBLIC_CHANNEL, historySince: '2026-08-28', brandIds: [BRAND] },
    invalid: { ...PUBLIC_CHANNEL, followerCount: -3 },
    message: 'followerCount: expected non-negative integer got -3',
  },
  HandleSearchQuery: {
    codec: model.HandleSearchQuery,
    valid: { keyword: 'bean', networks: 'facebook,youtube' },
    invalid: { keyword: 'bean', networks: 'facebook,myspace' },
    message: 'networks',
  },
  PublicChannelsQuery: {
    codec: model.PublicChannelsQuery,
    valid: { ids: 'facebook-pub-beanbrothers,youtube-pub-beanbrothers' },
    invalid: {},
    message: 'ids',
  },
  PublicMetrics: {
    codec: model.PublicMetrics,
    valid: METRICS,
    invalid: { ...METRICS, reach: -1 },
    message: 'reach: expected non-negative integer | null got -1',
  },
  BenchmarkQuery: {
    codec: model.BenchmarkQuery,
    valid: { brandIds: BRAND, since: '2026-08-28', until: '2026-11-25', networks: 'facebook' },
    invalid: { brandIds: BRAND, since: '2026-08-28', until: 'today' },
    message: 'until: expected day (YYYY-MM-DD) got "today"',
  },
  BrandDay: {
    codec: model.BrandDay,
    valid: { day: '2026-11-25', ...METRICS },
    invalid: { day: '25/11/2026', ...METRICS },
    message: 'day: expected day (YYYY-MM-DD) got "25/11/2026"',
  },
  BrandTotals: {
    codec: model.BrandTotals,
    valid: TOTALS,
    invalid: { ...TOTALS, fansGrowth: 'up' },
    message: 'fansGrowth: expected number got "up"',
  },
  BrandInsightsSeries: {
    codec: model.BrandInsightsSeries,
    valid: SERIES,
    invalid: { ...SERIES, days: null },
    message: 'days: expected Array<BrandDay> got null',
  },
  BrandInsights: {
    codec: model.BrandInsights,
    valid: {
      since: '2026-08-28',
      until: '2026-11-25',
      networks: ['facebook'],
      hasReach: true,
      brands: [SERIES],
    },
    invalid: { since: '2026-08-28', until: '2026-11-25', networks: [], hasReach: true },
    message: 'brands: expected Array<BrandInsightsSeries> got undefined',
  },
  PublicPost: {
    codec: model.PublicPost,
    valid: PUBLIC_POST,
    invalid: { ...PUBLIC_POST, type: 'story' },
    message: 'type: expected one of text|photo|video|link|reel|short got "story"',
  },
  SentimentCounts: {
    codec: model.SentimentCounts,
    valid: { positive: 3, neutral: 5, negative: 1 },
    invalid: { positive: 3, neutral: 5 },
    message: 'negative: expected non-negative integer got undefined',
  },
  ContentAnalysisSeries: {
    codec: model.ContentAnalysisSeries,
    valid: CONTENT_SERIES,
    invalid: { ...CONTENT_SERIES, activity: [{ weekday: 8, hour: 9, posts: 1 }] },
    message: 'weekday: expected integer 1…7 got 8',
  },
  ContentAnalysis: {
    codec: model.ContentAnalysis,
    valid: {
      since: '2026-08-28',
      until: '2026-11-25',
      networks: ['facebook'],
      hasReach: true,
      brands: [CONTENT_SERIES],
    },
    invalid: { since: '2026-08-28', until: '2026-11-25', networks: ['facebook'], brands: [] },
    message: 'hasReach: expected boolean got undefined',
  },
  ContentFeedQuery: {
    codec: model.ContentFeedQuery,
    valid: { brandIds: BRAND, since: '2026-08-28', until: '2026-11-25', sortBy: 'engagement' },
    invalid: { brandIds: BRAND, since: '2026-08-28', until: '2026-11-25', limit: '500' },
    message: 'limit',
  },
  ContentFeedPage: {
    codec: model.ContentFeedPage,
    valid: { items: [PUBLIC_POST], next: null },
    invalid: { items: [PUBLIC_POST] },
    message: 'next: expected string | null got undefined',
  },
  Outlier: {
    codec: model.Outlier,
    valid: { post: PUBLIC_POST, usual: 120, score: 4.2, direction: 'above' },
    invalid: { post: PUBLIC_POST, usual: 120, score: 4.2, direction: 'up' },
    message: 'direction: expected one of above|below got "up"',
  },
  SavedQueryInput: {
    codec: model.SavedQueryInput,
    valid: { name: 'Coffee chains', brandIds: [BRAND], period: 'last30Days', networks: [] },
    invalid: { name: 'Coffee chains', brandIds: [], period: 'last30Days' },
    message: 'brandIds: expected 1 to 10 brands got []',
  },
  BenchmarkAuthor: {
    codec: model.BenchmarkAuthor,
    valid: { id: BRAND, name: 'Ada Admin' },
    invalid: { id: BRAND },
    message: 'name: expected string got undefined',
  },
  SavedQuery: {
    codec: model.SavedQuery,
    valid: {
      id: BRAND,
      name: 'Coffee chains',
      brandIds: [BRAND],
      period: 'last90Days',
      createdBy: { id: BRAND, name: 'Ada Admin' },
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    invalid: { id: BRAND, name: 'Coffee chains', brandIds: [BRAND], period: 'lastYear' },
    message: 'period: expected one of last7Days|last30Days|last90Days got "lastYear"',
  },
  BenchmarkReportInput: {
    codec: model.BenchmarkReportInput,
    valid: REPORT_INPUT,
    invalid: { ...REPORT_INPUT, hour: 24 },
    message: 'hour: expected integer 0…23 got 24',
  },
  BenchmarkReport: {
    codec: model.BenchmarkReport,
    valid: {
      ...REPORT_INPUT,
      id: BRAND,
      active: true,
      createdBy: { id: BRAND, name: 'Ada Admin' },
      createdAt: '2026-11-25T10:00:00.000Z',
      nextRunAt: '2026-11-30T08:00:00.000Z',
      lastSentAt: null,
    },
    invalid: { ...REPORT_INPUT, recipients: [] },
    message: 'recipients: expected 1 to 20 recipients got []',
  },
  MeasureQuery: {
    codec: model.MeasureQuery,
    valid: {
      since: '2026-11-18T00:00:00.000Z',
      until: '2026-11-25T00:00:00.000Z',
      networks: 'facebook,instagram',
      timeZone: 'Europe/London',
    },
    invalid: { since: '2026-11-18T00:00:00.000Z', until: 'soon' },
    message: 'until: expected ISO date string got "soon"',
  },
  ResponseTimes: {
    codec: model.ResponseTimes,
    valid: { count: 3, median: 240, p90: 1800 },
    invalid: { count: 3, median: '4 min', p90: null },
    message: 'median: expected number | null got "4 min"',
  },
  TeamPerformanceSummary: {
    codec: model.TeamPerformanceSummary,
    valid: {
      received: 40,
      handled: 35,
      answered: 30,
      firstResponse: { count: 30, median: 600, p90: 5400 },
    },
    invalid: { received: 40, handled: 35, answered: 30 },
    message: 'firstResponse: expected ResponseTimes got undefined',
  },
  TeamPerformanceRow: {
    codec: model.TeamPerformanceRow,
    valid: PERFORMANCE_ROW,
    invalid: { ...PERFORMANCE_ROW, replies: 1.5 },
    message: 'replies: expected non-negative integer got 1.5',
  },
  TeamPerformanceRows: {
    codec: model.TeamPerformanceRows,
    valid: { rows: [PERFORMANCE_ROW] },
    invalid: { rows: {} },
    message: 'rows: expected Array<TeamPerformanceRow> got {}',
  },
  TeamPerformanceBreakdown: {
    codec: model.TeamPerformanceBreakdown,
    valid: { rows: [{ network: 'facebook', type: 'comment', count: 12 }] },
    invalid: { rows: [{ network: 'facebook', type: 'tweet', count: 12 }] },
    message: 'type: expected one of',
  },
  TeamPerformanceCreatedAt: {
    codec: model.TeamPerformanceCreatedAt,
    valid: {
      days: [
        {
          day: '2026-11-25',
          received: 9,
          handled: 7,
          positive: 2,
          neutral: 4,
          negative: 1,
          uncategorized: 2,
        },
      ],
    },
    invalid: { days: [{ day: '2026-11-25', received: 9 }] },
    message: 'handled: expected non-negative integer got undefined',
  },
  TeamPerformanceExportQuery: {
    codec: model.TeamPerformanceExportQuery,
    valid: { since: '2026-11-18T00:00:00.000Z', until: '2026-11-25T00:00:00.000Z', part: 'users' },
    invalid: { since: '2026-11-18T00:00:00.000Z', until: '2026-11-25T00:00:00.000Z', part: 'x' },
    message: 'part: expected one of all|users|summary|breakdown|createdAt got "x"',
  },
  PostPerformance: {
    codec: model.PostPerformance,
    valid: POST_PERFORMANCE,
    invalid: { ...POST_PERFORMANCE, permalink: 7 },
    message: 'permalink: expected string | null got 7',
  },
  PostPerformancePage: {
    codec: model.PostPerformancePage,
    valid: {
      posts: [POST_PERFORMANCE],
      totals: { posts: 1, engagement: 60, reactions: 40, comments: 12, shares: 8 },
    },
    invalid: { posts: [POST_PERFORMANCE] },
    message: 'totals: expected',
  },
  ListenAlertInput: {
    codec: model.ListenAlertInput,
    valid: {
      queryId: BRAND,
      metric: 'mentions',
      window: 'hour',
      threshold: 40,
      recipientIds: [BRAND],
    },
    invalid: {
      queryId: BRAND,
      metric: 'mentions',
      window: 'hour',
      threshold: 40,
      recipientIds: [],
    },
    message: 'recipientIds: expected 1 to 25 recipients got []',
  },
  ListenAlertPerson: {
    codec: model.ListenAlertPerson,
    valid: { id: BRAND, name: 'Ada Admin' },
    invalid: { id: BRAND },
    message: 'name: expected string got undefined',
  },
  ListenAlert: {
    codec: model.ListenAlert,
    valid: {
      id: BRAND,
      query: { id: BRAND, name: 'Oat milk', active: true },
      metric: 'rise',
      window: 'day',
      threshold: 50,
      recipients: [{ id: BRAND, name: 'Ada Admin' }],
      active: true,
      above: false,
      lastVolume: null,
      lastCheckedAt: null,
      lastTriggeredAt: null,
      createdBy: { id: BRAND, name: 'Ada Admin' },
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    invalid: { id: BRAND, metric: 'spike' },
    message: 'expected one of mentions|rise got "spike"',
  },
  ListenSpikeRequest: {
    codec: model.ListenSpikeRequest,
    valid: { text: 'oat milk', count: 60, network: 'twitter', minutes: 30 },
    invalid: { text: 'oat milk', count: 0 },
    message: 'count: expected integer 1…2000 got 0',
  },
  ListenSpike: {
    codec: model.ListenSpike,
    valid: {
      id: BRAND,
      text: 'oat milk',
      count: 60,
      network: 'twitter',
      since: '2026-11-25T10:00:00.000Z',
    },
    invalid: { id: BRAND, text: 'oat milk' },
    message: 'count: expected number got undefined',
  },
  ListeningQueryInput: {
    codec: model.ListeningQueryInput,
    valid: {
      name: 'Oat milk',
      keywords: ['oat milk', '#oatmilk'],
      excludedKeywords: ['recipe'],
      networks: ['twitter', 'instagram'],
      languages: ['en', 'de'],
      active: true,
    },
    invalid: { name: 'Oat milk', keywords: [] },
    message: 'keywords: at least 1 needed',
  },
  ListenEmbed: {
    codec: model.ListenEmbed,
    valid: {
      frameUrl: 'http://localhost:8080/sandbox/listening/tool?token=abc&nonce=n1',
      toolOrigin: 'http://localhost:8080',
      nonce: 'n1',
      expiresAt: '2026-11-26T17:00:00.000Z',
    },
    invalid: { frameUrl: 'x', toolOrigin: 'y', nonce: 'n', expiresAt: 'soon' },
    message: 'expiresAt',
  },
  ListeningQueryVolume: {
    codec: model.ListeningQueryVolume,
    valid: {
      id: '9b2f6c1e-6d5a-4f4e-8a59-3f2f0d9c1a11',
      name: 'Oat milk',
      keywords: ['oat milk'],
      excludedKeywords: [],
      networks: [],
      languages: [],
      active: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      lastWeek: 412,
    },
    invalid: {
      id: '9b2f6c1e-6d5a-4f4e-8a59-3f2f0d9c1a11',
      name: 'Oat milk',
      keywords: [],
      excludedKeywords: [],
      networks: [],
      languages: [],
      active: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      lastWeek: -1,
    },
    message: 'lastWeek',
  },
  AudienceNetwork: {
    codec: model.AudienceNetwork,
    valid: 'whatsapp',
    invalid: '',
    message: '(root): expected network got ""',
  },
  AudiencePersonIdentity: {
    codec: model.AudiencePersonIdentity,
    valid: AUDIENCE_IDENTITY,
    invalid: { ...AUDIENCE_IDENTITY, network: '' },
    message: 'network: expected network got ""',
  },
  AudiencePersonDetail: {
    codec: model.AudiencePersonDetail,
    valid: { person: AUDIENCE_PERSON, recentItems: [] },
    invalid: { person: AUDIENCE_PERSON },
    message: 'recentItems: expected Array<SavedItem> got undefined',
  },
  AudienceFilter: {
    codec: model.AudienceFilter,
    valid: {
      search: 'ada',
      networks: ['instagram'],
      sentiments: ['negative'],
      labelIds: ['7d0c2a4e-5b6f-4c1d-9e2a-3b4c5d6e7f80'],
      seenSince: '2026-11-01T00:00:00.000Z',
    },
    invalid: { labelIds: ['not-a-label'] },
    message: 'labelIds.0: expected UUID got "not-a-label"',
  },
  AudiencePeopleQuery: {
    codec: model.AudiencePeopleQuery,
    valid: { search: 'ada', limit: 50 },
    invalid: { limit: '500' },
    message: 'limit: expected integer 1…100 got "500"',
  },
  AudiencePeoplePage: {
    codec: model.AudiencePeoplePage,
    valid: { people: [AUDIENCE_PERSON], total: 1, next: null },
    invalid: { people: [AUDIENCE_PERSON], total: -1, next: null },
    message: 'total: expected non-negative integer got -1',
  },
  AudienceEmail: {
    codec: model.AudienceEmail,
    valid: 'ada@example.com',
    invalid: 'ada at example',
    message: '(root): expected e-mail address got "ada at example"',
  },
  AudiencePhone: {
    codec: model.AudiencePhone,
    valid: '+44 20 7946 0958',
    invalid: 'call me',
    message: '(root): expected phone number got "call me"',
  },
  AudiencePersonUpdate: {
    codec: model.AudiencePersonUpdate,
    valid: { email: null, phone: '+44 20 7946 0958', labelIds: [] },
    invalid: { email: 'nope' },
    message: 'email: expected e-mail address | null got "nope"',
  },
  Audience: {
    codec: model.Audience,
    valid: AUDIENCE,
    invalid: { ...AUDIENCE, pinned: 'yes' },
    message: 'pinned: expected boolean got "yes"',
  },
  AudienceInput: {
    codec: model.AudienceInput,
    valid: { name: 'Detractors', filter: { sentiments: ['negative'] }, pinned: false },
    invalid: { name: ' ', filter: {} },
    message: 'name: expected non-empty string got " "',
  },
  AudiencePin: {
    codec: model.AudiencePin,
    valid: { pinned: true },
    invalid: { pinned: 1 },
    message: 'pinned: expected boolean got 1',
  },
  AudienceOverview: {
    codec: model.AudienceOverview,
    valid: {
      people: 40,
      identities: 44,
      newThisWeek: 6,
      withEmail: 3,
      byNetwork: [{ network: 'facebook', people: 20 }],
      bySentiment: [{ sentiment: null, people: 10 }],
      newByDay: [{ day: '2026-11-25', people: 2 }],
      pinned: [AUDIENCE],
      aggregatedAt: null,
    },
    invalid: { people: 40 },
    message: 'identities: expected non-negative integer got undefined',
  },
  AudienceRoleUpdate: {
    codec: model.AudienceRoleUpdate,
    valid: { role: null },
    invalid: { role: 'OWNER' },
    message: 'role: expected one of ADMIN|AUDIENCE_USER | null got "OWNER"',
  },
  MoneyAmount: {
    codec: model.MoneyAmount,
    valid: 12.5,
    invalid: 1.005,
    message: 'expected amount ≥ 0 with at most two decimals',
  },
  BoostBudget: {
    codec: model.BoostBudget,
    valid: 50,
    invalid: 0.5,
    message: 'expected budget from 1 to 1000000',
  },
  CountryCode: { codec: model.CountryCode, valid: 'DE', invalid: 'de', message: 'country code' },
  BoostAudience: {
    codec: model.BoostAudience,
    valid: BOOST_AUDIENCE,
    invalid: { ...BOOST_AUDIENCE, ageMin: 50, ageMax: 20 },
    message: 'ageMin at most ageMax',
  },
  AdCampaign: {
    codec: model.AdCampaign,
    valid: AD_CAMPAIGN,
    invalid: { ...AD_CAMPAIGN, status: 'running' },
    message: 'status: expected one of active|paused|completed got "running"',
  },
  AdCampaignQuery: {
    codec: model.AdCampaignQuery,
    valid: { sort: 'spend', order: 'desc', page: 2, pageSize: 25 },
    invalid: { sort: 'budget' },
    message: 'sort: expected one of name|status|spend|results|startsAt got "budget"',
  },
  AdCampaignTotals: {
    codec: model.AdCampaignTotals,
    valid: { spend: 10, results: 3, impressions: 100, reach: 80 },
    invalid: { spend: -1, results: 3, impressions: 100, reach: 80 },
    message: 'spend: expected amount ≥ 0',
  },
  AdCampaignPage: {
    codec: model.AdCampaignPage,
    valid: {
      adAccountId: AD_ACCOUNT_ID,
      currency: 'EUR',
      items: [AD_CAMPAIGN],
      total: 1,
      page: 1,
      pageSize: 25,
      totals: { spend: 123.45, results: 321, impressions: 20_000, reach: 12_000 },
    },
    invalid: { adAccountId: AD_ACCOUNT_ID, currency: 'EUR', items: [AD_CAMPAIGN] },
    message: 'total: expected number got undefined',
  },
  AdCampaignParams: {
    codec: model.AdCampaignParams,
    valid: { id: AD_ACCOUNT_ID, campaignId: 'fb-cmp-1001' },
    invalid: { id: AD_ACCOUNT_ID, campaignId: '' },
    message: 'campaignId: expected campaign id',
  },
  AdCampaignDay: {
    codec: model.AdCampaignDay,
    valid: { date: '2026-11-25', spend: 12, results: 30, impressions: 1_000 },
    invalid: { date: '2026-11-25', spend: 12 },
    message: 'results: expected number got undefined',
  },
  AdCampaignDetail: {
    codec: model.AdCampaignDetail,
    valid: { campaign: AD_CAMPAIGN, days: [] },
    invalid: { campaign: AD_CAMPAIGN },
    message: 'days: expected Array<AdCampaignDay> got undefined',
  },
  BoostRequest: {
    codec: model.BoostRequest,
    valid: {
      idempotencyKey: '3f1c6a8e-92f6-4d2b-8d2e-5b8a1e0f7c33',
      adAccountId: AD_ACCOUNT_ID,
      postId: BOOST.postId,
      channelId: 'facebook-1001',
      budget: 50,
      durationDays: 7,
      audience: BOOST_AUDIENCE,
    },
    invalid: {
      idempotencyKey: '3f1c6a8e-92f6-4d2b-8d2e-5b8a1e0f7c33',
      adAccountId: AD_ACCOUNT_ID,
      postId: BOOST.postId,
      channelId: 'facebook-1001',
      budget: 50,
      durationDays: 91,
      audience: BOOST_AUDIENCE,
    },
    message: 'durationDays: expected integer 1…90 got 91',
  },
  Boost: {
    codec: model.Boost,
    valid: BOOST,
    invalid: { ...BOOST, budget: '50' },
    message: 'budget: expected amount ≥ 0',
  },
  BoostAccount: {
    codec: model.BoostAccount,
    valid: {
      id: AD_ACCOUNT_ID,
      name: 'Demo Coffee Ads',
      currency: 'EUR',
      socialNetwork: 'facebook',
    },
    invalid: { id: 'x', name: 'Demo Coffee Ads', currency: 'EUR', socialNetwork: 'facebook' },
    message: 'id: expected UUID got "x"',
  },
  BoostTarget: {
    codec: model.BoostTarget,
    valid: {
      channelId: 'facebook-1001',
      channelName: 'Demo Coffee',
      network: 'facebook',
      permalink: null,
      accounts: [],
    },
    invalid: { channelId: 'facebook-1001', channelName: 'Demo Coffee', network: 'myspace' },
    message: 'network: expected',
  },
  BoostOptions: {
    codec: model.BoostOptions,
    valid: { postId: BOOST.postId, targets: [], boosts: [BOOST] },
    invalid: { postId: BOOST.postId, targets: [] },
    message: 'boosts: expected Array<Boost> got undefined',
  },
  BoostPostParam: {
    codec: model.BoostPostParam,
    valid: { postId: BOOST.postId },
    invalid: { postId: '42' },
    message: 'postId: expected UUID got "42"',
  },
  SandboxAdFailureRequest: {
    codec: model.SandboxAdFailureRequest,
    valid: { adAccountId: AD_ACCOUNT_ID, kind: 'tokenExpired', times: 1 },
    invalid: { adAccountId: AD_ACCOUNT_ID, kind: 'meltdown' },
    message: 'kind: expected one of rateLimited|tokenExpired|platformIssue got "meltdown"',
  },
};

const allCases: Record<string, Case> = { ...cases, ...partCases };

describe('codec coverage', () => {
  const isCodec = (value: unknown): value is t.Mixed => value instanceof t.Type;
  const exportedCodecs = Object.entries(model).filter(
    ([, value]) => isCodec(value) && !('values' in value),
  );

  it('has a round-trip and a rejection case for every exported codec', () => {
    const missing = exportedCodecs.map(([name]) => name).filter((name) => !(name in allCases));
    expect(missing).toEqual([]);
  });

  it('names each case after the codec it tests', () => {
    for (const [name, { codec }] of Object.entries(allCases)) {
      expect(codec, name).toBe((model as Record<string, unknown>)[name]);
    }
  });
});

describe('entity codecs', () => {
  it.each(Object.entries(allCases))('%s round-trips a valid sample', (_name, { codec, valid }) => {
    const decoded = codec.decode(valid);
    if (E.isLeft(decoded)) throw new Error(model.decodeError(decoded.left).message);
    expect(codec.encode(decoded.right)).toEqual(valid);
  });

  it.each(Object.entries(allCases))(
    '%s rejects an invalid sample with a readable message',
    (_name, { codec, invalid, message }) => {
      const result = model.decode(codec, invalid);
      expect(E.isLeft(result)).toBe(true);
      if (E.isLeft(result)) expect(result.left.message).toContain(message);
    },
  );
});

describe('decoding', () => {
  it('reports the path and the expected values of a bad enumeration value', () => {
    const result = model.decode(
      model.EngageItem,
      makeEngageItem({ engage: { network: 'myspace' as never } }),
    );
    expect(E.isLeft(result) && result.left.issues).toEqual([
      expect.objectContaining({
        path: 'engage.network',
        expected: `one of ${model.NETWORK_VALUES.join('|')}`,
        actual: 'myspace',
      }),
    ]);
  });

  it('reports every bad field, not only the first', () => {
    const result = model.decode(model.Team, { id: 1, name: 2, orgId: 'org-1' });
    expect(E.isLeft(result) && result.left.issues.map((issue) => issue.path)).toEqual([
      'id',
      'name',
    ]);
  });

  it('reports a bad root value as (root)', () => {
    const result = model.decode(model.Team, 'team');
    expect(E.isLeft(result) && result.left.message).toBe('(root): expected Team got "team"');
  });

  it('cuts long values short in messages', () => {
    const result = model.decode(model.Feature, { id: 'f', name: 'x'.repeat(500) + 1 });
    expect(E.isRight(result)).toBe(true);
    const bad = model.decode(model.WebhookSecret, { secret: ['y'.repeat(500)] });
    expect(E.isLeft(bad) && bad.left.message.length).toBeLessThan(120);
  });

  it('takes a search request without any field: every item, default sort', () => {
    expect(model.decode(model.SearchRequest, {})).toEqual(E.right({}));
    const bad = model.decode(model.SearchRequest, { sortField: 'popularity' });
    expect(E.isLeft(bad) && bad.left.message).toMatch(/^sortField: expected one of/);
  });

  it('normalises linkedin to linkedIn', () => {
    const result = model.decode(model.Channel, { ...makeChannel(), type: 'linkedin' });
    expect(E.isRight(result) && result.right.type).toBe('linkedIn');
  });

  it('applies the spec defaults: defaultChannelRole EDITOR, vertical Other, CSV separator semicolon', () => {
    const { defaultChannelRole: _omitted, ...user } = makeUser();
    expect(model.decodeOrThrow(model.User, user).defaultChannelRole).toBe('EDITOR');
    expect(model.decodeOrThrow(model.WhatsAppProfile, {}).vertical).toBe('Other');
    expect(model.decodeOrThrow(model.ExportRequest, { networks: [], types: [] }).csvSeperator).toBe(
      'SEMICOLON',
    );
    expect(model.decodeOrThrow(model.SearchQuery, { limit: '50' })).toEqual({
      limit: 50,
      offset: 0,
    });
    expect(model.decode(model.SearchQuery, { offset: '2.5' })._tag).toBe('Left');
    expect(model.decodeOrThrow(model.FeedPageQuery, {})).toEqual({
      offset: 0,
      limit: 20,
      sortField: 'latestCommentDate',
      sortDirection: 'desc',
    });
    expect(
      model.decodeOrThrow(model.Note, {
        conversationUuid: 'c',
        conversationItemUuids: [],
        noteText: 'n',
      }).noteLimitPerItem,
    ).toBe(2);
  });

  it('filters feed item types to known ones instead of failing', () => {
    const feed = model.decodeOrThrow(model.Feed, {
      id: 'f',
      name: 'F',
      types: ['comment', 'hologram', 'review'],
    });
    expect(feed.types).toEqual(['comment', 'review']);
  });

  it('throws a TypeError naming the codec from decodeOrThrow', () => {
    expect(() => model.decodeOrThrow(model.Feature, {})).toThrow(
      'Feature: id: expected string got undefined; name: expected string got undefined',
    );
  });
});

describe('toExportWire', () => {
  it('maps twitter to twitterprofile and message to dm', () => {
    expect(
      model.toExportWire({
        csvSeperator: 'SEMICOLON',
        networks: ['twitter', 'facebook'],
        types: ['message', 'comment'],
      }),
    ).toEqual({
      csvSeperator: 'SEMICOLON',
      networks: ['twitterprofile', 'facebook'],
      types: ['dm', 'comment'],
    });
  });
});

describe('the webhook topic catalogue', () => {
  it.each(model.WebhookTopicName.values)(
    '%s has a description and an example its codec decodes',
    (topic) => {
      const entry = model.WEBHOOK_TOPICS[topic];
      expect(entry.description.length).toBeGreaterThan(10);
      const decoded = model.decode(entry.data, entry.example);
      expect(E.isRight(decoded) ? 'decoded' : decoded.left.message).toBe('decoded');
    },
  );

  it('subscribes to every topic but the test event', () => {
    expect(model.SUBSCRIBABLE_TOPICS).toHaveLength(model.WebhookTopicName.values.length - 1);
    expect(model.SUBSCRIBABLE_TOPICS).not.toContain('webhook.test');
  });
});

describe('Day', () => {
  it.each(['2026-13-01', '2026-02-30', '2026-00-10', '0000-99-99', '2026-1-01'])(
    'refuses %s without throwing',
    (day) => {
      expect(model.Day.is(day)).toBe(false);
      expect(E.isLeft(model.Day.decode(day))).toBe(true);
    },
  );

  it('reads a leap day', () => {
    expect(model.Day.is('2028-02-29')).toBe(true);
  });
});
