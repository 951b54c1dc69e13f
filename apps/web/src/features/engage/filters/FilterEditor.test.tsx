import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { networkOptions, type FeedEditorOptions } from '@smm/feeds';
import { createI18n } from '@smm/i18n';
import type { Feed } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterEditor, type FilterEditorProps } from './FilterEditor.js';

const options: FeedEditorOptions = {
  networks: networkOptions(['facebook', 'instagram', 'googlemybusiness']),
  channels: [{ value: 'facebook-1', label: 'Demo Coffee page' }],
  labels: [{ value: 'label-vip', label: 'VIP' }],
  assignees: [{ value: 'team-care', label: 'Customer Care' }],
  languages: [{ value: 'en', label: 'English' }],
};
const feed: Feed = {
  id: 'f',
  name: 'Angry VIPs',
  networks: ['instagram'],
  types: ['comment'],
  keywords: ['refund', 'late'],
  sentiments: ['negative'],
  readFilter: { status: 'unread' },
  onlyPriority: true,
  dateFilter: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' },
};
const noop = () => undefined;

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});
const render = (props: Partial<FilterEditorProps> = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <FilterEditor options={options} onSave={noop} onCancel={noop} timeZone="UTC" {...props} />
    </I18nProvider>,
  );

/** The attributes of the element whose label is `text`. */
function controlLabelled(html: string, text: string): string {
  const label = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${text}</label>`).exec(html);
  expect(label, text).not.toBeNull();
  const control = new RegExp(`<(?:input|select|textarea)[^>]*id="${label?.[1]}"[^>]*>`).exec(html);
  expect(control, text).not.toBeNull();
  return control?.[0] ?? '';
}

describe('FilterEditor', () => {
  it('is a form with the name first, three panels and the buttons of a new feed', () => {
    const html = render();
    expect(html).toMatch(/^<form[^>]*novalidate/i);
    expect(controlLabelled(html, 'Name')).toContain('value=""');
    expect([...html.matchAll(/<legend[^>]*>([^<]+)<\/legend>/g)].map((m) => m[1])).toEqual([
      'Sources',
      'Networks',
      'Channels',
      'Content',
      'Content types',
      'Languages',
      'Publication state',
      'Created between',
      'Moderation',
      'Sentiment',
      'Labels',
      'Assignment and notes',
      'Assigned to',
      'Spam',
      'Hidden items',
    ]);
    expect(html).toMatch(/<button type="button"[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Create feed<\/button>/);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });

  it('shows networks by name and every fixed option in words', () => {
    const html = render();
    for (const text of [
      'Facebook',
      'Google Business Profile',
      'Demo Coffee page',
      'Note mentions my team',
      'Spam by automation',
      'Hidden by automation',
      'Vanished',
      'Uncategorized',
      'Only priority items',
      'Only items with an open case',
      'Without unpublished posts',
      'Include our own replies',
      'Blur media in this feed',
    ]) {
      expect(controlLabelled(html, text)).toContain('type="checkbox"');
    }
    expect(html).toMatch(/<option value="" selected="">Any<\/option>/);
    expect(html).toContain('<option value="automation">Read by automation</option>');
  });

  it('labels every control, and describes the keyword boxes by their hints', () => {
    const html = render();
    const controls = [...html.matchAll(/<(?:input|select|textarea)[^>]*id="([^"]+)"/g)];
    const labelled = new Set([...html.matchAll(/<label[^>]*for="([^"]+)"/g)].map((m) => m[1]));
    expect(controls.length).toBeGreaterThan(30);
    for (const [, id] of controls) expect(labelled.has(id), id).toBe(true);
    const keywords = controlLabelled(html, 'Keywords');
    const hintId = /aria-describedby="([^"]+)"/.exec(keywords)?.[1];
    expect(html).toMatch(new RegExp(`<p [^>]*id="${hintId}"`));
  });

  it('opens a stored feed with its filters ticked and its dates as days', () => {
    const html = render({ feed });
    expect(controlLabelled(html, 'Name')).toContain('value="Angry VIPs"');
    expect(controlLabelled(html, 'Instagram')).toContain('checked=""');
    expect(controlLabelled(html, 'Facebook')).not.toContain('checked');
    expect(controlLabelled(html, 'Comment')).toContain('checked=""');
    expect(controlLabelled(html, 'Negative')).toContain('checked=""');
    expect(controlLabelled(html, 'Only priority items')).toContain('checked=""');
    expect(html).toMatch(/<textarea[^>]*>refund, late<\/textarea>/);
    expect(html).toMatch(/<option value="unread" selected="">Unread<\/option>/);
    expect(controlLabelled(html, 'From')).toContain('value="2026-11-01"');
    expect(controlLabelled(html, 'To')).toContain('value="2026-11-30"');
    expect(html).toMatch(/<button type="submit"[^>]*>Save feed<\/button>/);
  });

  it('shows why saving failed as an alert', () => {
    expect(render({ error: 'Feed name already in use' })).toContain('<p role="alert" class="');
    expect(render({ error: 'Feed name already in use' })).toContain('Feed name already in use');
  });

  it('makes the save button busy while saving', () => {
    expect(render({ saving: true })).toMatch(
      /<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"[^>]*>/,
    );
  });

  it('picks channels with their networks and the channel groups, a group ticked whole shown ticked', () => {
    const html = render({
      feed: { ...feed, channels: ['facebook-1', 'instagram-1'] },
      channelPicker: {
        channels: [
          { id: 'facebook-1', name: 'Demo Coffee', network: 'facebook' },
          { id: 'instagram-1', name: 'Demo Coffee', network: 'instagram' },
          { id: 'twitter-1', name: 'Demo Coffee', network: 'twitter' },
        ],
        groups: [
          { id: 'g-meta', name: 'Meta pages', channelIds: ['facebook-1', 'instagram-1'] },
          { id: 'g-x', name: 'X only', channelIds: ['twitter-1'] },
        ],
      },
    });
    expect(html).toMatch(/<legend[^>]*>Channel groups<\/legend>/);
    // Each channel's label names it and its network; the feed's channels are ticked.
    for (const [id, network, ticked] of [
      ['facebook-1', 'Facebook', true],
      ['instagram-1', 'Instagram', true],
      ['twitter-1', 'X', false],
    ] as const) {
      const input = new RegExp(`<input data-channel-id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
      const inputId = / id="([^"]+)"/.exec(input)?.[1];
      const label = new RegExp(`<label[^>]*for="${inputId}"[^>]*>([\\s\\S]*?)</label>`).exec(
        html,
      )?.[1];
      expect(label?.replace(/<[^>]+>/g, ''), id).toBe(`Demo Coffee ${network}`);
      expect(input.includes('checked=""'), id).toBe(ticked);
    }
    const group = (name: string) =>
      new RegExp(`<input data-selection="(\\w+)"[^>]*>(?:(?!<input).)*?<span>${name}</span>`).exec(
        html,
      )?.[1];
    expect(group('Meta pages')).toBe('all');
    expect(group('X only')).toBe('none');
    expect(html).toContain('2 of 3 selected');
  });

  it('leaves out a field with nothing to choose', () => {
    const html = render({ options: { ...options, labels: [] } });
    expect(html).not.toMatch(/<legend[^>]*>Labels<\/legend>/);
  });
});
