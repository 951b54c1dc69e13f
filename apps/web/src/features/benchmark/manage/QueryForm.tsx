import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m } from '@smm/i18n';
import { networkName } from '@smm/networks';
import {
  TEXT_LIMITS,
  type BenchmarkPeriod,
  type Brand,
  type SavedQuery,
  type SavedQueryInput,
} from '@smm/model';
import { Input, Select } from '@smm/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../../settings/FormActions.js';
import type { BenchmarkSelection } from '../benchmark.selection.js';
import { PERIOD_TEXTS } from './manage.format.js';
import { brandNames, periodOf } from './manage.rules.js';
import * as styles from './Manage.css.js';

/** Props of {@link QueryForm}. */
export interface QueryFormProps {
  /** The query to rename; none to save the selection. */
  readonly query?: SavedQuery | undefined;
  /** The selection a new query saves. */
  readonly selection: BenchmarkSelection;
  readonly brands: readonly Brand[];
  readonly saving?: boolean;
  readonly error?: string | undefined;
  readonly onSave: (input: SavedQueryInput) => void;
  readonly onCancel: () => void;
}

/**
 * Saves the current selection under a name (its brands and networks, and the period closest to
 * its days), or renames a saved query.
 */
export function QueryForm(props: QueryFormProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  const { query, selection } = props;
  const [name, setName] = useState(query?.name ?? '');
  const [period, setPeriod] = useState<BenchmarkPeriod>(query?.period ?? periodOf(selection));
  const [attempted, setAttempted] = useState(false);
  const brandIds = query?.brandIds ?? selection.brandIds;
  const networks = query?.networks ?? selection.networks;
  const nameMissing = name.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.saving) return;
    setAttempted(true);
    if (nameMissing) {
      document.getElementById(nameId)?.focus();
      return;
    }
    props.onSave({
      name: name.trim(),
      brandIds: [...brandIds],
      networks: [...networks],
      period,
    } as SavedQueryInput);
  };
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
      <dl className={styles.fieldset}>
        <dt className={styles.legend}>{i18n._(m.brands)}</dt>
        <dd className={styles.meta}>{brandNames(props.brands, brandIds).join(', ')}</dd>
        <dt className={styles.legend}>{i18n._(m.networks)}</dt>
        <dd className={styles.meta}>
          {networks.length > 0
            ? networks.map((n) => networkName(n)).join(', ')
            : i18n._(m.allNetworks)}
        </dd>
      </dl>
      <Select
        label={i18n._(m.period)}
        value={period}
        onChange={(event) => setPeriod(event.target.value as BenchmarkPeriod)}
        options={(Object.keys(PERIOD_TEXTS) as BenchmarkPeriod[]).map((value) => ({
          value,
          label: i18n._(PERIOD_TEXTS[value]),
        }))}
      />
      <FormActions
        error={props.error}
        submitLabel={i18n._(m.save)}
        saving={props.saving ?? false}
        onCancel={props.onCancel}
      />
    </form>
  );
}
