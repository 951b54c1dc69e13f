import {
  ACCEPT_ALL,
  type AnalyticsEvent,
  type ConsentRecord,
  CONSENT_WAIT_MS,
  ONLY_NECESSARY,
} from '@smm/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.js';

const view = (route: string): AnalyticsEvent => ({ type: 'routeView', route, fragment: '' });
const record = (categories = ACCEPT_ALL): ConsentRecord => ({
  categories,
  decidedAt: '2026-11-26T10:00:00.000Z',
});

describe('the web app’s analytics module (decision 0104)', () => {
  let sent: AnalyticsEvent[];
  const send = (event: AnalyticsEvent) => {
    sent.push(event);
    return Promise.resolve();
  };
  beforeEach(() => {
    sent = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds route views until the consent loads, then sends them with C0002', () => {
    const analytics = createAnalytics({ send });
    analytics.track(view('/home'));
    vi.advanceTimersByTime(CONSENT_WAIT_MS - 1);
    expect(sent).toEqual([]);
    analytics.consentKnown(record());
    analytics.track(view('/engage/*'));
    expect(sent.map((e) => e.route)).toEqual(['/home', '/engage/*']);
  });

  it('sends nothing when no consent is known within 3 s, even after waiting longer', () => {
    const analytics = createAnalytics({ send });
    analytics.track(view('/home'));
    vi.advanceTimersByTime(CONSENT_WAIT_MS);
    expect(analytics.gate()).toEqual({ kind: 'silent', reason: 'timedOut' });
    analytics.track(view('/publish/*'));
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });

  it('sends nothing for a person who has not decided or chose only necessary', () => {
    for (const consent of [null, record(ONLY_NECESSARY)]) {
      const analytics = createAnalytics({ send });
      analytics.track(view('/home'));
      analytics.consentKnown(consent);
      analytics.track(view('/home'));
      vi.advanceTimersByTime(CONSENT_WAIT_MS * 2);
    }
    expect(sent).toEqual([]);
  });

  it('follows a change of the consent at once', () => {
    const analytics = createAnalytics({ send });
    analytics.consentKnown(null);
    analytics.track(view('/home'));
    analytics.consentKnown(record({ ...ONLY_NECESSARY, C0002: true }));
    analytics.track(view('/settings/privacy'));
    analytics.consentKnown(record(ONLY_NECESSARY));
    analytics.track(view('/home'));
    expect(sent.map((e) => e.route)).toEqual(['/settings/privacy']);
  });

  it('does not throw when a send fails', async () => {
    const analytics = createAnalytics({ send: () => Promise.reject(new Error('offline')) });
    analytics.consentKnown(record());
    expect(() => analytics.track(view('/home'))).not.toThrow();
    await Promise.resolve();
  });
});
