import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  resolveRoute,
  SETTINGS_VIEW_IDS,
  settingsAreaOf,
  type SettingsViewId,
  VIEW_IDS,
} from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { createI18n } from '@smm/i18n';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { notYetArea, SETTINGS_AREA_SCREENS, settingsAreaScreen } from './areas.js';
import { settingsCalls } from './settings.calls.js';
import type { SettingsAreaProps } from './settings-area.types.js';
import { demoNavigation, demoPeople, demoTeams } from './settings.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const api = {} as ApiClient;
const props = (view: SettingsViewId): SettingsAreaProps => ({
  view,
  params: {},
  me: demoPeople.admin,
  teams: demoTeams,
  packageName: 'suite',
  navigation: demoNavigation('admin', 'suite'),
  api,
  calls: settingsCalls(api),
  aiEnabled: true,
  onMeChanged: () => undefined,
  onAiChanged: () => undefined,
  onSignInAgain: () => undefined,
});

const render = (Area: ComponentType<SettingsAreaProps>, view: SettingsViewId, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Area {...props(view)} />
    </I18nProvider>,
  );

/** The hash links of a page. */
const links = (html: string) => [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? '');

const ctx = { packageName: 'suite' as const, notificationCentreEnabled: true };

describe('the settings area registry', () => {
  it('has a screen for every settings view of the route table, and for nothing else', () => {
    expect(Object.keys(SETTINGS_AREA_SCREENS).sort()).toEqual(
      VIEW_IDS.filter((view) => view.startsWith('settings.')).sort(),
    );
  });

  it('keeps the overview, the profile and AI features as real screens', () => {
    for (const view of ['settings.overview', 'settings.profile', 'settings.ai'] as const) {
      expect(SETTINGS_AREA_SCREENS[view]).not.toBe(notYetArea);
    }
  });

  it('has real screens for channel groups, campaign tracking, tracking templates and integrations', async () => {
    for (const view of [
      'settings.channelGroups',
      'settings.campaignTracking',
      'settings.trackingTemplates',
      'settings.integrations',
    ] as const) {
      expect(SETTINGS_AREA_SCREENS[view]).not.toBe(notYetArea);
      expect(typeof (await SETTINGS_AREA_SCREENS[view]())).toBe('function');
    }
    // The first screens loaded pull in the shared modules: slow on a busy machine.
  }, 30_000);

  it('has real screens for the ad-account list, connect flow and editor', async () => {
    for (const view of [
      'settings.adAccounts',
      'settings.adAccountConnect',
      'settings.adAccount',
    ] as const) {
      expect(SETTINGS_AREA_SCREENS[view]).not.toBe(notYetArea);
      expect(typeof (await SETTINGS_AREA_SCREENS[view]())).toBe('function');
    }
  }, 30_000);

  it('makes each view’s lazy screen once, so a screen keeps its state across renders', () => {
    expect(settingsAreaScreen('settings.users')).toBe(settingsAreaScreen('settings.users'));
    expect(settingsAreaScreen('settings.users')).not.toBe(settingsAreaScreen('settings.teams'));
  });

  const notYet = SETTINGS_VIEW_IDS.filter((view) => SETTINGS_AREA_SCREENS[view] === notYetArea);

  it.each(notYet)(
    '%s not built yet: a page with its name, what it is for, a plain statement and live links',
    async (view) => {
      const html = render(await SETTINGS_AREA_SCREENS[view](), view);
      expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
      expect(html).toContain('This area is not available in this version of Switchboard yet.');
      expect(html.toLowerCase()).not.toContain('coming soon');
      expect(links(html).length).toBeGreaterThan(0);
      // Every link leads to a settings screen that is open to everyone.
      for (const path of links(html)) {
        const resolution = resolveRoute(path, { ...ctx, user: demoPeople.editor, teams: [] });
        expect(resolution.kind, path).toBe('view');
      }
    },
  );

  it('names the area and the inner screen: a new brand, an ad account’s connection', async () => {
    const area = await notYetArea();
    expect(render(area, 'settings.brandNew')).toMatch(/<h2[^>]*>New brand<\/h2>/);
    expect(render(area, 'settings.adAccountConnect')).toMatch(
      /<h2[^>]*>Connect an ad account<\/h2>/,
    );
    expect(render(area, 'settings.adAccountConnect')).toContain(
      'Connect the ad accounts whose campaigns you see and boost in Ads.',
    );
  });

  it('leads back to all settings', async () => {
    expect(links(render(await notYetArea(), 'settings.integrations'))).toEqual([
      '/settings/overview',
    ]);
  });

  it('speaks the active language', async () => {
    const html = render(await notYetArea(), 'settings.integrations', de);
    expect(html).toMatch(/<h2[^>]*>Integrationen<\/h2>/);
    expect(html).toContain('Dieser Bereich ist in dieser Version von Switchboard noch nicht');
  });

  it('lists on the overview a card linking to every area of the navigation but itself', async () => {
    const html = render(await SETTINGS_AREA_SCREENS['settings.overview'](), 'settings.overview');
    const areas = demoNavigation('admin', 'suite')
      .flatMap((group) => group.areas)
      .filter((area) => area.id !== 'settings.overview');
    expect(links(html)).toEqual(areas.map((area) => area.path));
    // Brands and public channels are not in suite: their cards say so.
    expect(
      html.match(/Not in your organisation’s package|Not in your organisation&#x27;s package/g),
    ).toHaveLength(2);
    for (const path of links(html)) {
      const resolution = resolveRoute(path, { ...ctx, user: demoPeople.admin, teams: demoTeams });
      expect(['view', 'locked']).toContain(resolution.kind);
      expect(resolution.kind === 'none' || resolution.kind === 'redirect').toBe(false);
      if (resolution.kind !== 'none' && resolution.kind !== 'redirect') {
        expect(areas.map((area) => area.id)).toContain(
          settingsAreaOf(resolution.view as SettingsViewId),
        );
      }
    }
  });
});
