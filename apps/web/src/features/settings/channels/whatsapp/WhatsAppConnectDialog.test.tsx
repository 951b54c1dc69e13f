import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppConnectDialog } from './WhatsAppConnectDialog.js';
import { CAUSE, STORY_NOW, storyCodeSent, storyViews } from './whatsapp.story-data.js';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const noop = () => undefined;
const render = (view: WhatsAppConnectView, now = STORY_NOW) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <WhatsAppConnectDialog
        open
        view={view}
        now={now}
        onChooseAccount={noop}
        onChooseNumber={noop}
        onAddNumber={noop}
        onRemoveNumber={noop}
        onSendCode={noop}
        onVerifyCode={noop}
        onActivate={noop}
        onRetry={noop}
        onBack={noop}
        onClose={noop}
      />
    </I18nProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => ({
    name: /aria-label="([^"]+)"/.exec(m[1] ?? '')?.[1] ?? text(m[2] ?? '').trim(),
    disabled: / disabled=""/.test(m[1] ?? ''),
  }));

describe('the WhatsApp connect dialog', () => {
  it('marks the current step and says the ones done', () => {
    const html = render(storyViews.code);
    expect(html).toMatch(/aria-current="step"[^>]*>SMS code</);
    expect(text(html)).toContain('Business account (done)');
    expect(text(html)).toContain('Number (done)');
  });

  it('says each number’s registration, code and name approval in words, and why a name was rejected', () => {
    const html = text(render(storyViews.numbers));
    for (const words of ['Activated', 'Code verified', 'Name approved', 'Not activated']) {
      expect(html).toContain(words);
    }
    expect(html).toContain('Code not entered');
    expect(html).toContain('Name rejected');
    expect(html).toContain('Why the name was rejected: A display name may not contain');
    const names = buttons(render(storyViews.numbers)).map((b) => b.name);
    // The connected number is said as such; the one being connected continues.
    expect(names).not.toContain('Connect +44 20 7946 0018');
    expect(names).toContain('Connect +44 20 7946 0321');
    expect(names).toContain('Continue connecting +44 20 7946 0555');
    expect(names).toContain('Remove +44 20 7946 0321');
  });

  it('counts down the resend, and offers the SMS code to the code field only', () => {
    const sent = render({ ...storyViews.code, send: 'sent', sent: storyCodeSent });
    expect(buttons(sent)).toContainEqual({ name: 'Send again in 0:42', disabled: true });
    expect(text(sent)).toContain('Code sent to +44 •• •••• 0321.');
    const later = render(
      { ...storyViews.code, send: 'sent', sent: storyCodeSent },
      Date.parse(storyCodeSent.resendAfter),
    );
    expect(buttons(later)).toContainEqual({ name: 'Send again', disabled: false });
    const code = /<input[^>]*name="code"[^>]*>/.exec(sent)?.[0] ?? '';
    const pin = /<input[^>]*name="pin"[^>]*>/.exec(sent)?.[0] ?? '';
    expect(code).toContain('inputMode="numeric"');
    expect(code).toContain('autoComplete="one-time-code"');
    expect(pin).toContain('inputMode="numeric"');
    expect(pin).toContain('type="password"');
  });

  it('shows an activation failure’s cause, that it clears itself, and Try again', () => {
    const html = render({
      ...storyViews.activate,
      activation: { state: 'failed', cause: CAUSE },
    });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(CAUSE);
    expect(text(html)).toContain('This message clears itself 5 minutes after the last try.');
    expect(buttons(html).map((b) => b.name)).toContain('Try again');
  });

  it('connected: links to the channel’s page and to the inbox', () => {
    const html = render(storyViews.connected);
    expect(html).toContain('href="#/settings/channels/whatsapp-pn-0321"');
    expect(html).toContain('href="#/engage"');
    expect(text(html)).toContain('Demo Coffee Orders is connected');
  });
});
