import { describe, expect, it } from 'vitest';
import {
  isRouteAllowed,
  type PackageName,
  resolveRoute,
  type RouteContext,
  routePattern,
} from './index.js';

const ctx = (
  packageName: PackageName = 'suiteWithBenchmark',
  notificationCentreEnabled = true,
): RouteContext => ({
  packageName,
  notificationCentreEnabled,
});

describe('resolveRoute (platform §2)', () => {
  it.each([
    ['', '/home'],
    ['/', '/home'],
    ['/engage//inbox/42', '/engage/overview/_/inbox/42'],
    ['/settings/brands', '/settings/brands/list'],
    ['/settings/adaccounts', '/settings/adaccounts/list'],
  ])('redirects %j to %s', (path, to) => {
    expect(resolveRoute(path, ctx())).toEqual({ kind: 'redirect', to });
  });

  it('redirects /notifications to /home unless the notification centre is enabled', () => {
    expect(resolveRoute('/notifications', ctx('suite', false))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(resolveRoute('/notifications', ctx('suite', true))).toEqual({
      kind: 'view',
      view: 'notifications',
      params: {},
    });
  });

  it.each([
    ['listenOnly', '/engage', '/listen'],
    ['listenOnly', '/home', '/listen'],
    ['benchmarkOnly', '/publish', '/benchmark'],
    ['benchmarkOnly', '/home', '/benchmark'],
    ['measureOnly', '/engage', '/measure/dashboards/home'],
    ['measureOnly', '/home', '/measure/dashboards/home'],
    ['essentials', '/listen', '/home'],
    ['suite', '/benchmark/brand-insights', '/home'],
  ] as const)('%s: a hidden route %s redirects to %s', (packageName, path, to) => {
    expect(resolveRoute(path, ctx(packageName))).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['measureOnly', '/measure/dashboards/home', 'measureDashboards'],
    ['measureOnly', '/settings/users', 'settings.users'],
    ['measureOnly', '/settings/channels', 'settings.channels'],
    ['suite', '/settings/channels/linkedin-1', 'settings.channel'],
    ['listenOnly', '/listen', 'listen'],
    ['listenOnly', '/settings/users', 'settings.users'],
    ['benchmarkOnly', '/settings/brands/new', 'settings.brandNew'],
    ['listenOnly', '/settings/profile', 'settings.profile'],
    ['measureOnly', '/settings/ai', 'settings.ai'],
    ['suite', '/settings/profile', 'settings.profile'],
  ] as const)('%s keeps %s', (packageName, path, view) => {
    expect(resolveRoute(path, ctx(packageName))).toMatchObject({ kind: 'view', view });
  });

  // Every route of the spec's table has a view.
  it.each([
    ['/home', 'home', {}],
    ['/engage', 'engage', {}],
    ['/engage/overview/_/inbox/42', 'engage', { rest: 'overview/_/inbox/42' }],
    ['/engage/automation', 'automation', {}],
    ['/engage/automation/rules/r1/runs', 'automation', { rest: 'rules/r1/runs' }],
    ['/integrations/content-viewer', 'contentViewer', {}],
    ['/ads', 'ads', {}],
    ['/ads/act_9/campaigns', 'ads', { adAccountId: 'act_9', rest: 'campaigns' }],
    ['/measure', 'measure', {}],
    ['/measure/dashboards/home', 'measureDashboards', {}],
    ['/publish', 'publish', {}],
    ['/benchmark', 'benchmark', {}],
    ['/benchmark/brand-insights', 'benchmark', { rest: 'brand-insights' }],
    ['/listen', 'listen', {}],
    ['/notifications', 'notifications', {}],
    ['/assume-redirect', 'assumeRedirect', {}],
    ['/logout', 'logout', {}],
    ['/baseline', 'baseline', {}],
    ['/settings/brands/new', 'settings.brandNew', {}],
    ['/settings/brands/list/17', 'settings.brand', { id: '17' }],
    ['/settings/brands/list', 'settings.brands', {}],
    ['/settings/public-channels/list', 'settings.publicChannels', {}],
    ['/settings/adaccounts/list', 'settings.adAccounts', {}],
    ['/settings/adaccounts/connect', 'settings.adAccountConnect', {}],
    ['/settings/adaccounts/act_9', 'settings.adAccount', { adAccountId: 'act_9' }],
    ['/audience/people', 'audience', { area: 'people' }],
    ['/audience/merge/42', 'audience', { area: 'merge', rest: '42' }],
    ['/settings/teams?tab=2', 'settings.teams', {}],
    ['/home/', 'home', {}],
  ])('%s shows %s', (path, view, params) => {
    expect(resolveRoute(path, ctx())).toEqual({ kind: 'view', view, params });
  });

  describe('settings areas never redirect (docs/decisions/0035)', () => {
    const teams = [
      { id: 'care', name: 'Customer Care', userIds: ['eddie'], permissions: { manageUser: false } },
    ];
    const admin = { id: 'ada', isAdmin: true };
    const editor = { id: 'eddie', isAdmin: false };
    const withPerson = (packageName: PackageName, user: typeof admin) => ({
      ...ctx(packageName),
      user,
      teams,
    });

    it.each([
      ['listenOnly', '/settings/channels', 'locked', 'settings.channels'],
      ['essentials', '/settings/adaccounts/list', 'locked', 'settings.adAccounts'],
      ['essentials', '/settings/adaccounts/act_9', 'locked', 'settings.adAccount'],
      ['suite', '/settings/brands/new', 'locked', 'settings.brandNew'],
      ['suite', '/settings/users', 'view', 'settings.users'],
    ] as const)('%s: %s is %s without a person', (packageName, path, kind, view) => {
      expect(resolveRoute(path, ctx(packageName))).toMatchObject({ kind, view });
    });

    it.each([
      ['suite', admin, '/settings/channels', 'view'],
      ['suite', editor, '/settings/channels', 'denied'],
      ['suite', editor, '/settings/users', 'denied'],
      ['suite', editor, '/settings/profile', 'view'],
      ['suite', editor, '/settings', 'view'],
      ['essentials', admin, '/settings/integrations', 'locked'],
      ['essentials', editor, '/settings/integrations', 'denied'],
      ['essentials', editor, '/settings/listen-alerts', 'locked'],
      ['suite', editor, '/settings/brands/list/7', 'locked'],
      ['suiteWithBenchmark', editor, '/settings/brands/list/7', 'view'],
      ['suiteWithBenchmark', editor, '/settings/brands/new', 'denied'],
    ] as const)('%s: %o at %s is %s', (packageName, user, path, kind) => {
      expect(resolveRoute(path, withPerson(packageName, user)).kind).toBe(kind);
      expect(isRouteAllowed(path, withPerson(packageName, user))).toBe(kind === 'view');
    });

    it('keeps the parameters of a denied or locked view', () => {
      expect(resolveRoute('/settings/brands/list/7', withPerson('suite', admin))).toEqual({
        kind: 'locked',
        view: 'settings.brand',
        params: { id: '7' },
      });
    });
  });

  it.each(['/nowhere', '/settings/brands/list/1/2', '/homeward', '/engagement'])(
    'shows nothing for the unknown path %s',
    (path) => {
      expect(resolveRoute(path, ctx())).toEqual({ kind: 'none' });
    },
  );

  it('lands a package without products (CUSTOM) on an empty home', () => {
    expect(resolveRoute('/home', ctx('CUSTOM'))).toEqual({
      kind: 'view',
      view: 'home',
      params: {},
    });
    expect(resolveRoute('/engage', ctx('CUSTOM'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(resolveRoute('/settings/users', ctx('CUSTOM'))).toMatchObject({ kind: 'view' });
  });
});

describe('isRouteAllowed', () => {
  it.each([
    ['/listen', 'essentials', false],
    ['/listen', 'suite', true],
    ['/engage', 'listenOnly', false],
    ['/settings/users', 'listenOnly', true],
    ['/measure', 'measureOnly', true],
    ['/nowhere', 'suite', false],
  ] as const)('%s in %s → %s', (path, packageName, allowed) => {
    expect(isRouteAllowed(path, ctx(packageName))).toBe(allowed);
  });

  it('follows the notification centre switch', () => {
    expect(isRouteAllowed('/notifications', ctx('suite', false))).toBe(false);
  });

  it('allows the support screen to support staff only (docs/decisions/0045)', () => {
    expect(isRouteAllowed('/support', ctx('suite'))).toBe(false);
    expect(isRouteAllowed('/support', { ...ctx('suite'), superUser: true })).toBe(true);
  });
});

describe('the support screen (docs/decisions/0045)', () => {
  it('is a view for support staff and nothing for anyone else', () => {
    expect(resolveRoute('/support', { ...ctx('essentials'), superUser: true })).toEqual({
      kind: 'view',
      view: 'support',
      params: {},
    });
    expect(resolveRoute('/support', ctx('essentials'))).toEqual({ kind: 'none' });
    expect(resolveRoute('/support', { ...ctx('essentials'), superUser: false })).toEqual({
      kind: 'none',
    });
  });
});

describe('routePattern: what a route view records (decision 0104)', () => {
  it.each([
    ['/home', '/home'],
    ['/home?lang=de', '/home'],
    ['/settings/channels/42', '/settings/channels/:id'],
    ['/settings/brands/list/7/', '/settings/brands/list/:id'],
    ['/engage/overview/_/inbox/42', '/engage/*'],
    ['/settings/privacy', '/settings/privacy'],
    ['/nowhere', undefined],
  ])('%s → %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });

  it('is never longer than an analytics event’s route (200 characters)', () => {
    expect(routePattern(`/engage/${'x/'.repeat(500)}`)?.length).toBeLessThanOrEqual(200);
  });
});
