import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_PACKAGE,
  isSettingsView,
  type ManagedTeam,
  packageDefinitions,
  type PackageName,
  resolveRoute,
  type RoleUser,
  SETTINGS_GROUPS,
  SETTINGS_VIEW_IDS,
  settingsAccess,
  settingsAreaOf,
  settingsNavigation,
  VIEW_IDS,
} from './index.js';

/** The demo organisation's teams (see the demo seed): who grants what. */
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
  { id: 'paid', name: 'Paid Social', permissions: { manageUser: false, manageAdAccounts: true } },
];

const admin: RoleUser = { id: 'ada', isAdmin: true };
const lead: RoleUser = { id: 'lee', isAdmin: false, teamIds: ['leads', 'care'] };
const editor: RoleUser = { id: 'eddie', isAdmin: false, teamIds: ['care'] };
const sam: RoleUser = { id: 'sam', isAdmin: false, teamIds: ['marketing'] };
const buyer: RoleUser = { id: 'bea', isAdmin: false, teamIds: ['paid'] };
const viewer: RoleUser = { id: 'vic', isAdmin: false };

const people = { admin, lead, editor, sam, buyer, viewer } as const;
type Person = keyof typeof people;

const ALL = packageDefinitions.map((definition) => definition.name as PackageName);

const access = (view: Parameters<typeof settingsAccess>[0], person: Person, pkg: PackageName) =>
  settingsAccess(view, { packageName: pkg, user: people[person], teams });

const navigation = (person: Person, pkg: PackageName) =>
  settingsNavigation({ packageName: pkg, user: people[person], teams });

const ids = (person: Person, pkg: PackageName) =>
  navigation(person, pkg).flatMap((group) => group.areas.map((area) => area.id));

describe('who has which settings area (docs/decisions/0035), in a package with every area', () => {
  // o: open, -: denied. Columns: admin, lead, editor, sam, buyer, viewer.
  it.each([
    ['settings.overview', 'oooooo'],
    ['settings.profile', 'oooooo'],
    ['settings.notifications', 'oooooo'],
    ['settings.privacy', 'oooooo'],
    ['settings.ai', 'oooooo'],
    ['settings.listenAlerts', 'oooooo'],
    ['settings.users', 'o-----'],
    ['settings.auditLog', 'o-----'],
    ['settings.labelManagement', 'o-----'],
    ['settings.integrations', 'o-----'],
    ['settings.teams', 'oo----'],
    ['settings.brands', 'oooooo'],
    ['settings.brand', 'oooooo'],
    ['settings.brandNew', 'oo----'],
    ['settings.publicChannels', 'oooooo'],
    ['settings.channels', 'oo-o--'],
    ['settings.channel', 'oo-o--'],
    ['settings.channelGroups', 'oo-o--'],
    ['settings.campaignTracking', 'oo-o--'],
    ['settings.trackingTemplates', 'oo-o--'],
    ['settings.adAccounts', 'o---o-'],
    ['settings.adAccount', 'o---o-'],
    ['settings.adAccountConnect', 'o---o-'],
  ] as const)('%s: %s', (view, expected) => {
    const got = (Object.keys(people) as Person[])
      .map((person) => (access(view, person, 'suiteWithBenchmark') === 'open' ? 'o' : '-'))
      .join('');
    expect(got).toBe(expected);
  });

  it('counts the user flag isTeamLeader as leading, as the bootstrap does', () => {
    expect(access('settings.teams', 'viewer', 'suite')).toBe('denied');
    expect(
      settingsAccess('settings.teams', {
        packageName: 'suite',
        user: { ...viewer, isTeamLeader: true },
        teams: [],
      }),
    ).toBe('open');
  });
});

