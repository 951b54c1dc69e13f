/**
 * @smm/networks: one table of per-network facts and the small rules that read it. See README.md.
 */
export { NETWORKS } from './networks.table.js';
export {
  BLOCKING_NETWORKS,
  CONNECT_NETWORKS,
  connectEndpoint,
  FACEBOOK_RECONNECT_CUTOFF,
  isDefinedNetwork,
  isSupportedNetwork,
  LEGACY_CONNECT_ENDPOINT,
  maxPostLength,
  maxReplyLength,
  needsReconnection,
  NETWORK_LIST,
  networkFacts,
  networkName,
  normaliseNetwork,
  profileUrl,
  toNetworkDefinition,
  WHATSAPP_CONNECT_ENDPOINT,
} from './networks.rules.js';
export {
  canAttach,
  checkUpload,
  FORMAT_EXTENSIONS,
  FORMAT_MIME_TYPES,
  formatBytes,
  isUploadRefusal,
  uploadOptions,
} from './upload.rules.js';
export type { UploadAccepted, UploadFile, UploadKind, UploadRefusal } from './upload.rules.js';
export type {
  DeleteAbility,
  HideAbility,
  LikeAbility,
  NetworkAbilities,
  NetworkFacts,
  ReplyScope,
} from './network.types.js';
export { e164, whatsappPhotoProblem, whatsappProfileProblems } from './whatsapp-profile.rules.js';
export type {
  WhatsAppPhotoProblem,
  WhatsAppProfileField,
  WhatsAppProfileFields,
  WhatsAppProfileProblem,
} from './whatsapp-profile.rules.js';
