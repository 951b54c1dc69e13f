import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  packageName: Generated<string>;
  aiFeaturesEnabled: Generated<boolean>;
  labelsRestricted: Generated<boolean>;
  createdAt: Timestamp;
  /** A trial organisation (migration 0026). */
  isTrial: Generated<boolean>;
  /** When the organisation's subscription or trial ends; null: no end. */
  expiresAt: Date | null;
  /** How long a customer may wait for an answer, in minutes; null: no target (migration 0039). */
  responseTargetMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** Products beyond the package, e.g. `benchmark` (migration 0043). */
  addOns: Generated<string[]>;
}

export interface UsersTable {
  id: Generated<string>;
  orgId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isAdmin: Generated<boolean>;
  defaultChannelRole: Generated<string>;
  locale: Generated<string>;
  profilePicture: string | null;
  realmRoles: Generated<string[]>;
  loginCount: Generated<number>;
  contextTeamId: string | null;
  accountGroup: string | null;
  lastLogin: NullableTimestamp;
  createdAt: Timestamp;
  /** When opening an item marks it read: immediately, after2s, never (migration 0039). */
  markReadOnOpen: Generated<string>;
  deletedAt: NullableTimestamp;
  /** When an administrator invited them (null: not invited). */
  invitedAt: NullableTimestamp;
  /** When they accepted their invitation (null while invited; existing users: when created). */
  activatedAt: NullableTimestamp;
  /** Their IANA time zone; null: the browser's (migration 0042). */
  timeZone: Generated<string | null>;
  /** Their role in Audience: ADMIN, AUDIENCE_USER, or null for none (migration 0047). */
  audienceRole: Generated<string | null>;
}

/** A person's home: the widgets in their order, shown or hidden (migration 0042). */
export interface HomeConfigsTable {
  userId: string;
  /** `HomeWidgetSetting[]`. */
  items: ColumnType<unknown, string, string>;
  updatedAt: Generated<Date>;
}

export interface AccountLinksTable {
  tokenHash: string;
  userId: string;
  kind: 'INVITATION' | 'PASSWORD_RESET';
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdBy: string | null;
  createdAt: Generated<Date>;
}

export interface TeamsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  color: string | null;
  manageAdAccounts: Generated<boolean>;
  manageChannels: Generated<boolean>;
  manageTemplates: Generated<boolean>;
  manageUser: Generated<boolean>;
  createdAt: Timestamp;
}

export interface TeamMembersTable {
  teamId: string;
  userId: string;
  role: string;
}

export interface ChannelsTable {
  id: string;
  orgId: string;
  network: string;
  name: string;
  nameOverride: string | null;
  username: string | null;
  platformId: string;
  profileImageUrl: string | null;
  state: Generated<string>;
  indexingStatus: Generated<string>;
  /** When the channel was last added (connected or reconnected). */
  connectedAt: Timestamp;
  /** When the channel was first added. */
  addedAt: Generated<Date>;
  followerCount: number | null;
  /** Why the last indexing failed (a network failure kind); null otherwise. */
  indexingError: string | null;
  /** LinkedIn: COMPANY, SHOWCASE or PROFILE. */
  subType: string | null;
  markedForDeletionAt: NullableTimestamp;
  campaignTrackingEnabled: Generated<boolean>;
  /** The tracking template of the channel's links, if any (docs/decisions/0037). */
  campaignTrackingTemplateId: string | null;
  /** The channel's parameters over its template (`TrackingParameter[]`). */
  campaignTrackingMappings: ColumnType<unknown, string | undefined, string>;
}

export interface TeamChannelsTable {
  teamId: string;
  channelId: string;
}

export interface ChannelRolesTable {
  channelId: string;
  userId: string;
  role: string;
}

export interface LabelsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  color: string;
  /** Being deleted or merged by a label job (migration 0025): no longer listed nor put on items. */
  removing: Generated<boolean>;
}

/** A label leaving the organisation, taken off its items in the background (migration 0025). */
export interface LabelJobsTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  kind: 'delete' | 'merge';
  labelId: string;
  labelName: string;
  targetId: string | null;
  targetName: string | null;
  total: number;
  processed: Generated<number>;
  state: Generated<string>;
  createdAt: Timestamp;
  finishedAt: NullableTimestamp;
}

