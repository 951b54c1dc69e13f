/** How long locale registration may take before the app goes on without it, in ms (platform §9). */
export const LOCALE_REGISTRATION_LIMIT_MS = 5000;
/** How long the loader takes to fade before it is removed, in ms (platform §9). */
export const LOADER_REMOVAL_MS = 2000;
/** The warning shown when locale registration fails or times out (platform §8). */
export const LOCALE_WARNING =
  "We've encountered an error. If you notice unexpected behaviour in the application please contact support.";
/** Authentication errors with texts of their own (platform §8). */
export const IDENTITY_NOT_LOADED = 'The identity library was not loaded.';
export const COOKIES_DISABLED = 'Cookies are not enabled in the browser.';

/**
 * The text of an authentication failure (platform §8): the identity library and cookie errors
 * as they are, anything else as "Authentication error: …".
 *
 * @example
 * authErrorMessage('invalid_grant') // 'Authentication error: invalid_grant'
 */
export function authErrorMessage(message: string): string {
  if (message === IDENTITY_NOT_LOADED || message === COOKIES_DISABLED) return message;
  if (message.startsWith('Authentication error: ')) return message;
  return `Authentication error: ${message}`;
}
