import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ConnectView } from '@smm/channels';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyAccounts } from './channels.story-data.js';
import { ConnectDialog } from './ConnectDialog.js';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const noop = () => undefined;
const render = (view: ConnectView) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <ConnectDialog
        open
        view={view}
        onChoose={noop}
        onChooseWhatsApp={noop}
        onToggle={noop}
        onAdd={noop}
        onRetry={noop}
        onBack={noop}
        onClose={noop}
      />
    </I18nProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttonNames = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    (m) => /aria-label="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? text(m[2] ?? '').trim(),
  );

describe('the connect dialog', () => {
  it('offers the nine networks, and WhatsApp with a sentence on its own flow', () => {
    const html = render({ step: 'networks', opening: null });
    expect(buttonNames(html).filter((name) => name.startsWith('Connect '))).toEqual([
      'Connect Facebook',
      'Connect Instagram',
      'Connect X',
      'Connect YouTube',
      'Connect LinkedIn',
      'Connect TikTok',
      'Connect Google Business Profile',
      'Connect Threads',
      'Connect Pinterest',
      'Connect WhatsApp',
    ]);
    expect(text(html)).toContain(
      'WhatsApp numbers connect through their WhatsApp Business account: choose the number, enter its SMS code, activate it.',
    );
    expect(buttonNames(html).filter((name) => /whatsapp/i.test(name))).toEqual([
      'Connect WhatsApp',
    ]);
    expect(text(html)).not.toMatch(/not available|does not have yet/);
  });

  it('lists the accounts allowed: the available ones to pick, the others said as such', () => {
    const html = render({
      step: 'accounts',
      network: 'linkedin',
      accounts: storyAccounts,
      selected: ['linkedin-a1'],
    });
    expect(text(html)).toContain('Choose the LinkedIn accounts to add');
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(5);
    expect(boxes.filter((box) => box.includes('disabled'))).toHaveLength(2);
    expect(boxes.filter((box) => box.includes('checked'))).toHaveLength(1);
    expect(text(html)).toContain('Already added');
    expect(text(html)).toContain('Connected by another organisation');
    expect(buttonNames(html)).toContain('Add 1 channel');
  });

  it.each([
    [
      { kind: 'consent', reason: 'access_denied' },
      true,
      'Access was not allowed on Facebook, so nothing changed.',
    ],
    [{ kind: 'consent', reason: 'taken' }, false, 'An account you chose is connected by another'],
    [
      { kind: 'start', error: { status: 503, message: 'Service unavailable' } },
      true,
      'Service unavailable',
    ],
  ] as const)('explains %j and offers the next step', (problem, retry, says) => {
    const html = render({ step: 'failed', network: 'facebook', problem, canRetry: retry });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(says);
    expect(buttonNames(html).includes('Try again')).toBe(retry);
    expect(buttonNames(html)).toContain('Choose another network');
  });

  it('shows the legacy job’s progress while adding', () => {
    const html = render({
      step: 'adding',
      network: 'linkedin',
      legacy: { connected: 1, total: 3, finished: false, failed: false },
    });
    expect(text(html)).toContain('Connecting in the background: 1 of 3 connected.');
  });
});
