import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import { maskSecret, type WebhookSecret } from '@smm/model';
import { Button, ConfirmDialog, Icon, IconButton, Tooltip } from '@smm/ui';
import { useId, useState } from 'react';
import * as styles from './Integrations.css.js';
import { useTimeFormat } from './use-time-format.js';

/** The Standard Webhooks specification's page on verifying a delivery. */
export const VERIFY_GUIDE = 'https://www.standardwebhooks.com/#verifying-webhooks';

/** Props of {@link SecretPanel}. */
export interface SecretPanelProps {
  readonly secret: WebhookSecret;
  /** Shows the secret at first (stories). */
  readonly defaultShown?: boolean;
  /** The rotation is running. */
  readonly rotating?: boolean;
  readonly onCopy: (secret: string) => void;
  /** Rotates, once the person confirmed. */
  readonly onRotate: () => void;
}

/**
 * The organisation's signing secret (decision 0053): masked until "Show", copied to the
 * clipboard, rotated after a confirmation that the old one keeps signing for 24 hours; during
 * that overlap the previous secret and until when it signs; and how receivers verify.
 */
export function SecretPanel(props: SecretPanelProps) {
  const { i18n } = useLingui();
  const time = useTimeFormat();
  const titleId = useId();
  const valueId = useId();
  const [shown, setShown] = useState(props.defaultShown === true);
  const [confirming, setConfirming] = useState(false);
  const { secret } = props;
  const toggle = i18n._(shown ? m.hide : m.show);
  const copy = i18n._(m.copy);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {i18n._(m.secretTitle)}
      </h3>
      <p className={styles.hint}>{i18n._(m.secretHint)}</p>
      <div className={styles.secretRow}>
        <span className={styles.meta} id={`${valueId}-label`}>
          {i18n._(m.secretLabel)}
        </span>
        <code
          id={valueId}
          className={styles.secretValue}
          aria-labelledby={`${valueId}-label ${valueId}`}
          data-secret-shown={shown}
        >
          {shown ? secret.secret : maskSecret(secret.secret)}
        </code>
        <Tooltip content={toggle}>
          <IconButton label={toggle} aria-pressed={shown} onClick={() => setShown(!shown)}>
            <Icon name={shown ? 'hide' : 'eye'} />
          </IconButton>
        </Tooltip>
        <Tooltip content={copy}>
          <IconButton label={copy} onClick={() => props.onCopy(secret.secret)}>
            <Icon name="document" />
          </IconButton>
        </Tooltip>
        <Button
          variant="secondary"
          busy={props.rotating === true}
          onClick={() => setConfirming(true)}
        >
          <Icon name="refresh" /> {i18n._(m.rotate)}
        </Button>
      </div>
      {secret.previousSecret !== undefined && secret.previousUntil !== undefined && (
        <div className={styles.secretRow} data-previous-secret>
          <span className={styles.meta}>
            {translate(i18n, m.previous, { date: time(secret.previousUntil) })}
          </span>
          <code className={styles.secretValue}>
            {shown ? secret.previousSecret : maskSecret(secret.previousSecret)}
          </code>
        </div>
      )}
      <div className={styles.note}>
        <h4 className={styles.noteTitle}>{i18n._(m.verifyTitle)}</h4>
        <p className={styles.hint}>{i18n._(m.verifyBody)}</p>
        <a className={styles.link} href={VERIFY_GUIDE} target="_blank" rel="noreferrer noopener">
          {i18n._(m.verifyLink)}
        </a>
      </div>
      <ConfirmDialog
        open={confirming}
        title={i18n._(m.rotateTitle)}
        confirmText={i18n._(m.rotateConfirm)}
        onClose={(reason) => {
          setConfirming(false);
          if (reason === 'ok') props.onRotate();
        }}
      >
        {i18n._(m.rotateBody)}
      </ConfirmDialog>
    </section>
  );
}