describe('areas the package lacks', () => {
  it.each([
    [
      'essentials',
      [
        'settings.integrations',
        'settings.brands',
        'settings.publicChannels',
        'settings.adAccounts',
        'settings.listenAlerts',
      ],
    ],
    ['suite', ['settings.brands', 'settings.publicChannels']],
    ['suiteWithBenchmark', []],
    ['nolisten', ['settings.brands', 'settings.publicChannels', 'settings.listenAlerts']],
    [
      'listenOnly',
      [
        'settings.auditLog',
        'settings.channels',
        'settings.channelGroups',
        'settings.campaignTracking',
        'settings.trackingTemplates',
        'settings.labelManagement',
        'settings.integrations',
        'settings.brands',
        'settings.publicChannels',
        'settings.adAccounts',
      ],
    ],
  ] as const)('an administrator of %s sees %j locked', (pkg, locked) => {
    const areas = navigation('admin', pkg).flatMap((group) => group.areas);
    expect(areas.filter((area) => area.state === 'locked').map((area) => area.id)).toEqual(locked);
    // Nothing is hidden from an administrator.
    expect(areas).toHaveLength(
      SETTINGS_VIEW_IDS.filter((view) => settingsAreaOf(view) === view).length,
    );
  });

  it.each(['lead', 'editor', 'sam', 'buyer', 'viewer'] as const)(
    'are hidden, not locked, for %s, and their URL explains the package',
    (person) => {
      const areas = navigation(person, 'essentials').flatMap((group) => group.areas);
      expect(areas.every((area) => area.state === 'open')).toBe(true);
      expect(ids(person, 'essentials')).not.toContain('settings.listenAlerts');
      expect(access('settings.listenAlerts', person, 'essentials')).toBe('locked');
    },
  );

  it('stay denied to a person without the right to them', () => {
    expect(access('settings.adAccounts', 'editor', 'essentials')).toBe('denied');
    expect(access('settings.brandNew', 'sam', 'suite')).toBe('denied');
  });

  it('are all locked for an administrator when the package could not be fetched (CUSTOM)', () => {
    const open = navigation('admin', CUSTOM_PACKAGE)
      .flatMap((group) => group.areas)
      .filter((area) => area.state === 'open')
      .map((area) => area.id);
    expect(open).toEqual([
      'settings.overview',
      'settings.profile',
      'settings.notifications',
      'settings.privacy',
      'settings.users',
      'settings.teams',
      'settings.ai',
    ]);
  });
});

describe('settingsNavigation', () => {
  it('gives an administrator of suite every group in order, with paths of the route table', () => {
    expect(navigation('admin', 'suite')).toEqual([
      {
        id: 'general',
        areas: [
          { id: 'settings.overview', path: '/settings/overview', state: 'open' },
          { id: 'settings.profile', path: '/settings/profile', state: 'open' },
          { id: 'settings.notifications', path: '/settings/notifications', state: 'open' },
          { id: 'settings.privacy', path: '/settings/privacy', state: 'open' },
        ],
      },
      {
        id: 'organisation',
        areas: [
          { id: 'settings.users', path: '/settings/users', state: 'open' },
          { id: 'settings.teams', path: '/settings/teams', state: 'open' },
          { id: 'settings.ai', path: '/settings/ai', state: 'open' },
          { id: 'settings.auditLog', path: '/settings/audit-log', state: 'open' },
        ],
      },
      {
        id: 'channels',
        areas: [
          { id: 'settings.channels', path: '/settings/channels', state: 'open' },
          { id: 'settings.channelGroups', path: '/settings/channel-groups', state: 'open' },
          { id: 'settings.campaignTracking', path: '/settings/campaign-tracking', state: 'open' },
          { id: 'settings.trackingTemplates', path: '/settings/tracking-templates', state: 'open' },
        ],
      },
      {
        id: 'content',
        areas: [
          { id: 'settings.labelManagement', path: '/settings/label-management', state: 'open' },
          { id: 'settings.integrations', path: '/settings/integrations', state: 'open' },
        ],
      },
      {
        id: 'benchmark',
        areas: [
          { id: 'settings.brands', path: '/settings/brands/list', state: 'locked' },
          {
            id: 'settings.publicChannels',
            path: '/settings/public-channels/list',
            state: 'locked',
          },
        ],
      },
      {
        id: 'ads',
        areas: [{ id: 'settings.adAccounts', path: '/settings/adaccounts/list', state: 'open' }],
      },
      {
        id: 'listen',
        areas: [{ id: 'settings.listenAlerts', path: '/settings/listen-alerts', state: 'open' }],
      },
    ]);
  });

  it.each([
    [
      'editor',
      'suite',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.ai',
        'settings.listenAlerts',
      ],
    ],
    [
      'lead',
      'suite',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.teams',
        'settings.ai',
        'settings.channels',
        'settings.channelGroups',
        'settings.campaignTracking',
        'settings.trackingTemplates',
        'settings.listenAlerts',
      ],
    ],
    [
      'lead',
      'suiteWithBenchmark',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.teams',
        'settings.ai',
        'settings.channels',
        'settings.channelGroups',
        'settings.campaignTracking',
        'settings.trackingTemplates',
        'settings.brands',
        'settings.publicChannels',
        'settings.listenAlerts',
      ],
    ],
    [
      'buyer',
      'suite',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.ai',
        'settings.adAccounts',
        'settings.listenAlerts',
      ],
    ],
    [
      'viewer',
      'listenOnly',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.ai',
        'settings.listenAlerts',
      ],
    ],
    [
      'editor',
      'essentials',
      [
        'settings.overview',
        'settings.profile',
        'settings.notifications',
        'settings.privacy',
        'settings.ai',
      ],
    ],
  ] as const)('%s in %s has %j', (person, pkg, expected) => {
    expect(ids(person, pkg)).toEqual(expected);
  });

  it('leaves out the groups a person has nothing in', () => {
    expect(navigation('editor', 'suite').map((group) => group.id)).toEqual([
      'general',
      'organisation',
      'listen',
    ]);
  });
});

