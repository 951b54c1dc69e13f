import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { AuditEntry } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyEntries } from './audit-log.story-data.js';
import { AuditEntryRow } from './AuditEntryRow.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const time = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (entry: AuditEntry, i18n = en) =>
  text(
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <table>
          <tbody>
            <AuditEntryRow entry={entry} time={time} />
          </tbody>
        </table>
      </I18nProvider>,
    ),
  );

describe('an audit entry row', () => {
  it('shows when, who, the action in words, its target and each field before → after', () => {
    const shown = render(storyEntries.teamRenamed);
    expect(shown).toContain('25 Nov 2026, 09:41');
    expect(shown).toContain('Ada Admin admin@demo.test');
    expect(shown).toContain('Changed a team Team: Customer Care');
    expect(shown).toContain('Name: Care → Customer Care');
    expect(shown).toContain('Manage response templates: no → yes');
    expect(shown).toContain('Members: Eddie Editor → Eddie Editor, Lee Lead');
    expect(shown).toContain('203.0.113.24');
  });

  it('names the support staff member who assumed the person, and an unknown address', () => {
    const shown = render(storyEntries.assumed);
    expect(shown).toContain('Eddie Editor editor@demo.test assumed by Sue Support');
    expect(shown).toContain('is restricted: yes → no');
    expect(shown).toContain('unknown');
  });

  it('says the system did what nobody did, and shows no change for a sign-in', () => {
    expect(render(storyEntries.system)).toContain('The system');
    expect(render(storyEntries.failedSignIn)).toContain('Failed to sign in (wrong password) —');
  });

  it('speaks the person’s language', () => {
    expect(render(storyEntries.teamRenamed, de)).toContain('Team geändert');
    expect(render(storyEntries.teamRenamed, de)).toContain('Antwortvorlagen verwalten: nein → ja');
  });

  it('names channel roles in the person’s language', () => {
    const roleSet: AuditEntry = {
      ...storyEntries.teamRenamed,
      kind: 'ROLE',
      action: 'role.set',
      target: { type: 'channel', id: 'facebook-demo', name: 'Demo Coffee' },
      before: { person: 'Mo Moderator', role: 'MODERATOR' },
      after: { person: 'Mo Moderator', role: 'VIEW_ONLY' },
    };
    expect(render(roleSet)).toMatch(/Role: Moderator\s*→\s*View only/);
    expect(render(roleSet)).toContain('Channel: Demo Coffee');
  });
});
