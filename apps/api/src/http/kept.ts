import type { OrgChanges } from '../db/changes.js';
import type { Caller } from './caller.js';

/** A map that forgets its oldest entries beyond `max` (insertion order; a hit moves to the end). */
export class Bounded<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) {
      this.#entries.delete(this.#entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}

/**
 * Verified access tokens, by token: a token verified once is good until it expires (its
 * signature and claims cannot change), so it is not verified again on every request.
 */
export class VerifiedTokens {
  readonly #tokens = new Bounded<string, { claims: Record<string, unknown>; expiresAt: number }>(
    10_000,
  );

  get(token: string, now = Date.now()): Record<string, unknown> | undefined {
    const kept = this.#tokens.get(token);
    if (kept === undefined) return undefined;
    if (kept.expiresAt <= now) {
      this.#tokens.delete(token);
      return undefined;
    }
    return kept.claims;
  }

  set(token: string, claims: Record<string, unknown>): void {
    const exp = typeof claims['exp'] === 'number' ? claims['exp'] * 1000 : 0;
    if (exp > Date.now()) this.#tokens.set(token, { claims, expiresAt: exp });
  }
}

/**
 * Callers as loaded, kept while their organisation has not changed (people, teams, roles,
 * items — any change moves its generation) and changes are heard.
 */
export class KeptCallers {
  readonly #callers = new Bounded<string, { generation: number; caller: Caller }>(10_000);
  constructor(readonly changes: OrgChanges) {}

  get(key: string): Caller | undefined {
    if (!this.changes.live) return undefined;
    const kept = this.#callers.get(key);
    if (kept === undefined) return undefined;
    if (kept.generation !== this.changes.generation(kept.caller.orgId)) {
      this.#callers.delete(key);
      return undefined;
    }
    return kept.caller;
  }

  /** Keeps a caller loaded while the organisation was at `generation`. */
  set(key: string, caller: Caller, generation: number): void {
    if (this.changes.live && generation === this.changes.generation(caller.orgId)) {
      this.#callers.set(key, { generation, caller });
    }
  }
}

/** How long an answer is kept at most, even without changes (time-relative filters). */
export const ANSWER_TTL_MS = 10_000;

/**
 * Answers of read routes, serialised (as the bytes sent, so a kept answer costs no encoding),
 * by caller and request: kept while the caller's organisation has not changed, changes are
 * heard, and for at most {@link ANSWER_TTL_MS}.
 */
export class KeptAnswers {
  readonly #answers = new Bounded<
    string,
    { orgId: string; generation: number; at: number; json: Buffer }
  >(5_000);
  constructor(readonly changes: OrgChanges) {}

  get(key: string, orgId: string, now = Date.now()): Buffer | undefined {
    if (!this.changes.live) return undefined;
    const kept = this.#answers.get(key);
    if (kept === undefined) return undefined;
    if (
      kept.orgId !== orgId ||
      kept.generation !== this.changes.generation(orgId) ||
      now - kept.at > ANSWER_TTL_MS
    ) {
      this.#answers.delete(key);
      return undefined;
    }
    return kept.json;
  }

  /** Keeps an answer computed while the organisation was at `generation` (if it still is). */
  set(key: string, orgId: string, generation: number, json: Buffer): void {
    if (this.changes.live && generation === this.changes.generation(orgId)) {
      this.#answers.set(key, { orgId, generation, at: Date.now(), json });
    }
  }
}
