import { useLingui } from '@lingui/react';
import { adsMessages as m, translate } from '@smm/i18n';
import {
  BOOST_AGES,
  BoostBudget,
  type BoostGender,
  type BoostOptions,
  type BoostRequest,
  CountryCode,
  MAX_BOOST_COUNTRIES,
} from '@smm/model';
import { Banner, Button, Input, Modal, Select } from '@smm/ui';
import { useState } from 'react';
import { moneyText } from './ads.format.js';
import * as styles from './BoostDialog.css.js';

/** The durations offered, in days. */
export const BOOST_DURATIONS = [1, 3, 5, 7, 14, 30] as const;

/** Props of {@link BoostDialog}. */
export interface BoostDialogProps {
  /** What the post can be boosted with (its published channels and their linked accounts). */
  readonly options: BoostOptions;
  /** The post's text, shown for context. */
  readonly postText: string;
  /**
   * Creates the boost; rejects with the server's message. The request keeps one idempotency key
   * while the dialog is open, so trying again never boosts twice.
   */
  readonly onBoost: (request: BoostRequest) => Promise<void>;
  readonly onClose: () => void;
}

/** Reads the countries field: codes separated by commas or spaces, in capitals, no repeats. */
export function parseCountries(text: string): string[] | null {
  const codes = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toUpperCase())
        .filter((part) => part !== ''),
    ),
  ];
  if (codes.length > MAX_BOOST_COUNTRIES || !codes.every((code) => CountryCode.is(code)))
    return null;
  return codes;
}

/**
 * Boosting a published post: the channel it was published on (when several), the ad account
 * linked to it that pays, the total budget in the account's currency, how many days it runs and
 * the audience basics (countries, ages, gender). The network's refusal shows in the dialog.
 */
export function BoostDialog({ options, postText, onBoost, onClose }: BoostDialogProps) {
  const { i18n } = useLingui();
  const [key] = useState(() => crypto.randomUUID());
  const [channelId, setChannelId] = useState(options.targets[0]?.channelId ?? '');
  const target = options.targets.find((t) => t.channelId === channelId) ?? options.targets[0];
  const [accountId, setAccountId] = useState(target?.accounts[0]?.id ?? '');
  const account = target?.accounts.find((a) => a.id === accountId) ?? target?.accounts[0];
  const [budget, setBudget] = useState('50');
  const [days, setDays] = useState(7);
  const [countries, setCountries] = useState('');
  const [ageMin, setAgeMin] = useState(String(18));
  const [ageMax, setAgeMax] = useState(String(BOOST_AGES.max));
  const [gender, setGender] = useState<BoostGender>('all');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  const amount = Number(budget.replace(',', '.'));
  const budgetOk = budget.trim() !== '' && BoostBudget.is(amount);
  const codes = parseCountries(countries);
  const min = Number(ageMin);
  const max = Number(ageMax);
  const agesInRange = [min, max].every(
    (age) => Number.isInteger(age) && age >= BOOST_AGES.min && age <= BOOST_AGES.max,
  );
  const agesOk = agesInRange && min <= max;
  const valid = budgetOk && codes !== null && agesOk && account !== undefined;

  const submit = async () => {
    setChecked(true);
    if (!valid || !target || !account || codes === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await onBoost({
        idempotencyKey: key,
        adAccountId: account.id,
        postId: options.postId,
        channelId: target.channelId,
        budget: amount,
        durationDays: days,
        audience: { countries: codes, ageMin: min, ageMax: max, gender },
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={busy} onClick={onClose}>
        {i18n._(m.cancel)}
      </Button>
      <Button type="submit" form="boost-form" busy={busy} disabled={busy}>
        {i18n._(m.boostSubmit)}
      </Button>
    </div>
  );

  return (
    <Modal
      open
      width={600}
      title={i18n._(m.boostTitle)}
      closeDisabled={busy}
      onClose={onClose}
      footer={footer}
    >
      <form
        id="boost-form"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.postText}>{postText}</p>
        {options.boosts.length > 0 && (
          <Banner tone="info">
            {translate(i18n, m.boostedBefore, { count: options.boosts.length })}
          </Banner>
        )}
        <div className={styles.row}>
          <Select
            id="boost-channel"
            label={i18n._(m.boostChannel)}
            value={target?.channelId ?? ''}
            options={options.targets.map((t) => ({ value: t.channelId, label: t.channelName }))}
            onChange={(event) => {
              setChannelId(event.target.value);
              const next = options.targets.find((t) => t.channelId === event.target.value);
              setAccountId(next?.accounts[0]?.id ?? '');
            }}
          />
          <Select
            id="boost-account"
            label={i18n._(m.boostAccount)}
            value={account?.id ?? ''}
            options={(target?.accounts ?? []).map((a) => ({
              value: a.id,
              label: `${a.name} · ${a.currency}`,
            }))}
            onChange={(event) => setAccountId(event.target.value)}
          />
        </div>
        <div className={styles.row}>
          <Input
            id="boost-budget"
            label={translate(i18n, m.boostBudget, { currency: account?.currency ?? '' })}
            hint={i18n._(m.boostBudgetHint)}
            error={checked && !budgetOk ? i18n._(m.boostInvalidBudget) : undefined}
            inputMode="decimal"
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
          />
          <Select
            id="boost-duration"
            label={i18n._(m.boostDuration)}
            value={String(days)}
            options={BOOST_DURATIONS.map((count) => ({
              value: String(count),
              label: translate(i18n, m.boostDays, { count }),
            }))}
            onChange={(event) => setDays(Number(event.target.value))}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{i18n._(m.boostAudience)}</legend>
          <Input
            id="boost-countries"
            label={i18n._(m.boostCountries)}
            hint={i18n._(m.boostCountriesHint)}
            error={checked && codes === null ? i18n._(m.boostInvalidCountries) : undefined}
            value={countries}
            onChange={(event) => setCountries(event.target.value)}
          />
          <div className={styles.row}>
            <Input
              id="boost-age-min"
              type="number"
              min={BOOST_AGES.min}
              max={BOOST_AGES.max}
              label={i18n._(m.boostAgeMin)}
              error={checked && !agesOk ? i18n._(m.boostInvalidAges) : undefined}
              value={ageMin}
              onChange={(event) => setAgeMin(event.target.value)}
            />
            <Input
              id="boost-age-max"
              type="number"
              min={BOOST_AGES.min}
              max={BOOST_AGES.max}
              label={i18n._(m.boostAgeMax)}
              value={ageMax}
              onChange={(event) => setAgeMax(event.target.value)}
            />
            <Select
              id="boost-gender"
              label={i18n._(m.boostGender)}
              value={gender}
              options={[
                { value: 'all', label: i18n._(m.genderAll) },
                { value: 'female', label: i18n._(m.genderFemale) },
                { value: 'male', label: i18n._(m.genderMale) },
              ]}
              onChange={(event) => setGender(event.target.value as BoostGender)}
            />
          </div>
        </fieldset>
        {budgetOk && account && (
          <p className={styles.summary}>
            {translate(i18n, m.boostSummary, {
              budget: moneyText(amount, account.currency, i18n.locale),
              count: days,
            })}
          </p>
        )}
        {failure !== null && (
          <Banner tone="warning" role="alert">
            {translate(i18n, m.boostFailed, { message: failure })}
          </Banner>
        )}
      </form>
    </Modal>
  );
}
export default BoostDialog;
