import { Icon, IconButton, Tooltip } from '@smm/ui';

/** Props of {@link RowButtons}. */
export interface RowButtonsProps {
  /** The edit button's name, shown on hover ("Edit Refunds to care"). */
  readonly editLabel: string;
  /** The delete button's name, shown on hover. */
  readonly deleteLabel: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  /** The row is being changed: deleting waits. */
  readonly busy: boolean;
}

/** A list row's edit and delete icon buttons, each named on hover. */
export function RowButtons(props: RowButtonsProps) {
  return (
    <>
      <Tooltip content={props.editLabel}>
        <IconButton label={props.editLabel} onClick={props.onEdit}>
          <Icon name="edit" />
        </IconButton>
      </Tooltip>
      <Tooltip content={props.deleteLabel}>
        <IconButton label={props.deleteLabel} disabled={props.busy} onClick={props.onDelete}>
          <Icon name="trash" />
        </IconButton>
      </Tooltip>
    </>
  );
}
