import { useLingui } from '@lingui/react';
import type { SettingsGroup } from '@smm/access';
import { areaMessages, settingsAreaMessages as m } from '@smm/i18n';
import { Cap, decodeOrThrow } from '@smm/model';
import { Icon } from '@smm/ui';
import * as t from 'io-ts';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { OrganisationFigures } from './OrganisationFigures.js';
import { AREA_TEXTS, GROUP_HEADINGS } from './settings-area.texts.js';
import { ResponseTargetForm } from './ResponseTargetForm.js';
import type { SettingsAreaProps } from './settings-area.types.js';
import * as styles from './SettingsOverview.css.js';
import { useLoaded } from './use-loaded.js';

/**
 * The settings landing page: a card for each area the person has, by the navigation's groups,
 * with what it is for; locked areas say they are not in the organisation's package.
 */
export function SettingsOverview(props: {
  readonly groups: readonly SettingsGroup[];
  /** Shown under the heading, before the cards: the organisation's figures for administrators. */
  readonly figures?: ReactNode;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const groups = props.groups
    .map((group) => ({
      ...group,
      areas: group.areas.filter((area) => area.id !== 'settings.overview'),
    }))
    .filter((group) => group.areas.length > 0);
  const anyLocked = groups.some((group) => group.areas.some((area) => area.state === 'locked'));
  const notInPackage = i18n._(m.notInPackage);
  return (
    <section className={styles.overview} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {i18n._(areaMessages.settings)}
        </h2>
        <p className={styles.intro}>{i18n._(m.overviewIntro)}</p>
        {anyLocked ? <p className={styles.intro}>{i18n._(m.overviewLockedIntro)}</p> : null}
      </header>
      {props.figures}
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
          <h3 id={`${id}-${group.id}`} className={styles.groupHeading}>
            {i18n._(GROUP_HEADINGS[group.id])}
          </h3>
          <ul className={styles.cards}>
            {group.areas.map((area) => (
              <li key={area.id} className={styles.card}>
                <a
                  className={styles.cardLink}
                  href={`#${area.path}`}
                  aria-describedby={
                    area.state === 'locked'
                      ? `${id}-${area.id}-about ${id}-${area.id}-lock`
                      : `${id}-${area.id}-about`
                  }
                >
                  {i18n._(AREA_TEXTS[area.id].title)}
                </a>
                <p id={`${id}-${area.id}-about`} className={styles.about}>
                  {i18n._(AREA_TEXTS[area.id].about)}
                </p>
                {area.state === 'locked' ? (
                  <p id={`${id}-${area.id}-lock`} className={styles.lockNote}>
                    <Icon className={styles.lockIcon} name="lock" size={14} />
                    <span>{notInPackage}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * The overview as a settings area: for administrators the organisation's figures (package,
 * usage, subscription) first; then the person's navigation as cards.
 */
export function OverviewArea(props: SettingsAreaProps) {
  return (
    <SettingsOverview
      groups={props.navigation}
      figures={
        props.me.isAdmin ? (
          <>
            <AdminFigures {...props} />
            <ResponseTargetForm me={props.me} calls={props.calls} />
          </>
        ) : null
      }
    />
  );
}

/** The organisation's figures with its resource caps, read for the administrator. */
function AdminFigures({ api, me, packageName }: SettingsAreaProps) {
  const [now] = useState(() => Date.now());
  const load = useCallback(
    async () =>
      decodeOrThrow(
        t.array(Cap),
        await api.unwrap(
          api.client.GET('/resource-caps/v1/orgs/{id}/resources', {
            params: { path: { id: me.orgId } },
          }),
        ),
      ),
    [api, me.orgId],
  );
  const { loaded, reload } = useLoaded(load);
  return (
    <OrganisationFigures
      me={me}
      packageName={packageName}
      caps={loaded}
      onRetryCaps={reload}
      now={now}
    />
  );
}
