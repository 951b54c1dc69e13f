import type { ManagedTeam } from '@smm/access';
import type { ChannelPerson, ConnectionAudit } from '@smm/model';
import { makeUser } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import {
  addablePeople,
  auditActor,
  auditsNewestFirst,
  channelTeams,
  displayName,
  hasOwnRole,
  managesAnyTeam,
  POST_PERMISSION_KEYS,
  postPermissionRows,
  roleOrigin,
  roleSummary,
} from './channel-people.rules.js';

const person = (extra: Partial<ChannelPerson>): ChannelPerson => ({
  userId: 'u1',
  name: 'Mo Moderator',
  email: 'mo@demo.test',
  isAdmin: false,
  role: 'MODERATOR',
  directRole: null,
  teamRoles: [],
  ...extra,
});
const care = { teamId: 't-care', teamName: 'Customer Care', role: 'MODERATOR' as const };

describe('where a role comes from', () => {
  it.each([
    ['only a team', person({ teamRoles: [care] }), null, false],
    [
      'their own, the same as the team’s',
      person({ directRole: 'MODERATOR', teamRoles: [care] }),
      'MODERATOR',
      false,
    ],
    [
      'their own, replacing the team’s',
      person({ role: 'EDITOR', directRole: 'EDITOR', teamRoles: [care] }),
      'EDITOR',
      true,
    ],
    [
      'their own, no team',
      person({ directRole: 'VIEW_ONLY', role: 'VIEW_ONLY' }),
      'VIEW_ONLY',
      false,
    ],
  ] as const)('%s', (_, who, own, overrides) => {
    const origin = roleOrigin(who);
    expect(origin.own).toBe(own);
    expect(origin.overridesTeam).toBe(overrides);
    expect(origin.role).toBe(who.role);
    expect(origin.teams).toEqual(who.teamRoles);
    expect(hasOwnRole(who)).toBe(own !== null);
  });
});

describe('people who may be given a role', () => {
  it('are those without a role of their own, no administrators, by name', () => {
    const colleagues = [
      makeUser({ id: 'u3', name: 'Zoe Zed', isAdmin: false }),
      makeUser({ id: 'u1', name: 'Mo Moderator', isAdmin: false }),
      makeUser({ id: 'u2', name: 'Ada Admin', isAdmin: true }),
      makeUser({ id: 'u4', name: 'Eddie Editor', isAdmin: false }),
    ];
    const people = [
      person({ userId: 'u1', directRole: 'MODERATOR' }),
      person({ userId: 'u4', directRole: null, teamRoles: [care] }),
    ];
    expect(addablePeople(colleagues, people).map((u) => u.id)).toEqual(['u4', 'u3']);
  });

  it.each([
    [{ name: 'Ada Admin', email: 'a@x' }, 'Ada Admin'],
    [{ name: '', firstName: 'Ada', lastName: 'Admin', email: 'a@x' }, 'Ada Admin'],
    [{ name: '', email: 'a@x' }, 'a@x'],
  ])('%j is named %s', (user, name) => {
    expect(displayName(user)).toBe(name);
  });
});

describe('post permissions by role (platform §3)', () => {
  it('lists the spec’s five permissions for each role, the most first', () => {
    expect(POST_PERMISSION_KEYS).toEqual([
      'approvePost',
      'createPost',
      'publishPost',
      'savePostAsDraft',
      'submitPostForApproval',
    ]);
    expect(postPermissionRows().map((row) => row.role)).toEqual([
      'EDITOR',
      'CONTENT_CREATOR',
      'MODERATOR',
      'VIEW_ONLY',
    ]);
  });

  it.each([
    ['EDITOR', [true, true, true, true, true], 'work.publish'],
    ['CONTENT_CREATOR', [false, true, false, true, true], 'work.submit'],
    ['MODERATOR', [false, false, false, false, false], 'work.none'],
    ['VIEW_ONLY', [false, false, false, false, false], 'read.none'],
  ] as const)('%s: %j, %s', (role, allowed, summary) => {
    const row = postPermissionRows().find((r) => r.role === role);
    expect(POST_PERMISSION_KEYS.map((key) => row?.permissions[key])).toEqual(allowed);
    expect(roleSummary(role)).toBe(summary);
  });
});

describe('the teams of a channel', () => {
  const admin = { id: 'ada', isAdmin: true };
  const lead = { id: 'lee', isAdmin: false, teamIds: ['t-leads', 't-care'] };
  const editor = { id: 'eddie', isAdmin: false, teamIds: ['t-care'] };
  const teams: ManagedTeam[] = [
    {
      id: 't-care',
      name: 'Customer Care',
      userIds: ['lee', 'eddie'],
      channelIds: ['linkedin-1'],
      permissions: { manageUser: false },
    },
    {
      id: 't-leads',
      name: 'Care Leads',
      userIds: ['lee'],
      channelIds: [],
      permissions: { manageUser: true, manageChannels: true },
    },
    {
      id: 't-marketing',
      name: 'Social Marketing',
      userIds: [],
      channelIds: ['linkedin-1'],
      permissions: { manageUser: false, manageChannels: true },
    },
  ];

  it.each([
    ['an administrator', admin, ['t-leads'], ['t-care', 't-marketing'], true],
    ['a team leader: their teams only', lead, ['t-leads'], [], true],
    ['an editor: none', editor, [], [], false],
  ] as const)('%s', (_, user, assignable, dismissable, manages) => {
    const result = channelTeams(user, teams, 'linkedin-1');
    expect(result.holding.map((t) => t.id)).toEqual(['t-care', 't-marketing']);
    expect(result.assignable.map((t) => t.id)).toEqual(assignable);
    expect([...result.dismissable]).toEqual(dismissable);
    expect(managesAnyTeam(user, teams)).toBe(manages);
  });
});

describe('the connection history', () => {
  const audit = (event: ConnectionAudit['event'], date: string, userId: string | null = 'u1') => ({
    channelId: 'linkedin-1',
    event,
    userId,
    detail: null,
    date,
  });

  it('is newest first; same moments keep the server’s order', () => {
    const audits = [
      audit('CONNECTED', '2026-11-20T10:00:00Z'),
      audit('INDEXED', '2026-11-20T10:00:02Z', null),
      audit('RENAMED', '2026-11-21T08:00:00Z'),
      audit('ROLE_CHANGED', '2026-11-21T08:00:00Z'),
    ];
    expect(auditsNewestFirst(audits).map((a) => a.event)).toEqual([
      'RENAMED',
      'ROLE_CHANGED',
      'INDEXED',
      'CONNECTED',
    ]);
  });

  it.each([
    [null, { kind: 'network' }],
    ['u1', { kind: 'person', name: 'Ada Admin' }],
    ['u9', { kind: 'unknown' }],
  ])('user %s: %j', (userId, actor) => {
    expect(auditActor({ userId }, new Map([['u1', 'Ada Admin']]))).toEqual(actor);
  });
});
