import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, uiMessages } from '@smm/i18n';
import type { PublishAction } from '@smm/model';
import type { ComposerActions as Actions } from '@smm/publish';
import { canTake } from '@smm/publish';
import { Button, Menu } from '@smm/ui';
import { useId } from 'react';
import { blockText } from './composer.texts.js';
import * as styles from './ComposerActions.css.js';

/** The words of each action. */
export const ACTION_MESSAGES = {
  publishNow: m.publishNow,
  schedule: m.schedule,
  submitForApproval: m.submitForApproval,
  saveDraft: m.saveDraft,
} as const satisfies Record<PublishAction, unknown>;

/** Props of {@link ComposerActions}. */
export interface ComposerActionsProps {
  /** What the composer offers (`composerActions`). */
  readonly actions: Actions;
  /** Whether any channel is chosen (else nothing is said about the person's role). */
  readonly hasChannels: boolean;
  /** The action being saved; the buttons wait. */
  readonly saving: PublishAction | null;
  readonly onAction: (action: PublishAction) => void;
  readonly onCancel: () => void;
}

/**
 * The composer's footer: why the main action cannot be taken (in words), Cancel, the other
 * allowed actions in a "More actions" menu, and the main action (`postAbilities(...).primary`:
 * Publish now, Schedule, Submit for approval or Save draft).
 */
export function ComposerActions(props: ComposerActionsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { actions, saving, onAction } = props;
  const primary = actions.primary;
  const blocks = primary === null ? [] : (actions.blocks[primary] ?? []);
  const firstBlock = blocks[0];
  const reason =
    primary === null
      ? props.hasChannels
        ? i18n._(m.noAction)
        : i18n._(m.blockNoChannels)
      : firstBlock === undefined
        ? null
        : blockText(i18n, firstBlock);
  return (
    <div className={styles.actions}>
      <p className={styles.reason} id={`${id}-reason`} aria-live="polite">
        {reason}
      </p>
      <Button variant="secondary" disabled={saving !== null} onClick={props.onCancel}>
        {i18n._(uiMessages.cancel)}
      </Button>
      {actions.others.length > 0 && (
        <Menu
          className={styles.more}
          label={i18n._(m.moreActions)}
          align="end"
          items={actions.others.map((action) => ({
            id: action,
            label: i18n._(ACTION_MESSAGES[action]),
            disabled: saving !== null || !canTake(actions, action),
            onSelect: () => {
              if (saving === null && canTake(actions, action)) onAction(action);
            },
          }))}
        />
      )}
      {primary !== null && (
        <Button
          variant="primary"
          disabled={saving !== null || !canTake(actions, primary)}
          busy={saving === primary}
          aria-describedby={reason === null ? undefined : `${id}-reason`}
          data-action={primary}
          onClick={() => onAction(primary)}
        >
          {i18n._(ACTION_MESSAGES[primary])}
        </Button>
      )}
    </div>
  );
}
