/**
 * Merge nominees (platform §3 "merge nominees", decision 0097): pairs of people of an
 * organisation who are likely the same person, found across networks by what they share.
 */

/** One network account of a person: the network and its handle (without `@`), when known. */
export interface NomineeIdentity {
  readonly network: string;
  readonly handle: string | null;
}

/** A person as the nominee rules read them. */
export interface NomineePerson {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly identities: readonly NomineeIdentity[];
}

/** Why two people are nominated, strongest first. */
export type NomineeReason =
  | { readonly kind: 'sameEmail'; readonly email: string }
  | { readonly kind: 'samePhone'; readonly phone: string }
  | {
      readonly kind: 'sameHandle';
      readonly handle: string;
      /** The networks each of them has it on (the same network twice: one account twice). */
      readonly networks: readonly [string, string];
    }
  | { readonly kind: 'sameName'; readonly name: string };

/** What each reason adds to a pair's score; the score is at most {@link MAX_SCORE}. */
export const REASON_WEIGHTS: Readonly<Record<NomineeReason['kind'], number>> = {
  sameEmail: 60,
  samePhone: 50,
  sameHandle: 40,
  sameName: 30,
};
export const MAX_SCORE = 100;

/** A pair worth showing: at least this score (a shared name alone is enough). */
export const NOMINEE_THRESHOLD = 30;

/** How many nominees one page holds (platform §9 `nomineesToGet`). */
export const NOMINEES_TO_GET = 25;

/** Two likely-same people, `a` the one kept by default (the first seen, or the lower id). */
export interface Nominee {
  readonly a: string;
  readonly b: string;
  readonly score: number;
  readonly reasons: readonly NomineeReason[];
}

/**
 * A name as people are compared by: without accents, case, punctuation or repeated spaces, its
 * words in order ("José  O'Neil" and "jose oneil" are one name).
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A handle without its `@`, surrounding spaces or case ("@Ana_B " → "ana_b"). */
export function normaliseHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '').toLowerCase();
}

/** An e-mail address without surrounding spaces or case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone number as digits only, with `+` kept when it starts so; "00" becomes "+"
 * ("+44 (0)20 7946-0000" → "+4402079460000").
 */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim().replace(/^00/, '+');
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** The key of an unordered pair of people: the two ids in order, joined by a colon. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** A name worth comparing: at least two characters once normalised. */
const comparableName = (name: string) => {
  const normal = normaliseName(name);
  return normal.replace(/ /g, '').length >= 2 ? normal : null;
};

/** A phone number worth comparing: at least six digits. */
const comparablePhone = (phone: string | null) => {
  if (phone === null) return null;
  const normal = normalisePhone(phone);
  return normal.replace(/\D/g, '').length >= 6 ? normal : null;
};

const comparableEmail = (email: string | null) => {
  if (email === null) return null;
  const normal = normaliseEmail(email);
  return normal.includes('@') ? normal : null;
};

/**
 * Why two people are likely the same, strongest first (empty: nothing in common). One reason
 * per kind; a handle they share on two networks counts once.
 */
export function reasonsOf(a: NomineePerson, b: NomineePerson): NomineeReason[] {
  if (a.id === b.id) return [];
  const reasons: NomineeReason[] = [];
  const email = comparableEmail(a.email);
  if (email !== null && email === comparableEmail(b.email)) {
    reasons.push({ kind: 'sameEmail', email });
  }
  const phone = comparablePhone(a.phone);
  if (phone !== null && phone === comparablePhone(b.phone)) {
    reasons.push({ kind: 'samePhone', phone });
  }
  const handle = sharedHandle(a, b);
  if (handle) reasons.push(handle);
  const name = comparableName(a.name);
  if (name !== null && name === comparableName(b.name)) reasons.push({ kind: 'sameName', name });
  return reasons;
}

/** A handle both have, preferring one on two different networks. */
function sharedHandle(a: NomineePerson, b: NomineePerson): NomineeReason | null {
  let found: NomineeReason | null = null;
  for (const left of a.identities) {
    if (left.handle === null) continue;
    const handle = normaliseHandle(left.handle);
    if (handle.length < 2) continue;
    for (const right of b.identities) {
      if (right.handle === null || normaliseHandle(right.handle) !== handle) continue;
      const reason: NomineeReason = {
        kind: 'sameHandle',
        handle,
        networks: [left.network, right.network],
      };
      if (left.network !== right.network) return reason;
      found ??= reason;
    }
  }
  return found;
}

