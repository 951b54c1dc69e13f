import { useLingui } from '@lingui/react';
import { COLUMN_TARGETS, type ColumnTarget, mappingProblem } from '@smm/audience';
import { audienceToolsMessages as m, translate } from '@smm/i18n';
import { networkName } from '@smm/ui';
import type { I18n } from '@lingui/core';
import * as styles from './Import.css.js';

/** A target's name, as the mapping menu lists it. */
export function targetText(i18n: I18n, target: ColumnTarget): string {
  switch (target) {
    case 'ignore':
      return i18n._(m.targetIgnore);
    case 'name':
      return i18n._(m.targetName);
    case 'email':
      return i18n._(m.targetEmail);
    case 'phone':
      return i18n._(m.targetPhone);
    case 'labels':
      return i18n._(m.targetLabels);
    default:
      return translate(i18n, m.targetHandle, {
        network: networkName(target.slice('handle:'.length)),
      });
  }
}

/** Why a mapping cannot be used, in words; null when it can. */
export function mappingProblemText(
  i18n: I18n,
  mapping: readonly ColumnTarget[],
  columns: number,
): string | null {
  const problem = mappingProblem(mapping, columns);
  if (problem === null) return null;
  if (problem.code === 'twice') {
    return translate(i18n, m.mappingTwice, { target: targetText(i18n, problem.target) });
  }
  return i18n._(m.mappingNoName);
}

/** Props of {@link ColumnMapping}. */
export interface ColumnMappingProps {
  /** The file's column titles. */
  readonly header: readonly string[];
  /** The first rows, for examples of each column. */
  readonly rows: readonly (readonly string[])[];
  readonly mapping: readonly ColumnTarget[];
  readonly onChange: (mapping: ColumnTarget[]) => void;
  readonly disabled?: boolean;
}

/**
 * The column mapping of an import (decision 0098): each column of the file with its title,
 * examples from its first rows, and a menu of what it holds — a person's name, e-mail address,
 * phone number, labels, a handle on a network, or nothing to import. What is wrong with the
 * mapping (no name column, a target twice) shows below it.
 */
export function ColumnMapping({ header, rows, mapping, onChange, disabled }: ColumnMappingProps) {
  const { i18n } = useLingui();
  const problem = mappingProblemText(i18n, mapping, header.length);
  const options = COLUMN_TARGETS.map((target) => ({
    value: target,
    label: targetText(i18n, target),
  }));
  return (
    <div className={styles.section} data-column-mapping="">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{i18n._(m.columnHeader)}</th>
              <th scope="col">{i18n._(m.holdsHeader)}</th>
              <th scope="col">{i18n._(m.exampleHeader)}</th>
            </tr>
          </thead>
          <tbody>
            {header.map((title, column) => (
              <tr key={column}>
                <th scope="row" className={styles.columnTitle}>
                  {title === '' ? `#${column + 1}` : title}
                </th>
                <td>
                  <select
                    aria-label={translate(i18n, m.holdsLabel, {
                      column: title === '' ? `#${column + 1}` : title,
                    })}
                    className={styles.select}
                    value={mapping[column] ?? 'ignore'}
                    disabled={disabled}
                    onChange={(event) => {
                      const next = [...mapping];
                      next[column] = event.target.value as ColumnTarget;
                      onChange(next);
                    }}
                  >
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td className={styles.examples}>
                  {rows
                    .map((row) => row[column]?.trim() ?? '')
                    .filter((value) => value !== '')
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem === null ? null : (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
