import { maxReplyLength, networkName } from '@smm/networks';

/** The fields of the group editor a server refusal can name. */
export type GroupField = 'name' | 'message' | 'channelIds' | 'timezone' | 'schedule' | 'form';

/**
 * The field a server refusal names (`schedule.2: a window needs a length` → schedule) and the
 * rest of its message; a message naming no known field belongs to the form.
 *
 * @example
 * refusedField('message: X takes at most 1,000 characters') // { field: 'message', text: 'X takes…' }
 */
export function refusedField(message: string): { field: GroupField; text: string } {
  const match = /^(?:body\.)?(name|message|channelIds|timezone|schedule)(?:\.\d+)?:\s*(.+)$/s.exec(
    message,
  );
  if (!match?.[1] || !match[2]) return { field: 'form', text: message };
  return { field: match[1] as GroupField, text: match[2] };
}

/**
 * The strictest message limit of the chosen channels' networks (networks without a limit left
 * out), or null when none applies.
 */
export function strictestLimit(
  networks: readonly string[],
): { limit: number; network: string } | null {
  let best: { limit: number; network: string } | null = null;
  for (const network of new Set(networks)) {
    const limit = maxReplyLength(network);
    if (limit > 0 && (!best || limit < best.limit)) best = { limit, network: networkName(network) };
  }
  return best;
}

/** The IANA time zones this browser knows, with `current` among them. */
export function timeZones(current: string): string[] {
  const known =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
    [];
  return known.includes(current) ? known : [current, ...known];
}

/** The browser's time zone (UTC when it names none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
