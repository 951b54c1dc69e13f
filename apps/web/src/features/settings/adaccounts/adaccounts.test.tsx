import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyAdAccounts } from '../../ads/ads.story-data.js';
import { returnedFrom } from './AdAccountConnectArea.js';
import { AdAccountTable } from './AdAccountTable.js';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const connected = storyAdAccounts.filter((a) => a.status === 'connected');
const table = (canManage: boolean) =>
  renderToStaticMarkup(
    <I18nProvider i18n={en}>
      <AdAccountTable
        accounts={connected}
        channelNames={new Map([['facebook-demo', 'Demo Coffee']])}
        canManage={canManage}
        onDisconnect={() => undefined}
      />
    </I18nProvider>,
  );

describe('the connected ad accounts table', () => {
  it('offers Edit and Disconnect, each named after its account, to people who manage ad accounts', () => {
    const html = table(true);
    expect(html).toContain('aria-label="Disconnect Demo Coffee — EU"');
    expect(html).toContain('aria-label="Edit Demo Coffee — US"');
    expect(html).toContain('Demo Coffee</td>');
    expect(html.match(/>On</g)).toHaveLength(1);
  });

  it('offers nothing to change to readers', () => {
    const html = table(false);
    expect(html).not.toContain('Disconnect');
    expect(html).not.toContain('href=');
  });
});

describe('what the consent page handed back', () => {
  it.each([
    [
      '#/settings/adaccounts/connect?network=facebook&state=s1&code=c1',
      { network: 'facebook', state: 's1', code: 'c1' },
    ],
    [
      '#/settings/adaccounts/connect?network=tiktok&state=s2&error=access_denied',
      { network: 'tiktok', state: 's2', error: 'access_denied' },
    ],
    ['#/settings/adaccounts/connect', null],
    ['#/settings/adaccounts/connect?network=instagram&state=s&code=c', null],
    ['#/settings/adaccounts/connect?network=facebook&code=c', null],
  ])('%s', (hash, expected) => {
    expect(returnedFrom(hash)).toEqual(expected);
  });
});
