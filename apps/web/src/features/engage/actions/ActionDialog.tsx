import type { SavedItem } from '@smm/model';
import type { JSX } from 'react';
import { AssignDialog } from './AssignDialog.js';
import { CaseDialog } from './CaseDialog.js';
import { DeleteDialog } from './DeleteDialog.js';
import type { ItemDialogProps } from './FormDialog.js';
import { ForwardDialog } from './ForwardDialog.js';
import { LabelDialog } from './LabelDialog.js';
import { QuoteDialog } from './QuoteDialog.js';
import { RepostDialog } from './RepostDialog.js';
import { SentimentDialog } from './SentimentDialog.js';
import { TicketDialog } from './TicketDialog.js';

/** The item actions that open a dialog (the toolbar's, and `a` for assign on the keyboard). */
export type DialogKind =
  'repost' | 'quote' | 'delete' | 'sentiment' | 'assign' | 'label' | 'forward' | 'ticket' | 'case';

const DIALOGS: Readonly<Record<DialogKind, (props: ItemDialogProps) => JSX.Element>> = {
  repost: RepostDialog,
  quote: QuoteDialog,
  delete: DeleteDialog,
  sentiment: SentimentDialog,
  assign: AssignDialog,
  label: LabelDialog,
  forward: ForwardDialog,
  ticket: TicketDialog,
  case: CaseDialog,
};

/**
 * The dialog of an item action, or nothing while `kind` is null. Each one sends its call with the
 * spec's toasts (engage §8), shows its busy state, stays open with the error when the call fails
 * and calls `onClose` when it succeeded or the user leaves (Escape, Cancel, the close button).
 * Needs `EngageProvider` and `Toasts` above it.
 *
 * @example
 * const [dialog, setDialog] = useState<DialogKind | null>(null);
 * <ActionDialog kind={dialog} item={item} onClose={() => setDialog(null)} />
 */
export function ActionDialog(props: {
  readonly kind: DialogKind | null;
  readonly item: SavedItem;
  readonly onClose: () => void;
}): JSX.Element | null {
  if (props.kind === null) return null;
  const Dialog = DIALOGS[props.kind];
  // Keyed by kind and item: a dialog opened anew starts with fresh fields.
  return (
    <Dialog key={`${props.kind}:${props.item.id}`} item={props.item} onClose={props.onClose} />
  );
}
