import type { ApiClient } from '@smm/api-client';
import type { User } from '@smm/model';
import { useMemo } from 'react';
import { AiSettings } from './AiSettings.js';
import { ProfileSettings } from './ProfileSettings.js';
import { settingsCalls } from './settings.calls.js';
import { SettingsLayout } from './SettingsLayout.js';

/** What the settings screens need from the signed-in app. */
export interface SettingsScreenProps {
  readonly screen: 'profile' | 'ai';
  readonly path: string;
  readonly me: User;
  readonly aiEnabled: boolean;
  readonly api: ApiClient;
  readonly onMeChanged: (me: User) => void;
  readonly onAiChanged: (enabled: boolean) => void;
  /** Signs out so the person signs in again (a change of sign-in details needs a recent one). */
  readonly onSignInAgain: () => void;
}

/** The settings area's screens built so far: the profile and the organisation's AI consent. */
export default function SettingsScreen(props: SettingsScreenProps) {
  const calls = useMemo(() => settingsCalls(props.api), [props.api]);
  return (
    <SettingsLayout path={props.path}>
      {props.screen === 'profile' ? (
        <ProfileSettings
          me={props.me}
          calls={calls}
          onSaved={props.onMeChanged}
          onSignInAgain={props.onSignInAgain}
        />
      ) : (
        <AiSettings
          me={props.me}
          enabled={props.aiEnabled}
          calls={calls}
          onChanged={props.onAiChanged}
        />
      )}
    </SettingsLayout>
  );
}
