import { useLingui } from '@lingui/react';
import { settingsAreaOf } from '@smm/access';
import { settingsAreaMessages as m } from '@smm/i18n';
import { SettingsNotice } from './SettingsNotice.js';
import { AREA_TEXTS, viewTitle } from './settings-area.texts.js';
import type { SettingsAreaProps } from './settings-area.types.js';

/**
 * The page of a settings area a later version adds: its name, what it will hold, the plain
 * statement that this version does not have it yet, and the way back to all settings.
 */
export function NotYetArea(props: SettingsAreaProps) {
  const { i18n } = useLingui();
  const area = settingsAreaOf(props.view);
  return (
    <SettingsNotice
      title={i18n._(viewTitle(props.view))}
      lead={i18n._(AREA_TEXTS[area].about)}
      icon="info"
      status={i18n._(m.notYet)}
      links={[{ href: '#/settings/overview', label: i18n._(m.allSettings) }]}
    />
  );
}
