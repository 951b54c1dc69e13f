import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { FEATURES, hasArea, type Feature, type PackageName } from '@smm/access';
import {
  areaMessages,
  dateLocale,
  overviewMessages as m,
  supportedLocaleOf,
  translate,
} from '@smm/i18n';
import type { Cap, User } from '@smm/model';
import { Badge, Icon } from '@smm/ui';
import { useId } from 'react';
import { LoadState } from './LoadState.js';
import type { Loaded } from './use-loaded.js';
import * as styles from './OrganisationFigures.css.js';

const DAY = 24 * 60 * 60 * 1000;

/** The name of each product a package includes or lacks. */
const FEATURE_TEXTS: Readonly<Record<Feature, MessageDescriptor>> = {
  engage: areaMessages.engage,
  publish: areaMessages.publish,
  measure: areaMessages.measure,
  benchmark: areaMessages.benchmark,
  listen: areaMessages.listen,
  ads: areaMessages.ads,
  audience: areaMessages.audience,
  promote: m.promote,
  integrations: m.integrations,
  adAccounts: m.adAccounts,
};

/** The name of each package. */
const PACKAGE_TEXTS: Readonly<Record<PackageName, MessageDescriptor>> = {
  essentials: m.package_essentials,
  essentialsWithBenchmark: m.package_essentialsWithBenchmark,
  suite: m.package_suite,
  suiteWithBenchmark: m.package_suiteWithBenchmark,
  nolisten: m.package_nolisten,
  noListenNoAudience: m.package_noListenNoAudience,
  suiteWithBenchmarkNoListen: m.package_suiteWithBenchmarkNoListen,
  listenOnly: m.package_listenOnly,
  measureOnly: m.package_measureOnly,
  benchmarkOnly: m.package_benchmarkOnly,
  CUSTOM: m.package_CUSTOM,
};

/** The caps the overview knows by name; others are left out. */
const CAP_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  CHANNELS: m.capChannels,
  USERS: m.capUsers,
};

/** Props of {@link OrganisationFigures}. */
export interface OrganisationFiguresProps {
  /** The signed-in administrator: their organisation's name, trial and expiry. */
  readonly me: User;
  readonly packageName: PackageName;
  /** The organisation's resource caps with their usage. */
  readonly caps: Loaded<readonly Cap[]>;
  readonly onRetryCaps: () => void;
  /** Now, in ms (for how many days a trial has left). */
  readonly now: number;
}

/**
 * The organisation at a glance, for administrators: its name, the detected package and which
 * products it includes, each resource cap with how much of it is used, and the trial or
 * subscription with its end.
 */
export function OrganisationFigures({
  me,
  packageName,
  caps,
  onRetryCaps,
  now,
}: OrganisationFiguresProps) {
  const { i18n } = useLingui();
  const id = useId();
  const included = FEATURES.filter((feature) => hasArea(packageName, feature));
  const missing = FEATURES.filter((feature) => !hasArea(packageName, feature));
  const dateFormat = new Intl.DateTimeFormat(dateLocale(supportedLocaleOf(i18n.locale) ?? 'en'), {
    dateStyle: 'long',
  });
  const numbers = new Intl.NumberFormat(i18n.locale);
  const expiry = me.expiryDate ? new Date(me.expiryDate) : null;
  const daysLeft = expiry ? Math.ceil((expiry.getTime() - now) / DAY) : 0;
  const subscription = (() => {
    const date = expiry ? dateFormat.format(expiry) : '';
    if (me.isTrialOrg) {
      if (!expiry) return i18n._(m.trialOpen);
      return daysLeft > 0
        ? translate(i18n, m.trialEnds, { date, days: daysLeft })
        : translate(i18n, m.trialEnded, { date });
    }
    if (!expiry) return i18n._(m.paidOpen);
    return translate(i18n, daysLeft > 0 ? m.paidEnds : m.paidEnded, { date });
  })();
  return (
    <section
      className={styles.panel}
      aria-labelledby={`${id}-org`}
      data-testid="organisation-figures"
    >
      <h3 id={`${id}-org`} className={styles.heading}>
        {me.orgName ?? ''}
      </h3>
      <div className={styles.block}>
        <p className={styles.label}>{i18n._(m.packageLabel)}</p>
        <p className={styles.value}>{i18n._(PACKAGE_TEXTS[packageName])}</p>
        <p className={styles.label} id={`${id}-includes`}>
          {i18n._(m.includes)}
        </p>
        <ul className={styles.products} aria-labelledby={`${id}-includes`}>
          {included.map((feature) => (
            <li key={feature}>
              <Badge tone="success">{i18n._(FEATURE_TEXTS[feature])}</Badge>
            </li>
          ))}
        </ul>
        {missing.length > 0 ? (
          <>
            <p className={styles.label} id={`${id}-missing`}>
              {i18n._(m.notIncluded)}
            </p>
            <ul className={styles.products} aria-labelledby={`${id}-missing`}>
              {missing.map((feature) => (
                <li key={feature}>
                  <Badge tone="neutral">
                    <span className={styles.lockedProduct}>
                      <Icon name="lock" size={12} />
                      {i18n._(FEATURE_TEXTS[feature])}
                    </span>
                  </Badge>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className={styles.block}>
        <p className={styles.label}>{i18n._(m.usageHeading)}</p>
        <LoadState loaded={caps} retry={onRetryCaps} failed={m.capsFailed} retryLabel={m.retry} />
        {caps.kind === 'ready'
          ? caps.data
              .filter((cap) => CAP_TEXTS[cap.capType] !== undefined)
              .map((cap) => {
                const name = i18n._(CAP_TEXTS[cap.capType] as MessageDescriptor);
                const limited = cap.cap > 0;
                const full = limited && cap.count >= cap.cap;
                const share = limited ? Math.min(100, (cap.count / cap.cap) * 100) : 0;
                const labelId = `${id}-cap-${cap.capType}`;
                return (
                  <div key={cap.capType} className={styles.meterRow} data-cap={cap.capType}>
                    <div className={styles.meterText}>
                      <span id={labelId}>{name}</span>
                      <span>
                        {limited
                          ? translate(i18n, m.capOf, {
                              count: numbers.format(cap.count),
                              cap: numbers.format(cap.cap),
                            })
                          : translate(i18n, m.capNone, { count: numbers.format(cap.count) })}
                      </span>
                    </div>
                    {limited ? (
                      <div
                        className={styles.track}
                        role="meter"
                        aria-labelledby={labelId}
                        aria-valuemin={0}
                        aria-valuemax={cap.cap}
                        aria-valuenow={Math.min(cap.count, cap.cap)}
                      >
                        <div
                          className={full ? `${styles.fill} ${styles.fillFull}` : styles.fill}
                          style={{ width: `${share}%` }}
                        />
                      </div>
                    ) : null}
                    {full ? <p className={styles.note}>{i18n._(m.capFull)}</p> : null}
                  </div>
                );
              })
          : null}
      </div>
      <div className={styles.block}>
        <p className={styles.label}>{i18n._(m.subscriptionLabel)}</p>
        <p className={styles.value}>{subscription}</p>
      </div>
    </section>
  );
}
