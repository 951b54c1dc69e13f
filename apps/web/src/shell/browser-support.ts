/** What of the browser the app relies on. */
export interface BrowserFeatures {
  readonly WebSocket?: unknown;
  readonly localStorage?: unknown;
  readonly Intl?: { readonly Segmenter?: unknown; readonly DateTimeFormat?: unknown };
  readonly HTMLDialogElement?: unknown;
  readonly structuredClone?: unknown;
  readonly CSS?: { supports?(conditionText: string): boolean };
}

/** The features the app needs, each with what uses it. */
const REQUIRED: readonly [string, (w: BrowserFeatures) => boolean][] = [
  ['WebSocket (live updates)', (w) => typeof w.WebSocket === 'function'],
  [
    'localStorage (the session)',
    (w) => typeof w.localStorage === 'object' && w.localStorage !== null,
  ],
  ['Intl.DateTimeFormat (dates)', (w) => typeof w.Intl?.DateTimeFormat === 'function'],
  ['Intl.Segmenter (character counts)', (w) => typeof w.Intl?.Segmenter === 'function'],
  ['<dialog> (dialogs)', (w) => typeof w.HTMLDialogElement === 'function'],
  ['structuredClone', (w) => typeof w.structuredClone === 'function'],
  ['CSS :focus-visible', (w) => w.CSS?.supports?.('selector(:focus-visible)') ?? false],
];

/**
 * What the browser lacks of what the app needs: none in current Chrome, Edge, Firefox and
 * Safari; an older browser gets the unsupported-browser page instead of a broken app.
 *
 * @example
 * missingBrowserFeatures(window) // []
 */
export function missingBrowserFeatures(browser: BrowserFeatures): string[] {
  return REQUIRED.filter(([, has]) => {
    try {
      return !has(browser);
    } catch {
      return true;
    }
  }).map(([name]) => name);
}
