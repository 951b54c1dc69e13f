import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORY_NOW, storyNotices } from './notifications/notification.story-data.js';
import { PlatformMenu, type PlatformMenuProps } from './PlatformMenu.js';

const props: PlatformMenuProps = {
  userName: 'Ada Admin',
  picture: null,
  teams: { visible: false, options: [] },
  onTeamChange: () => undefined,
  accounts: [],
  onAccountChange: () => undefined,
  unread: 2,
};

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});
const render = (menu: Partial<PlatformMenuProps>, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PlatformMenu {...props} {...menu} />
    </I18nProvider>,
  );

describe('the platform menu and its notifications', () => {
  it('without the centre: no bell, the count on the account menu', () => {
    const html = render({});
    expect(html).not.toContain('Notifications, 2 unread');
    expect(html).toContain('Account menu of Ada Admin, 2 unread notifications');
  });

  it('with the centre: a bell named with the live count, listing the five newest and the way to the centre', () => {
    const html = render({ latest: storyNotices, now: STORY_NOW, notificationsOpen: true });
    expect(html).toContain('aria-label="Notifications, 2 unread"');
    expect(html).toContain('Latest notifications');
    expect(html).toContain('Lee Lead mentioned you in a note');
    expect(html).toContain('3 new items in VIP customers');
    expect(html).toContain('just now');
    expect(html.match(/role="menuitem"/g)).toHaveLength(storyNotices.length + 1);
    expect(html).toContain('href="#/notifications"');
    expect(html).toContain('See all notifications');
  });

  it('words the list in the reader’s language', () => {
    const html = render({ latest: storyNotices, now: STORY_NOW, notificationsOpen: true }, de);
    expect(html).toContain('Neueste Benachrichtigungen');
    expect(html).toContain('3 neue Beiträge in VIP customers');
    expect(html).toContain('Alle Benachrichtigungen ansehen');
  });

  it('says when there is nothing new', () => {
    const html = render({ latest: [], unread: 0, now: STORY_NOW, notificationsOpen: true });
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toContain('Nothing new');
  });
});
