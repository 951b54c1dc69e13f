import { useLingui } from '@lingui/react';
import { autoReplyMessages as m, translate } from '@smm/i18n';
import {
  toApiError,
  type AutoReplyChannel,
  type AutoReplyGroup,
  type AutoReplyKind,
} from '@smm/model';
import { Checkbox, Icon, Input, NetworkIcon, Select, Skeleton, TextArea } from '@smm/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { networkName } from '@smm/networks';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import * as styles from './Automation.css.js';
import * as own from './AutoReplies.css.js';
import type { AutoReplyCalls } from './auto-replies.calls.js';
import {
  browserTimeZone,
  refusedField,
  strictestLimit,
  timeZones,
  type GroupField,
} from './auto-reply-form.js';
import { automationHref } from './automation.route.js';
import { scheduleOf, weekHours, weekIsValid, type WeekHours } from './weekly-schedule.js';
import { WeeklySchedule } from './WeeklySchedule.js';
import { FormActions } from '../../settings/FormActions.js';

/** Props of {@link AutoReplyEditor}. */
export interface AutoReplyEditorProps {
  readonly calls: AutoReplyCalls;
  /** The group to edit; none creates one. */
  readonly groupId?: string;
}

type Errors = Partial<Record<GroupField, string>>;

/**
 * The automated messaging group editor: name, kind (on create), the message counted against the
 * strictest chosen network, the channels (with the groups already answering there), the time
 * zone and, for away messages, the opening hours. A server refusal shows next to its field.
 */
