import { useLingui } from '@lingui/react';
import { moveWidget, showWidget } from '@smm/access';
import { homeMessages, translate } from '@smm/i18n';
import type { HomeWidget, HomeWidgetSetting } from '@smm/model';
import { Button, Checkbox, Icon, IconButton, Modal, Tooltip, VisuallyHidden } from '@smm/ui';
import { useEffect, useState } from 'react';
import * as styles from './CustomiseHomeDialog.css.js';
import { WIDGET_TEXTS } from './home.texts.js';

/** Props of {@link CustomiseHomeDialog}. */
export interface CustomiseHomeDialogProps {
  readonly open: boolean;
  /** The person's widgets as saved: their order and visibility. */
  readonly items: readonly HomeWidgetSetting[];
  /** Saves the new order and visibility; the dialog stays open (and says so) when it fails. */
  readonly onSave: (items: readonly HomeWidgetSetting[]) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * "Customise home": the person's widgets in their order, each shown or hidden with a checkbox
 * and moved with "Move up" and "Move down" buttons (the keyboard reaches everything; a moved
 * widget keeps the focus and its new place is read out). Save keeps it with `POST /api/home`.
 */
export function CustomiseHomeDialog(props: CustomiseHomeDialogProps) {
  const { i18n } = useLingui();
  const [layout, setLayout] = useState<readonly HomeWidgetSetting[]>(props.items);
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const { open, items } = props;
  useEffect(() => {
    if (open) {
      setLayout(items);
      setAnnouncement('');
    }
  }, [open, items]);
  const title = (widget: HomeWidget) => i18n._(WIDGET_TEXTS[widget].title);
  const move = (widget: HomeWidget, by: number) => {
    const next = moveWidget(layout, widget, by);
    if (next === layout) return;
    setLayout(next);
    setAnnouncement(
      translate(i18n, homeMessages.moved, {
        widget: title(widget),
        position: next.findIndex((item) => item.widget === widget) + 1,
        count: next.length,
      }),
    );
  };
  const save = () => {
    setBusy(true);
    props.onSave(layout).finally(() => setBusy(false));
  };
  return (
    <Modal
      open={open}
      title={i18n._(homeMessages.customise)}
      closeDisabled={busy}
      onClose={props.onClose}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={props.onClose} disabled={busy}>
            {i18n._(homeMessages.cancel)}
          </Button>
          <Button onClick={save} busy={busy}>
            {i18n._(homeMessages.save)}
          </Button>
        </div>
      }
    >
      <p className={styles.intro}>{i18n._(homeMessages.customiseIntro)}</p>
      <ol className={styles.list} aria-label={i18n._(homeMessages.widgetsList)}>
        {layout.map((item, index) => {
          const name = title(item.widget);
          const up = translate(i18n, homeMessages.moveUp, { widget: name });
          const down = translate(i18n, homeMessages.moveDown, { widget: name });
          const first = index === 0;
          const last = index === layout.length - 1;
          return (
            <li key={item.widget} className={styles.row} data-widget={item.widget}>
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <Checkbox
                label={translate(i18n, homeMessages.show, { widget: name })}
                checked={item.visible}
                onChange={(event) =>
                  setLayout(showWidget(layout, item.widget, event.currentTarget.checked))
                }
              />
              <span className={styles.moves}>
                <Tooltip content={up}>
                  <IconButton
                    label={up}
                    variant="ghost"
                    aria-disabled={first}
                    onClick={() => move(item.widget, -1)}
                  >
                    <Icon name="arrowUp" />
                  </IconButton>
                </Tooltip>
                <Tooltip content={down}>
                  <IconButton
                    label={down}
                    variant="ghost"
                    aria-disabled={last}
                    onClick={() => move(item.widget, 1)}
                  >
                    <Icon name="arrowDown" />
                  </IconButton>
                </Tooltip>
              </span>
            </li>
          );
        })}
      </ol>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
    </Modal>
  );
}
