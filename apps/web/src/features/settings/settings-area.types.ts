import type { PackageName, SettingsGroup, SettingsViewId } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import type { Team, User } from '@smm/model';
import type { SettingsCalls } from './settings.calls.js';

/**
 * What every settings area's screen receives: the view and its URL parameters, the signed-in
 * person and their organisation's teams and package, the API, and the person's settings
 * navigation (the areas they have).
 */
export interface SettingsAreaProps {
  readonly view: SettingsViewId;
  /** The route's parameters, e.g. `{ id }` of a brand, `{ adAccountId }` of an ad account. */
  readonly params: Readonly<Record<string, string>>;
  readonly me: User;
  readonly teams: readonly Team[];
  readonly packageName: PackageName;
  readonly navigation: readonly SettingsGroup[];
  readonly api: ApiClient;
  readonly calls: SettingsCalls;
  readonly aiEnabled: boolean;
  readonly onMeChanged: (me: User) => void;
  readonly onAiChanged: (enabled: boolean) => void;
  /** Signs out so the person signs in again (a change of sign-in details needs a recent one). */
  readonly onSignInAgain: () => void;
}
