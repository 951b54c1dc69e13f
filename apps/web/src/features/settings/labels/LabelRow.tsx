import { useLingui } from '@lingui/react';
import { labelManagementMessages as m, translate } from '@smm/i18n';
import type { LabelUsage } from '@smm/model';
import { Icon, IconButton, Tooltip } from '@smm/ui';
import * as styles from './LabelRow.css.js';

/** Props of {@link LabelRow}. */
export interface LabelRowProps {
  readonly label: LabelUsage;
  /** Whether another label exists to merge with. */
  readonly canMerge: boolean;
  /** Without actions: the label as people who may not manage labels see it. */
  readonly readOnly?: boolean;
  readonly onEdit: (label: LabelUsage) => void;
  readonly onMerge: (label: LabelUsage) => void;
  readonly onDelete: (label: LabelUsage) => void;
}

/**
 * One label of the label management list: its colour and name as items show them, how many
 * items carry it, and the buttons to rename or recolour, merge and delete it (each named on
 * hover). Merging is unavailable, and says why, while the label is the only one.
 */
export function LabelRow({ label, canMerge, readOnly, onEdit, onMerge, onDelete }: LabelRowProps) {
  const { i18n } = useLingui();
  const edit = translate(i18n, m.rename, { name: label.name });
  const merge = translate(i18n, m.merge, { name: label.name });
  const remove = translate(i18n, m.delete, { name: label.name });
  return (
    <li className={styles.row} data-label-id={label.id} aria-label={label.name}>
      <span className={styles.name}>
        <span className={styles.swatch} style={{ background: label.color }} aria-hidden />
        <span className={styles.nameText}>{label.name}</span>
      </span>
      <span className={styles.count}>{translate(i18n, m.itemCount, { count: label.items })}</span>
      {readOnly ? (
        <span />
      ) : (
        <span className={styles.actions}>
          <Tooltip content={edit}>
            <IconButton label={edit} onClick={() => onEdit(label)}>
              <Icon name="edit" />
            </IconButton>
          </Tooltip>
          <Tooltip content={canMerge ? merge : i18n._(m.cannotMerge)}>
            <IconButton
              label={merge}
              aria-disabled={!canMerge || undefined}
              className={canMerge ? undefined : styles.unavailable}
              onClick={() => canMerge && onMerge(label)}
            >
              <Icon name="tag" />
            </IconButton>
          </Tooltip>
          <Tooltip content={remove}>
            <IconButton label={remove} onClick={() => onDelete(label)}>
              <Icon name="trash" />
            </IconButton>
          </Tooltip>
        </span>
      )}
    </li>
  );
}
