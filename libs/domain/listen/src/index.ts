/**
 * @smm/listen: the rules of Listen (decisions 0088, 0089) — which public posts a listening query
 * matches, and their volume over time. See README.md.
 */
export { containsKeyword, matchesQuery, normalise } from './query.rules.js';
export type { ListeningPost, QueryTerms } from './query.rules.js';
export { bucketFor, bucketStart, volume } from './volume.rules.js';
export type { VolumeBucket } from './volume.rules.js';
export { acceptToolMessage, TOOL_EVENTS } from './tracking.rules.js';
export type { ToolEvent, ToolMessage } from './tracking.rules.js';
