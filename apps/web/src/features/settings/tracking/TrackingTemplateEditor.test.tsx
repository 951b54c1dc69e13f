import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { TrackingTemplate } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrackingTemplateEditor } from './TrackingTemplateEditor.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const sample = { network: 'instagram', name: 'Demo Coffee' };
const render = (template?: TrackingTemplate, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TrackingTemplateEditor template={template} sample={sample} onSave={noop} onCancel={noop} />
    </I18nProvider>,
  );

/** The values of the key fields (those suggesting the UTM keys), in order. */
const keys = (html: string) =>
  [...html.matchAll(/<input[^>]*\blist="[^"]*"[^>]*>/g)].map(
    ([input]) => /\svalue="([^"]*)"/.exec(input)?.[1],
  );
const tagged = (html: string) =>
  /data-tagged-link="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('TrackingTemplateEditor', () => {
  it('starts a new template with the suggested UTM parameters, previewed on a sample link', () => {
    const html = render();
    expect(keys(html)).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
    ]);
    expect(tagged(html)).toBe(
      'https://www.example.com/menu?size=large&utm_source=instagram&utm_medium=social&utm_content=18374650#oat-milk',
    );
    expect(html).toContain('A link in a post on Demo Coffee becomes:');
    expect(html).toMatch(/<button type="submit"[^>]*>Create template<\/button>/);
    // Problems show only after a first attempt to save.
    expect(html).not.toContain('aria-invalid');
  });

  it('opens a template with its rows, and says when links stay as they are', () => {
    const html = render({
      id: 't',
      name: 'Empty slots',
      parameters: [{ key: 'utm_campaign', value: '' }],
      channelIds: [],
      canChange: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(keys(html)).toEqual(['utm_campaign']);
    expect(html).toContain('Links stay as they are: no parameter has a value.');
    expect(html).toMatch(/<button type="submit"[^>]*>Save template<\/button>/);
  });

  it('names every row’s fields and remove button in the active language', () => {
    const html = render(undefined, de);
    expect(html).toContain('Schlüssel von Parameter 1');
    expect(html).toContain('Wert von Parameter 5');
    expect(html).toContain('aria-label="Parameter 3 entfernen"');
    expect(html).toContain('{network} (das Netzwerk)');
  });
});
