/**
 * @smm/publish: the rules of publishing — how long a post may be on each network and the
 * composer's counter, Home's publishing window, scheduled times in a person's time zone, what a
 * person may do with a post on a set of channels, the post lifecycle, and the calendar's days
 * and hours in a zone. See README.md.
 */
export { postCounter, postLength, postProblems } from './post-length.rules.js';
export type { PostCounter, PostProblem, PostVariant } from './post-length.rules.js';
export { POST_WINDOW_DAYS, postWindow } from './post-window.rules.js';
export type { PostWindow } from './post-window.rules.js';
export { postDays } from './post-days.rules.js';
export type { PostDay } from './post-days.rules.js';
export { MIN_SCHEDULE_LEAD_MS, scheduledInstant, scheduleTiming } from './scheduled-time.rules.js';
export type {
  LocalTimeResolution,
  ScheduledInstant,
  ScheduledTimeProblem,
  ScheduleTiming,
} from './scheduled-time.rules.js';
export { postAbilities } from './post-permissions.rules.js';
export type { PostAbilities, PrimaryPostAction } from './post-permissions.rules.js';
export { nextStatus, POST_STATUSES, POST_TRANSITIONS } from './post-status.rules.js';
export type {
  EditTarget,
  PostEvent,
  PostEventType,
  PostRefusal,
  PostState,
  PostStatus,
} from './post-status.rules.js';
export {
  canTake,
  composerActions,
  composerChanged,
  composerFromPost,
  composerInput,
  composerNetworks,
  composerReducer,
  composerTiming,
  emptyComposer,
  localDateTime,
  networkChecks,
  networkContent,
  postLink,
} from './composer.rules.js';
export type {
  ComposerActions,
  ComposerBlock,
  ComposerChannel,
  ComposerEvent,
  ComposerState,
  ComposerTiming,
  ComposerVariant,
  NetworkCheck,
} from './composer.rules.js';
export { firstLink } from './link.rules.js';
export type { PostLink } from './link.rules.js';
export { pagePreview, PREVIEW_LIMITS } from './link-preview.rules.js';
export type { PageHead, PagePreview } from './link-preview.rules.js';
export { checkPostMedia, isPostMediaRefusal, postMediaMaxBytes } from './post-media.rules.js';
export type { PostMediaRefusal } from './post-media.rules.js';
export {
  DEFAULT_DAY_TIME,
  MONTH_DAY_POSTS,
  SUGGESTED_STEP_MINUTES,
  addDays,
  addMonths,
  byLocalDay,
  byLocalHour,
  dayRange,
  firstDayOfWeek,
  hasDuePost,
  hourKey,
  inMonth,
  localDate,
  localSlot,
  monthGrid,
  suggestedTime,
  visibleItems,
  weekDates,
  weekdayOf,
} from './calendar.rules.js';
export type { DayRange, LocalDate, LocalSlot, SuggestedTime, Weekday } from './calendar.rules.js';
