/**
 * @smm/session: the bootstrap machine of the app (authentication, locale registration, loader,
 * parallel loads, first snapshot, full organisation for admins and team leaders) and the token
 * and timeout policy of the API clients. See README.md.
 */
export { bootstrapMachine } from './bootstrap.machine.js';
export type {
  Authentication,
  BootstrapContext,
  BootstrapEvent,
  BootstrapLoad,
  BootstrapSnapshot,
  FeatureToggles,
  SnapshotPublished,
} from './bootstrap.machine.js';
export {
  COOKIES_DISABLED,
  IDENTITY_NOT_LOADED,
  LOADER_REMOVAL_MS,
  LOCALE_REGISTRATION_LIMIT_MS,
  LOCALE_WARNING,
  authErrorMessage,
} from './bootstrap.rules.js';
export {
  DEFAULT_TIMEOUT_MS,
  ENGAGE_TIMEOUT_MS,
  LOGIN_PATH,
  TOKEN_REFRESH_FAILED,
  TOKEN_REFRESH_MARGIN_MS,
  createTokenSource,
  expiresAtFrom,
  needsRefresh,
  refreshFailure,
  timeoutFor,
} from './token.policy.js';
export type {
  ApiClientKind,
  RefreshFailure,
  SessionTokens,
  TokenSource,
  TokenSourceOptions,
} from './token.policy.js';
