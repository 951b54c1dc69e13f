import { SEEN_WINDOW } from './room.rules.js';

/**
 * The `seq`s delivered to one receiver, for a server that keeps one per connection and room:
 * {@link isNewSeq} and {@link remember} in constant time per `seq`, without allocating — one bit
 * per `seq` of the {@link SEEN_WINDOW} below the highest delivered. A `seq` that far or further
 * below the highest counts as delivered.
 *
 * @example
 * const window = new SeqWindow();
 * window.admit(5); // true: new, and now delivered
 * window.admit(5); // false: a resent duplicate
 * window.admit(4); // true: it arrived late
 * window.admit(undefined); // true: ephemeral messages have no seq and always pass
 */
export class SeqWindow {
  /** Bit `seq % SEEN_WINDOW`: whether that `seq` (within the window below the highest) was delivered. */
  readonly #bits = new Uint32Array(SEEN_WINDOW / 32);
  #highest: number | null = null;

  /** Whether `seq` is new; when it is, it counts as delivered from now on. */
  admit(seq: number | undefined): boolean {
    if (seq === undefined) return true;
    const highest = this.#highest;
    if (highest === null || seq > highest) {
      // The window moves up: the slots of the seqs skipped over are free again.
      if (highest === null || seq - highest >= SEEN_WINDOW) this.#bits.fill(0);
      else for (let skipped = highest + 1; skipped < seq; skipped++) this.#flip(skipped, false);
      this.#highest = seq;
      this.#flip(seq, true);
      return true;
    }
    if (seq <= highest - SEEN_WINDOW || this.#has(seq)) return false;
    this.#flip(seq, true);
    return true;
  }

  #has(seq: number): boolean {
    const slot = seq % SEEN_WINDOW;
    return ((this.#bits[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  #flip(seq: number, delivered: boolean): void {
    const slot = seq % SEEN_WINDOW;
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    this.#bits[word] = delivered ? (this.#bits[word] ?? 0) | bit : (this.#bits[word] ?? 0) & ~bit;
  }
}
