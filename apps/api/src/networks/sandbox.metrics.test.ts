import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxPostMetrics } from './sandbox.metrics.js';

const HOUR = 60 * 60 * 1000;
const publishedAt = new Date('2026-11-01T09:00:00Z');
const at = (hours: number) => new Date(publishedAt.getTime() + hours * HOUR);

describe("the sandbox networks' post metrics", () => {
  it('are nothing at publication, and the same for the same post at the same age', () => {
    const request = { network: 'facebook', networkItemId: 'post-1', publishedAt };
    expect(sandboxPostMetrics({ ...request, now: publishedAt })).toEqual({
      reactions: 0,
      comments: 0,
      shares: 0,
      views: 0,
      reach: 0,
      impressions: 0,
    });
    expect(sandboxPostMetrics({ ...request, now: at(30) })).toEqual(
      sandboxPostMetrics({ ...request, now: at(30) }),
    );
  });

  it('have no reach or impressions on YouTube', () => {
    const metrics = sandboxPostMetrics({
      network: 'youtube',
      networkItemId: 'video-1',
      publishedAt,
      now: at(48),
    });
    expect(metrics.reach).toBeNull();
    expect(metrics.impressions).toBeNull();
    expect(metrics.views).toBeGreaterThan(0);
  });

  it('never shrink as the post grows older', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom('facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedIn'),
        fc.integer({ min: 0, max: 24 * 90 }),
        fc.integer({ min: 0, max: 24 * 90 }),
        (id, network, a, b) => {
          const [younger, older] = a <= b ? [a, b] : [b, a];
          const request = { network, networkItemId: id, publishedAt };
          const before = sandboxPostMetrics({ ...request, now: at(younger) });
          const after = sandboxPostMetrics({ ...request, now: at(older) });
          for (const key of ['reactions', 'comments', 'shares', 'views'] as const) {
            expect(after[key]).toBeGreaterThanOrEqual(before[key]);
          }
        },
      ),
    );
  });
});
