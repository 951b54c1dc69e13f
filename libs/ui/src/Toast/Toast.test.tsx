import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { Toast } from './Toast.js';
import { ToastRegion } from './ToastRegion.js';
import { toastIcon, toastRole, toastTone } from './toast.rules.js';

describe('toast rules', () => {
  it.each([
    ['success', 'success', 'status', 'success'],
    ['info', 'info', 'status', 'info'],
    ['warning', 'warning', 'status', 'warning'],
    ['error', 'danger', 'alert', 'error'],
    ['danger', 'danger', 'alert', 'error'],
  ] as const)('%s is drawn as %s, announced as %s, with the %s icon', (type, tone, role, icon) => {
    expect(toastTone(type)).toBe(tone);
    expect(toastRole(type)).toBe(role);
    expect(toastIcon(type)).toBe(icon);
  });
});

describe('Toast', () => {
  it('announces an error at once and offers to dismiss it', async () => {
    const html = await renderIn(
      'en',
      <Toast type="error" message="Request failed" onDismiss={() => undefined} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('>Request failed</p>');
    expect(html).toContain('aria-label="Dismiss"');
  });

  it('has no dismiss button without onDismiss', async () => {
    const html = await renderIn('en', <Toast type="info" message="Saved" />);
    expect(html).toMatch(/^<div role="status"/);
    expect(html).not.toContain('<button');
  });
});

describe('ToastRegion', () => {
  const toasts = [
    { id: '1', type: 'success', message: 'Profile updated' },
    { id: '2', type: 'error', message: 'Request failed' },
    { id: '3', type: 'warning', message: 'Maintenance tonight' },
  ] as const;

  it('is a landmark named "Notifications" listing the toasts in order', async () => {
    const html = await renderIn('en', <ToastRegion toasts={toasts} onDismiss={() => undefined} />);
    expect(html).toMatch(/^<div role="region" aria-label="Notifications"/);
    expect([...html.matchAll(/role="(alert|status)"/g)].map((m) => m[1])).toEqual([
      'status',
      'alert',
      'status',
    ]);
    expect([...html.matchAll(/<p[^>]*>([^<]+)<\/p>/g)].map((m) => m[1])).toEqual(
      toasts.map((toast) => toast.message),
    );
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(3);
  });

  it('stays in the page, empty, when there is nothing to show', async () => {
    const html = await renderIn('de', <ToastRegion toasts={[]} onDismiss={() => undefined} />);
    expect(html).toMatch(
      /^<div role="region" aria-label="Benachrichtigungen" class="[^"]+"><\/div>$/,
    );
  });
});
