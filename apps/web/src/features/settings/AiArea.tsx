import { AiSettings } from './AiSettings.js';
import type { SettingsAreaProps } from './settings-area.types.js';
import * as styles from './Settings.css.js';

/** The organisation's AI consent as a settings area: administrators change it, others see it. */
export function AiArea(props: SettingsAreaProps) {
  return (
    <div className={styles.formColumn}>
      <AiSettings
        me={props.me}
        enabled={props.aiEnabled}
        calls={props.calls}
        onChanged={props.onAiChanged}
      />
    </div>
  );
}