export interface SigningKeysTable {
  kid: string;
  privateJwk: ColumnType<Record<string, unknown>, string, string>;
  publicJwk: ColumnType<Record<string, unknown>, string, string>;
  createdAt: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  familyId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  rotatedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** A session of the embedded issuer: one family of refresh tokens, named by its access tokens' `sid`. */
export interface SessionsTable {
  id: Generated<string>;
  userId: string;
  /** When the person entered their password (the access tokens' `auth_time`). */
  authenticatedAt: Timestamp;
  endedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** A pending change of a user's sign-in e-mail address: the hash of its confirmation link's token. */
export interface EmailChangesTable {
  tokenHash: string;
  userId: string;
  newEmail: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface UserNotificationChannelsTable {
  userId: string;
  channelId: string;
}

/** An entry of the audit log (migration 0024): written once, never changed. */
export interface AuditEntriesTable {
  id: Generated<string>;
  orgId: string;
  at: Timestamp;
  kind: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  assumedById: string | null;
  assumedByName: string | null;
  assumedByEmail: string | null;
  address: string | null;
  targetType: string | null;
  targetId: string | null;
  targetName: string | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
}

export interface ChannelAuditsTable {
  id: Generated<string>;
  channelId: string;
  event: string;
  userId: string | null;
  detail: string | null;
  createdAt: Timestamp;
}

export interface FeatureTogglesTable {
  discriminator: string;
  targetId: string;
  feature: string;
  enabled: boolean;
}

export interface OauthStatesTable {
  state: string;
  userId: string;
  network: string;
  /** The channel this flow reconnects; null for a flow that adds channels. */
  reconnectChannelId: string | null;
  createdAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SandboxCodesTable {
  code: string;
  network: string;
  redirectUri: string;
  accounts: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface AuthorizedChannelsTable {
  userId: string;
  channelId: string;
  network: string;
  name: string;
  username: string | null;
  thumbnailUrl: string | null;
  subType: string | null;
  createdAt: Timestamp;
}

export interface ConnectRequestsTable {
  id: Generated<string>;
  userId: string;
  status: string;
  channelIds: string[];
  connectedIds: ColumnType<string[], string[] | undefined, string[]>;
  message: string | null;
  createdAt: Timestamp;
}

export interface FeedsTable {
  id: Generated<string>;
  orgId: string;
  ownerId: string;
  name: string;
  filters: ColumnType<Record<string, unknown>, string | undefined, string>;
  type: string | null;
  blurMedia: Generated<boolean>;
  endDate: NullableTimestamp;
  createdAt: Timestamp;
}

export interface FeedSharesTable {
  feedId: string;
  userId: string;
}

export interface FeedSettingsTable {
  feedId: string;
  userId: string;
  position: Generated<number>;
  pinned: Generated<boolean>;
  pushEnabled: Generated<boolean>;
  emailEnabled: Generated<boolean>;
}

export interface MaintenanceNoticesTable {
  id: Generated<string>;
  startsAt: Timestamp;
  endsAt: Timestamp;
  message: string;
  createdAt: Generated<Date>;
}

export interface ShortLinksTable {
  code: string;
  orgId: string;
  userId: string | null;
  url: string;
  clicks: Generated<number>;
  createdAt: Generated<Date>;
}

export interface NoticesTable {
  id: Generated<string>;
  userId: string;
  product: string;
  message: string;
  unread: Generated<boolean>;
  createdAt: Timestamp;
  /** What the notice is about (a note's item, …). */
  data: ColumnType<unknown, string | null | undefined, string | null>;
  /** ME when the notice names its person (a mention, an assignment to them), else ALL. */
  relevance: Generated<string>;
  title: string | null;
  /** Where the notice leads in the app (a hash route). */
  link: string | null;
  /** What the notice tells of (the model's `NotificationType`), null on notices before 0028. */
  type: string | null;
  /** The values that word it in the reader's language. */
  params: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A person's filters of the notification centre (migration 0027). */
export interface NotificationFiltersTable {
  userId: string;
  filters: ColumnType<unknown, string, string>;
  updatedAt: Generated<Timestamp>;
}

export interface EngageItemsTable {
  id: Generated<string>;
  orgId: string;
  channelId: string;
  networkItemId: string;
  parentId: string | null;
  rootId: string | null;
  listed: Generated<boolean>;
  network: string;
  type: string;
  contentType: string | null;
  networkStatus: string;
  moderatorStatus: string | null;
  sentiment: string;
  priority: boolean;
  unpublished: boolean;
  /** One of our own replies (`isOwnReply`, migration 0035). */
  ownReply: Generated<boolean>;
  labels: string[];
  language: string | null;
  openCase: boolean;
  spamStatus: string;
  hideStatus: string;
  assigneeKey: string | null;
  noteCount: number;
  noteUserKeys: string[];
  noteTeamKeys: string[];
  readStatus: string | null;
  readByKeys: string[];
  automationRead: boolean;
  createdAt: Timestamp;
  latestAt: Timestamp;
  searchText: string;
  /** What the reader's search looks in (`findTextOf`, migration 0039). */
  findText: Generated<string>;
  /** Since when a customer waits for an answer (`waitingSince`); null: nobody waits. */
  waitingAt: NullableTimestamp;
  item: ColumnType<unknown, string, string>;
  updatedAt: Timestamp;
}

export interface EngageEventsTable {
  seq: Generated<string>;
  orgId: string;
  itemId: string | null;
  type: string;
  moderatorId: string | null;
  moderatorSource: string;
  payload: ColumnType<unknown, string | undefined, string>;
  createdAt: Timestamp;
}

export interface SandboxItemStateTable {
  channelId: string;
  networkItemId: string;
  hidden: Generated<boolean>;
  liked: Generated<boolean>;
  deleted: Generated<boolean>;
}

/** A Facebook conversation whose thread control a sandbox channel took (decision 0061). */
export interface SandboxThreadControlTable {
  channelId: string;
  networkItemId: string;
  takenAt: Generated<Date>;
}

export interface SandboxFailuresTable {
  channelId: string;
  kind: string;
  remaining: number;
}

export interface BulkJobsTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  /** What the caller asked for: `read`, `assign`, `labels`, … */
  kind: string;
  /** The item actions done to each item, in order (`ItemAction[]`). */
  actions: ColumnType<unknown, string, string>;
  note: string | null;
  total: number;
  estimate: string;
  /** `queued`, `running`, `done`. */
  state: Generated<string>;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
}

export interface BulkJobItemsTable {
  jobId: string;
  position: number;
  /** As the caller gave it: an id that is not an item the job may touch is reported, not lost. */
  itemId: string;
  /** `pending`, `done`, `refused` (the rules), `failed` (not found, the network). */
  status: Generated<string>;
  errorCode: string | null;
  message: string | null;
  doneAt: NullableTimestamp;
}

export interface SandboxSentTable {
  networkItemId: string;
  channelId: string;
  idempotencyKey: string;
  kind: string;
  targetNetworkItemId: string;
  text: string;
  /** The files the item carries, as the network received them (`{ url, mimeType }[]`). */
  media: Generated<unknown>;
  sentAt: Generated<Date>;
  editedAt: NullableTimestamp;
}

export interface ResponseTemplatesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  text: string;
  networks: Generated<string[]>;
  channelIds: Generated<string[]>;
  language: string | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ItemNotesTable {
  id: Generated<string>;
  orgId: string;
  /** The thread the note is in: a post or a conversation. */
  conversationId: string;
  /** The items of the thread it is on. */
  itemIds: string[];
  text: string;
  authorId: string | null;
  mentionedUserIds: Generated<string[]>;
  mentionedTeamIds: Generated<string[]>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface CasesTable {
  id: Generated<string>;
  orgId: string;
  /** Counts up per organisation: what people call the case by. */
  number: number;
  subject: string;
  description: string;
  /** `OPEN` or `CLOSED`. */
  status: Generated<string>;
  /** A person's id, or a team's when {@link CasesTable.assigneeIsTeam}. */
  assigneeId: string | null;
  assigneeIsTeam: Generated<boolean>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface CaseItemsTable {
  caseId: string;
  itemId: string;
}

export interface CaseNotesTable {
  id: Generated<string>;
  caseId: string;
  text: string;
  authorId: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SandboxTicketsTable {
  id: Generated<string>;
  orgId: string;
  idempotencyKey: string;
  subject: string;
  description: string;
  requester: string;
  priority: string;
  createdAt: Generated<Date>;
}

export interface ExportsTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  /** The export request as asked (`ExportRequest`). */
  request: ColumnType<unknown, string, string>;
  /** `PENDING`, `RUNNING`, `DONE`, `FAILED`. */
  status: Generated<string>;
  rowCount: number | null;
  error: string | null;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
  /** The secret of the download link (the link works without a bearer token, for 24 hours). */
  downloadToken: string;
  /** The server's address the export was asked at, for the link in the e-mail. */
  origin: string;
  /** Where the CSV was written. */
  file: string | null;
}

export interface ListeningQueriesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  keywords: Generated<string[]>;
  excludedKeywords: Generated<string[]>;
  networks: Generated<string[]>;
  languages: Generated<string[]>;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface RealtimeTokensTable {
  /** SHA-256 of the token (the token itself is never stored). */
  tokenHash: string;
  userId: string;
  orgId: string;
  assumedBy: string | null;
  realmRoles: Generated<string[]>;
  expiresAt: Date;
  /** The session of the access token the realtime token was issued for (our issuer's). */
  sessionId: string | null;
}

/** A named set of an organisation's channels (docs/decisions/0036). */
export interface ChannelGroupsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ChannelGroupMembersTable {
  groupId: string;
  channelId: string;
}

/** A tracking template: a name and its parameters (`TrackingParameter[]`, docs/decisions/0037). */
export interface TrackingTemplatesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  parameters: ColumnType<unknown, string, string>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** The tables, as Kysely sees them (camelCase here, snake_case in PostgreSQL). */
/** An organisation's automation rule (migration 0031, decision 0050). */
export interface AutomationRulesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  status: Generated<string>;
  matchMode: string;
  authorKind: Generated<string>;
  conditions: ColumnType<unknown, string, string>;
  actions: ColumnType<unknown, string, string>;
  channelIds: Generated<string[]>;
  /** The order rules apply in, lowest first. */
  position: number;
  error: string | null;
  /** Runs in a row whose actions all failed: at three the rule goes to error. */
  failures: Generated<number>;
  /** When it was last activated: it applies to what arrives from then on. */
  activatedAt: Date | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** What one rule did to one item: one row per pair, so a rule applies to an item once. */
export interface AutomationRunsTable {
  ruleId: string;
  itemId: string;
  orgId: string;
  at: Generated<Date>;
  matched: boolean;
  actions: ColumnType<unknown, string | undefined, string>;
}

/** An automated messaging group (migration 0033). */
export interface AutoReplyGroupsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  kind: string;
  message: string;
  channelIds: Generated<string[]>;
  schedule: ColumnType<unknown, string | undefined, string>;
  timezone: string;
  enabled: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A message a group sent into a conversation, answering one message. */
export interface AutoRepliesSentTable {
  groupId: string;
  conversationId: string;
  /** The customer's message it answered. */
  messageId: string;
  kind: string;
  sentAt: Generated<Date>;
}

/** A webhook endpoint of an organisation (migration 0034). */
export interface WebhooksTable {
  id: Generated<string>;
  orgId: string;
  url: string;
  description: Generated<string>;
  topics: Generated<string[]>;
  enabled: Generated<boolean>;
  disabledReason: string | null;
  failingSince: Date | null;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** An organisation's webhook signing secret, and the previous one while a rotation overlaps. */
export interface WebhookSecretsTable {
  orgId: string;
  secret: string;
  previousSecret: string | null;
  previousUntil: Date | null;
  rotatedAt: Date | null;
}

/** One event on its way to one endpoint: the outbox. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  orgId: string;
  webhookId: string;
  /** The `webhook-id` header, the same on every attempt. */
  messageId: string;
  topic: string;
  payload: ColumnType<unknown, string, string>;
  status: Generated<string>;
  attemptCount: Generated<number>;
  nextAttemptAt: Generated<Date>;
  leasedUntil: Date | null;
  lastStatus: number | null;
  createdAt: Generated<Date>;
}

/** One try at delivering. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  deliveryId: string;
  at: Generated<Date>;
  ok: boolean;
  status: number | null;
  durationMs: number;
  response: Generated<string>;
  error: string | null;
}

/** A sandbox WhatsApp business account of an organisation (migration 0040). */
export interface SandboxWaAccountsTable {
  id: string;
  orgId: string;
  name: string;
  businessVerification: string;
  position: Generated<number>;
  createdAt: Timestamp;
}

/** A sandbox WhatsApp number: registration, SMS verification, its code and two-step PIN. */
export interface SandboxWaNumbersTable {
  id: string;
  accountId: string;
  /** E.164, unique on the platform. */
  phoneNumber: string;
  displayPhoneNumber: string;
  verifiedName: string;
  /** When the display name was submitted: its review advances from here. */
  nameSubmittedAt: Timestamp;
  status: Generated<string>;
  verification: Generated<string>;
  pin: string | null;
  code: string | null;
  codeSentAt: NullableTimestamp;
  codeExpiresAt: NullableTimestamp;
  wrongCodes: Generated<number>;
  createdAt: Timestamp;
}

/** An SMS the sandbox "sent": a verification code to a number. */
export interface SandboxWaSmsTable {
  id: Generated<string>;
  numberId: string;
  phoneNumber: string;
  code: string;
  sentAt: Timestamp;
}

/** A message template of a sandbox business account; PENDING until `reviewAt`. */
export interface SandboxWaTemplatesTable {
  id: string;
  accountId: string;
  name: string;
  language: string;
  category: string;
  text: string;
  /** What the review decides: APPROVED or REJECTED. */
  decision: string;
  rejectedReason: string | null;
  createdAt: Timestamp;
  /** When the review ends; null: still in review. */
  reviewAt: NullableTimestamp;
}

/** A sandbox number's business profile. */
export interface SandboxWaProfilesTable {
  numberId: string;
  about: Generated<string>;
  address: Generated<string>;
  description: Generated<string>;
  email: Generated<string>;
  vertical: Generated<string>;
  websites: ColumnType<string[], string[] | undefined, string[]>;
  photoUrl: string | null;
}

/** How a WhatsApp business account's numbers connect to an organisation (platform §3). */
export interface WhatsappDeploymentsTable {
  id: Generated<string>;
  orgId: string;
  businessAccountId: string;
  integrationId: Generated<string>;
  selectedChannel: string | null;
  createdAt: Generated<Date>;
}

/** A WhatsApp number being connected or connected (`whatsapp-{phoneNumberId}`). */
export interface WhatsappChannelsTable {
  id: string;
  orgId: string;
  deploymentId: string;
  phoneNumberId: string;
  /** When the deployment's verify found it active and verified: one of `verifiedChannels`. */
  verifiedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface Database {
  homeConfigs: HomeConfigsTable;
  organisations: OrganisationsTable;
  publicChannels: PublicChannelsTable;
  publicChannelDays: PublicChannelDaysTable;
  publicPosts: PublicPostsTable;
  benchmarkBrands: BenchmarkBrandsTable;
  benchmarkBrandChannels: BenchmarkBrandChannelsTable;
  analyticsEvents: AnalyticsEventsTable;
  adAccounts: AdAccountsTable;
  adAccountChannels: AdAccountChannelsTable;
  adAccountGrants: AdAccountGrantsTable;
  audiencePeople: AudiencePeopleTable;
  audienceIdentities: AudienceIdentitiesTable;
  audienceAudiences: AudienceAudiencesTable;
  listenAlerts: ListenAlertsTable;
  sandboxListeningSpikes: SandboxListeningSpikesTable;
  listeningEmbeds: ListeningEmbedsTable;
  audienceAggregations: AudienceAggregationsTable;
  audienceMerges: AudienceMergesTable;
  audienceImports: AudienceImportsTable;
  userConsents: UserConsentsTable;
  sandboxAdCampaigns: SandboxAdCampaignsTable;
  adBoosts: AdBoostsTable;
  sandboxWaAccounts: SandboxWaAccountsTable;
  sandboxWaNumbers: SandboxWaNumbersTable;
  sandboxWaSms: SandboxWaSmsTable;
  sandboxWaTemplates: SandboxWaTemplatesTable;
  sandboxWaProfiles: SandboxWaProfilesTable;
  whatsappDeployments: WhatsappDeploymentsTable;
  whatsappChannels: WhatsappChannelsTable;
  users: UsersTable;
  teams: TeamsTable;
  teamMembers: TeamMembersTable;
  channels: ChannelsTable;
  teamChannels: TeamChannelsTable;
  channelRoles: ChannelRolesTable;
  labels: LabelsTable;
  labelJobs: LabelJobsTable;
  signingKeys: SigningKeysTable;
  refreshTokens: RefreshTokensTable;
  sessions: SessionsTable;
  emailChanges: EmailChangesTable;
  userNotificationChannels: UserNotificationChannelsTable;
  channelAudits: ChannelAuditsTable;
  auditEntries: AuditEntriesTable;
  featureToggles: FeatureTogglesTable;
  oauthStates: OauthStatesTable;
  accountLinks: AccountLinksTable;
  sandboxCodes: SandboxCodesTable;
  authorizedChannels: AuthorizedChannelsTable;
  connectRequests: ConnectRequestsTable;
  feeds: FeedsTable;
  feedShares: FeedSharesTable;
  feedSettings: FeedSettingsTable;
  notices: NoticesTable;
  automationRules: AutomationRulesTable;
  automationRuns: AutomationRunsTable;
  autoReplyGroups: AutoReplyGroupsTable;
  autoRepliesSent: AutoRepliesSentTable;
  webhooks: WebhooksTable;
  webhookSecrets: WebhookSecretsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
  notificationFilters: NotificationFiltersTable;
  maintenanceNotices: MaintenanceNoticesTable;
  shortLinks: ShortLinksTable;
  engageItems: EngageItemsTable;
  engageEvents: EngageEventsTable;
  sandboxItemState: SandboxItemStateTable;
  sandboxFailures: SandboxFailuresTable;
  sandboxThreadControl: SandboxThreadControlTable;
  bulkJobs: BulkJobsTable;
  bulkJobItems: BulkJobItemsTable;
  sandboxSent: SandboxSentTable;
  responseTemplates: ResponseTemplatesTable;
  itemNotes: ItemNotesTable;
  cases: CasesTable;
  caseItems: CaseItemsTable;
  caseNotes: CaseNotesTable;
  sandboxTickets: SandboxTicketsTable;
  exports: ExportsTable;
  listeningQueries: ListeningQueriesTable;
  realtimeTokens: RealtimeTokensTable;
  channelGroups: ChannelGroupsTable;
  channelGroupMembers: ChannelGroupMembersTable;
  trackingTemplates: TrackingTemplatesTable;
  notificationPreferences: NotificationPreferencesTable;
  mailOutbox: MailOutboxTable;
  benchmarkQueries: BenchmarkQueriesTable;
  benchmarkReports: BenchmarkReportsTable;
  feedAlertItems: FeedAlertItemsTable;
  feedAlerts: FeedAlertsTable;
  feedAlertWindows: FeedAlertWindowsTable;
  publishPosts: PublishPostsTable;
  publishTargets: PublishTargetsTable;
  sandboxPublished: SandboxPublishedTable;
}

/** An e-mail the product owes someone, sent once by the mail job (migration 0032). */
export interface MailOutboxTable {
  id: Generated<string>;
  /** Whom it is for (null: an address that is no user's). */
  userId: string | null;
  /** What it tells of: a notice's type, or `feedDigest`. */
  about: string;
  recipient: string;
  subject: string;
  body: string;
  /** Why it came (said once when e-mails of one kind go together). */
  footer: Generated<string>;
  /** The time of the transaction that wrote it: e-mails written together have the same. */
  createdAt: Generated<Date>;
  attempts: Generated<number>;
  /** Not sent before (a failed send waits longer each time). */
  nextAttemptAt: Generated<Date>;
  lastError: string | null;
  /** When it was sent; null while it waits. */
  sentAt: Date | null;
  /** An HTML body besides the text (migration 0044); such e-mails go alone. */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  /** Files sent with it (migration 0044); such e-mails go alone. */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
}

/** A file sent with an e-mail of the outbox. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** The file's text (UTF-8). */
  readonly content: string;
}

/** A new item not yet matched against the feeds that alert of new items (migration 0032). */
export interface FeedAlertItemsTable {
  itemId: string;
  orgId: string;
  arrivedAt: Generated<Date>;
}

/** A new item one person is to hear of, by feed and medium, until its alert goes out. */
export interface FeedAlertsTable {
  feedId: string;
  userId: string;
  /** `push` (a notification) or `email` (a digest). */
  medium: string;
  /** The new item. */
  itemId: string;
  /** The item the feed shows it as: itself, or the conversation of a message. */
  shownId: string;
  arrivedAt: Date;
}

/** When a person last heard of a feed by a medium. */
export interface FeedAlertWindowsTable {
  feedId: string;
  userId: string;
  medium: string;
  lastSentAt: Date | null;
}

/** A person's choice for one kind of notification (docs/decisions/0045); absent: the default. */
export interface NotificationPreferencesTable {
  userId: string;
  kind: string;
  inProduct: boolean;
  email: boolean;
  updatedAt: Generated<Date>;
}

/** A post of the publishing area (migration 0041, decision 0069). */
export interface PublishPostsTable {
  id: Generated<string>;
  orgId: string;
  status: string;
  text: string;
  /** Its attachments (`PostMedia[]`). */
  media: ColumnType<unknown, string | undefined, string>;
  link: string | null;
  /** The networks' own versions where the composer customised them (`PostVariant[]`). */
  variants: ColumnType<unknown, string | undefined, string>;
  visibility: Generated<string>;
  promote: Generated<boolean>;
  scheduledAt: NullableTimestamp;
  publishedAt: NullableTimestamp;
  rejectionComment: string | null;
  rejectedBy: string | null;
  rejectedAt: NullableTimestamp;
  /** The networks' reason of a `scheduledError` post. */
  error: string | null;
  createdBy: string | null;
  approvedBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Where the calendar puts it: published, else scheduled, else last changed (generated). */
  at: ColumnType<Date, never, never>;
}

/** One channel of a post and how it fared there (migration 0041). */
export interface PublishTargetsTable {
  id: Generated<string>;
  postId: string;
  orgId: string;
  channelId: string;
  network: string;
  position: number;
  status: Generated<string>;
  networkItemId: string | null;
  permalink: string | null;
  engageItemId: string | null;
  error: string | null;
  publishedAt: NullableTimestamp;
}

/** What a sandbox network published, once per idempotency key (migration 0041). */
export interface SandboxPublishedTable {
  idempotencyKey: string;
  networkItemId: string;
  channelId: string;
  network: string;
  text: string;
  media: ColumnType<unknown, string | undefined, string>;
  link: string | null;
  publishedAt: Generated<Date>;
}

/** A public channel as its network shows it to everyone; shared by organisations (migration 0043). */
export interface PublicChannelsTable {
  id: string;
  network: string;
  handle: string;
  name: string;
  url: string;
  thumbnailUrl: string | null;
  followerCount: Generated<number>;
  /** The network publishes reach and impressions (not YouTube). */
  hasReach: boolean;
  /** The first day of history kept (`YYYY-MM-DD`); null until onboarded. */
  historySince: ColumnType<string | null, string | null | undefined, string | null>;
  fetchedAt: Generated<Date>;
}

/** One day of a public channel's public metrics (migration 0043). */
export interface PublicChannelDaysTable {
  publicChannelId: string;
  /** `YYYY-MM-DD` (read as text: the pool parses dates as text). */
  day: ColumnType<string, string, string>;
  fans: number;
  posts: number;
  reactions: number;
  comments: number;
  shares: number;
  views: number;
  reach: number | null;
  impressions: number | null;
}

/** A post of a public channel with its public metrics (migration 0043). */
export interface PublicPostsTable {
  id: string;
  publicChannelId: string;
  publishedAt: Timestamp;
  type: string;
  text: string;
  permalink: string;
  thumbnailUrl: string | null;
  reactions: number;
  comments: number;
  shares: number;
  views: number;
  reach: number | null;
  impressions: number | null;
  sentiment: string | null;
}

/** An organisation's benchmark brand (migration 0043). */
export interface BenchmarkBrandsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  details: string | null;
  ownBrand: Generated<boolean>;
  /** Teams that see it; empty: every team. */
  teamIds: Generated<string[]>;
  onboardingStatus: Generated<string>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A public channel a brand follows (migration 0043). */
export interface BenchmarkBrandChannelsTable {
  brandId: string;
  publicChannelId: string;
  orgId: string;
  addedAt: Generated<Date>;
}

/** A saved benchmark query (migration 0044). */
export interface BenchmarkQueriesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  brandIds: string[];
  networks: Generated<string[]>;
  /** `last7Days`, `last30Days` or `last90Days`. */
  period: string;
  createdBy: string;
  createdAt: Generated<Date>;
}

/** A scheduled benchmark report (migration 0044). */
export interface BenchmarkReportsTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  brandIds: string[];
  networks: Generated<string[]>;
  period: string;
  /** `daily`, `weekly` or `monthly`. */
  frequency: string;
  weekday: number | null;
  dayOfMonth: number | null;
  hour: number;
  timeZone: string;
  recipients: string[];
  active: Generated<boolean>;
  /** When it is next due; null while paused. */
  nextRunAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastSentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdBy: string;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A product analytics event (migration 0045). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  orgId: string;
  userId: string | null;
  /** What happened: `featureGatedRoute`. */
  type: string;
  route: string;
  fragment: Generated<string>;
  at: Generated<Date>;
}

/** A person's cookie consent (migration 0054, decision 0103); no row: not decided. */
export interface UserConsentsTable {
  userId: string;
  orgId: string;
  /** Strictly necessary: always true. */
  c0001: Generated<boolean>;
  c0002: boolean;
  c0003: boolean;
  c0004: boolean;
  c0005: boolean;
  decidedAt: Generated<Date>;
  /** Who recorded the choice: the person themself. */
  decidedBy: string | null;
}

/** An organisation's account on an ad network (migration 0046). */
export interface AdAccountsTable {
  id: Generated<string>;
  orgId: string;
  /** facebook (Facebook and Instagram), linkedin, twitter or tiktok. */
  network: string;
  /** The ad network's own id of the account. */
  externalId: string;
  name: string;
  /** ISO 4217, e.g. EUR. */
  currency: string;
  /** IANA time zone of the account's reporting. */
  timeZone: string;
  /** connected or disconnected. */
  status: Generated<string>;
  autoBoost: Generated<boolean>;
  token: string | null;
  connectedBy: string | null;
  connectedAt: Generated<Date>;
  disconnectedAt: NullableTimestamp;
  updatedAt: Generated<Date>;
}

/** A channel linked to an ad account (its posts can be boosted with it). */
export interface AdAccountChannelsTable {
  adAccountId: string;
  channelId: string;
}

/** A person of the audience (migration 0047); `mergedInto` set: merged into another. */
export interface AudiencePeopleTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  email: string | null;
  phone: string | null;
  firstSeenAt: NullableTimestamp;
  lastSeenAt: NullableTimestamp;
  conversations: Generated<number>;
  /** positive, neutral or negative; null: not known. */
  sentiment: string | null;
  labelIds: ColumnType<string[], string[] | undefined, string[]>;
  /** engage or import. */
  source: Generated<string>;
  mergedInto: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** One network account of a person: the network's sender id (or handle) on that network. */
export interface AudienceIdentitiesTable {
  id: Generated<string>;
  orgId: string;
  personId: string;
  network: string;
  senderKey: string;
  handle: string | null;
  name: string | null;
  firstSeenAt: NullableTimestamp;
  lastSeenAt: NullableTimestamp;
  /** Conversations (threads) of its inbox entries (migration 0052). */
  conversations: Generated<number>;
  /** The latest rated sentiment of its entries, and when it was given (migration 0052). */
  sentiment: string | null;
  sentimentAt: NullableTimestamp;
  /** The labels its inbox entries carry (migration 0052). */
  labelIds: ColumnType<string[], string[] | undefined, string[]>;
}

/** When an organisation's audience was last aggregated, and from when that run read (migration 0052). */
export interface AudienceAggregationsTable {
  orgId: string;
  aggregatedAt: Date;
  readSince: Date | null;
}

/** A saved filter over people, possibly pinned. */
export interface AudienceAudiencesTable {
  id: Generated<string>;
  orgId: string;
  name: string;
  filter: unknown;
  pinned: Generated<boolean>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A listen alert (migration 0049, decision 0090). */
export interface ListenAlertsTable {
  id: Generated<string>;
  orgId: string;
  queryId: string;
  /** mentions or rise. */
  metric: string;
  /** hour or day. */
  timeWindow: string;
  threshold: number;
  recipientIds: string[];
  active: Generated<boolean>;
  /** Where the volume stood at the last check (it notifies when it crosses from below). */
  above: Generated<boolean>;
  lastVolume: number | null;
  lastCheckedAt: NullableTimestamp;
  lastTriggeredAt: NullableTimestamp;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A burst of public posts added to the sandbox listening corpus (migration 0049). */
export interface SandboxListeningSpikesTable {
  id: Generated<string>;
  /** Who asked for it (the sandbox's public posts are everyone's; this is for clearing). */
  orgId: string | null;
  text: string;
  count: number;
  network: string;
  language: Generated<string>;
  since: Date;
  until: Date;
  createdAt: Generated<Date>;
}

/** An embed token of the listening tool (migration 0048, decision 0089). */
export interface ListeningEmbedsTable {
  /** SHA-256 of the token (the token itself is never stored). */
  tokenHash: string;
  orgId: string;
  userId: string;
  /** The product's origin that shows the tool: the only one its messages go to. */
  parentOrigin: string;
  nonce: string;
  expiresAt: Date;
}

/** What a person granted on an ad network's consent page, for ten minutes (migration 0050). */
export interface AdAccountGrantsTable {
  id: Generated<string>;
  orgId: string;
  userId: string;
  network: string;
  /** The granted accounts with their tokens (`GrantedSandboxAdAccount[]`). */
  accounts: ColumnType<unknown, string, string>;
  createdAt: Generated<Date>;
  usedAt: NullableTimestamp;
}
/** A merge of two people, or a pair found not the same person (migration 0053). */
export interface AudienceMergesTable {
  id: Generated<string>;
  orgId: string;
  kind: 'merge' | 'dismiss';
  keptId: string;
  otherId: string;
  pairLow: GeneratedAlways<string>;
  pairHigh: GeneratedAlways<string>;
  score: Generated<number>;
  reasons: ColumnType<unknown, string | undefined, string>;
  /** The kept person's fields before the merge, as undoing it restores them. */
  keptBefore: ColumnType<unknown, string | null | undefined, string | null>;
  movedIdentityIds: ColumnType<string[], string[] | undefined, string[]>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  undoneAt: NullableTimestamp;
  undoneBy: string | null;
}

/** A CSV import of people, worked in the background (migration 0053). */
export interface AudienceImportsTable {
  id: Generated<string>;
  orgId: string;
  createdBy: string | null;
  fileName: string;
  /** The file until the import is done. */
  csv: string | null;
  mapping: ColumnType<unknown, string, string>;
  state: Generated<'queued' | 'checking' | 'writing' | 'done' | 'failed'>;
  total: Generated<number>;
  checked: Generated<number>;
  written: Generated<number>;
  imported: Generated<number>;
  skipped: Generated<number>;
  errors: ColumnType<unknown, string | undefined, string>;
  failure: string | null;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
}

/** A campaign a sandbox ad network created through its API (a boost; migration 0051). */
export interface SandboxAdCampaignsTable {
  id: string;
  network: string;
  accountExternalId: string;
  idempotencyKey: string;
  name: string;
  objective: string;
  /** numeric(12,2): read as text. */
  budget: ColumnType<string, number, number>;
  currency: string;
  networkItemId: string | null;
  audience: ColumnType<unknown, string, string>;
  startsAt: Date;
  endsAt: Date;
  createdAt: Generated<Date>;
}

/** A boost of a published post with an ad account (migration 0051). */
export interface AdBoostsTable {
  id: Generated<string>;
  orgId: string;
  adAccountId: string;
  postId: string;
  channelId: string;
  idempotencyKey: string;
  campaignId: string;
  name: string;
  /** numeric(12,2): read as text. */
  budget: ColumnType<string, number, number>;
  currency: string;
  durationDays: number;
  audience: ColumnType<unknown, string, string>;
  startsAt: Date;
  endsAt: Date;
  createdBy: string | null;
  createdAt: Generated<Date>;
}
