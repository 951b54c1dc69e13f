import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { User } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserRow } from './UserRow.js';
import { storyTeamNames, storyUsers } from './users.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const render = (user: User, options: { isMe?: boolean; i18n?: I18n } = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={options.i18n ?? en}>
      <table>
        <tbody>
          <UserRow
            user={user}
            teamNames={storyTeamNames}
            isMe={options.isMe}
            onEdit={noop}
            onDelete={noop}
            onResend={noop}
            onWithdraw={noop}
          />
        </tbody>
      </table>
    </I18nProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const buttonNames = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    (m) => /aria-label="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? text(m[2] ?? '').trim(),
  );

describe('a user row', () => {
  it.each<[string, User, string]>([
    ['an administrator', storyUsers.admin, 'Administrator'],
    ['a team leader', storyUsers.lead, 'Team leader'],
    ['a moderator', storyUsers.moderator, 'Moderator'],
    ['an invited content creator', storyUsers.invited, 'Content creator'],
    ['a view-only user', storyUsers.viewer, 'View only'],
  ])('shows %s with the spec’s role label', (_who, user, label) => {
    expect(text(render(user))).toContain(` ${label} `);
  });

  it('names the teams, every team for an administrator, and says when there is none', () => {
    expect(text(render(storyUsers.lead))).toContain('Care Leads, Customer Care');
    expect(text(render(storyUsers.admin))).toContain('Every team');
    expect(text(render(storyUsers.viewer))).toContain('No team');
  });

  it('shows the last sign-in with how many sign-ins, or never', () => {
    expect(text(render(storyUsers.admin))).toContain('24 Nov 2026 212 sign-ins');
    expect(text(render(storyUsers.viewer))).toContain('Never');
    expect(text(render(storyUsers.admin, { i18n: de }))).toContain('212 Anmeldungen');
  });

  it('marks a pending invitation, with resend and withdraw, and no delete', () => {
    const names = buttonNames(render(storyUsers.invited));
    expect(text(render(storyUsers.invited))).toContain('Invitation pending');
    expect(names).toEqual(['Resend invitation', 'Withdraw invitation', 'Edit Ivy Invited']);
  });

  it('offers edit and delete, named, but no delete on one’s own row', () => {
    expect(buttonNames(render(storyUsers.lead))).toEqual(['Edit Lee Lead', 'Delete Lee Lead']);
    const own = render(storyUsers.admin, { isMe: true });
    expect(buttonNames(own)).toEqual(['Edit Ada Admin']);
    expect(text(own)).toContain('You');
  });
});
