import { useLingui } from '@lingui/react';
import { actionMessages, inboxMessages, translate } from '@smm/i18n';
import type { Label } from '@smm/model';
import { Button, Checkbox, Modal } from '@smm/ui';
import { useId, useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import * as styles from './ActionDialog.css.js';
import { DialogFields, FailureNote, type ItemDialogProps } from './FormDialog.js';
import { useItemActions } from './use-item-actions.js';

/**
 * The organisation's labels as checkboxes, ticked where the item has them: each tick puts the
 * label on or takes it off at once (optimistically, undone if the call fails).
 */
export function LabelDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { store, labels } = useEngage();
  const actions = useItemActions();
  const live = useItem(store, item.id) ?? item;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const hintId = useId();
  const on = new Set(live.engage.labels ?? []);
  const sorted = [...labels.values()].sort((a, b) => a.name.localeCompare(b.name));

  const toggle = (label: Label, checked: boolean) => {
    setFailure(undefined);
    setPending((ids) => new Set(ids).add(label.id));
    void actions.label(live, label.id, checked).then((ok) => {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(label.id);
        return next;
      });
      if (!ok) setFailure(translate(i18n, actionMessages.labelFailed, { name: label.name }));
    });
  };

  return (
    <Modal
      open
      title={i18n._(inboxMessages.act_label)}
      onClose={onClose}
      footer={<Button onClick={onClose}>{i18n._(actionMessages.done)}</Button>}
    >
      <DialogFields>
        {sorted.length === 0 ? (
          <p className={styles.hint}>{i18n._(actionMessages.noLabels)}</p>
        ) : (
          <fieldset className={styles.group} aria-describedby={hintId}>
            <legend className={styles.legend}>{i18n._(actionMessages.labelsOfItem)}</legend>
            <p id={hintId} className={styles.hint}>
              {i18n._(actionMessages.labelsHint)}
            </p>
            {sorted.map((label) => (
              <Checkbox
                key={label.id}
                name="labels"
                value={label.id}
                checked={on.has(label.id)}
                aria-busy={pending.has(label.id) ? true : undefined}
                onChange={(event) => {
                  if (!pending.has(label.id)) toggle(label, event.target.checked);
                }}
                label={
                  <>
                    <span
                      className={styles.swatch}
                      style={{ background: label.color }}
                      aria-hidden="true"
                    />
                    {label.name}
                  </>
                }
              />
            ))}
          </fieldset>
        )}
        <FailureNote text={failure} />
      </DialogFields>
    </Modal>
  );
}
