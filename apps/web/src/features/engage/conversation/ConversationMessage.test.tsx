import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { makeEngageItem } from '@smm/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConversationMessage } from './ConversationMessage.js';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const text = (item: Parameters<typeof makeEngageItem>[0]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <ConversationMessage item={makeEngageItem(item)} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('ConversationMessage: who wrote it and where it is', () => {
  it('names the network of the link, whatever the channel is called', () => {
    const html = text({
      engage: { network: 'instagram', type: 'comment' },
      meta: { createdDate: '2026-11-20T10:00:00Z', link: 'https://instagram.test/p/1' },
      sender: { name: 'Sam', handle: 'sam', visibility: 'PUBLIC', isOwn: false },
    });
    expect(html).toContain('Open on Instagram');
    expect(html).toContain('@sam');
  });

  it('shows a WhatsApp sender’s phone number, never an invented handle', () => {
    const html = text({
      engage: { network: 'whatsapp', type: 'message' },
      meta: { createdDate: '2026-11-20T10:00:00Z' },
      sender: {
        id: '+15550100107',
        name: '佐藤 花子',
        handle: '佐藤.花子',
        visibility: 'PUBLIC',
        isOwn: false,
      },
    });
    expect(html).toContain('+15550100107');
    expect(html).not.toContain('@');
    expect(html).not.toContain('Open on');
  });
});
