/**
 * @smm/tracking: campaign tracking — templates of UTM (and custom) parameters whose values may
 * hold the placeholders `{network}`, `{channel}` and `{post}`, a channel's mappings over its
 * template, and the rule that tags a link with them. See README.md.
 */
export {
  MAX_PARAMETER_VALUE_LENGTH,
  TRACKING_PLACEHOLDERS,
  cutToCharacters,
  fillPlaceholders,
  trackingContext,
  unknownPlaceholders,
} from './placeholder.rules.js';
export type { TrackingContext, TrackingPlaceholder } from './placeholder.rules.js';
export {
  MAX_PARAMETER_KEY_LENGTH,
  MAX_TRACKING_PARAMETERS,
  SUGGESTED_PARAMETERS,
  UTM_PARAMETERS,
  channelParameters,
  isParameterKey,
  trackingProblems,
} from './parameters.rules.js';
export type { TrackingParameter, TrackingProblem } from './parameters.rules.js';
export { MAX_TAGGED_URL_LENGTH, isTrackableUrl, queryKeys, tagUrl } from './tag-url.rules.js';
export { linksInText, tagLinksInText } from './text-links.rules.js';
