import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewSeq, remember, SEEN_WINDOW } from './room.rules.js';
import { SeqWindow } from './seq.window.js';

/** Admits each seq in turn; returns those admitted, in order. */
function admitted(seqs: readonly number[]): number[] {
  const window = new SeqWindow();
  return seqs.filter((seq) => window.admit(seq));
}

/** 1…n with each seq moved at most `spread` places, and some sent again shortly after. */
const arrivals = (spread: number) =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 3 * SEEN_WINDOW }),
      seed: fc.integer(),
      resends: fc.array(fc.nat(), { maxLength: 50 }),
    })
    .map(({ n, seed, resends }) => {
      let state = seed >>> 0;
      const random = () => {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return state / 2 ** 32;
      };
      const keyed = Array.from({ length: n }, (_, i) => ({
        seq: i + 1,
        key: i + random() * spread,
      }));
      const seqs = keyed.sort((a, b) => a.key - b.key).map((k) => k.seq);
      for (const at of resends) {
        const position = at % seqs.length;
        seqs.splice(Math.min(seqs.length, position + 1 + (at % spread)), 0, seqs[position] ?? 1);
      }
      return { n, seqs };
    });

describe('SeqWindow', () => {
  it('admits messages without a seq (ephemeral) every time', () => {
    const window = new SeqWindow();
    expect([window.admit(undefined), window.admit(undefined)]).toEqual([true, true]);
  });

  it('admits a seq once, and one that arrives late after a higher one', () => {
    expect(admitted([1, 2, 2, 4, 3, 3, 4, 5])).toEqual([1, 2, 4, 3, 5]);
  });

  it('counts a seq older than the whole window as delivered', () => {
    const seqs = Array.from({ length: SEEN_WINDOW + 1 }, (_, i) => i + 2);
    const window = new SeqWindow();
    for (const seq of seqs) window.admit(seq);
    expect(window.admit(1)).toBe(false);
    expect(window.admit(2)).toBe(false);
    expect(window.admit(SEEN_WINDOW + 3)).toBe(true);
  });

  it('admits every seq of an ordered stream exactly once, whatever is resent', () => {
    fc.assert(
      fc.property(arrivals(1), ({ n, seqs }) => {
        expect(admitted(seqs)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }),
    );
  });

  it('admits every seq exactly once when they arrive out of order within the window', () => {
    fc.assert(
      fc.property(arrivals(64), ({ n, seqs }) => {
        const out = admitted(seqs);
        expect(out).toHaveLength(n);
        expect(new Set(out).size).toBe(n);
      }),
    );
  });

  it('answers as isNewSeq and remember do, arrival by arrival', () => {
    fc.assert(
      fc.property(arrivals(64), ({ seqs }) => {
        const window = new SeqWindow();
        let seen: readonly number[] = [];
        for (const seq of seqs) {
          const expected = isNewSeq(seen, seq);
          if (expected) seen = remember(seen, seq);
          expect(window.admit(seq)).toBe(expected);
        }
      }),
    );
  });
});
