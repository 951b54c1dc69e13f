import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type SettingsAreaId, settingsAreaOf } from '@smm/access';
import { settingsAreaMessages as m } from '@smm/i18n';
import type { NoticeLink } from './SettingsNotice.js';
import { SettingsNotice } from './SettingsNotice.js';
import { AREA_TEXTS, viewTitle } from './settings-area.texts.js';
import type { SettingsAreaProps } from './settings-area.types.js';

/** What a person can do meanwhile, for the areas where there is something. */
const MEANWHILE: Partial<
  Record<
    SettingsAreaId,
    { readonly text: MessageDescriptor; readonly link?: { href: string; label: MessageDescriptor } }
  >
> = {
  'settings.users': {
    text: m.usersMeanwhile,
    link: { href: '#/settings/profile', label: m.openProfile },
  },
  'settings.notifications': { text: m.notificationsMeanwhile },
};

/**
 * The page of a settings area a later version adds: its name, what it will hold, the plain
 * statement that this version does not have it yet, and what to do meanwhile.
 */
export function NotYetArea(props: SettingsAreaProps) {
  const { i18n } = useLingui();
  const area = settingsAreaOf(props.view);
  const meanwhile = MEANWHILE[area];
  const links: NoticeLink[] = [];
  if (meanwhile?.link) {
    links.push({ href: meanwhile.link.href, label: i18n._(meanwhile.link.label) });
  }
  links.push({ href: '#/settings/overview', label: i18n._(m.allSettings) });
  return (
    <SettingsNotice
      title={i18n._(viewTitle(props.view))}
      lead={i18n._(AREA_TEXTS[area].about)}
      icon="info"
      status={i18n._(m.notYet)}
      details={meanwhile ? [i18n._(meanwhile.text)] : []}
      links={links}
    />
  );
}
