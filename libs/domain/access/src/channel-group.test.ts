import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  changeGroupChannels,
  channelGroupRights,
  channelManagement,
  trackingTemplateRights,
} from './channel-group.rules.js';
import { canManageChannel, type ManagedTeam } from './management.rules.js';

// The demo organisation in small: the lead manages the care channels, Sam the marketing ones,
// the editor is in a team that manages nothing.
const admin = { id: 'a', isAdmin: true };
const lead = { id: 'l', isAdmin: false, teamIds: ['leads', 'care'] };
const sam = { id: 's', isAdmin: false, teamIds: ['marketing'] };
const editor = { id: 'e', isAdmin: false, teamIds: ['care'] };

const teams: ManagedTeam[] = [
  {
    id: 'care',
    name: 'Customer Care',
    channelIds: ['facebook-1', 'twitter-1'],
    permissions: { manageUser: false, manageTemplates: true },
  },
  {
    id: 'leads',
    name: 'Care Leads',
    channelIds: ['facebook-1', 'twitter-1'],
    permissions: { manageUser: true, manageChannels: true },
  },
  {
    id: 'marketing',
    name: 'Social Marketing',
    channelIds: ['instagram-1', 'pinterest-1'],
    permissions: { manageUser: false, manageChannels: true },
  },
];

describe('channelGroupRights', () => {
  it.each([
    ['an administrator, any group', admin, ['pinterest-1'], true, true],
    ['an administrator, an empty group', admin, [], true, true],
    ['the lead, a group of their channels', lead, ['facebook-1', 'twitter-1'], true, true],
    ['the lead, a group also of others', lead, ['facebook-1', 'instagram-1'], true, false],
    ['the lead, a group of others only', lead, ['instagram-1'], false, false],
    ['Sam, a group of theirs', sam, ['instagram-1'], true, true],
    ['the editor, a group of channels they work on', editor, ['facebook-1'], false, false],
    ['a manager, an empty group', lead, [], false, false],
  ])('%s', (_, user, channelIds, canChange, canDelete) => {
    expect(channelGroupRights(channelManagement(user, teams), channelIds)).toEqual({
      canChange,
      canDelete,
    });
  });
});

describe('trackingTemplateRights', () => {
  it.each([
    ['an administrator, a template any channel uses', admin, ['pinterest-1', 'facebook-1'], true],
    ['the lead, an unused template', lead, [], true],
    ['the lead, a template of their channels', lead, ['twitter-1'], true],
    ['the lead, a template another team’s channel uses', lead, ['twitter-1', 'instagram-1'], false],
    ['Sam, a template of their channels', sam, ['instagram-1', 'pinterest-1'], true],
    ['the editor, an unused template', editor, [], false],
  ])('%s', (_, user, usedBy, allowed) => {
    expect(trackingTemplateRights(channelManagement(user, teams), usedBy)).toEqual({
      canChange: allowed,
      canDelete: allowed,
    });
  });
});

describe('changeGroupChannels', () => {
  it.each([
    [
      'an administrator’s list is the group’s',
      admin,
      ['facebook-1', 'instagram-1'],
      ['pinterest-1', 'pinterest-1'],
      { ok: true, channelIds: ['pinterest-1'] },
    ],
    [
      'a manager adds and removes their channels, others stay',
      lead,
      ['instagram-1', 'facebook-1'],
      ['twitter-1'],
      { ok: true, channelIds: ['instagram-1', 'twitter-1'] },
    ],
    [
      'a manager may name a channel of others the group holds',
      lead,
      ['instagram-1', 'facebook-1'],
      ['instagram-1', 'facebook-1', 'twitter-1'],
      { ok: true, channelIds: ['instagram-1', 'facebook-1', 'twitter-1'] },
    ],
    [
      'a manager may not add a channel of others',
      lead,
      ['facebook-1'],
      ['facebook-1', 'instagram-1', 'pinterest-1'],
      { ok: false, refused: ['instagram-1', 'pinterest-1'] },
    ],
    [
      'a new group of a manager’s channels',
      sam,
      [],
      ['pinterest-1', 'instagram-1'],
      { ok: true, channelIds: ['pinterest-1', 'instagram-1'] },
    ],
    [
      'a user who manages nothing may not add anything',
      editor,
      [],
      ['facebook-1'],
      { ok: false, refused: ['facebook-1'] },
    ],
  ])('%s', (_, user, current, requested, expected) => {
    expect(changeGroupChannels(channelManagement(user, teams), current, requested)).toEqual(
      expected,
    );
  });
});

describe('channelManagement', () => {
  it('answers as canManageChannel does, for anyone and any channel', () => {
    const ids = ['facebook-1', 'twitter-1', 'instagram-1', 'pinterest-1', 'youtube-1'];
    fc.assert(
      fc.property(
        fc.constantFrom(admin, lead, sam, editor),
        fc.constantFrom(...ids),
        (user, id) => {
          expect(channelManagement(user, teams).manages(id)).toBe(
            canManageChannel(user, teams, id),
          );
        },
      ),
    );
  });

  it('knows who manages channels at all', () => {
    expect([admin, lead, sam, editor].map((u) => channelManagement(u, teams).manager)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
