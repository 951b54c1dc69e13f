import type { EngageItem } from '@smm/model';
import { isPriority } from '@smm/feeds';
import { networkName } from '@smm/networks';

/** The CSV's columns, in order: what a person exporting their inbox expects to find. */
export const EXPORT_COLUMNS = [
  'Item ID',
  'Network',
  'Channel',
  'Type',
  'Created',
  'Sender',
  'Message',
  'Sentiment',
  'Labels',
  'Assigned to',
  'Read status',
  'Priority',
  'Comments',
] as const;

/**
 * A cell as spreadsheet programs may safely open it: text starting with `=`, `+`, `-`, `@`, tab
 * or carriage return would be read as a formula, so it gets a leading apostrophe (OWASP's CSV
 * injection advice).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One item as a CSV row; label ids are written by name. */
export function exportRow(
  item: EngageItem,
  names: { readonly channel: string; readonly labels: ReadonlyMap<string, string> },
): string[] {
  return [
    item.id,
    networkName(item.engage.network),
    names.channel,
    item.engage.type,
    item.meta.createdDate,
    item.sender?.name ?? '',
    item.message ?? '',
    item.prediction?.userSentiment ?? item.prediction?.sentiment ?? '',
    item.engage.labels.map((id) => names.labels.get(id) ?? id).join(', '),
    item.assignee?.name ?? '',
    item.meta.displayReadStatus ?? '',
    isPriority(item) ? 'yes' : 'no',
    String(item.meta.commentCount ?? 0),
  ].map(safeCell);
}
