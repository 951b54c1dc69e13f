import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeliveryLog, type DeliveryLogProps } from './DeliveryLog.js';
import {
  storyDeliveries,
  storyDisabled,
  storyFailing,
  storyHealthy,
  storyRotatedSecret,
  storySecret,
  storyTopics,
} from './integrations.story-data.js';
import { SecretPanel } from './SecretPanel.js';
import { SubscriptionToggles } from './SubscriptionToggles.js';
import { TestEvent } from './TestEvent.js';
import { TopicPicker } from './TopicPicker.js';
import { WebhookForm } from './WebhookForm.js';
import { WebhookRow } from './WebhookRow.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const render = (node: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const names = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);

const row = (webhook = storyHealthy, i18n = en) =>
  render(
    <WebhookRow
      webhook={webhook}
      onOpen={noop}
      onEnabledChange={noop}
      onEdit={noop}
      onDelete={noop}
    />,
    i18n,
  );

describe('a webhook row', () => {
  it('shows the name, the address, the topic count, the health and each last attempt named', () => {
    const html = row();
    expect(text(html)).toContain('CRM sync');
    expect(text(html)).toContain('https://crm.example.com/hooks/switchboard');
    expect(text(html)).toContain('3 topics');
    expect(html).toContain('data-health="healthy"');
    expect(text(html)).toContain('Healthy');
    const marks = names(html).filter(
      (name) => name?.startsWith('engage.') || name?.startsWith('user.'),
    );
    expect(marks).toHaveLength(4);
    expect(marks[2]).toMatch(/^engage\.item\.created failed .* \(503\)$/);
    expect(html).toContain('role="switch"');
    expect(names(html)).toEqual(expect.arrayContaining(['Edit CRM sync', 'Delete CRM sync']));
  });

  it('says since when a failing webhook fails, and an attempt without an answer', () => {
    const html = text(row(storyFailing));
    expect(html).toMatch(/Failing since \d/);
    expect(html).toContain('(no answer)');
  });

  it('gives the reason a webhook was switched off, and that nothing was sent', () => {
    const html = row(storyDisabled);
    expect(text(html)).toContain('Disabled: Every attempt failed for 5 days');
    expect(text(html)).toContain('Nothing sent yet');
    expect(html).not.toMatch(/role="switch"[^>]*checked/);
  });

  it('speaks German', () => {
    const html = text(row(storyFailing, de));
    expect(html).toContain('1 Thema');
    expect(html).toContain('Fehlerhaft seit');
  });
});

describe('the topic picker', () => {
  it('groups the topics, marks a partly ticked group mixed and a whole one ticked', () => {
    const html = render(
      <TopicPicker
        topics={storyTopics}
        selected={['engage.item.created', 'user.invited', 'user.deleted']}
        onChange={noop}
      />,
    );
    expect(text(html)).toContain('3 of 9 selected');
    for (const group of ['Engage', 'Automation', 'Channels', 'Exports', 'Users']) {
      expect(text(html)).toContain(`All of ${group}`);
    }
    expect(html).toMatch(/checked=""[^>]*data-selection="all"|data-selection="all"[^>]*checked/);
    expect(html).toContain('data-selection="some"');
    expect(html).toContain('data-selection="none"');
  });

  it('shows the topics in German, what each tells too', () => {
    const html = text(
      render(<TopicPicker topics={storyTopics} selected={[]} onChange={noop} />, de),
    );
    expect(html).toContain('Alle aus Kanäle');
    expect(html).toContain('Ein Kanal wurde verbunden oder erneut verbunden.');
  });
});

