import { useLingui } from '@lingui/react';
import { publishMessages as m, translate } from '@smm/i18n';
import type { Locale, PublishPost } from '@smm/model';
import { localSlot, scheduledInstant, scheduleTiming } from '@smm/publish';
import { Checkbox, ConfirmDialog, Input } from '@smm/ui';
import { either as E } from 'fp-ts';
import { useState } from 'react';
import { dateTimeText, timeText } from '../publish.format.js';
import * as styles from './Approvals.css.js';

/** Props of {@link ApproveDialog}. */
export interface ApproveDialogProps {
  /** The post to approve; null: closed. */
  readonly post: PublishPost | null;
  readonly zone: string;
  readonly now: string;
  readonly busy: boolean;
  /** Approves, at `scheduledAt` when the person changed the time. */
  readonly onConfirm: (scheduledAt: string | undefined) => void;
  readonly onClose: () => void;
}

const HOUR = 3_600_000;

/** The local date and time the fields start with: the requested time, else the next full hour. */
function startingTime(post: PublishPost | null, now: string, zone: string) {
  const current = Date.parse(now);
  const requested = post?.scheduledAt ? Date.parse(post.scheduledAt) : NaN;
  const base =
    !Number.isNaN(requested) && requested - current > 60_000
      ? requested
      : Math.ceil((current + 60_000) / HOUR) * HOUR;
  const slot = localSlot(new Date(base).toISOString(), zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return slot
    ? { date: slot.date, time: `${pad(slot.hour)}:${pad(slot.minute)}` }
    : { date: '', time: '' };
}

/**
 * Approving a post: it goes out at the time its author asked for (or now, when none was asked
 * for or it has passed), or at another time the approver picks in their zone — at least a
 * minute ahead; a time the clocks skip is said with where it lands.
 */
export function ApproveDialog({ post, zone, now, busy, onConfirm, onClose }: ApproveDialogProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [change, setChange] = useState(false);
  const [value, setValue] = useState(() => startingTime(post, now, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (post && post.id !== shownFor) {
    setShownFor(post.id);
    setChange(false);
    setValue(startingTime(post, now, zone));
    setProblem(null);
  }

  const read = scheduledInstant(value.date, value.time, zone);
  const moved =
    E.isRight(read) && read.right.resolution === 'movedForward'
      ? translate(i18n, m.timeMoved, { time: timeText(read.right.instant, locale, zone) })
      : undefined;

  const submit = () => {
    if (!change) return onConfirm(undefined);
    if (E.isLeft(read)) return setProblem(i18n._(m.timeInvalid));
    const timing = scheduleTiming(read.right.instant, new Date().toISOString());
    if (timing === 'past') return setProblem(i18n._(m.timePast));
    if (timing === 'tooSoon') return setProblem(i18n._(m.timeTooSoon));
    setProblem(null);
    onConfirm(read.right.instant);
  };

  return (
    <ConfirmDialog
      open={post !== null}
      title={i18n._(m.approveTitle)}
      confirmText={i18n._(m.approve)}
      loading={busy}
      submit
      onSubmit={submit}
      onClose={(reason) => {
        if (reason !== 'ok') onClose();
      }}
    >
      <p className={styles.lead}>{i18n._(m.approveHint)}</p>
      {post && (
        <p className={styles.meta}>
          {post.scheduledAt
            ? translate(i18n, m.requestedFor, {
                time: dateTimeText(post.scheduledAt, locale, zone),
              })
            : i18n._(m.noRequestedTime)}
        </p>
      )}
      <Checkbox
        label={i18n._(m.changeTime)}
        checked={change}
        onChange={(event) => {
          setChange(event.currentTarget.checked);
          setProblem(null);
        }}
      />
      {change && (
        <div className={styles.when}>
          <Input
            type="date"
            name="date"
            label={i18n._(m.date)}
            value={value.date}
            onChange={(event) => setValue({ ...value, date: event.currentTarget.value })}
          />
          <Input
            type="time"
            name="time"
            step={60}
            label={translate(i18n, m.time, { zone })}
            value={value.time}
            hint={moved}
            error={problem ?? undefined}
            onChange={(event) => setValue({ ...value, time: event.currentTarget.value })}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
