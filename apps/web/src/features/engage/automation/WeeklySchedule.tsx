import { useLingui } from '@lingui/react';
import { autoReplyMessages as m, translate } from '@smm/i18n';
import type { Weekday } from '@smm/model';
import { Button, Checkbox, Icon, IconButton, Input, Tooltip, VisuallyHidden } from '@smm/ui';
import * as styles from './AutoReplies.css.js';
import {
  copyToAllDays,
  DEFAULT_WINDOW,
  WEEKDAYS,
  weekdayName,
  windowShape,
  type DayHours,
  type DayWindow,
  type WeekHours,
} from './weekly-schedule.js';

/** Props of {@link WeeklySchedule}. */
export interface WeeklyScheduleProps {
  readonly value: WeekHours;
  readonly onChange: (week: WeekHours) => void;
  /** Read only: nothing changes. */
  readonly disabled?: boolean;
}

/**
 * A week of opening hours: each weekday open or closed with one or more from–to windows, and
 * "copy to all weekdays". A window that ends before it starts runs past midnight (said under
 * it); a window without length is refused where it is.
 */
export function WeeklySchedule({ value, onChange, disabled = false }: WeeklyScheduleProps) {
  const { i18n } = useLingui();
  const setDay = (day: Weekday, hours: DayHours) => onChange({ ...value, [day]: hours });
  const setWindow = (day: Weekday, index: number, window: DayWindow) =>
    setDay(day, {
      ...value[day],
      windows: value[day].windows.map((w, i) => (i === index ? window : w)),
    });

  return (
    <div className={styles.week}>
      <p className={styles.windowNote}>{i18n._(m.scheduleHint)}</p>
      {WEEKDAYS.map((day) => {
        const name = weekdayName(i18n.locale, day);
        const hours = value[day];
        return (
          <div key={day} className={styles.day} data-day={day}>
            <Checkbox
              label={name}
              aria-label={translate(i18n, m.dayOpen, { day: name })}
              checked={hours.open}
              disabled={disabled}
              onChange={(event) =>
                setDay(day, {
                  open: event.target.checked,
                  windows:
                    event.target.checked && hours.windows.length === 0
                      ? [DEFAULT_WINDOW]
                      : hours.windows,
                })
              }
            />
            <div className={styles.dayWindows}>
              {hours.open ? (
                <div className={styles.dayWindows}>
                  {hours.windows.map((window, index) => {
                    const shape = windowShape(window);
                    const texts = { day: name, from: window.from, to: window.to };
                    return (
                      <div key={index}>
                        <div className={styles.window}>
                          <Input
                            type="time"
                            label={
                              <VisuallyHidden>{translate(i18n, m.fromOf, texts)}</VisuallyHidden>
                            }
                            className={styles.time}
                            fieldClassName={styles.timeField}
                            value={window.from}
                            disabled={disabled}
                            aria-invalid={shape === 'empty' || undefined}
                            onChange={(event) =>
                              setWindow(day, index, { ...window, from: event.target.value })
                            }
                          />
                          <span aria-hidden="true">–</span>
                          <Input
                            type="time"
                            label={
                              <VisuallyHidden>{translate(i18n, m.toOf, texts)}</VisuallyHidden>
                            }
                            className={styles.time}
                            fieldClassName={styles.timeField}
                            value={window.to}
                            disabled={disabled}
                            aria-invalid={shape === 'empty' || undefined}
                            onChange={(event) =>
                              setWindow(day, index, { ...window, to: event.target.value })
                            }
                          />
                          {!disabled && hours.windows.length > 1 && (
                            <Tooltip content={translate(i18n, m.removeWindow, texts)}>
                              <IconButton
                                label={translate(i18n, m.removeWindow, texts)}
                                onClick={() =>
                                  setDay(day, {
                                    ...hours,
                                    windows: hours.windows.filter((_, i) => i !== index),
                                  })
                                }
                              >
                                <Icon name="close" />
                              </IconButton>
                            </Tooltip>
                          )}
                        </div>
                        {shape === 'pastMidnight' && (
                          <span className={styles.windowNote}>{i18n._(m.pastMidnight)}</span>
                        )}
                        {shape === 'empty' && (
                          <span role="alert" className={styles.windowError}>
                            {i18n._(m.windowEmpty)}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ) : (
                <span className={styles.closed}>{i18n._(m.closed)}</span>
              )}
              {!disabled && hours.open && (
                <div className={styles.dayActions}>
                  <Tooltip content={translate(i18n, m.addWindow, { day: name })}>
                    <IconButton
                      label={translate(i18n, m.addWindow, { day: name })}
                      onClick={() =>
                        setDay(day, { ...hours, windows: [...hours.windows, DEFAULT_WINDOW] })
                      }
                    >
                      <Icon name="plus" />
                    </IconButton>
                  </Tooltip>
                  <Button
                    variant="secondary"
                    aria-label={translate(i18n, m.copyToAllOf, { day: name })}
                    onClick={() => onChange(copyToAllDays(value, day))}
                  >
                    {i18n._(m.copyToAll)}
                  </Button>
                </div>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
