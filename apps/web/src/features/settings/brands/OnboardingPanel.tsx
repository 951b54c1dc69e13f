import { useLingui } from '@lingui/react';
import { brandsMessages as m, translate } from '@smm/i18n';
import { BENCHMARK_LIMITS, type BrandOnboardingStatus } from '@smm/model';
import { Button, Icon } from '@smm/ui';
import * as styles from './Brands.css.js';

/** Props of {@link OnboardingPanel}. */
export interface OnboardingPanelProps {
  readonly status: BrandOnboardingStatus;
  /** The brand has public channels (onboarding collects theirs). */
  readonly hasChannels: boolean;
  /** The person may start onboarding. */
  readonly manager: boolean;
  readonly busy: boolean;
  readonly onStart: () => void;
}

/**
 * Whether a brand's history is collected: not yet (with "Start onboarding" for who may, or why
 * it cannot start), being collected (announced; the page asks again until it is ready), ready.
 */
export function OnboardingPanel(props: OnboardingPanelProps) {
  const { i18n } = useLingui();
  const days = BENCHMARK_LIMITS.onboardDays;
  return (
    <section className={styles.panel} aria-labelledby="brand-onboarding-title">
      <h3 id="brand-onboarding-title" className={styles.sectionTitle}>
        {i18n._(m.onboardingTitle)}
      </h3>
      <div className={styles.status} role="status" data-onboarding={props.status}>
        {props.status === 'onboarding' && (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span>{translate(i18n, m.onboardingRunningText, { days })}</span>
          </>
        )}
        {props.status === 'ready' && (
          <>
            <Icon name="success" />
            <span>{i18n._(m.onboardingReadyText)}</span>
          </>
        )}
        {props.status === 'notStarted' && (
          <span className={styles.text}>
            {translate(i18n, m.onboardingNotStartedText, { days })}
          </span>
        )}
      </div>
      {props.status === 'notStarted' && props.manager && (
        <div className={styles.status}>
          <Button busy={props.busy} disabled={!props.hasChannels} onClick={props.onStart}>
            {i18n._(m.startOnboarding)}
          </Button>
          {!props.hasChannels && (
            <span className={styles.muted}>{i18n._(m.onboardingNoChannels)}</span>
          )}
        </div>
      )}
    </section>
  );
}
