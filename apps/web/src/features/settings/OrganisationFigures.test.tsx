import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { Cap, User } from '@smm/model';
import { makeUser } from '@smm/model/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationFigures } from './OrganisationFigures.js';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

const NOW = Date.parse('2026-11-25T12:00:00Z');
const orgId = '7c1e4a52-6f43-4a8e-9a43-0c2b8f1f7d10';
const admin = makeUser({ isAdmin: true, orgId, orgName: 'Demo Coffee' });
const caps: Cap[] = [
  { capType: 'CHANNELS', orgId, cap: 10, count: 4 },
  { capType: 'USERS', orgId, cap: 5, count: 5 },
];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (me: User, packageName: 'suite' | 'essentials' = 'suite') =>
  text(
    renderToStaticMarkup(
      <I18nProvider i18n={en}>
        <OrganisationFigures
          me={me}
          packageName={packageName}
          caps={{ kind: 'ready', data: caps }}
          onRetryCaps={() => undefined}
          now={NOW}
        />
      </I18nProvider>,
    ),
  );

describe("the organisation's figures", () => {
  it('name the organisation, the package and what it includes and lacks', () => {
    const shown = render(admin, 'essentials');
    expect(shown).toContain('Demo Coffee');
    expect(shown).toContain('Essentials');
    expect(shown).toMatch(/Includes Engage Publish Measure Not included/);
    expect(shown).toContain('Listen');
  });

  it('show each cap with its usage, and say when one is used up', () => {
    const shown = render(admin);
    expect(shown).toContain('Channels 4 of 10');
    expect(shown).toContain('Users 5 of 5');
    expect(shown).toContain('Limit reached');
  });

  it.each([
    [
      { isTrialOrg: true, expiryDate: '2026-12-14T00:00:00.000Z' },
      'Trial, ends on 14 December 2026 (19 days left)',
    ],
    [
      { isTrialOrg: true, expiryDate: '2026-11-01T00:00:00.000Z' },
      'Trial ended on 1 November 2026',
    ],
    [{ isTrialOrg: true, expiryDate: null }, 'Trial, no end date'],
    [{ isTrialOrg: false, expiryDate: '2027-01-31T00:00:00.000Z' }, 'Ends on 31 January 2027'],
    [{ isTrialOrg: false, expiryDate: null }, 'Active, no end date'],
  ])('say the subscription of %j', (subscription, expected) => {
    expect(render({ ...admin, ...subscription })).toContain(expected);
  });
});
