import { useLingui } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import type { WhatsAppPhoneNumber } from '@smm/model';
import { Button, ConfirmDialog, Skeleton } from '@smm/ui';
import { useEffect, useState } from 'react';
import { AddNumberForm } from './AddNumberForm.js';
import { StepProblem } from './StepProblem.js';
import { WhatsAppBadges } from './WhatsAppBadges.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link NumberStep}. */
export interface NumberStepProps {
  readonly view: Extract<WhatsAppConnectView, { step: 'numbers' }>;
  readonly onChoose: (phoneNumberId: string) => void;
  readonly onAdd: (number: { readonly phoneNumber: string; readonly verifiedName: string }) => void;
  readonly onRemove: (phoneNumberId: string) => void;
  readonly onRetry: () => void;
  /** Opens the add-number form at once (stories). */
  readonly adding?: boolean;
}

const PROBLEM_TITLES = {
  numbers: m.numbersFailed,
  addNumber: m.addFailed,
  removeNumber: m.removeFailed,
  chooseNumber: m.chooseFailed,
} as const;

/**
 * The second step: the business account's numbers with their registration, code verification
 * and name approval (and why a name was rejected); choose one to connect (or continue one being
 * connected), add a number, remove one after confirming.
 */
export function NumberStep(props: NumberStepProps) {
  const { i18n } = useLingui();
  const { view } = props;
  const [adding, setAdding] = useState(props.adding ?? false);
  const [removing, setRemoving] = useState<WhatsAppPhoneNumber | null>(null);
  const busy = view.busy !== null;
  const count = view.numbers.length;
  // The form closes once the number it sent is added; it stays open with the reason otherwise.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted || view.busy !== null) return;
    setSubmitted(false);
    if (view.problem === null) setAdding(false);
  }, [submitted, view.busy, view.problem]);

  if (view.loading) return <Skeleton lines={3} label={i18n._(m.numbersLoading)} />;
  const problem = view.problem;
  const kind = problem?.kind;
  const problemTitle =
    kind === 'numbers' || kind === 'addNumber' || kind === 'removeNumber' || kind === 'chooseNumber'
      ? i18n._(PROBLEM_TITLES[kind])
      : null;
  if (problem !== null && kind === 'numbers') {
    return (
      <StepProblem
        title={problemTitle ?? ''}
        error={problem.error}
        action={<Button onClick={props.onRetry}>{i18n._(m.tryAgain)}</Button>}
      />
    );
  }
  return (
    <>
      <p className={styles.text}>
        {translate(i18n, m.numbersIntro, {
          account: view.account?.name ?? i18n._(m.theAccount),
        })}
      </p>
      {problem !== null && problemTitle !== null ? (
        <StepProblem title={problemTitle} error={problem.error} />
      ) : null}
      {count === 0 ? <p className={styles.text}>{i18n._(m.numbersEmpty)}</p> : null}
      <ul className={styles.list} aria-label={i18n._(m.numbersLabel)}>
        {view.numbers.map((number) => {
          const named = { number: number.displayPhoneNumber };
          const continuing = (number.channelId ?? null) !== null && number.connected !== true;
          const choosing = view.busy === 'choosing' && view.numberId === number.id;
          return (
            <li key={number.id} className={styles.card}>
              <div className={styles.cardMain}>
                <h3 className={styles.cardTitle}>{number.displayPhoneNumber}</h3>
                <p className={styles.cardMeta}>{number.verifiedName}</p>
                <WhatsAppBadges number={number} />
                {number.approval === 'REJECTED' && number.approvalReason ? (
                  <p className={styles.cardMeta}>
                    {translate(i18n, m.approvalReason, { reason: number.approvalReason })}
                  </p>
                ) : null}
              </div>
              <div className={styles.cardActions}>
                {number.connected === true ? (
                  <span className={styles.cardMeta}>{i18n._(m.isChannel)}</span>
                ) : (
                  <>
                    <Button
                      variant="ghost"
                      disabled={busy}
                      aria-label={translate(i18n, m.removeNamed, named)}
                      title={translate(i18n, m.removeNamed, named)}
                      onClick={() => setRemoving(number)}
                    >
                      {i18n._(m.remove)}
                    </Button>
                    <Button
                      variant={continuing ? 'primary' : 'secondary'}
                      disabled={busy && !choosing}
                      busy={choosing}
                      aria-label={translate(
                        i18n,
                        continuing ? m.continueNamed : m.chooseNamed,
                        named,
                      )}
                      onClick={() => props.onChoose(number.id)}
                    >
                      {i18n._(continuing ? m.continue : m.choose)}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {adding ? (
        <AddNumberForm
          busy={view.busy === 'adding'}
          onAdd={(number) => {
            setSubmitted(true);
            props.onAdd(number);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => setAdding(true)}>
            {i18n._(m.addNumber)}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={translate(i18n, m.removeTitle, { number: removing?.displayPhoneNumber ?? '' })}
        confirmText={i18n._(m.removeConfirm)}
        confirmState="danger"
        onClose={(reason) => {
          if (reason === 'ok' && removing !== null) props.onRemove(removing.id);
          setRemoving(null);
        }}
      >
        {translate(i18n, m.removeBody, {
          number: removing?.displayPhoneNumber ?? '',
          name: removing?.verifiedName ?? '',
        })}
      </ConfirmDialog>
    </>
  );
}
