import { useLingui } from '@lingui/react';
import { benchmarkMessages as m, translate } from '@smm/i18n';
import { Button, Modal } from '@smm/ui';

/** Props of {@link UpgradeDialog}. */
export interface UpgradeDialogProps {
  /** The name of the Pro entry chosen; null: closed. */
  readonly entry: string | null;
  readonly onClose: () => void;
}

/**
 * What a standard-package user sees on choosing a Pro entry of the benchmark menu (engage §2):
 * that it is part of Benchmark Pro and who can upgrade — then back to where they were.
 */
export function UpgradeDialog(props: UpgradeDialogProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={props.entry !== null}
      title={i18n._(m.upgradeTitle)}
      width={400}
      onClose={props.onClose}
      footer={
        <Button variant="primary" onClick={props.onClose}>
          {i18n._(m.upgradeStay)}
        </Button>
      }
    >
      <p>{translate(i18n, m.upgradeBody, { entry: props.entry ?? '' })}</p>
    </Modal>
  );
}
