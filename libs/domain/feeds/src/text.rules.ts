// Combining marks left by NFD decomposition: accents, cedillas, dakuten are kept out of keys.
const COMBINING_MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Folds text for case- and accent-insensitive comparison: lower case, accents removed, widths
 * unified (NFKD), so `Crème Brûlée` and `creme brulee` compare equal. Japanese and emoji are kept
 * as they are, apart from width.
 *
 * @example
 * foldText('Crème BRÛLÉE') // 'creme brulee'
 * foldText('ＡＢＣ')        // 'abc'
 */
export function foldText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/**
 * Whether `text` contains `needle`, ignoring case and accents. Both are folded; pass folded
 * needles to fold them once.
 *
 * @example
 * containsText('Où est ma commande ?', 'commande') // true
 */
export function containsText(text: string, needle: string): boolean {
  return foldText(text).includes(foldText(needle));
}