export function AutoReplyEditor({ calls, groupId }: AutoReplyEditorProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const ids = useId();
  const [channels, setChannels] = useState<readonly AutoReplyChannel[] | null>(null);
  const [existing, setExisting] = useState<AutoReplyGroup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AutoReplyKind>('AWAY_MESSAGE');
  const [message, setMessage] = useState('');
  const [channelIds, setChannelIds] = useState<readonly string[]>([]);
  const [timezone, setTimezone] = useState(browserTimeZone);
  const [week, setWeek] = useState<WeekHours>(() =>
    weekHours([
      { day: 'MONDAY', from: '09:00', to: '17:00' },
      { day: 'TUESDAY', from: '09:00', to: '17:00' },
      { day: 'WEDNESDAY', from: '09:00', to: '17:00' },
      { day: 'THURSDAY', from: '09:00', to: '17:00' },
      { day: 'FRIDAY', from: '09:00', to: '17:00' },
    ]),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    Promise.all([calls.channels(), groupId ? calls.groups() : Promise.resolve(null)])
      .then(([loaded, page]) => {
        setChannels(loaded);
        if (!page || !groupId) return;
        const group = page.groups.find((g) => g.id === groupId);
        if (!group) {
          setLoadError(groupId);
          return;
        }
        setExisting(group);
        setName(group.name);
        setKind(group.kind);
        setMessage(group.message);
        setChannelIds(group.channelIds);
        setTimezone(group.timezone);
        setWeek(weekHours(group.schedule));
      })
      .catch((error: unknown) => setLoadError(toApiError(error).message));
  }, [calls, groupId]);

  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const chosen = (channels ?? []).filter((c) => channelIds.includes(c.id));
  const limit = strictestLimit(chosen.map((c) => c.network));
  const length = message.trim().length;
  const over = limit !== null && length > limit.limit;
  const away = kind === 'AWAY_MESSAGE';
  const number = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);

  const save = async () => {
    const found: Errors = {};
    if (!name.trim()) found.name = i18n._(m.nameRequired);
    if (!message.trim()) found.message = i18n._(m.messageRequired);
    else if (over && limit)
      found.message = translate(i18n, m.messageTooLong, {
        network: limit.network,
        limit: number(limit.limit),
      });
    const schedule = away ? scheduleOf(week) : [];
    if (away && schedule.length === 0) found.schedule = i18n._(m.scheduleRequired);
    if (away && !weekIsValid(week)) found.schedule = i18n._(m.windowEmpty);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = {
        name: name.trim(),
        message: message.trim(),
        channelIds: [...channelIds],
        timezone,
        schedule,
      };
      const saved = existing
        ? await calls.update(existing.id, body)
        : await calls.create({ ...body, kind });
      toast({ type: 'success', message: translate(i18n, m.saved, { name: saved.name }) });
      navigate(automationHref({ kind: 'replies' }).slice(1));
    } catch (error) {
      const refused = refusedField(toApiError(error).message);
      setErrors({ [refused.field]: refused.text });
    } finally {
      setSaving(false);
    }
  };

  if (loadError) {
    return (
      <p role="alert" className={styles.error}>
        {translate(i18n, m.loadFailed, { message: loadError })}
      </p>
    );
  }
  if (!channels || (groupId && !existing)) return <Skeleton lines={8} />;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h1 className={styles.heading}>{i18n._(existing ? m.editHeading : m.newGroup)}</h1>
      <div className={styles.panel}>
        <Input
          label={i18n._(m.fieldName)}
          value={name}
          maxLength={200}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.fieldKind)}</legend>
          {existing ? (
            <p className={styles.muted} style={{ margin: 0 }}>
              {i18n._(away ? m.kindAway : m.kindWelcome)}: {i18n._(m.kindFixed)}
            </p>
          ) : (
            <div className={styles.radios}>
              {(['AWAY_MESSAGE', 'WELCOME_MESSAGE'] as const).map((value) => (
                <label key={value} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${ids}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  {i18n._(value === 'AWAY_MESSAGE' ? m.kindAway : m.kindWelcome)}
                </label>
              ))}
            </div>
          )}
          <span className={styles.muted}>{i18n._(away ? m.kindAwayHint : m.kindWelcomeHint)}</span>
        </fieldset>
        <TextArea
          label={i18n._(m.fieldMessage)}
          value={message}
          rows={5}
          error={errors.message}
          hint={
            <span className={over ? `${own.count} ${own.countOver}` : own.count}>
              {limit
                ? translate(i18n, m.messageCount, {
                    count: number(length),
                    limit: number(limit.limit),
                    network: limit.network,
                  })
                : translate(i18n, m.messageCountNone, { count: number(length) })}
            </span>
          }
          onChange={(event) => setMessage(event.target.value)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.fieldChannels)}</legend>
          <span className={styles.muted}>{i18n._(m.channelsHint)}</span>
          {channels.length === 0 && (
            <p className={styles.notice}>{i18n._(m.noMessagingChannels)}</p>
          )}
          {channels.map((channel) => {
            const others = channel.groups.filter((g) => g.id !== existing?.id);
            return (
              <Checkbox
                key={channel.id}
                label={
                  <span className={own.channel}>
                    <NetworkIcon
                      network={channel.network}
                      label={networkName(channel.network)}
                      size={16}
                    />
                    {channel.name}
                  </span>
                }
                {...(others.length > 0
                  ? {
                      description: translate(i18n, m.channelAnsweredBy, {
                        groups: others.map((g) => g.name).join(', '),
                      }),
                    }
                  : {})}
                checked={channelIds.includes(channel.id)}
                onChange={(event) =>
                  setChannelIds((all) =>
                    event.target.checked
                      ? [...all, channel.id]
                      : all.filter((id) => id !== channel.id),
                  )
                }
              />
            );
          })}
          {errors.channelIds && (
            <span role="alert" className={styles.error}>
              {errors.channelIds}
            </span>
          )}
        </fieldset>
        <Select
          label={i18n._(m.fieldTimezone)}
          value={timezone}
          error={errors.timezone}
          options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
          onChange={(event) => setTimezone(event.target.value)}
        />
      </div>
      <section className={styles.panel} role="group" aria-labelledby={`${ids}-hours`}>
        <h2 id={`${ids}-hours`} className={styles.subheading}>
          {i18n._(m.hoursTitle)}
        </h2>
        {away ? (
          <WeeklySchedule value={week} onChange={setWeek} />
        ) : (
          <p className={styles.notice}>
            <Icon name="info" /> {i18n._(m.hoursWelcome)}
          </p>
        )}
        {errors.schedule && (
          <p role="alert" className={styles.error}>
            {errors.schedule}
          </p>
        )}
      </section>
      <FormActions
        error={errors.form}
        submitLabel={i18n._(m.save)}
        saving={saving}
        onCancel={() => navigate(automationHref({ kind: 'replies' }).slice(1))}
      />
    </form>
  );
}
