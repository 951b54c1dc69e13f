import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canManageBrands, type ManagedTeam, type RoleUser, settingsAccess } from './index.js';

/** The demo organisation's teams: Care Leads makes its members team leaders. */
const teams: ManagedTeam[] = [
  {
    id: 'leads',
    name: 'Care Leads',
    permissions: { manageUser: true, manageChannels: true, manageTemplates: true },
  },
  { id: 'care', name: 'Customer Care', permissions: { manageUser: false } },
  {
    id: 'marketing',
    name: 'Social Marketing',
    permissions: { manageUser: false, manageChannels: true },
  },
];

describe('who changes benchmark brands (docs/decisions/0076, 0085)', () => {
  it.each([
    ['an administrator', { id: 'ada', isAdmin: true }, true],
    ['a team leader', { id: 'lee', isAdmin: false, teamIds: ['leads', 'care'] }, true],
    ['a user flagged as team leader', { id: 'tia', isAdmin: false, isTeamLeader: true }, true],
    ['an editor', { id: 'eddie', isAdmin: false, teamIds: ['care'] }, false],
    ['a channel manager', { id: 'sam', isAdmin: false, teamIds: ['marketing'] }, false],
    ['someone without a team', { id: 'vic', isAdmin: false }, false],
  ] as [string, RoleUser, boolean][])('%s: %s', (_, user, expected) => {
    expect(canManageBrands(user, teams)).toBe(expected);
  });

  it('opens a new brand exactly to who changes brands, and the brands to everyone', () => {
    const user = fc.record({
      id: fc.constantFrom('u1', 'u2'),
      isAdmin: fc.boolean(),
      isTeamLeader: fc.option(fc.boolean(), { nil: undefined }),
      teamIds: fc.subarray(['leads', 'care', 'marketing']),
    });
    fc.assert(
      fc.property(user, (person) => {
        const context = { packageName: 'suiteWithBenchmark' as const, user: person, teams };
        expect(settingsAccess('settings.brandNew', context) === 'open').toBe(
          canManageBrands(person, teams),
        );
        expect(settingsAccess('settings.brands', context)).toBe('open');
        expect(settingsAccess('settings.brand', context)).toBe('open');
        expect(settingsAccess('settings.publicChannels', context)).toBe('open');
      }),
    );
  });
});