/** A pair's score: its reasons' weights added, at most {@link MAX_SCORE}. */
export function scoreOf(reasons: readonly NomineeReason[]): number {
  return Math.min(
    MAX_SCORE,
    reasons.reduce((sum, reason) => sum + REASON_WEIGHTS[reason.kind], 0),
  );
}

/** The keys a person is found by: one per thing a pair can share. */
function keysOf(person: NomineePerson): string[] {
  const keys: string[] = [];
  const email = comparableEmail(person.email);
  if (email !== null) keys.push(`e:${email}`);
  const phone = comparablePhone(person.phone);
  if (phone !== null) keys.push(`p:${phone}`);
  const name = comparableName(person.name);
  if (name !== null) keys.push(`n:${name}`);
  for (const identity of person.identities) {
    if (identity.handle === null) continue;
    const handle = normaliseHandle(identity.handle);
    if (handle.length >= 2) keys.push(`h:${handle}`);
  }
  return [...new Set(keys)];
}

/** Orders nominees: highest score first, then by pair key. */
export function compareNominees(x: Nominee, y: Nominee): number {
  if (x.score !== y.score) return y.score - x.score;
  const kx = pairKey(x.a, x.b);
  const ky = pairKey(y.a, y.b);
  return kx < ky ? -1 : kx > ky ? 1 : 0;
}

/** Where a page of nominees starts: after this score and pair key. */
export interface NomineeCursor {
  readonly score: number;
  readonly key: string;
}

/** The cursor after a nominee: the next page starts past it. */
export const cursorOf = (nominee: Nominee): NomineeCursor => ({
  score: nominee.score,
  key: pairKey(nominee.a, nominee.b),
});

/** Whether a nominee comes after the cursor in {@link compareNominees} order. */
const isAfter = (nominee: Nominee, cursor: NomineeCursor) =>
  nominee.score < cursor.score ||
  (nominee.score === cursor.score && pairKey(nominee.a, nominee.b) > cursor.key);

/**
 * The nominees among people, best first: every pair that shares an e-mail address, phone
 * number, handle or name and scores at least {@link NOMINEE_THRESHOLD}, except the pairs in
 * `dismissed` (keys of {@link pairKey}: "not the same person"). `first` orders a pair: the one
 * it answers true for is `a`, the person kept by default. People are compared only with those
 * sharing a key, so many people are nominated in about linear time.
 */
export function nominees(
  people: readonly NomineePerson[],
  options: {
    readonly dismissed?: ReadonlySet<string>;
    readonly first?: (x: NomineePerson, y: NomineePerson) => boolean;
    readonly after?: NomineeCursor | null;
    readonly limit?: number;
  } = {},
): Nominee[] {
  const byKey = new Map<string, NomineePerson[]>();
  for (const person of people) {
    for (const key of keysOf(person)) {
      const bucket = byKey.get(key);
      if (bucket) bucket.push(person);
      else byKey.set(key, [person]);
    }
  }
  const seen = new Set<string>();
  const found: Nominee[] = [];
  const first = options.first ?? ((x, y) => x.id < y.id);
  for (const bucket of byKey.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const x = bucket[i] as NomineePerson;
        const y = bucket[j] as NomineePerson;
        if (x.id === y.id) continue;
        const key = pairKey(x.id, y.id);
        if (seen.has(key)) continue;
        seen.add(key);
        if (options.dismissed?.has(key)) continue;
        const reasons = reasonsOf(x, y);
        const score = scoreOf(reasons);
        if (score < NOMINEE_THRESHOLD) continue;
        const [a, b] = first(x, y) ? [x, y] : [y, x];
        found.push({ a: a.id, b: b.id, score, reasons });
      }
    }
  }
  found.sort(compareNominees);
  const after = options.after;
  const rest = after ? found.filter((nominee) => isAfter(nominee, after)) : found;
  return options.limit === undefined ? rest : rest.slice(0, options.limit);
}
