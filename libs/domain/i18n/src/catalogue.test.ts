import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalogue, translate } from './catalogue.js';
import { SUPPORTED_LOCALES } from './locale.rules.js';
import { engageMessages } from './messages/engage.messages.js';
import { platformMessages } from './messages/platform.messages.js';
import { settingsMessages } from './messages/settings.messages.js';
import { areaMessages, shellMessages } from './messages/shell.messages.js';
import { uiMessages } from './messages/ui.messages.js';

const descriptors: MessageDescriptor[] = [
  ...Object.values(platformMessages),
  ...Object.values(engageMessages),
  ...Object.values(uiMessages),
  ...Object.values(shellMessages),
  ...Object.values(areaMessages),
  ...Object.values(settingsMessages),
];

/** Words a language spells as English does; every other message must be translated. */
const SAME_AS_ENGLISH: Readonly<Partial<Record<string, readonly string[]>>> = {
  fr: ['ui.notifications', 'area.notifications', 'area.audience'],
  it: ['area.home', 'shell.password'],
};

/** The placeholders of a source message, each given a recognisable value. */
function placeholders(descriptor: MessageDescriptor): Record<string, string> {
  const names = [...(descriptor.message ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, `«${name}»`]));
}

describe('catalogues', () => {
  it('has a message of its own for every id', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(80);
    expect(new Set(descriptors.map((d) => d.id)).size).toBe(descriptors.length);
  });

  it.each(SUPPORTED_LOCALES)('the %s catalogue has every message id', async (locale) => {
    const messages = await loadCatalogue(locale);
    const missing = descriptors.map((d) => d.id).filter((id) => !(id in messages));
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    'the %s catalogue translates every message (no English copies) and keeps its placeholders',
    async (locale) => {
      const [english, translated] = await Promise.all([createI18n('en'), createI18n(locale)]);
      for (const descriptor of descriptors) {
        const values = placeholders(descriptor);
        const source = english._(descriptor.id, values);
        const text = translated._(descriptor.id, values);
        if (!SAME_AS_ENGLISH[locale]?.includes(descriptor.id ?? '')) {
          expect(text, descriptor.id).not.toBe(source);
        }
        expect(text.trim(), descriptor.id).not.toBe('');
        for (const value of Object.values(values)) expect(text, descriptor.id).toContain(value);
      }
    },
  );

  it('the English catalogue says exactly the source messages', async () => {
    const i18n = await createI18n('en');
    for (const descriptor of descriptors) {
      const values = placeholders(descriptor);
      const expected = (descriptor.message ?? '').replace(/\{(\w+)\}/g, (_, n: string) => `«${n}»`);
      expect(i18n._(descriptor.id, values)).toBe(expected);
    }
  });

  it("keeps the spec's texts word for word in English", async () => {
    const i18n = await createI18n('en');
    expect(i18n._(platformMessages.tokenRefreshFailed)).toBe('Could not update token');
    expect(i18n._(platformMessages.localeWarning)).toBe(
      "We've encountered an error. If you notice unexpected behaviour in the application please contact support.",
    );
    expect(translate(i18n, platformMessages.organisationNotFound, { id: '7' })).toBe(
      'Organization with id 7 not found',
    );
    expect(i18n._(engageMessages.replyFailed)).toBe(
      'An error occurred, please try again or contact support.',
    );
    expect(i18n._(engageMessages.templateCreateFailed)).toBe('Could not create Engage template');
    expect(i18n._(engageMessages.attachmentNote)).toBe('Message contains an attachment');
  });

  it('translates with values in each language', async () => {
    const de = await createI18n('de');
    expect(translate(de, engageMessages.caseDeleted, { caseId: '42' })).toBe(
      'Fall 42 wurde gelöscht',
    );
    const ja = await createI18n('ja');
    expect(ja._(platformMessages.tokenRefreshFailed)).toBe('トークンを更新できませんでした');
  });
});
