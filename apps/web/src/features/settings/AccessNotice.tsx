import { useLingui } from '@lingui/react';
import { settingsAreaOf, type SettingsViewId } from '@smm/access';
import { settingsAreaMessages as m, translate } from '@smm/i18n';
import { SettingsNotice } from './SettingsNotice.js';
import { AREA_TEXTS, viewTitle } from './settings-area.texts.js';

const overviewLink = (label: string) => [{ href: '#/settings/overview', label }];

/**
 * A settings area the organisation's package does not include (docs/decisions/0035): it says
 * so, and who can change it: an administrator asks for another package, others ask an
 * administrator.
 */
export function LockedArea(props: { readonly view: SettingsViewId; readonly isAdmin: boolean }) {
  const { i18n } = useLingui();
  const title = i18n._(viewTitle(props.view));
  const area = i18n._(AREA_TEXTS[settingsAreaOf(props.view)].title);
  return (
    <SettingsNotice
      title={title}
      lead={i18n._(AREA_TEXTS[settingsAreaOf(props.view)].about)}
      icon="lock"
      status={translate(i18n, m.lockedBody, { area })}
      details={[i18n._(props.isAdmin ? m.lockedAdmin : m.lockedOthers)]}
      links={overviewLink(i18n._(m.allSettings))}
    />
  );
}

/** A settings area the person has no right to: said plainly, inside the settings layout. */
export function DeniedArea(props: { readonly view: SettingsViewId }) {
  const { i18n } = useLingui();
  const area = i18n._(AREA_TEXTS[settingsAreaOf(props.view)].title);
  return (
    <SettingsNotice
      title={i18n._(m.deniedTitle)}
      icon="lock"
      status={translate(i18n, m.deniedBody, { area })}
      links={overviewLink(i18n._(m.allSettings))}
    />
  );
}
