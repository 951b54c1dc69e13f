import { useLingui } from '@lingui/react';
import { translate, trackingMessages } from '@smm/i18n';
import { MAX_TRACKING_PARAMETERS, UTM_PARAMETERS } from '@smm/tracking';
import { Button, Icon, IconButton, Input, Tooltip, VisuallyHidden } from '@smm/ui';
import { useId } from 'react';
import * as styles from './Tracking.css.js';
import { emptyRow, rowProblems, type ParameterRow } from './tracking.forms.js';
import { PLACEHOLDER_VALUES, problemText } from './tracking.texts.js';

/** Props of {@link ParameterRows}. */
export interface ParameterRowsProps {
  readonly legend: string;
  readonly rows: readonly ParameterRow[];
  readonly onChange: (rows: ParameterRow[]) => void;
  /** Show what is wrong with the rows (after a first attempt to save). */
  readonly showProblems: boolean;
  /** A sentence under the legend; the placeholders' explanation by default. */
  readonly hint?: string;
  /** The legend is read but not shown (a heading around the rows already says it). */
  readonly legendHidden?: boolean;
}

/**
 * Editable tracking parameters, one row each: a key (the UTM keys are suggested), a value that
 * may hold placeholders, and a button that removes the row; another button adds one.
 */
export function ParameterRows({
  legend,
  rows,
  onChange,
  showProblems,
  hint,
  legendHidden = false,
}: ParameterRowsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const keysId = `${id}-keys`;
  const problems = rowProblems(rows);
  const change = (rowId: string, part: Partial<Pick<ParameterRow, 'key' | 'value'>>) =>
    onChange(rows.map((row) => (row.id === rowId ? { ...row, ...part } : row)));
  return (
    <fieldset className={styles.rows}>
      <legend className={legendHidden ? styles.hiddenLegend : styles.rowsLegend}>
        {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
      </legend>
      <p className={styles.hint}>
        {hint ?? translate(i18n, trackingMessages.placeholdersHint, PLACEHOLDER_VALUES)}
      </p>
      <datalist id={keysId}>
        {UTM_PARAMETERS.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      {rows.length === 0 ? (
        <p className={styles.hint}>{i18n._(trackingMessages.noParameters)}</p>
      ) : (
        <div className={styles.columns} aria-hidden="true">
          <span>{i18n._(trackingMessages.key)}</span>
          <span>{i18n._(trackingMessages.value)}</span>
        </div>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const wrong = showProblems ? problems.byRow.get(row.id) : undefined;
        const remove = translate(i18n, trackingMessages.removeParameter, { number });
        return (
          <div key={row.id} className={styles.row} data-parameter-row={number}>
            <Input
              label={
                <VisuallyHidden>
                  {translate(i18n, trackingMessages.keyOf, { number })}
                </VisuallyHidden>
              }
              value={row.key}
              list={keysId}
              className={styles.mono}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              onChange={(event) => change(row.id, { key: event.target.value })}
              error={wrong?.key && problemText(i18n, wrong.key)}
            />
            <Input
              label={
                <VisuallyHidden>
                  {translate(i18n, trackingMessages.valueOf, { number })}
                </VisuallyHidden>
              }
              value={row.value}
              className={styles.mono}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => change(row.id, { value: event.target.value })}
              error={wrong?.value && problemText(i18n, wrong.value)}
            />
            <Tooltip content={remove}>
              <IconButton
                label={remove}
                className={styles.remove}
                onClick={() => onChange(rows.filter((other) => other.id !== row.id))}
              >
                <Icon name="trash" />
              </IconButton>
            </Tooltip>
          </div>
        );
      })}
      {showProblems && problems.list && (
        <p className={styles.alert}>{problemText(i18n, problems.list)}</p>
      )}
      <Button
        variant="secondary"
        className={styles.add}
        disabled={rows.length >= MAX_TRACKING_PARAMETERS}
        onClick={() => onChange([...rows, emptyRow()])}
      >
        <Icon name="plus" /> {i18n._(trackingMessages.addParameter)}
      </Button>
    </fieldset>
  );
}
