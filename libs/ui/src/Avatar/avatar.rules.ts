/**
 * The initials an avatar shows without a picture: the first letters of the first and the last
 * word of the name, upper case; one letter for a one-word name; "?" for no name.
 *
 * @example
 * initials('Ada Lovelace')           // 'AL'
 * initials('Grace Brewster Hopper')  // 'GH'
 * initials('cher')                   // 'C'
 * initials('  ')                     // '?'
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : firstLetter(word)))
    .join('')
    .toLocaleUpperCase();
}

/** The first character of a word, whole even outside the Basic Multilingual Plane. */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
