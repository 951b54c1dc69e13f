import {
  type PackageName,
  type SettingsAccess,
  settingsAreaOf,
  settingsNavigation,
  type SettingsViewId,
} from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import type { Team, User } from '@smm/model';
import { Skeleton } from '@smm/ui';
import { Suspense, useMemo } from 'react';
import { DeniedArea, LockedArea } from './AccessNotice.js';
import { settingsAreaScreen } from './areas.js';
import { settingsCalls } from './settings.calls.js';
import { SettingsLayout } from './SettingsLayout.js';

/** What the settings screens need from the signed-in app. */
export interface SettingsScreenProps {
  /** The settings view of the route, and what the person gets there (`@smm/access`). */
  readonly view: SettingsViewId;
  readonly access: SettingsAccess;
  readonly params: Readonly<Record<string, string>>;
  readonly me: User;
  readonly teams: readonly Team[];
  readonly packageName: PackageName;
  readonly aiEnabled: boolean;
  readonly api: ApiClient;
  readonly onMeChanged: (me: User) => void;
  readonly onAiChanged: (enabled: boolean) => void;
  /** Signs out so the person signs in again (a change of sign-in details needs a recent one). */
  readonly onSignInAgain: () => void;
}

/**
 * The settings area: the navigation of the areas the person has and the current area's screen
 * from the registry (`areas.tsx`); an area the package lacks explains the package, one the
 * person may not have says so (docs/decisions/0035).
 */
export default function SettingsScreen(props: SettingsScreenProps) {
  const { me, teams, packageName, api } = props;
  const calls = useMemo(() => settingsCalls(api), [api]);
  const navigation = useMemo(
    () => settingsNavigation({ packageName, user: me, teams }),
    [packageName, me, teams],
  );
  const Area = settingsAreaScreen(props.view);
  const screen = () => {
    if (props.access === 'denied') return <DeniedArea view={props.view} />;
    if (props.access === 'locked') return <LockedArea view={props.view} isAdmin={me.isAdmin} />;
    return (
      <Suspense fallback={<Skeleton lines={4} />}>
        <Area
          view={props.view}
          params={props.params}
          me={me}
          teams={teams}
          packageName={packageName}
          navigation={navigation}
          api={api}
          calls={calls}
          aiEnabled={props.aiEnabled}
          onMeChanged={props.onMeChanged}
          onAiChanged={props.onAiChanged}
          onSignInAgain={props.onSignInAgain}
        />
      </Suspense>
    );
  };
  return (
    <SettingsLayout groups={navigation} current={settingsAreaOf(props.view)}>
      {screen()}
    </SettingsLayout>
  );
}
