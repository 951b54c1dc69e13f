import { useLingui } from '@lingui/react';
import type { WhatsAppConnectView } from '@smm/channels';
import { translate, whatsappConnectMessages as m } from '@smm/i18n';
import { Button, EmptyState, Skeleton } from '@smm/ui';
import { StepProblem } from './StepProblem.js';
import { WordBadge } from './WhatsAppBadges.js';
import { BUSINESS_BADGES } from './whatsapp.texts.js';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link BusinessAccountStep}. */
export interface BusinessAccountStepProps {
  readonly view: Extract<WhatsAppConnectView, { step: 'accounts' }>;
  readonly onChoose: (businessAccountId: string) => void;
  readonly onRetry: () => void;
}

/**
 * The first step: the organisation's WhatsApp Business accounts, each with Meta's business
 * verification in words and how many numbers it has; choosing one shows its numbers.
 */
export function BusinessAccountStep({ view, onChoose, onRetry }: BusinessAccountStepProps) {
  const { i18n } = useLingui();
  if (view.problem !== null) {
    return (
      <StepProblem
        title={i18n._(m.accountsFailed)}
        error={view.problem.error}
        action={<Button onClick={onRetry}>{i18n._(m.tryAgain)}</Button>}
      />
    );
  }
  if (view.loading) return <Skeleton lines={3} label={i18n._(m.accountsLoading)} />;
  if (view.accounts.length === 0) {
    return <EmptyState icon="message" headingLevel={3} title={i18n._(m.accountsEmpty)} />;
  }
  return (
    <>
      <p className={styles.text}>{i18n._(m.accountsIntro)}</p>
      <ul className={styles.list} aria-label={i18n._(m.accountsLabel)}>
        {view.accounts.map((account) => (
          <li key={account.id} className={styles.card}>
            <div className={styles.cardMain}>
              <h3 className={styles.cardTitle}>{account.name}</h3>
              <p className={styles.cardMeta}>
                {translate(i18n, m.numberCount, { count: account.numberCount })}
              </p>
              <span className={styles.badges}>
                <WordBadge badge={BUSINESS_BADGES[account.businessVerification]} />
              </span>
            </div>
            <div className={styles.cardActions}>
              <Button
                variant="secondary"
                aria-label={translate(i18n, m.chooseAccountNamed, { account: account.name })}
                onClick={() => onChoose(account.id)}
              >
                {i18n._(m.chooseAccount)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
