import { browserTimeZone } from '../../../session/time-zone.js';

/** The zones the platform knows (IANA), or at least UTC and the browser's own. */
export function knownZones(): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC', browserTimeZone()])];
}
