/**
 * @smm/channels: the rules of the channel settings — the list's search, filters and order, the
 * organisation's channel count, what to do about a channel's status, the connect flow, and who
 * holds which role on a channel. See README.md.
 */
export {
  channelNetworks,
  DEFAULT_SORT,
  filterChannels,
  foldText,
  isFiltered,
  isOnline,
  matchesFilter,
  matchesSearch,
  nextSort,
  NO_FILTER,
  originalName,
  sortChannels,
} from './channel-list.rules.js';
export type {
  ChannelFilter,
  ChannelOnline,
  ChannelSort,
  ChannelSortKey,
} from './channel-list.rules.js';
export {
  channelListReducer,
  grownCount,
  INITIAL_CHANNEL_LIST,
  shownCount,
  UNKNOWN_COUNT,
} from './channel-list.state.js';
export type { ChannelListEvent, ChannelListState } from './channel-list.state.js';
export {
  canIndexAgain,
  CHANNEL_CHANGES,
  channelAdvice,
  channelEventOf,
  connectSlugOf,
  isConnectNetwork,
  isWhatsAppChannelId,
  listRefresh,
} from './channel-status.rules.js';
export type {
  ChannelAction,
  ChannelAdvice,
  ChannelChange,
  ChannelEvent,
  ConnectNetwork,
  NextStep,
} from './channel-status.rules.js';
export {
  accountState,
  canRetry,
  CONNECT_OFFERS,
  CONNECT_RETURN_KEYS,
  connectReturnOf,
  groupByConnectEndpoint,
  initialSelection,
  legacyProgress,
  linkedInKind,
  toggleSelection,
} from './connect.rules.js';
export type {
  AccountState,
  ConnectFailure,
  ConnectGroup,
  ConnectOffer,
  ConnectReturn,
  LegacyProgress,
  LinkedInKind,
} from './connect.rules.js';
export { connectMachine, LEGACY_POLL_MS, MAX_LEGACY_POLLS } from './connect.machine.js';
export type {
  ConnectContext,
  ConnectEvent,
  ConnectInput,
  ConnectProblem,
} from './connect.machine.js';
export {
  addablePeople,
  auditActor,
  auditsNewestFirst,
  channelTeams,
  displayName,
  hasOwnRole,
  managesAnyTeam,
  POST_PERMISSION_KEYS,
  postPermissionRows,
  roleOrigin,
  roleSummary,
} from './channel-people.rules.js';
export type { ChannelTeams, RoleOrigin, RoleSummary } from './channel-people.rules.js';
export { connectView } from './connect.selectors.js';
export type { ConnectSnapshot, ConnectView } from './connect.selectors.js';
export {
  isWhatsAppPin,
  resendWaitMs,
  waitClock,
  WHATSAPP_ACTIVATION_DEBOUNCE_MS,
  whatsappResumeStep,
} from './whatsapp.rules.js';
export type { WhatsAppResumeStep } from './whatsapp.rules.js';
export { ACTIVATION_CLEAR_ID, NO_ACTIVATION } from './whatsapp.types.js';
export type {
  WhatsAppActivation,
  WhatsAppDeploymentInput,
  WhatsAppDeploymentOutput,
} from './whatsapp.types.js';
export { whatsappDeploymentMachine } from './whatsapp-deployment.machine.js';
export type {
  WhatsAppDeploymentContext,
  WhatsAppDeploymentEvent,
} from './whatsapp-deployment.machine.js';
export { whatsappVerificationMachine } from './whatsapp-verification.machine.js';
export type {
  WhatsAppVerificationContext,
  WhatsAppVerificationEvent,
  WhatsAppVerificationInput,
} from './whatsapp-verification.machine.js';
export { whatsappConnectMachine } from './whatsapp-connect.machine.js';
export type {
  WhatsAppConnectContext,
  WhatsAppConnectEvent,
  WhatsAppConnectInput,
  WhatsAppConnectOutput,
  WhatsAppConnectProblem,
} from './whatsapp-connect.types.js';
export { whatsappConnectView } from './whatsapp-connect.selectors.js';
export type {
  CallState,
  WhatsAppConnectSnapshot,
  WhatsAppConnectView,
} from './whatsapp-connect.selectors.js';