describe('the webhook form', () => {
  const form = (error?: string) =>
    render(
      <WebhookForm
        webhook={storyHealthy}
        topics={storyTopics}
        error={error}
        onSave={noop}
        onCancel={noop}
      />,
    );

  it("shows the server's refusal of the address under the address field", () => {
    const html = form(
      'url: 10.1.2.3 is a private network address; webhooks only go to public addresses.',
    );
    expect(html).toMatch(/aria-invalid="true"[^>]*value="https:\/\/crm\.example\.com/);
    expect(text(html)).toContain('10.1.2.3 is a private network address');
    expect(html).not.toContain('role="alert" class');
  });

  it('shows any other refusal at the end of the form', () => {
    const html = form('An organisation has at most 20 webhooks.');
    expect(html).toMatch(/role="alert"[^>]*>An organisation has at most 20 webhooks\./);
  });
});

describe('the test event', () => {
  it.each([
    [{ kind: 'idle' } as const, ['Send test event'], []],
    [{ kind: 'running' } as const, ['Sending the test event…'], []],
    [
      { kind: 'finished', ok: true, status: '204', deliveryId: 'd1' } as const,
      ['Delivered (204)', 'Show it in the delivery log'],
      ['Not delivered'],
    ],
    [
      { kind: 'finished', ok: false, status: '503', errorMessage: 'Service Unavailable' } as const,
      ['Not delivered: Service Unavailable', 'Status: 503'],
      ['Delivered ('],
    ],
    [
      { kind: 'finished', ok: false, status: null, errorMessage: 'Unknown Error' } as const,
      ['Not delivered: Unknown Error', 'Status: no answer'],
      [],
    ],
  ])('%j says %j', (state, shown, hidden) => {
    const html = render(<TestEvent state={state} onSend={noop} onShowDelivery={noop} />);
    for (const words of shown) expect(text(html)).toContain(words);
    for (const words of hidden) expect(text(html)).not.toContain(words);
    expect(html.includes('aria-busy="true"')).toBe(state.kind === 'running');
  });
});

describe('the delivery log', () => {
  const log = (props: Partial<DeliveryLogProps> = {}) =>
    render(
      <DeliveryLog
        state={{ kind: 'ready', deliveries: storyDeliveries, next: 'c2' }}
        filters={{}}
        onFilters={noop}
        topics={storyTopics.map((topic) => topic.name)}
        expanded={new Set()}
        onToggle={noop}
        resending={new Set()}
        onResend={noop}
        loadingMore={false}
        onLoadMore={noop}
        onRetry={noop}
        replaySince="2026-11-24T09:30"
        onReplaySince={noop}
        replaying={false}
        onReplay={noop}
        {...props}
      />,
    );

  it('lists each delivery with its status, attempts and last answer; a pending one its next attempt', () => {
    const html = log();
    expect(html.match(/data-delivery-id=/g)).toHaveLength(3);
    expect(html).toContain('data-status="succeeded"');
    expect(html).toContain('data-status="pending"');
    expect(html).toContain('data-status="failed"');
    expect(text(html)).toMatch(/Next attempt: \d/);
    expect(text(html)).toContain('Load more');
    expect(html.match(/>Resend</g)).toHaveLength(3);
    expect(html).not.toContain('data-message-id');
  });

  it('opens a delivery: its webhook-id, its JSON body, every attempt with answer and error', () => {
    const html = log({ expanded: new Set(['dl-1']) });
    expect(html).toContain('aria-expanded="true"');
    expect(text(html)).toContain('msg_2fb1c0de');
    expect(html).toContain('&quot;type&quot;: &quot;engage.item.created&quot;');
    expect(html.match(/data-attempt-ok=/g)).toHaveLength(2);
    expect(text(html)).toContain('Error: No answer within 15 s.');
    expect(text(html)).toContain('(empty)');
  });

  it('says when filters hide every delivery, and when nothing was sent', () => {
    expect(
      text(log({ state: { kind: 'ready', deliveries: [] }, filters: { status: 'failed' } })),
    ).toContain('No delivery matches these filters.');
    expect(text(log({ state: { kind: 'ready', deliveries: [] } }))).toContain(
      'Nothing has been sent to this webhook yet.',
    );
  });
});

describe('the secret panel', () => {
  it('masks the secret until shown, and names its buttons', () => {
    const html = render(<SecretPanel secret={storySecret} onCopy={noop} onRotate={noop} />);
    expect(html).not.toContain('MfKQ9r8');
    expect(text(html)).toContain('whsec_');
    expect(names(html)).toEqual(expect.arrayContaining(['Show secret', 'Copy secret']));
    expect(text(html)).toContain('webhook-signature');
    const shown = render(
      <SecretPanel secret={storySecret} defaultShown onCopy={noop} onRotate={noop} />,
    );
    expect(shown).toContain(storySecret.secret);
  });

  it('during a rotation, shows until when the previous secret signs', () => {
    const html = text(
      render(<SecretPanel secret={storyRotatedSecret} onCopy={noop} onRotate={noop} />),
    );
    expect(html).toMatch(/Previous secret, signing until \d/);
  });
});

describe('the topic switches', () => {
  const switches = (busy: ReadonlyMap<string, boolean>) =>
    render(
      <SubscriptionToggles
        webhook={storyHealthy}
        topics={storyTopics}
        busy={busy}
        onToggle={noop}
      />,
    );
  const input = (html: string, topic: string) =>
    new RegExp(`<input[^>]*data-topic="${topic.replaceAll('.', '\\.')}"[^>]*>`).exec(html)?.[0] ??
    '';

  it('are on for the subscribed topics', () => {
    const html = switches(new Map());
    expect(input(html, 'engage.item.created')).toContain('checked');
    expect(input(html, 'export.ready')).not.toContain('checked');
    expect(html.match(/role="switch"/g)).toHaveLength(storyTopics.length);
  });

  it('show the state asked for, busy and disabled, while the call runs', () => {
    const html = switches(new Map([['export.ready', true]]));
    const running = input(html, 'export.ready');
    expect(running).toContain('checked');
    expect(running).toContain('aria-busy="true"');
    expect(running).toContain('disabled');
    expect(input(html, 'engage.item.created')).not.toContain('aria-busy');
  });
});
