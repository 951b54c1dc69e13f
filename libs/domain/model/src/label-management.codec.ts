import * as t from 'io-ts';
import { Count, DateString, Id, nullable, oneOf, struct, Uuid } from './codec.utils.js';
import { text } from './text.codec.js';

/** A label with how many items carry it (label management, platform §2). */
export const LabelUsage = t.type(
  { id: Id, name: t.string, color: t.string, items: Count },
  'LabelUsage',
);
export type LabelUsage = t.TypeOf<typeof LabelUsage>;

/** A label's new name and/or colour (`#rrggbb`); what is absent stays as it is. */
export const LabelUpdate = struct('LabelUpdate', {}, { name: text('label'), color: text('token') });
export type LabelUpdate = t.TypeOf<typeof LabelUpdate>;

/** Merging a label into another: `into` is the label kept, which the items then carry. */
export const LabelMerge = t.type({ into: Uuid }, 'LabelMerge');
export type LabelMerge = t.TypeOf<typeof LabelMerge>;

/** What a label job does: take a label off its items, or move them to another label. */
export const LabelJobKind = oneOf(['delete', 'merge']);
export type LabelJobKind = t.TypeOf<typeof LabelJobKind>;

/** Where a label job is: waiting, taking the label off items, or done (the label is gone). */
export const LabelJobState = oneOf(['queued', 'running', 'done']);
export type LabelJobState = t.TypeOf<typeof LabelJobState>;

/**
 * A label leaving the organisation, worked in the background: the label (`labelId`, named as it
 * was), for a merge the label its items get (`targetId`), how many items carried it when the job
 * started (`total`) and how many are done (`processed`).
 */
export const LabelJob = t.type(
  {
    id: Id,
    kind: LabelJobKind,
    labelId: Id,
    labelName: t.string,
    targetId: nullable(Id),
    targetName: nullable(t.string),
    state: LabelJobState,
    total: Count,
    processed: Count,
    createdAt: DateString,
    finishedAt: nullable(DateString),
  },
  'LabelJob',
);
export type LabelJob = t.TypeOf<typeof LabelJob>;
