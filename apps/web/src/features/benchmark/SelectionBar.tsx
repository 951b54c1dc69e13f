import { useLingui } from '@lingui/react';
import { periodDays } from '@smm/benchmark';
import { benchmarkMessages as m, translate } from '@smm/i18n';
import { BenchmarkPeriod, type Brand, Day, type Network } from '@smm/model';
import { Badge, Input, NetworkIcon, networkName, Select } from '@smm/ui';
import { useState } from 'react';
import { networksOf } from './benchmark.location.js';
import type { BenchmarkSelection } from './benchmark.selection.js';
import { PERIOD_TEXTS } from './benchmark.texts.js';
import { ChecklistPopover } from './ChecklistPopover.js';
import * as styles from './SelectionBar.css.js';

const PERIODS = BenchmarkPeriod.values;

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  /** The brands the person sees (for the team chosen). */
  readonly brands: readonly Brand[];
  readonly selection: BenchmarkSelection;
  /** Now, for the period presets (days end yesterday, UTC). */
  readonly now: Date;
  readonly onChange: (selection: BenchmarkSelection) => void;
}

/** The preset whose days the selection spans, if any. */
function presetOf(selection: BenchmarkSelection, now: Date): BenchmarkPeriod | undefined {
  return PERIODS.find((period) => {
    const days = periodDays(period, now);
    return days.since === selection.since && days.until === selection.until;
  });
}

/**
 * What benchmark compares: the brands (several among those the person sees, at least one), the
 * networks of the chosen brands' public channels, and the days — the last 7, 30 or 90 days, or
 * dates of one's own.
 *
 * @example
 * <SelectionBar brands={brands} selection={selection} now={new Date()} onChange={go} />
 */
export function SelectionBar(props: SelectionBarProps) {
  const { i18n } = useLingui();
  const { selection, brands } = props;
  const preset = presetOf(selection, props.now);
  const [custom, setCustom] = useState(preset === undefined);
  const showDates = custom || preset === undefined;
  const chosenBrands = brands.filter((b) => selection.brandIds.includes(b.id));
  const available = networksOf(chosenBrands);
  const yesterday = periodDays('last7Days', props.now).until;
  const change = (next: Partial<BenchmarkSelection>) => props.onChange({ ...selection, ...next });
  const keepOne = i18n._(m.atLeastOne);
  return (
    <div className={styles.bar} role="group" aria-label={i18n._(m.selection)}>
      <ChecklistPopover
        label={i18n._(m.brands)}
        summary={
          chosenBrands.length === 1
            ? (chosenBrands[0]?.name ?? '')
            : translate(i18n, m.brandsChosen, { count: chosenBrands.length })
        }
        options={brands.map((brand) => ({
          value: brand.id,
          label: (
            <span className={styles.option}>
              {brand.name}
              {brand.ownBrand ? <Badge tone="neutral">{i18n._(m.ownBrand)}</Badge> : null}
            </span>
          ),
        }))}
        chosen={selection.brandIds}
        keepOneHint={keepOne}
        onChange={(brandIds) => {
          const nowAvailable = networksOf(brands.filter((b) => brandIds.includes(b.id)));
          change({
            brandIds,
            networks: selection.networks.filter((n) => nowAvailable.includes(n)),
          });
        }}
      />
      <ChecklistPopover
        label={i18n._(m.networks)}
        summary={
          selection.networks.length === 1
            ? networkName(selection.networks[0] ?? '')
            : translate(i18n, m.networksChosen, { count: selection.networks.length })
        }
        options={available.map((network) => ({
          value: network,
          label: (
            <span className={styles.option}>
              <NetworkIcon network={network} size={16} />
              {networkName(network)}
            </span>
          ),
        }))}
        chosen={selection.networks}
        keepOneHint={keepOne}
        onChange={(networks) => change({ networks: networks as Network[] })}
      />
      <Select
        label={i18n._(m.period)}
        fieldClassName={styles.period}
        value={showDates ? 'custom' : preset}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'custom') {
            setCustom(true);
            return;
          }
          setCustom(false);
          if (BenchmarkPeriod.is(value)) change(periodDays(value, props.now));
        }}
        options={[
          ...PERIODS.map((period) => ({ value: period, label: i18n._(PERIOD_TEXTS[period]) })),
          { value: 'custom', label: i18n._(m.customPeriod) },
        ]}
      />
      {showDates ? (
        <>
          <Input
            type="date"
            label={i18n._(m.since)}
            fieldClassName={styles.date}
            value={selection.since}
            max={selection.until}
            onChange={(event) => {
              if (Day.is(event.target.value)) change({ since: event.target.value });
            }}
          />
          <Input
            type="date"
            label={i18n._(m.until)}
            fieldClassName={styles.date}
            value={selection.until}
            min={selection.since}
            max={yesterday}
            onChange={(event) => {
              if (Day.is(event.target.value)) change({ until: event.target.value });
            }}
          />
        </>
      ) : null}
    </div>
  );
}
