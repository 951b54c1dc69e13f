import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  accountState,
  CONNECT_OFFERS,
  linkedInKind,
  type ConnectNetwork,
  type ConnectProblem,
  type ConnectView,
} from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import { Button, Checkbox, Icon, Modal, NetworkIcon, Skeleton } from '@smm/ui';
import { FAILURE_TEXTS, LINKEDIN_TEXTS } from './channels.texts.js';
import * as styles from './ConnectDialog.css.js';

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  readonly open: boolean;
  /** What to show: `connectView` of `@smm/channels` over the connect machine. */
  readonly view: ConnectView;
  readonly onChoose: (network: ConnectNetwork) => void;
  /** Opens the WhatsApp connect flow (business account, number, SMS code, activation). */
  readonly onChooseWhatsApp: () => void;
  readonly onToggle: (channelId: string) => void;
  readonly onAdd: () => void;
  /** Starts the same network's consent again. */
  readonly onRetry: () => void;
  /** Back to the networks. */
  readonly onBack: () => void;
  readonly onClose: () => void;
}

const nameOf = (i18n: I18n, network: ConnectNetwork | null) =>
  network === null ? i18n._(m.theNetwork) : networkName(network);

/** The title and the text of a problem, with the network's name in them. */
function problemTexts(i18n: I18n, problem: ConnectProblem, network: ConnectNetwork | null) {
  const values = { network: nameOf(i18n, network) };
  switch (problem.kind) {
    case 'consent': {
      const texts = FAILURE_TEXTS[problem.reason];
      return { title: i18n._(texts.title), body: translate(i18n, texts.body, values) };
    }
    case 'start':
      return { title: i18n._(m.failedStart), body: problem.error.message };
    case 'accounts':
      return { title: i18n._(m.failedAccounts), body: problem.error.message };
    case 'add':
      return { title: i18n._(m.failedAdd), body: problem.error.message };
    case 'legacy':
      return {
        title: i18n._(m.failedLegacy),
        body: problem.message ?? i18n._(m.failedLegacyBody),
      };
    case 'legacySlow':
      return { title: i18n._(m.failedLegacySlow), body: i18n._(m.failedLegacySlowBody) };
  }
}

/**
 * Connecting a channel, step by step: the networks (WhatsApp opens its own flow, said in a sentence);
 * back from the network's consent page, the accounts authorised there to pick from (those added
 * already or connected by another organisation shown as such); adding, with the legacy job's
 * progress; what was added; or what went wrong and what to do next.
 */
export function ConnectDialog(props: ConnectDialogProps) {
  const { i18n } = useLingui();
  const { view } = props;
  const title =
    view.step === 'accounts' || view.step === 'loadingAccounts'
      ? translate(i18n, m.accountsTitle, { network: networkName(view.network) })
      : i18n._(m.connect);
  const busy = view.step === 'adding' || (view.step === 'networks' && view.opening !== null);
  return (
    <Modal
      open={props.open}
      title={title}
      width={800}
      closeDisabled={busy}
      onClose={props.onClose}
      footer={<Footer {...props} />}
    >
      <div className={styles.body}>
        <Step {...props} />
      </div>
    </Modal>
  );
}

