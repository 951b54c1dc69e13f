import { useLingui } from '@lingui/react';
import { audienceMessages as m, translate } from '@smm/i18n';
import type { AudienceOverview, Locale, User } from '@smm/model';
import { NetworkIcon, networkName } from '@smm/ui';
import { useCallback } from 'react';
import { ChartFigure, formatNumber } from '../charts/index.js';
import { LoadState } from '../settings/LoadState.js';
import { useLoaded } from '../settings/use-loaded.js';
import { personTimeZone } from '../../session/time-zone.js';
import * as styles from './Audience.css.js';
import type { AudienceCalls } from './audience.calls.js';
import { formatSeen, sentimentText } from './audience.format.js';

/** One horizontal bar of a share of people. */
function Bar(props: {
  readonly label: React.ReactNode;
  readonly value: number;
  readonly max: number;
}) {
  return (
    <li className={styles.bar}>
      <span className={styles.account}>{props.label}</span>
      <span className={styles.barTrack} aria-hidden="true">
        <span
          className={styles.barFill}
          style={{
            display: 'block',
            width: `${props.max === 0 ? 0 : (props.value / props.max) * 100}%`,
          }}
        />
      </span>
      <span className={styles.number}>{props.value}</span>
    </li>
  );
}

/** The overview's content, from its figures (also for stories). */
export function OverviewFigures(props: {
  readonly overview: AudienceOverview;
  readonly locale: Locale;
  readonly timeZone: string;
}) {
  const { i18n } = useLingui();
  const { overview, locale } = props;
  const maxNetwork = Math.max(0, ...overview.byNetwork.map((n) => n.people));
  const maxSentiment = Math.max(0, ...overview.bySentiment.map((s) => s.people));
  const figures = [
    [m.figurePeople, overview.people],
    [m.figureNewThisWeek, overview.newThisWeek],
    [m.figureIdentities, overview.identities],
    [m.figureWithEmail, overview.withEmail],
  ] as const;
  return (
    <>
      <dl className={styles.figures} data-audience-figures="">
        {figures.map(([text, value]) => (
          <div key={text.id} className={styles.figure}>
            <dt className={styles.muted}>{i18n._(text)}</dt>
            <dd className={styles.figureValue}>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.grid}>
        <section className={styles.card}>
          <h3 className={styles.cardHeading}>{i18n._(m.pinnedTitle)}</h3>
          {overview.pinned.length === 0 ? (
            <p className={styles.muted}>{i18n._(m.noPinned)}</p>
          ) : (
            <ul className={styles.audienceList}>
              {overview.pinned.map((audience) => (
                <li key={audience.id} className={styles.audienceRow}>
                  <a className={styles.audienceLink} href={`#/audience/audiences/${audience.id}`}>
                    {audience.name}
                  </a>
                  <span className={styles.muted}>
                    {translate(i18n, m.peopleCount, { count: audience.people })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.card}>
          <h3 className={styles.cardHeading}>{i18n._(m.byNetwork)}</h3>
          <ul className={styles.bars}>
            {overview.byNetwork.map((row) => (
              <Bar
                key={row.network}
                max={maxNetwork}
                value={row.people}
                label={
                  <>
                    <NetworkIcon network={row.network} size={14} />
                    {networkName(row.network)}
                  </>
                }
              />
            ))}
          </ul>
        </section>
        <section className={styles.card}>
          <h3 className={styles.cardHeading}>{i18n._(m.bySentiment)}</h3>
          <ul className={styles.bars}>
            {overview.bySentiment.map((row) => (
              <Bar
                key={row.sentiment ?? 'none'}
                max={maxSentiment}
                value={row.people}
                label={i18n._(sentimentText(row.sentiment))}
              />
            ))}
          </ul>
        </section>
      </div>
      <ChartFigure
        title={i18n._(m.newPerDay)}
        axisLabel={i18n._(m.day)}
        data={{
          kind: 'bar',
          axis: 'day',
          labels: overview.newByDay.map((day) => day.day),
          series: [
            { label: i18n._(m.newPerDayAxis), values: overview.newByDay.map((d) => d.people) },
          ],
        }}
      />
      <p className={styles.muted}>
        {overview.aggregatedAt === null
          ? i18n._(m.notUpdated)
          : translate(i18n, m.updatedAt, {
              time: formatSeen(overview.aggregatedAt, locale, props.timeZone, true) ?? '',
            })}
      </p>
    </>
  );
}

/** `/audience/overview`: the audience in figures. */
export default function OverviewPage({
  calls,
  me,
}: {
  readonly calls: AudienceCalls;
  readonly me: User;
}) {
  const { i18n } = useLingui();
  const { loaded, reload } = useLoaded(useCallback(() => calls.overview(), [calls]));
  return (
    <section className={styles.content} data-audience-page="overview">
      <h2 className={styles.pageHeading}>{i18n._(m.overviewTitle)}</h2>
      <p className={styles.intro}>{i18n._(m.overviewIntro)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' ? (
        <OverviewFigures
          overview={loaded.data}
          locale={i18n.locale as Locale}
          timeZone={personTimeZone(me)}
        />
      ) : null}
    </section>
  );
}
