import { describe, expect, it } from 'vitest';
import { publishHref, publishRoute, publishTab } from './publish.route.js';

describe('publishRoute', () => {
  it.each([
    ['/publish', 'week'],
    ['/publish/', 'week'],
    ['/publish/calendar', 'week'],
    ['/publish/calendar/week', 'week'],
    ['/publish/calendar/month', 'month'],
    ['/publish/calendar/month?lang=de', 'month'],
    ['/publish/list', 'list'],
    ['/publish/approvals', 'approvals'],
    ['/publish/unknown', 'week'],
  ] as const)('%s shows the %s', (path, view) => {
    expect(publishRoute(path)).toEqual({ view });
  });

  it.each(['week', 'month', 'list', 'approvals'] as const)(
    'the link of the %s leads back to it',
    (view) => {
      expect(publishRoute(publishHref(view).slice(1))).toEqual({ view });
    },
  );

  it.each([
    ['week', 'calendar'],
    ['month', 'calendar'],
    ['list', 'list'],
    ['approvals', 'approvals'],
  ] as const)('the %s is under the %s tab', (view, tab) => {
    expect(publishTab(view)).toBe(tab);
  });
});
