import { useLingui } from '@lingui/react';
import { listenAlertMessages as m, translate } from '@smm/i18n';
import type { ListenAlert } from '@smm/model';
import { Badge, Checkbox, Icon, IconButton, Tooltip, VisuallyHidden } from '@smm/ui';
import * as styles from './ListenAlerts.css.js';

/** How many recipients a row names before "+n". */
const SHOWN_RECIPIENTS = 3;

/** Props of {@link ListenAlertRow}. */
export interface ListenAlertRowProps {
  readonly alert: ListenAlert;
  /** The signed-in person, marked among the recipients. */
  readonly me: string;
  /** Formats a time for the person ("26 Nov 2026, 14:05"). */
  readonly formatTime: (iso: string) => string;
  /** The switch is being saved. */
  readonly switching?: boolean;
  readonly onSwitch: (active: boolean) => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** The words of each metric's rule per window. */
const RULE = {
  mentions: { hour: m.thresholdMentionsHour, day: m.thresholdMentionsDay },
  rise: { hour: m.thresholdRiseHour, day: m.thresholdRiseDay },
} as const;

/** The words of an alert's rule: "More than 50 mentions in an hour", "100% above the usual …". */
export function useRuleText() {
  const { i18n } = useLingui();
  return (alert: Pick<ListenAlert, 'metric' | 'window' | 'threshold'>) =>
    translate(i18n, RULE[alert.metric][alert.window], { threshold: alert.threshold });
}

/**
 * One alert of the table: its query, its rule with the volume found at the last check, its
 * recipients, when it last went off, its on/off switch, and edit and delete.
 */
export function ListenAlertRow(props: ListenAlertRowProps) {
  const { i18n } = useLingui();
  const rule = useRuleText();
  const { alert } = props;
  const name = alert.query.name;
  const names = alert.recipients.map((person) =>
    person.id === props.me ? translate(i18n, m.you, { name: person.name }) : person.name,
  );
  const hidden = names.length - SHOWN_RECIPIENTS;
  const edit = translate(i18n, m.edit, { name });
  const remove = translate(i18n, m.delete, { name });
  return (
    <tr className={styles.row} data-alert-id={alert.id}>
      <th scope="row" className={styles.cell}>
        <span className={styles.stack}>
          <span className={styles.queryName}>{name}</span>
          {!alert.query.active && (
            <Badge tone="warning" className={styles.wrappingBadge}>
              {i18n._(m.queryPaused)}
            </Badge>
          )}
        </span>
      </th>
      <td className={styles.cell}>
        <span className={styles.stack}>
          <span>{rule(alert)}</span>
          {alert.lastVolume !== null && (
            <span className={styles.meta}>
              {translate(i18n, alert.window === 'hour' ? m.lastVolumeHour : m.lastVolumeDay, {
                volume: alert.lastVolume,
              })}
            </span>
          )}
          {alert.above && alert.active && (
            <Badge tone="info" className={styles.wrappingBadge}>
              {i18n._(m.aboveNow)}
            </Badge>
          )}
        </span>
      </td>
      <td className={styles.cell}>
        {names.slice(0, SHOWN_RECIPIENTS).join(', ')}
        {hidden > 0 && <span className={styles.meta}> +{hidden}</span>}
      </td>
      <td className={styles.cell}>
        {alert.lastTriggeredAt === null ? (
          <span className={styles.meta}>{i18n._(m.never)}</span>
        ) : (
          <time dateTime={alert.lastTriggeredAt}>{props.formatTime(alert.lastTriggeredAt)}</time>
        )}
      </td>
      <td className={styles.cell}>
        <Checkbox
          label={<VisuallyHidden>{translate(i18n, m.switchOn, { name })}</VisuallyHidden>}
          checked={alert.active}
          disabled={props.switching === true}
          onChange={(event) => props.onSwitch(event.target.checked)}
        />
      </td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          <Tooltip content={edit}>
            <IconButton label={edit} onClick={props.onEdit}>
              <Icon name="edit" />
            </IconButton>
          </Tooltip>
          <Tooltip content={remove}>
            <IconButton label={remove} onClick={props.onDelete}>
              <Icon name="trash" />
            </IconButton>
          </Tooltip>
        </div>
      </td>
    </tr>
  );
}
