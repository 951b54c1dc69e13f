import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { Channel } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChannelRow } from './ChannelRow.js';
import { storyChannels, storyTeamNames } from './channels.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const render = (channel: Channel, i18n = en, withAction = true) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ChannelRow
        channel={channel}
        teamNames={storyTeamNames}
        href={`#/settings/channels/${channel.id}`}
        onOpen={noop}
        onAction={withAction ? noop : undefined}
      />
    </I18nProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => text(m[1] ?? '').trim());

describe('a channel row', () => {
  it('shows the name given, the network’s own name, username and LinkedIn kind, and leads to the channel', () => {
    const html = render(storyChannels.indexed);
    expect(html).toContain('href="#/settings/channels/linkedin-5f2a"');
    expect(text(html)).toContain('Bakery Jobs');
    expect(text(html)).toContain('On LinkedIn: Ada’s Bakery Ltd');
    expect(text(html)).toContain('@adasbakeryltd · Company page');
    // The network's name on hover and for screen readers.
    expect(html).toMatch(/title="LinkedIn"/);
    expect(html).toMatch(/aria-label="LinkedIn"/);
    expect(text(html)).toContain('26,993');
    expect(text(html)).toContain('2 Nov 2026');
    expect(text(html)).toContain('Customer Care, Social Marketing');
    expect(buttons(html)).toEqual([]);
  });

  it.each([
    [
      storyChannels.failed,
      'Indexing failed',
      'reconnect as someone with a role on the page or account',
      'Reconnect',
    ],
    [storyChannels.rateLimited, 'Indexing failed', 'index it again later', 'Index again'],
    [storyChannels.offline, 'Issue', 'reconnect it', 'Reconnect'],
    [storyChannels.oldFacebook, 'Reconnect needed', 'before 21 September 2019', 'Reconnect'],
  ])('%#: %s says what to do and offers it', (channel, badge, step, action) => {
    const html = render(channel);
    expect(text(html)).toContain(badge);
    expect(text(html)).toContain(step);
    expect(buttons(html)).toEqual([action]);
  });

  it('is being indexed: no action, followers not known yet', () => {
    const html = render(storyChannels.indexing);
    expect(text(html)).toContain('Indexing…');
    expect(text(html)).toContain('Not known yet');
    expect(text(html)).toContain('No team');
    expect(buttons(html)).toEqual([]);
  });

  it('speaks German, with German numbers and dates', () => {
    const html = render(storyChannels.indexed, de);
    expect(text(html)).toContain('26.993');
    expect(text(html)).toContain('Bei LinkedIn: Ada’s Bakery Ltd');
    expect(text(html)).toContain('Unternehmensseite');
  });
});
