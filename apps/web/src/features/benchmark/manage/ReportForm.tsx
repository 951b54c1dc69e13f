import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, timeZoneGroups, translate } from '@smm/i18n';
import {
  BENCHMARK_LIMITS,
  TEXT_LIMITS,
  type BenchmarkPeriod,
  type BenchmarkReport,
  type BenchmarkReportInput,
  type Brand,
  type Locale,
  type Network,
  type ReportFrequency,
} from '@smm/model';
import { networkName } from '@smm/networks';
import { Checkbox, Input, NetworkIcon, Select } from '@smm/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormActions } from '../../settings/FormActions.js';
import { hourText, PERIOD_TEXTS, weekdayName } from './manage.format.js';
import { brandNetworks } from './manage.rules.js';
import * as styles from './Manage.css.js';
import { RecipientsField } from './RecipientsField.js';

/** Props of {@link ReportForm}. */
export interface ReportFormProps {
  /** The report to change; none for a new one. */
  readonly report?: BenchmarkReport | undefined;
  /** The brands the person sees. */
  readonly brands: readonly Brand[];
  /** The time zone a new report starts in: the person's. */
  readonly defaultTimeZone: string;
  /** The zones offered (IANA); the report's and the default are always among them. */
  readonly zones: readonly string[];
  readonly saving?: boolean;
  readonly error?: string | undefined;
  readonly onSave: (input: BenchmarkReportInput) => void;
  readonly onCancel: () => void;
}

const FREQUENCIES = [
  ['daily', m.frequencyDaily],
  ['weekly', m.frequencyWeekly],
  ['monthly', m.frequencyMonthly],
] as const;

/**
 * The dialog form of a scheduled report (decision 0081): its name, brands and networks, period,
 * how often and when it is sent (weekday or day of the month, hour, time zone — the person's by
 * default) and its recipients; when changing one, whether it is sent (paused or not).
 */
export function ReportForm(props: ReportFormProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { report } = props;
  const nameId = useId();
  const [name, setName] = useState(report?.name ?? '');
  const [brandIds, setBrandIds] = useState<readonly string[]>(report?.brandIds ?? []);
  const [networks, setNetworks] = useState<readonly Network[]>(report?.networks ?? []);
  const [period, setPeriod] = useState<BenchmarkPeriod>(report?.period ?? 'last7Days');
  const [frequency, setFrequency] = useState<ReportFrequency>(report?.frequency ?? 'weekly');
  const [weekday, setWeekday] = useState(report?.weekday ?? 1);
  const [dayOfMonth, setDayOfMonth] = useState(report?.dayOfMonth ?? 1);
  const [hour, setHour] = useState(report?.hour ?? 9);
  const [timeZone, setTimeZone] = useState(report?.timeZone ?? props.defaultTimeZone);
  const [recipients, setRecipients] = useState<readonly string[]>(report?.recipients ?? []);
  const [active, setActive] = useState(report?.active ?? true);
  const [attempted, setAttempted] = useState(false);

  const offered = brandNetworks(props.brands, brandIds);
  const groups = useMemo(
    () =>
      timeZoneGroups([...new Set([...props.zones, timeZone, props.defaultTimeZone])], Date.now()),
    [props.zones, props.defaultTimeZone, timeZone],
  );
  const nameMissing = name.trim() === '';
  const brandsWrong = brandIds.length === 0 || brandIds.length > BENCHMARK_LIMITS.brandsPerQuery;
  const noRecipients = recipients.length === 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.saving) return;
    setAttempted(true);
    if (nameMissing) {
      document.getElementById(nameId)?.focus();
      return;
    }
    if (brandsWrong || noRecipients) return;
    props.onSave({
      name: name.trim(),
      brandIds: [...brandIds],
      networks: networks.filter((network) => offered.includes(network)),
      period,
      frequency,
      ...(frequency === 'weekly' ? { weekday } : {}),
      ...(frequency === 'monthly' ? { dayOfMonth } : {}),
      hour,
      timeZone,
      recipients: [...recipients],
      active,
    } as BenchmarkReportInput);
  };
  const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        id={nameId}
        label={i18n._(m.name)}
        value={name}
        maxLength={TEXT_LIMITS.name}
        required
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
        error={attempted && nameMissing ? i18n._(m.nameRequired) : undefined}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{i18n._(m.brands)}</legend>
        <div className={styles.choices}>
          {props.brands.map((brand) => (
            <Checkbox
              key={brand.id}
              label={brand.name}
              checked={brandIds.includes(brand.id)}
              onChange={(event) => setBrandIds(toggle(brandIds, brand.id, event.target.checked))}
            />
          ))}
        </div>
        {attempted && brandsWrong && (
          <p className={styles.error} role="alert">
            {translate(i18n, m.brandsRequired, { count: BENCHMARK_LIMITS.brandsPerQuery })}
          </p>
        )}
      </fieldset>
      {offered.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.networks)}</legend>
          <div className={styles.choices}>
            {offered.map((network) => (
              <Checkbox
                key={network}
                label={
                  <span className={styles.inline}>
                    <NetworkIcon network={network} size={16} /> {networkName(network)}
                  </span>
                }
                checked={networks.includes(network)}
                onChange={(event) => setNetworks(toggle(networks, network, event.target.checked))}
              />
            ))}
          </div>
          <p className={styles.hint}>{i18n._(m.networksHint)}</p>
        </fieldset>
      )}
      <div className={styles.pair}>
        <Select
          label={i18n._(m.period)}
          value={period}
          onChange={(event) => setPeriod(event.target.value as BenchmarkPeriod)}
          options={(Object.keys(PERIOD_TEXTS) as BenchmarkPeriod[]).map((value) => ({
            value,
            label: i18n._(PERIOD_TEXTS[value]),
          }))}
        />
        <Select
          label={i18n._(m.frequency)}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as ReportFrequency)}
          options={FREQUENCIES.map(([value, text]) => ({ value, label: i18n._(text) }))}
        />
        {frequency === 'weekly' && (
          <Select
            label={i18n._(m.weekday)}
            value={String(weekday)}
            onChange={(event) => setWeekday(Number(event.target.value))}
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
              value: String(day),
              label: weekdayName(day, locale),
            }))}
          />
        )}
        {frequency === 'monthly' && (
          <Select
            label={i18n._(m.dayOfMonth)}
            hint={i18n._(m.dayOfMonthHint)}
            value={String(dayOfMonth)}
            onChange={(event) => setDayOfMonth(Number(event.target.value))}
            options={Array.from({ length: 28 }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
          />
        )}
        <Select
          label={i18n._(m.hour)}
          value={String(hour)}
          onChange={(event) => setHour(Number(event.target.value))}
          options={Array.from({ length: 24 }, (_, h) => ({
            value: String(h),
            label: hourText(h, locale),
          }))}
        />
      </div>
      <Select
        label={i18n._(m.timeZone)}
        value={timeZone}
        onChange={(event) => setTimeZone(event.target.value)}
      >
        {groups.map((group) => (
          <optgroup key={group.region ?? ''} label={group.region ?? i18n._(m.otherZones)}>
            {group.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <RecipientsField
        value={recipients}
        onChange={setRecipients}
        error={attempted && noRecipients ? i18n._(m.recipientsRequired) : undefined}
      />
      {report && (
        <Checkbox
          label={i18n._(m.active)}
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
        />
      )}
      <FormActions
        error={props.error}
        submitLabel={i18n._(report ? m.save : m.create)}
        saving={props.saving ?? false}
        onCancel={props.onCancel}
      />
    </form>
  );
}
