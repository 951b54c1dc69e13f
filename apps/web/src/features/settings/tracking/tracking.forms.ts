import type { ChannelCampaignTracking, TrackingParameter, TrackingTemplate } from '@smm/model';
import { trackingProblems, type TrackingProblem } from '@smm/tracking';

/** One row of a parameter list being edited; `id` keeps the row's place while it is typed in. */
export interface ParameterRow {
  readonly id: string;
  readonly key: string;
  readonly value: string;
}

let rows = 0;
/** A new row's id, unique in the page. */
const rowId = () => `parameter-${++rows}`;

/**
 * The rows of a parameter list.
 *
 * @example
 * rowsOf([{ key: 'utm_source', value: '{network}' }]) // [{ id: 'parameter-1', key: 'utm_source', value: '{network}' }]
 */
export function rowsOf(parameters: readonly TrackingParameter[]): ParameterRow[] {
  return parameters.map((parameter) => ({ id: rowId(), ...parameter }));
}

/** An empty row to add. */
export const emptyRow = (): ParameterRow => ({ id: rowId(), key: '', value: '' });

/**
 * The parameters of rows as they are saved: keys and values without surrounding spaces, rows
 * left wholly empty dropped.
 *
 * @example
 * parametersOf([{ id: 'a', key: ' ref ', value: 'sb ' }, { id: 'b', key: '', value: '' }])
 * // [{ key: 'ref', value: 'sb' }]
 */
export function parametersOf(list: readonly ParameterRow[]): TrackingParameter[] {
  return list
    .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
    .filter((parameter) => parameter.key !== '' || parameter.value !== '');
}

/** What is wrong with each row, by row id: its key's problem and its value's. */
export interface RowProblems {
  readonly key?: TrackingProblem;
  readonly value?: TrackingProblem;
}

/**
 * The problems of rows, by row id (the first of each kind for a row), and the problem of the
 * list as a whole (too many rows).
 *
 * @example
 * rowProblems([{ id: 'a', key: 'utm source', value: '' }]).byRow.get('a')?.key?.kind // 'keyInvalid'
 */
export function rowProblems(list: readonly ParameterRow[]): {
  readonly byRow: ReadonlyMap<string, RowProblems>;
  readonly list: TrackingProblem | undefined;
} {
  const kept = list.filter((row) => row.key.trim() !== '' || row.value.trim() !== '');
  const byRow = new Map<string, RowProblems>();
  let whole: TrackingProblem | undefined;
  for (const problem of trackingProblems(parametersOf(kept))) {
    if (problem.kind === 'tooMany') {
      whole = problem;
      continue;
    }
    const row = kept[problem.index];
    if (!row) continue;
    const known = byRow.get(row.id) ?? {};
    const side =
      problem.kind === 'valueTooLong' || problem.kind === 'unknownPlaceholder' ? 'value' : 'key';
    if (known[side] === undefined) byRow.set(row.id, { ...known, [side]: problem });
  }
  return { byRow, list: whole };
}

/** A channel's campaign tracking as the screen edits it. */
export interface TrackingDraft {
  readonly enabled: boolean;
  readonly templateId: string | null;
  readonly rows: readonly ParameterRow[];
}

/** The draft of a channel's tracking as stored. */
export function draftOf(channel: ChannelCampaignTracking): TrackingDraft {
  return {
    enabled: channel.campaignTrackingEnabled,
    templateId: channel.campaignTrackingTemplateId,
    rows: rowsOf(channel.campaignTrackingMappings),
  };
}

/**
 * Whether a draft differs from the channel's stored tracking.
 *
 * @example
 * isChanged(draftOf(channel), channel) // false
 */
export function isChanged(draft: TrackingDraft, channel: ChannelCampaignTracking): boolean {
  return (
    draft.enabled !== channel.campaignTrackingEnabled ||
    draft.templateId !== channel.campaignTrackingTemplateId ||
    JSON.stringify(parametersOf(draft.rows)) !== JSON.stringify(channel.campaignTrackingMappings)
  );
}

/**
 * Whether tracking is on with nothing to tag links with: no template and no parameter with a
 * value (the server refuses it too).
 *
 * @example
 * needsSomething({ enabled: true, templateId: null, rows: [] }) // true
 */
export function needsSomething(draft: TrackingDraft): boolean {
  return (
    draft.enabled &&
    draft.templateId === null &&
    !parametersOf(draft.rows).some((parameter) => parameter.value !== '')
  );
}

/** The template a draft names, among those known (none when it names one no longer there). */
export function templateOf(
  templates: readonly TrackingTemplate[],
  id: string | null,
): TrackingTemplate | undefined {
  return id === null ? undefined : templates.find((template) => template.id === id);
}
