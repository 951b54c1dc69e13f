import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkCampaigns, roundMoney } from './sandbox.ads-campaigns.js';

const NOW = new Date('2026-11-26T15:00:00Z');
const META = { network: 'facebook', externalId: 'act_1001', currency: 'EUR' };

describe('the sandbox ad networks’ campaigns', () => {
  it('are the same for the same account at the same time on every machine', () => {
    expect(networkCampaigns(META, NOW)).toEqual(networkCampaigns({ ...META }, new Date(NOW)));
    // A fixed sample: a change to the generator shows here.
    const first = networkCampaigns(META, NOW)[0];
    expect(first?.id).toMatch(/^facebook-cmp-[0-9a-f]{12}$/);
  });

  it('differ between accounts', () => {
    const other = networkCampaigns({ ...META, externalId: 'act_1002' }, NOW);
    expect(other.map((c) => c.id)).not.toEqual(networkCampaigns(META, NOW).map((c) => c.id));
  });

  it('mix active, paused and completed campaigns across the demo accounts', () => {
    const statuses = new Set(
      ['act_1', 'act_2', 'act_3', 'act_4'].flatMap((externalId) =>
        networkCampaigns({ ...META, externalId }, NOW).map((c) => c.status),
      ),
    );
    expect([...statuses].sort()).toEqual(['active', 'completed', 'paused']);
  });

  it('never spend more than their budget, complete exactly when their end has passed, and have started', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('facebook', 'linkedin', 'twitter', 'tiktok'),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom('EUR', 'USD', 'JPY', 'GBP'),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (network, externalId, currency, time) => {
          const now = new Date(time);
          for (const campaign of networkCampaigns({ network, externalId, currency }, now)) {
            expect(campaign.spend).toBeLessThanOrEqual(campaign.budget);
            expect(campaign.spend).toBeGreaterThanOrEqual(0);
            expect(campaign.startsAt.getTime()).toBeLessThanOrEqual(time);
            const ended = campaign.endsAt !== null && campaign.endsAt.getTime() <= time;
            expect(campaign.status === 'completed').toBe(ended);
            expect(campaign.reach).toBeLessThanOrEqual(campaign.impressions);
            expect(roundMoney(campaign.spend, currency)).toBe(campaign.spend);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('spend more as time passes, never less', () => {
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    const before = new Map(networkCampaigns(META, NOW).map((c) => [c.id, c.spend]));
    for (const campaign of networkCampaigns(META, later)) {
      const earlier = before.get(campaign.id);
      if (earlier !== undefined) expect(campaign.spend).toBeGreaterThanOrEqual(earlier);
    }
  });

  it('round amounts to the currency’s minor unit', () => {
    expect(roundMoney(12.345, 'EUR')).toBe(12.35);
    expect(roundMoney(1234.5, 'JPY')).toBe(1235);
  });
});
