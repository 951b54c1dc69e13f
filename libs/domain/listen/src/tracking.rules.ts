/**
 * The listening tool's tracking messages (decision 0089): what the product accepts from the
 * frame. A message counts only when it comes from the tool's origin, names the listening tool as
 * its source and carries the nonce the frame was opened with; everything else is ignored.
 */

/** What the tool reports. */
export const TOOL_EVENTS = [
  'loaded',
  'querySelected',
  'search',
  'queryCreated',
  'queryUpdated',
  'queryPaused',
  'queryResumed',
  'queryDeleted',
] as const;
export type ToolEvent = (typeof TOOL_EVENTS)[number];

/** A tracking message the product accepted. */
export interface ToolMessage {
  readonly event: ToolEvent;
  readonly queryId: string | null;
}

const QUERY_ID = /^[0-9a-f-]{36}$/i;

/**
 * The tracking message a `message` event carries, or null when it is to be ignored: another
 * origin than the tool's, another source, a missing or different nonce, an unknown event.
 */
export function acceptToolMessage(
  message: { readonly origin: string; readonly data: unknown },
  expected: { readonly origin: string; readonly nonce: string },
): ToolMessage | null {
  if (expected.nonce === '' || message.origin !== expected.origin) return null;
  const data = message.data;
  if (typeof data !== 'object' || data === null) return null;
  const { source, nonce, event, queryId } = data as Record<string, unknown>;
  if (source !== 'listening-tool' || nonce !== expected.nonce) return null;
  if (typeof event !== 'string' || !(TOOL_EVENTS as readonly string[]).includes(event)) return null;
  return {
    event: event as ToolEvent,
    queryId: typeof queryId === 'string' && QUERY_ID.test(queryId) ? queryId : null,
  };
}
