import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { ComposerTiming } from '@smm/publish';
import { Button, Input } from '@smm/ui';
import { useId } from 'react';
import { timingText, zoneLabel } from './composer.texts.js';
import * as styles from './ScheduleFields.css.js';

/** Props of {@link ScheduleFields}. */
export interface ScheduleFieldsProps {
  /** `YYYY-MM-DD` in the person's zone, or empty. */
  readonly date: string;
  /** `HH:mm` in the person's zone, or empty. */
  readonly time: string;
  readonly onDate: (date: string) => void;
  readonly onTime: (time: string) => void;
  readonly onClear: () => void;
  /** The person's IANA zone, shown by name and offset. */
  readonly timeZone: string;
  /** The date and time as read in the zone (`composerTiming`). */
  readonly timing: ComposerTiming;
  /** Now, for the zone's offset when no time is chosen. */
  readonly now: Date;
}

/**
 * When the post goes out: a date and a time in the person's zone, named with its offset
 * ("Europe/London (GMT+1)"); a time the clocks skip or repeat is explained, a time in the past
 * or less than a minute ahead is refused in words. Empty: the post goes out when it is sent.
 */
export function ScheduleFields(props: ScheduleFieldsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { date, time, timing, timeZone } = props;
  const at = timing.kind === 'at' ? new Date(timing.instant) : props.now;
  const said = timingText(i18n, timing, timeZone);
  const describedBy = `${id}-zone ${id}-note`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{i18n._(m.when)}</legend>
      <div className={styles.row}>
        <Input
          type="date"
          label={i18n._(m.date)}
          value={date}
          onChange={(event) => props.onDate(event.target.value)}
          fieldClassName={styles.date}
          aria-describedby={describedBy}
          aria-invalid={said?.tone === 'problem' ? true : undefined}
        />
        <Input
          type="time"
          label={i18n._(m.time)}
          value={time}
          onChange={(event) => props.onTime(event.target.value)}
          fieldClassName={styles.time}
          aria-describedby={describedBy}
          aria-invalid={said?.tone === 'problem' ? true : undefined}
        />
        <p className={styles.zone} id={`${id}-zone`}>
          {translate(i18n, m.zone, { zone: zoneLabel(timeZone, at) })}
        </p>
        {(date !== '' || time !== '') && (
          <Button variant="ghost" onClick={props.onClear}>
            {i18n._(m.clearTime)}
          </Button>
        )}
      </div>
      <div id={`${id}-note`} aria-live="polite">
        {said === null ? (
          timing.kind === 'none' && <p className={styles.hint}>{i18n._(m.noTime)}</p>
        ) : (
          <p className={said.tone === 'problem' ? styles.problem : styles.notice}>{said.text}</p>
        )}
      </div>
    </fieldset>
  );
}
