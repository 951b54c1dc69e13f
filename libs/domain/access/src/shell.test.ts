import { describe, expect, it } from 'vitest';
import { areaId, areaLabel, homeWidgets, sidebarButtons } from './index.js';

describe('sidebarButtons (platform §2)', () => {
  it.each([
    [
      'suiteWithBenchmark',
      true,
      [
        'home',
        'engage',
        'publish',
        'measure',
        'benchmark',
        'listen',
        'ads',
        'audience',
        'notifications',
        'settings',
      ],
    ],
    ['essentials', false, ['home', 'engage', 'publish', 'measure', 'settings']],
    ['listenOnly', false, ['listen', 'settings']],
    ['measureOnly', false, ['measure', 'settings']],
    ['benchmarkOnly', true, ['benchmark', 'notifications', 'settings']],
  ] as const)('%s (centre %s) → %j', (packageName, notificationCentreEnabled, ids) => {
    expect(
      sidebarButtons({ packageName, notificationCentreEnabled }).map((button) => button.id),
    ).toEqual(ids);
  });

  it('shows support staff, and only them, the support button last', () => {
    const staff = sidebarButtons({
      packageName: 'suite',
      notificationCentreEnabled: false,
      superUser: true,
    });
    expect(staff.at(-1)).toEqual({
      id: 'support',
      label: 'Support',
      path: '/support',
      locked: false,
    });
    const others = sidebarButtons({ packageName: 'suite', notificationCentreEnabled: false });
    expect(others.some((button) => button.id === 'support')).toBe(false);
  });

  it('locks a product the package has but the user’s flags switch off', () => {
    const buttons = sidebarButtons({
      packageName: 'suite',
      notificationCentreEnabled: false,
      flags: { ads: false },
    });
    expect(buttons.find((button) => button.id === 'ads')?.locked).toBe(true);
    expect(buttons.find((button) => button.id === 'engage')?.locked).toBe(false);
  });
});

describe('homeWidgets (engage §2)', () => {
  it.each([
    ['suiteWithBenchmark', ['publishing', 'engage', 'measure', 'audience', 'listen']],
    ['noListenNoAudience', ['publishing', 'engage', 'measure']],
    ['essentials', ['publishing', 'engage', 'measure']],
    ['nolisten', ['publishing', 'engage', 'measure', 'audience']],
  ] as const)('%s → %j', (packageName, widgets) => {
    expect(homeWidgets({ packageName, notificationCentreEnabled: true })).toEqual(widgets);
  });

  it('switches off a widget whose product the user’s flags switch off', () => {
    expect(
      homeWidgets({
        packageName: 'suite',
        notificationCentreEnabled: true,
        flags: { audience: false },
      }),
    ).not.toContain('audience');
  });
});

describe('areaLabel', () => {
  it.each([
    ['/home', 'Home'],
    ['/engage/overview/_/x', 'Engage'],
    ['/integrations/content-viewer', 'Engage'],
    ['/measure/dashboards/home', 'Measure'],
    ['/audience/insights/x', 'Audience'],
    ['/settings/brands/list', 'Settings'],
    ['/settings', 'Settings'],
    ['/notifications', 'Notifications'],
    ['/logout', null],
    ['/nowhere', null],
  ])('names the area of %s: %s', (path, label) => {
    expect(areaLabel(path)).toBe(label);
    // The id is the sidebar button's whose label it is.
    const id = areaId(path);
    const buttons = sidebarButtons({ packageName: 'suite', notificationCentreEnabled: true });
    expect(buttons.find((button) => button.id === id)?.label ?? null).toBe(label);
  });
});
