import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_QUERY,
  isInTeam,
  matchesUserSearch,
  userList,
  type ListedUser,
  type UserListQuery,
} from './index.js';

const user = (id: string, extra: Partial<ListedUser> = {}): ListedUser => ({
  id,
  isAdmin: false,
  name: id,
  email: `${id.toLowerCase().replace(/\s+/g, '.')}@demo.test`,
  defaultChannelRole: 'EDITOR',
  ...extra,
});

const ada = user('Ada Admin', { isAdmin: true, lastLogin: '2026-11-20T10:00:00.000Z' });
const lee = user('Lee Lead', { isTeamLeader: true, teamIds: ['care-leads', 'care'] });
const eddie = user('Eddie Editor', { teamIds: ['care'], lastLogin: '2026-11-24T10:00:00.000Z' });
const mo = user('Mo Moderator', {
  defaultChannelRole: 'MODERATOR',
  lastLogin: '2026-11-22T10:00:00.000Z',
});
const zoe = user('Zoë Ortiz', { defaultChannelRole: 'VIEW_ONLY', email: 'zo@demo.test' });
const ivy = user('Ivy Invited', {
  defaultChannelRole: 'CONTENT_CREATOR',
  invitationPending: true,
  teamIds: ['social'],
});
const users = [zoe, ivy, eddie, mo, lee, ada];

const names = (query: Partial<UserListQuery>) =>
  userList(users, { ...DEFAULT_USER_QUERY, ...query }).map((u) => u.name);

describe('the users list (settings, users)', () => {
  it.each<[string, Partial<UserListQuery>, string[]]>([
    [
      'everyone by name A–Z',
      {},
      ['Ada Admin', 'Eddie Editor', 'Ivy Invited', 'Lee Lead', 'Mo Moderator', 'Zoë Ortiz'],
    ],
    [
      'by name Z–A',
      { direction: 'desc' },
      ['Zoë Ortiz', 'Mo Moderator', 'Lee Lead', 'Ivy Invited', 'Eddie Editor', 'Ada Admin'],
    ],
    [
      'latest sign-in first; never signed in last, by name',
      { sort: 'lastLogin', direction: 'desc' },
      ['Eddie Editor', 'Mo Moderator', 'Ada Admin', 'Ivy Invited', 'Lee Lead', 'Zoë Ortiz'],
    ],
    [
      'earliest sign-in first; never signed in still last',
      { sort: 'lastLogin', direction: 'asc' },
      ['Ada Admin', 'Mo Moderator', 'Eddie Editor', 'Ivy Invited', 'Lee Lead', 'Zoë Ortiz'],
    ],
    ['searched by name, accents ignored', { search: 'zoe' }, ['Zoë Ortiz']],
    ['searched by e-mail', { search: 'eddie.editor@' }, ['Eddie Editor']],
    ['every word must match', { search: 'lee care' }, []],
    [
      'a team: its members and the administrators',
      { teamId: 'care' },
      ['Ada Admin', 'Eddie Editor', 'Lee Lead'],
    ],
    ['role administrator', { role: 'administrator' }, ['Ada Admin']],
    ['role team_leader', { role: 'team_leader' }, ['Lee Lead']],
    ['role editor', { role: 'editor' }, ['Eddie Editor']],
    ['role content_creator', { role: 'content_creator' }, ['Ivy Invited']],
    ['role moderator', { role: 'moderator' }, ['Mo Moderator']],
    ['role view_only', { role: 'view_only' }, ['Zoë Ortiz']],
    ['team and role together', { teamId: 'social', role: 'editor' }, []],
  ])('%s', (_case, query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it.each([
    [ada, 'anything', true],
    [eddie, 'care', true],
    [eddie, 'social', false],
    [user('Team Object', { teams: [{ id: 'social' }] }), 'social', true],
  ])('isInTeam(%s, %s) is %s', (who, team, expected) => {
    expect(isInTeam(who, team)).toBe(expected);
  });

  it('an empty search matches everyone', () => {
    expect(users.every((u) => matchesUserSearch(u, '   '))).toBe(true);
  });

  const arbitraryUser = fc.record({
    id: fc.uuid(),
    isAdmin: fc.boolean(),
    name: fc.string(),
    email: fc.emailAddress(),
    defaultChannelRole: fc.constantFrom('EDITOR', 'MODERATOR', 'VIEW_ONLY', 'CONTENT_CREATOR'),
    lastLogin: fc.option(
      fc
        .date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString()),
      { nil: null },
    ),
  }) as fc.Arbitrary<ListedUser>;
  const arbitraryQuery = fc.record({
    search: fc.constantFrom('', 'a', 'demo'),
    teamId: fc.constant(null),
    role: fc.constantFrom(null, 'administrator', 'editor', 'view_only'),
    sort: fc.constantFrom('name', 'lastLogin'),
    direction: fc.constantFrom('asc', 'desc'),
  }) as fc.Arbitrary<UserListQuery>;

  it('never adds, loses or repeats anyone: the list is exactly the users that match', () => {
    fc.assert(
      fc.property(fc.array(arbitraryUser, { maxLength: 30 }), arbitraryQuery, (list, query) => {
        const shown = userList(list, query);
        const matching = userList(list, { ...query, sort: 'name', direction: 'asc' });
        expect(new Set(shown)).toEqual(new Set(matching));
        expect(shown.length).toBe(matching.length);
        expect(shown.length).toBeLessThanOrEqual(list.length);
      }),
    );
  });

  it('by last login, those who never signed in always come last', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryUser, { maxLength: 30 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        (list, direction) => {
          const shown = userList(list, { ...DEFAULT_USER_QUERY, sort: 'lastLogin', direction });
          const firstNever = shown.findIndex((u) => !u.lastLogin);
          if (firstNever >= 0)
            expect(shown.slice(firstNever).every((u) => !u.lastLogin)).toBe(true);
        },
      ),
    );
  });
});