describe('settings views', () => {
  it('are exactly the route table’s settings views', () => {
    expect([...SETTINGS_VIEW_IDS].sort()).toEqual(
      VIEW_IDS.filter((view) => view.startsWith('settings.')).sort(),
    );
    expect(SETTINGS_VIEW_IDS.every(isSettingsView)).toBe(true);
    expect(isSettingsView('engage')).toBe(false);
  });

  it.each([
    ['settings.brandNew', 'settings.brands'],
    ['settings.channel', 'settings.channels'],
    ['settings.brand', 'settings.brands'],
    ['settings.adAccountConnect', 'settings.adAccounts'],
    ['settings.adAccount', 'settings.adAccounts'],
    ['settings.users', 'settings.users'],
  ] as const)('%s belongs to %s', (view, area) => {
    expect(settingsAreaOf(view)).toBe(area);
  });
});

const arbitraryTeam = fc.record({
  id: fc.constantFrom('t1', 't2', 't3'),
  name: fc.constant('team'),
  userIds: fc.array(fc.constantFrom('u1', 'u2')),
  permissions: fc.record({
    manageUser: fc.boolean(),
    manageChannels: fc.boolean(),
    manageTemplates: fc.boolean(),
    manageAdAccounts: fc.boolean(),
  }),
});
const arbitraryContext = fc.record({
  packageName: fc.constantFrom<PackageName>(...ALL, CUSTOM_PACKAGE),
  user: fc.record({
    id: fc.constantFrom('u1', 'u2'),
    isAdmin: fc.boolean(),
    teamIds: fc.array(fc.constantFrom('t1', 't2', 't3')),
  }),
  teams: fc.array(arbitraryTeam, { maxLength: 4 }),
});

describe('invariants', () => {
  it('the navigation shows what the URL opens: open areas resolve to their view, locked ones to the package explanation', () => {
    fc.assert(
      fc.property(arbitraryContext, (context) => {
        const routeContext = { ...context, notificationCentreEnabled: true };
        for (const group of settingsNavigation(context)) {
          expect(group.areas.length).toBeGreaterThan(0);
          for (const area of group.areas) {
            const resolution = resolveRoute(area.path, routeContext);
            expect(resolution).toEqual({
              kind: area.state === 'open' ? 'view' : 'locked',
              view: area.id,
              params: {},
            });
          }
        }
      }),
    );
  });

  it('an area left out of the navigation is denied at its URL, or locked for a non-administrator', () => {
    fc.assert(
      fc.property(arbitraryContext, (context) => {
        const shown = new Set(
          settingsNavigation(context).flatMap((group) => group.areas.map((area) => area.id)),
        );
        for (const view of SETTINGS_VIEW_IDS) {
          if (settingsAreaOf(view) !== view || shown.has(settingsAreaOf(view))) continue;
          const got = settingsAccess(view, context);
          expect(got === 'denied' || (got === 'locked' && !context.user.isAdmin)).toBe(true);
        }
      }),
    );
  });

  it('an administrator is never denied, and locked areas are shown only to administrators', () => {
    fc.assert(
      fc.property(arbitraryContext, (context) => {
        const groups = settingsNavigation(context);
        expect(groups.map((group) => group.id)).toEqual(
          SETTINGS_GROUPS.filter((id) => groups.some((group) => group.id === id)),
        );
        const locked = groups.flatMap((group) => group.areas).filter((a) => a.state === 'locked');
        if (!context.user.isAdmin) expect(locked).toEqual([]);
        if (context.user.isAdmin) {
          for (const view of SETTINGS_VIEW_IDS) {
            expect(settingsAccess(view, context)).not.toBe('denied');
          }
        }
      }),
    );
  });

  it('everyone has the overview, the profile, notifications, privacy and AI features in every package', () => {
    fc.assert(
      fc.property(arbitraryContext, (context) => {
        for (const view of [
          'settings.overview',
          'settings.profile',
          'settings.notifications',
          'settings.privacy',
          'settings.ai',
        ] as const) {
          expect(settingsAccess(view, context)).toBe('open');
        }
      }),
    );
  });
});
