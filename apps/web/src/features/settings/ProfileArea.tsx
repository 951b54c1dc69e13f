import { ProfileSettings } from './ProfileSettings.js';
import type { SettingsAreaProps } from './settings-area.types.js';
import * as styles from './Settings.css.js';

/** The profile as a settings area: name, e-mail address, password, picture and language. */
export function ProfileArea(props: SettingsAreaProps) {
  return (
    <div className={styles.formColumn}>
      <ProfileSettings
        me={props.me}
        calls={props.calls}
        onSaved={props.onMeChanged}
        onSignInAgain={props.onSignInAgain}
      />
    </div>
  );
}
