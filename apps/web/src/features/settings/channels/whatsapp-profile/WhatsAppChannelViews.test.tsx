import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { WhatsAppProfile } from '@smm/model';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyNumbers, storyProfiles, storyTemplates } from './whatsapp-profile.story-data.js';
import { WhatsAppNumbersList } from './WhatsAppNumbersList.js';
import { WhatsAppProfileForm } from './WhatsAppProfileForm.js';
import { WhatsAppTemplatesTable } from './WhatsAppTemplatesTable.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  en = await createI18n('en');
  de = await createI18n('de');
});

const noop = () => undefined;
const render = (element: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const form = (
  profile: WhatsAppProfile = storyProfiles.filled,
  extra: { photoError?: string } = {},
) => (
  <WhatsAppProfileForm
    profile={profile}
    saving={false}
    onSave={noop}
    resetting={false}
    onReset={noop}
    photo={{ busy: false, saved: false, onUpload: noop, ...extra }}
  />
);

describe('the business profile form', () => {
  it('shows each field with its counter, the industry by name and both websites', () => {
    const html = text(render(form()));
    expect(html).toContain('28 of 139 characters');
    expect(html).toContain('Restaurant');
    expect(html).toContain('Website 1');
    expect(html).toContain('Website 2');
    expect(render(form())).toMatch(/<button[^>]*disabled[^>]*>.*Add a website/);
  });

  it('names what WhatsApp would refuse under the field it is about', () => {
    const html = text(render(form(storyProfiles.withProblems)));
    expect(html).toMatch(/At most 139 characters: remove \d+\./);
    expect(html).toContain('Enter an e-mail address');
    expect(html).toContain('Enter a web address starting with http:// or https://');
    expect(render(form(storyProfiles.withProblems))).toContain('aria-invalid="true"');
  });

  it('offers every vertical of the spec, Other chosen for an empty profile', () => {
    const html = render(form(storyProfiles.empty));
    expect(html.match(/<option /g)).toHaveLength(17);
    expect(html).toMatch(/<option value="Other" selected="">Other<\/option>/);
    expect(text(html)).toContain('No photo yet');
  });

  it("shows the server's refusal of the photo", () => {
    const html = text(render(form(storyProfiles.filled, { photoError: 'Too big.' })));
    expect(html).toContain('Too big.');
  });

  it('speaks German', () => {
    const html = text(render(form(), de));
    expect(html).toContain('Unternehmensprofil');
    expect(html).toContain('Branche');
  });
});

describe('the numbers of the business account', () => {
  const html = () =>
    render(
      <WhatsAppNumbersList
        numbers={storyNumbers}
        channelId="whatsapp-demo"
        onConnect={noop}
        connectingId={null}
        removingId={null}
        onRemove={noop}
      />,
    );

  it('says each state in words and marks this channel', () => {
    const words = text(html());
    expect(words).toContain('This channel');
    expect(words).toContain('Name in review by WhatsApp');
    expect(words).toContain('Name approved, waiting for the business’s approval');
    expect(words).toContain('Name rejected');
    expect(words).toContain('Reason: A display name may not be written in capitals only.');
    expect(words).toContain('Registered on WhatsApp');
    expect(words).toContain('SMS code not entered yet');
  });

  it('offers Connect and Remove only for the numbers that are not connected', () => {
    const names = [...html().matchAll(/aria-label="((?:Connect|Remove) [^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(names).toEqual([
      'Connect +44 20 7946 0321',
      'Remove +44 20 7946 0321',
      'Connect +44 20 7946 0777',
      'Remove +44 20 7946 0777',
    ]);
  });
});

describe('the message templates', () => {
  it('shows the placeholders, the review in words and the reason of a rejection', () => {
    const html = render(
      <WhatsAppTemplatesTable
        templates={storyTemplates}
        onNew={noop}
        deletingId={null}
        onDelete={noop}
      />,
    );
    const words = text(html);
    expect(html).toContain('title="Placeholder 2"');
    expect(words).toContain('Approved');
    expect(words).toContain('In review');
    expect(words).toContain('Rejected');
    expect(words).toContain('Reason: The text may not start or end with a placeholder.');
    expect(words).toContain('checked again every 30 seconds');
    expect(words).toContain('only send approved templates');
  });
});
