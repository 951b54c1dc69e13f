import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { memberRights, teamRights, type ManagedTeam } from '@smm/access';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamMemberEditor, type EditorMember } from './TeamMemberEditor.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const leads: ManagedTeam = {
  id: 'leads',
  name: 'Care Leads',
  userIds: ['lee', 'mo'],
  permissions: { manageUser: true },
};
const admin = { id: 'ada', isAdmin: true };
const lee = { id: 'lee', isAdmin: false, teamIds: ['leads'] };

/** The editor as the viewer sees Care Leads (Lee and Mo in it; Eddie could join). */
function render(viewer: typeof admin | typeof lee, i18n = en) {
  const members: EditorMember[] = [
    { id: 'lee', name: 'Lee Lead', email: 'lead@demo.test', role: 'EDITOR' },
    { id: 'mo', name: 'Mo Moderator', email: 'moderator@demo.test', role: 'MODERATOR' },
  ].map((member) => ({
    ...member,
    role: member.role as EditorMember['role'],
    isAdmin: false,
    isSelf: member.id === viewer.id,
    rights: memberRights(viewer, leads, { id: member.id, isAdmin: false }),
  }));
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TeamMemberEditor
        members={members}
        candidates={[{ id: 'eddie', name: 'Eddie Editor', email: 'editor@demo.test' }]}
        addRight={teamRights(viewer, leads).addMember}
        busy={null}
        onAdd={noop}
        onChangeRole={noop}
        onRemove={noop}
      />
    </I18nProvider>,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const selects = (html: string) => [...html.matchAll(/<select[^>]*>/g)].map((m) => m[0]);

describe('the team member editor', () => {
  it('lets an administrator change every role, remove anyone and add a person with a role', () => {
    const html = render(admin);
    expect(selects(html).filter((tag) => tag.includes('disabled'))).toEqual([]);
    expect(html).toContain('aria-label="Remove Mo Moderator"');
    expect(html).not.toContain('aria-disabled');
    expect(text(html)).toContain('Eddie Editor (editor@demo.test)');
    expect(text(html)).toContain('Add');
  });

  it('shows a leader why they add and remove nobody here, and why their own role is not theirs to change', () => {
    const html = render(lee);
    expect(text(html)).toContain(
      'This team makes its members team leaders, so only administrators add members to it or remove them.',
    );
    expect(text(html)).toContain('Only an administrator changes your own role.');
    expect(text(html)).toContain('You');
    const [own, other] = selects(html);
    expect(own).toContain('disabled');
    expect(other).not.toContain('disabled');
    expect(html).not.toContain('Remove Mo Moderator');
    expect(text(html)).not.toContain('Eddie Editor');
  });

  it('speaks German', () => {
    expect(text(render(lee, de))).toContain('Nur ein Administrator ändert Ihre eigene Rolle.');
  });
});