function Step(props: ConnectDialogProps) {
  const { i18n } = useLingui();
  const { view } = props;
  switch (view.step) {
    case 'networks':
      return (
        <>
          <p className={styles.text}>{i18n._(m.connectIntro)}</p>
          <ul className={styles.grid} aria-label={i18n._(m.networks)}>
            {CONNECT_OFFERS.map((offer) => {
              const name = networkName(offer.network);
              const opening = view.opening === offer.slug;
              return (
                <li key={offer.slug}>
                  <button
                    type="button"
                    className={styles.network}
                    disabled={view.opening !== null}
                    aria-busy={opening || undefined}
                    aria-label={translate(i18n, m.connectNetwork, { network: name })}
                    onClick={() => props.onChoose(offer.slug)}
                  >
                    <NetworkIcon network={offer.network} size={28} />
                    <span className={styles.networkName}>{name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {view.opening !== null ? (
            <p role="status" className={styles.status}>
              {translate(i18n, m.opening, { network: networkName(view.opening) })}
            </p>
          ) : null}
          <div className={styles.whatsapp}>
            <button
              type="button"
              className={styles.network}
              disabled={view.opening !== null}
              aria-label={translate(i18n, m.connectNetwork, { network: networkName('whatsapp') })}
              aria-describedby="connect-whatsapp-note"
              onClick={props.onChooseWhatsApp}
            >
              <NetworkIcon network="whatsapp" size={28} />
              <span className={styles.networkName}>{networkName('whatsapp')}</span>
            </button>
            <span id="connect-whatsapp-note">{i18n._(m.whatsappNote)}</span>
          </div>
        </>
      );
    case 'loadingAccounts':
      return <Skeleton lines={4} label={i18n._(m.accountsLoading)} />;
    case 'accounts': {
      // LinkedIn: whether an account is a company page, a showcase page or a profile.
      const kindOf = (subType: string | undefined) => {
        const kind = linkedInKind(subType);
        return kind === undefined ? undefined : i18n._(LINKEDIN_TEXTS[kind]);
      };
      const available = view.accounts.filter((a) => accountState(a) === 'available');
      return (
        <>
          <p className={styles.text}>
            {translate(i18n, m.accountsIntro, { count: view.accounts.length })}
          </p>
          <fieldset className={styles.accounts}>
            <legend className={styles.legend}>{i18n._(m.accountsLabel)}</legend>
            {view.accounts.map((account) => {
              const state = accountState(account);
              return (
                <div key={account.channelId} className={styles.account}>
                  <span className={styles.accountIcon}>
                    <NetworkIcon network={account.networkType} />
                  </span>
                  <Checkbox
                    label={account.name ?? account.channelId}
                    checked={view.selected.includes(account.channelId)}
                    disabled={state !== 'available'}
                    description={
                      [
                        kindOf(account.subType),
                        state === 'added'
                          ? i18n._(m.accountAdded)
                          : state === 'taken'
                            ? i18n._(m.accountTaken)
                            : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · ') || undefined
                    }
                    onChange={() => props.onToggle(account.channelId)}
                  />
                </div>
              );
            })}
          </fieldset>
          {available.length === 0 ? <p className={styles.note}>{i18n._(m.noneAvailable)}</p> : null}
        </>
      );
    }
    case 'adding':
      return (
        <p role="status" className={styles.status}>
          {view.legacy === null
            ? i18n._(m.adding)
            : translate(i18n, m.legacyProgress, {
                connected: view.legacy.connected,
                total: view.legacy.total,
              })}
        </p>
      );
    case 'done':
      return (
        <div className={styles.success} role="status">
          <p className={styles.problemTitle}>
            <Icon name="success" />
            <span>{translate(i18n, m.added, { count: view.added })}</span>
          </p>
          {view.skipped > 0 ? <p className={styles.text}>{i18n._(m.skippedWhatsapp)}</p> : null}
        </div>
      );
    case 'failed': {
      const texts = problemTexts(i18n, view.problem, view.network);
      return (
        <div className={styles.problem} role="alert">
          <h3 className={styles.problemTitle}>
            <Icon name="error" />
            <span>{texts.title}</span>
          </h3>
          <p className={styles.text}>{texts.body}</p>
        </div>
      );
    }
  }
}

function Footer(props: ConnectDialogProps) {
  const { i18n } = useLingui();
  const { view } = props;
  switch (view.step) {
    case 'networks':
    case 'loadingAccounts':
      return null;
    case 'accounts':
      return (
        <div className={styles.footer}>
          <Button variant="ghost" onClick={props.onBack}>
            {i18n._(m.otherNetwork)}
          </Button>
          <Button variant="secondary" onClick={props.onRetry}>
            {i18n._(m.allowOther)}
          </Button>
          <Button disabled={view.selected.length === 0} onClick={props.onAdd}>
            {translate(i18n, m.addChannels, { count: view.selected.length })}
          </Button>
        </div>
      );
    case 'adding':
      return (
        <div className={styles.footer}>
          <Button busy>{i18n._(m.adding)}</Button>
        </div>
      );
    case 'done':
      return (
        <div className={styles.footer}>
          <Button variant="secondary" onClick={props.onBack}>
            {i18n._(m.connectAnother)}
          </Button>
          <Button onClick={props.onClose}>{i18n._(m.done)}</Button>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.footer}>
          <Button variant={view.canRetry ? 'secondary' : 'primary'} onClick={props.onBack}>
            {i18n._(m.otherNetwork)}
          </Button>
          {view.canRetry ? <Button onClick={props.onRetry}>{i18n._(m.tryAgain)}</Button> : null}
        </div>
      );
  }
}
